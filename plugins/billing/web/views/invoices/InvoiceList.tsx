import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, ButtonGroup, NonIdealState } from '@blueprintjs/core';
import { Entitlements, ResourceTable, formatDate, formatMoney, useCommands, useResourceList, useService, type DataColumn, type FilterDef } from '@portolan/sdk';
import { BILLING_API, type InvoiceRecord, type InvoiceStatus } from '../../../shared/types';
import { INVOICE_STATUS_TITLES, InvoiceStatusTag, PAYER_STATUS_TITLES, PayerStatusTag } from './InvoiceStatusTag';

type InvoiceRow = InvoiceRecord & Record<string, unknown>;

const STATUSES: InvoiceStatus[] = ['DRAFT', 'ISSUED', 'PARTLY_PAID', 'PAID', 'OVERDUE', 'VOID'];
const DIRECTIONS = [
  { value: undefined, label: 'All' },
  { value: 'ISSUED', label: 'Issued' },
  { value: 'RECEIVED', label: 'Received' },
] as const;

const FILTERS: FilterDef[] = [
  { id: 'status', label: 'Status', kind: 'select', options: STATUSES.map((s) => ({ value: s, label: INVOICE_STATUS_TITLES[s] })) },
  { id: 'kind', label: 'Kind', kind: 'select', options: [{ value: 'INVOICE', label: 'Invoices' }, { value: 'CREDIT_NOTE', label: 'Credit notes' }] },
  { id: 'dueFrom', field: 'dueDate', bound: 'from', label: 'Due from', kind: 'date' },
  { id: 'dueTo', field: 'dueDate', bound: 'to', label: 'Due to', kind: 'date' },
];

/** "INV/2026-27/0007", "Draft", or a credit note's number. */
export const invoiceNumber = (r: Pick<InvoiceRecord, 'number' | 'kind'>) => r.number ?? (r.kind === 'CREDIT_NOTE' ? 'Draft credit note' : 'Draft');
const counterparty = (r: InvoiceRecord) => (r.direction === 'ISSUED' ? r.customerName : r.issuerName);
const money = (minor: number, currency: string) => formatMoney({ minor }, currency);

/** The due date, with "n days overdue" in red while unpaid past it. */
export function DueDate({ invoice }: { invoice: Pick<InvoiceRecord, 'dueDate' | 'daysOverdue'> }) {
  if (!invoice.dueDate) return <>—</>;
  return (
    <span>
      {formatDate(invoice.dueDate)}
      {invoice.daysOverdue > 0 && (
        <span className="billing-overdue">
          {' '}
          · {invoice.daysOverdue} day{invoice.daysOverdue === 1 ? '' : 's'} overdue
        </span>
      )}
    </span>
  );
}

const COLUMNS: DataColumn<InvoiceRow>[] = [
  { id: 'number', title: 'Number', width: 160, render: (r) => <Link to={`/invoices/${r._id}`}>{invoiceNumber(r)}</Link>, csv: (r) => r.number ?? 'Draft' },
  { id: 'status', title: 'Status', width: 110, render: (r) => <InvoiceStatusTag status={r.status} />, csv: (r) => r.status },
  { id: 'party', title: 'Customer / issuer', width: 200, render: (r) => `${r.direction === 'ISSUED' ? 'To' : 'From'} ${counterparty(r)}`, csv: (r) => counterparty(r) },
  { id: 'kind', title: 'Kind', width: 100, defaultVisible: false, render: (r) => (r.kind === 'CREDIT_NOTE' ? 'Credit note' : 'Invoice'), csv: (r) => r.kind },
  { id: 'shipment', title: 'Shipment', width: 130, render: (r) => (r.shipmentId ? <Link to={`/shipments/${r.shipmentId}`}>{r.shipmentReference ?? 'Shipment'}</Link> : '—'), csv: (r) => r.shipmentReference ?? '' },
  { id: 'issueDate', title: 'Issued', width: 110, sortField: 'issueDate', render: (r) => (r.issueDate ? formatDate(r.issueDate) : '—'), csv: (r) => r.issueDate ?? '' },
  { id: 'dueDate', title: 'Due', width: 190, sortField: 'dueDate', render: (r) => <DueDate invoice={r} />, csv: (r) => r.dueDate ?? '' },
  { id: 'total', title: 'Total', width: 140, sortField: 'totalMinor', render: (r) => money(r.totalMinor, r.currency), csv: (r) => `${r.currency} ${r.totalMinor}` },
  { id: 'balance', title: 'Balance', width: 140, render: (r) => money(r.balanceMinor, r.currency), csv: (r) => `${r.currency} ${r.balanceMinor}` },
  { id: 'payerStatus', title: 'Approval', width: 150, render: (r) => (r.direction === 'RECEIVED' && r.status !== 'DRAFT' ? <PayerStatusTag status={r.payerStatus} /> : '—'), csv: (r) => (r.direction === 'RECEIVED' ? PAYER_STATUS_TITLES[r.payerStatus] : '') },
  { id: 'createdAt', title: 'Created', width: 110, sortField: 'createdAt', defaultVisible: false, render: (r) => formatDate(r.createdAt), csv: (r) => r.createdAt },
];

/**
 * `/invoices`: issued and received invoices and credit notes (Issued / Received / All sets
 * `filter[direction]`), filters, search, sort, columns and CSV in the URL; "New invoice" (Create).
 */
export const InvoiceList = observer(function InvoiceList() {
  const entitlements = useService(Entitlements);
  const canCreate = entitlements.isAllowed('invoices', 'Create');
  const canSetUp = entitlements.isAllowed('invoices', 'Update');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The side is the segmented control (`?direction=` in the URL), sent as `filter[direction]`.
  const direction = params.get('direction') ?? undefined;
  const list = useResourceList<InvoiceRow>({ base: BILLING_API.invoices, filters: FILTERS, defaultSort: { field: 'createdAt', dir: 'desc' }, fixed: direction ? { filter: { direction } } : undefined });
  useCommands(
    [
      { id: 'refresh-invoices', title: 'Refresh invoices', shortcut: 'alt+r', run: () => void list.reload() },
      { id: 'invoices-issued', title: 'Show invoices issued', run: () => list.setView({ direction: 'ISSUED' }) },
      { id: 'invoices-received', title: 'Show invoices received', run: () => list.setView({ direction: 'RECEIVED' }) },
      ...(canCreate ? [{ id: 'new-invoice-here', title: 'New invoice', shortcut: 'alt+n', run: () => navigate('/invoices/new') }] : []),
    ],
    [list, canCreate, direction],
  );
  const filtered = list.filters.some((f) => list.view[f.id]) || Boolean(list.view.q) || Boolean(direction);
  const nothingYet = !filtered && !list.state.isFetching && !list.state.errorMessage && list.rows.length === 0 && list.state.count === 0;
  const newButton = canCreate && <Button size="small" intent="primary" icon="add" text="New invoice" onClick={() => navigate('/invoices/new')} />;
  const cols = useMemo(() => COLUMNS, []);
  return (
    <section aria-labelledby="invoices-title">
      <div className="billing-heading">
        <h1 id="invoices-title" className="pt-page-title">
          Invoices
        </h1>
        {canSetUp && <Link to="/invoices/settings">Billing profile</Link>}
      </div>
      <ButtonGroup role="group" aria-label="Side" className="billing-segments">
        {DIRECTIONS.map((d) => (
          <Button key={d.label} size="small" text={d.label} active={direction === d.value} aria-pressed={direction === d.value} onClick={() => list.setView({ direction: d.value })} />
        ))}
      </ButtonGroup>
      {nothingYet ? (
        <NonIdealState icon="document" title="No invoices yet" description={canCreate ? 'Invoice a shipment from its charges, or start a blank invoice. Invoices your vendors send you show here too.' : 'Invoices of your company and those sent to it show here.'} action={newButton || undefined} />
      ) : (
        <ResourceTable<InvoiceRow>
          list={list}
          label="Invoices"
          columns={cols}
          search={{ label: 'Search invoices', placeholder: 'Number, customer…' }}
          exportName="invoices.csv"
          emptyText="No invoice matches"
          height={560}
          actions={newButton || undefined}
        />
      )}
    </section>
  );
});
