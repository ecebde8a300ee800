import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@blueprintjs/core';
import { Entitlements, ResourceTable, formatDate, formatDateTime, useCommands, useResourceList, useService, type DataColumn, type FilterDef } from '@portolan/sdk';
import { ORDER_RFQ_STATES } from '../../../shared/states';
import { ORDERS_API, type OrderRfq } from '../../../shared/types';
import { ORDER_RFQS, REQUISITIONS } from '../requisitions/paths';
import { stateWords } from '../requisitions/stateWords';
import { StatusTag } from '../requisitions/StatusTag';

const FILTERS: FilterDef[] = [{ id: 'status', label: 'Status', kind: 'select', options: ORDER_RFQ_STATES.map((s) => ({ value: s, label: stateWords(s) })) }];
/** A list row as the SDK table holds it (its records are open objects). */
type OrderRfqRow = OrderRfq & Record<string, unknown>;

const COLUMNS: DataColumn<OrderRfqRow>[] = [
  { id: 'reference', title: 'Reference', width: 140, render: (r) => <Link to={`${ORDER_RFQS}/${r._id}`}>{r.reference}</Link>, csv: (r) => r.reference },
  { id: 'title', title: 'Title', width: 240, render: (r) => r.title, csv: (r) => r.title },
  { id: 'status', title: 'Status', width: 120, render: (r) => <StatusTag state={r.status} />, csv: (r) => r.status },
  {
    id: 'requisition',
    title: 'Requisition',
    width: 140,
    render: (r) => (r.requisitionId ? <Link to={`${REQUISITIONS}/${r.requisitionId}`}>{r.requisitionReference ?? 'Requisition'}</Link> : '—'),
    csv: (r) => r.requisitionReference ?? '',
  },
  { id: 'quoteDeadline', title: 'Quote deadline', width: 170, render: (r) => formatDateTime(r.quoteDeadline), csv: (r) => r.quoteDeadline },
  { id: 'lines', title: 'Lines', width: 70, render: (r) => r.lineCount, csv: (r) => r.lineCount },
  { id: 'suppliers', title: 'Quoted / invited', width: 120, render: (r) => `${r.quotedCount} / ${r.supplierCount}`, csv: (r) => `${r.quotedCount}/${r.supplierCount}` },
  { id: 'incoterm', title: 'Incoterm', width: 80, defaultVisible: false, render: (r) => r.incoterm, csv: (r) => r.incoterm },
  { id: 'currency', title: 'Currency', width: 80, defaultVisible: false, render: (r) => r.currency, csv: (r) => r.currency },
  { id: 'createdAt', title: 'Created', width: 110, sortField: 'createdAt', defaultVisible: false, render: (r) => formatDate(r.createdAt), csv: (r) => r.createdAt },
];

/** `/order-rfqs`: the company's order RFQs with status filter, search, sort, columns and CSV; New order RFQ. */
export const OrderRfqList = observer(function OrderRfqList() {
  const canCreate = useService(Entitlements).isAllowed('orders', 'Create');
  const navigate = useNavigate();
  const list = useResourceList<OrderRfqRow>({ base: ORDERS_API.orderRfqs, filters: FILTERS, defaultSort: { field: 'createdAt', dir: 'desc' } });
  useCommands(
    [
      { id: 'refresh-order-rfqs', title: 'Refresh order RFQs', shortcut: 'alt+r', run: () => void list.reload() },
      ...(canCreate ? [{ id: 'new-order-rfq', title: 'New order RFQ', shortcut: 'alt+n', run: () => navigate(`${ORDER_RFQS}/new`) }] : []),
    ],
    [list, canCreate],
  );
  return (
    <section aria-labelledby="order-rfqs-title">
      <h1 id="order-rfqs-title" className="pt-page-title">
        Order RFQs
      </h1>
      <ResourceTable<OrderRfqRow>
        list={list}
        label="Order RFQs"
        columns={COLUMNS}
        search={{ label: 'Search order RFQs', placeholder: 'Reference or title…' }}
        exportName="order-rfqs.csv"
        emptyText="No order RFQ matches"
        height={560}
        actions={canCreate && <Button size="small" intent="primary" icon="add" text="New order RFQ" onClick={() => navigate(`${ORDER_RFQS}/new`)} />}
      />
    </section>
  );
});
