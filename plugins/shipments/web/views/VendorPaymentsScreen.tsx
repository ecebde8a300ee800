import { useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Button, Tag } from '@blueprintjs/core';
import { DataTable, FilterBar, NotificationBus, ResourceStore, SearchBox, cursorQuery, keysetPaging, parseSort, useService, useUrlQuery, type DataColumn } from '@portolan/sdk';
import { formatDate, formatMoney } from '../format';
import { InvoicesStoreToken, type InvoiceRow } from '../stores/ListStores';
import './shipments.css';

const STATUS_INTENT: Record<string, 'none' | 'primary' | 'success' | 'danger'> = { UNPAID: 'none', APPROVED: 'primary', PAID: 'success', DISPUTED: 'danger' };

const COLUMNS: DataColumn<InvoiceRow>[] = [
  { id: 'number', title: 'Invoice', width: 170, render: (i) => i.number },
  { id: 'vendor', title: 'Vendor', width: 180, render: (i) => i.vendor },
  { id: 'shipment', title: 'Shipment', width: 130, render: (i) => <Link to={`/shipments/${i.shipmentId}`}>{i.shipmentReference}</Link> },
  { id: 'amount', title: 'Amount', width: 130, render: (i) => formatMoney(i.amountMinor, i.currency) },
  { id: 'status', title: 'Status', width: 100, render: (i) => <Tag minimal intent={STATUS_INTENT[i.status]}>{i.status.toLowerCase()}</Tag> },
  { id: 'issuedOn', title: 'Issued', width: 100, render: (i) => formatDate(i.issuedOn) },
  { id: 'dueOn', title: 'Due', width: 100, sortField: 'dueOn', render: (i) => formatDate(i.dueOn) },
];

/** `/vendor-payments`: invoices vendors raised on shipments; approve or mark paid in bulk (each with its version). */
const VendorPaymentsScreen = observer(function VendorPaymentsScreen() {
  const store = useService(InvoicesStoreToken);
  const notify = useService(NotificationBus);
  const [view, setView] = useUrlQuery({ sort: 'dueOn.asc' });
  const [selected, setSelected] = useState<string[]>([]);
  const sort = parseSort(view.sort, { field: 'dueOn', dir: 'asc' });
  const query = useMemo(
    () => ({ limit: 50, sort: { [sort.field]: sort.dir }, ...(view.status ? { filter: { status: view.status } } : {}), ...(view.q ? { search: view.q } : {}), ...cursorQuery(view) }),
    [ResourceStore.scopeKey(view)], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const key = ResourceStore.scopeKey(query);
  useEffect(() => void store.fetchList(query), [store, key]); // eslint-disable-line react-hooks/exhaustive-deps
  const state = store.listFor(query);

  const setStatus = async (ids: string[], status: string) => {
    const rows = state.items.filter((i) => ids.includes(i._id));
    const results = await Promise.all(rows.map((i) => store.update(i._id, { status, version: i.version })));
    const failed = results.filter((r) => !r.ok);
    notify.outcome(failed.length === 0, { success: `${rows.length} invoice(s) ${status.toLowerCase()}`, failure: `${failed.length} invoice(s) not updated: ${failed[0]?.errorMessage ?? ''}` });
    setSelected([]);
    await store.fetchList(query);
  };

  return (
    <section className="pt-shipments" aria-labelledby="payments-title">
      <h1 id="payments-title" className="pt-page-title">Vendor payments</h1>
      <DataTable<InvoiceRow>
        label="Vendor invoices"
        columns={COLUMNS}
        rows={state.items}
        loading={state.isFetching}
        error={state.errorMessage}
        sort={sort}
        onSortChange={(s) => setView({ sort: `${s.field}.${s.dir}`, after: undefined, before: undefined })}
        selected={selected}
        onSelectionChange={setSelected}
        bulkActions={(ids) => (
          <>
            <Button size="small" intent="primary" text="Approve" onClick={() => void setStatus(ids, 'APPROVED')} />
            <Button size="small" intent="success" text="Mark paid" onClick={() => void setStatus(ids, 'PAID')} />
          </>
        )}
        toolbar={
          <>
            <SearchBox value={view.q ?? ''} onSearch={(q) => setView({ q, after: undefined, before: undefined })} placeholder="Invoice or vendor…" label="Search invoices" />
            <FilterBar
              filters={[{ id: 'status', label: 'Status', kind: 'select', options: Object.keys(STATUS_INTENT).map((s) => ({ value: s, label: s.toLowerCase() })) }]}
              values={view}
              onChange={(id, value) => setView({ [id]: value, after: undefined, before: undefined })}
            />
          </>
        }
        paging={keysetPaging(store, state.count, setView)}
        height={560}
      />
    </section>
  );
});

export default VendorPaymentsScreen;
