import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Button, Tag } from '@blueprintjs/core';
import { NotificationBus, ResourceTable, formatDate, formatMoney, useResourceList, useService, type DataColumn, type FilterDef, type ResourceRecord } from '@portolan/sdk';
import './shipments.css';

/** A vendor invoice on a shipment (`/api/shipments/v2/shipment-invoices`); amounts in minor units. */
interface InvoiceRow extends ResourceRecord {
  shipmentId: string;
  shipmentReference: string | null;
  number: string;
  vendor: string;
  amountMinor: number;
  currency: string;
  status: string;
  issuedOn: string;
  dueOn: string;
  version: number;
}

const STATUS_INTENT: Record<string, 'none' | 'primary' | 'success' | 'danger'> = { UNPAID: 'none', APPROVED: 'primary', PAID: 'success', DISPUTED: 'danger' };

const COLUMNS: DataColumn<InvoiceRow>[] = [
  { id: 'number', title: 'Invoice', width: 170, render: (i) => i.number },
  { id: 'vendor', title: 'Vendor', width: 180, render: (i) => i.vendor },
  { id: 'shipment', title: 'Shipment', width: 130, render: (i) => <Link to={`/shipments/${i.shipmentId}`}>{i.shipmentReference}</Link> },
  { id: 'amount', title: 'Amount', width: 140, render: (i) => formatMoney({ minor: i.amountMinor }, i.currency) },
  { id: 'status', title: 'Status', width: 100, render: (i) => <Tag minimal intent={STATUS_INTENT[i.status]}>{i.status.toLowerCase()}</Tag>, csv: (i) => i.status },
  { id: 'issuedOn', title: 'Issued', width: 110, render: (i) => formatDate(i.issuedOn), csv: (i) => i.issuedOn },
  { id: 'dueOn', title: 'Due', width: 110, sortField: 'dueOn', render: (i) => formatDate(i.dueOn), csv: (i) => i.dueOn },
];

const FILTERS: FilterDef[] = [{ id: 'status', label: 'Status', kind: 'select', options: Object.keys(STATUS_INTENT).map((s) => ({ value: s, label: s.toLowerCase() })) }];

/** `/vendor-payments`: invoices vendors raised on shipments; approve or mark paid in bulk (each with its version). */
const VendorPaymentsScreen = observer(function VendorPaymentsScreen() {
  const notify = useService(NotificationBus);
  const list = useResourceList<InvoiceRow>({ base: '/api/shipments/v2/shipment-invoices', filters: FILTERS, defaultSort: { field: 'dueOn', dir: 'asc' } });
  const [selected, setSelected] = useState<string[]>([]);

  const setStatus = async (ids: string[], status: string) => {
    const rows = list.rows.filter((i) => ids.includes(i._id));
    const results = await Promise.all(rows.map((i) => list.store.update(i._id, { status, version: i.version })));
    const failed = results.filter((r) => !r.ok);
    notify.outcome(failed.length === 0, { success: `${rows.length} invoice(s) ${status.toLowerCase()}`, failure: `${failed.length} invoice(s) not updated: ${failed[0]?.errorMessage ?? ''}` });
    setSelected([]);
    await list.reload();
  };

  return (
    <section className="pt-shipments" aria-labelledby="payments-title">
      <h1 id="payments-title" className="pt-page-title">Vendor payments</h1>
      <ResourceTable<InvoiceRow>
        list={list}
        label="Vendor invoices"
        columns={COLUMNS}
        search={{ label: 'Search invoices', placeholder: 'Invoice or vendor…' }}
        selected={selected}
        onSelectionChange={setSelected}
        bulkActions={(ids) => (
          <>
            <Button size="small" intent="primary" text="Approve" onClick={() => void setStatus(ids, 'APPROVED')} />
            <Button size="small" intent="success" text="Mark paid" onClick={() => void setStatus(ids, 'PAID')} />
          </>
        )}
        exportName="vendor-invoices.csv"
        emptyText="No invoice matches"
        height={560}
      />
    </section>
  );
});

export default VendorPaymentsScreen;
