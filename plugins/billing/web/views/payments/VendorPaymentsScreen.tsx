import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { Button, Card, Classes, Tag } from '@blueprintjs/core';
import { Entitlements, NotificationBus, ResourceTable, formatDate, formatMoney, minorToDecimal, useResourceList, useService, type DataColumn, type ResourceRecord } from '@portolan/sdk';
import { BILLING_API, type InvoiceRecord } from '../../../shared/types';

/** An invoice as a table row. */
type InvoiceRow = InvoiceRecord & ResourceRecord;
import { usePaymentsApi } from '../../api/paymentsApi';

const money = (minor: number, currency: string) => formatMoney({ minor }, currency);

const COLUMNS: DataColumn<InvoiceRow>[] = [
  { id: 'vendor', title: 'Vendor', render: (r) => r.issuerName, width: 180 },
  { id: 'number', title: 'Number', render: (r) => <Link to={`/invoices/${encodeURIComponent(r._id)}`}>{r.number ?? r._id}</Link>, csv: (r) => r.number },
  { id: 'shipment', title: 'Shipment', render: (r) => r.shipmentReference ?? '—' },
  { id: 'due', title: 'Due', sortField: 'dueDate', render: (r) => (r.dueDate ? formatDate(r.dueDate) : '—'), csv: (r) => r.dueDate },
  { id: 'balance', title: 'Balance', render: (r) => money(r.balanceMinor, r.currency), csv: (r) => `${r.currency} ${minorToDecimal(r.balanceMinor, r.currency)}` },
  { id: 'status', title: 'Status', render: (r) => <Tag minimal intent={r.status === 'OVERDUE' ? 'danger' : r.status === 'PAID' ? 'success' : 'none'}>{r.status}</Tag>, csv: (r) => r.status },
  { id: 'payerStatus', title: 'Payer status', render: (r) => <Tag minimal intent={r.payerStatus === 'DISPUTED' ? 'warning' : r.payerStatus === 'APPROVED' ? 'success' : 'none'}>{r.payerStatus}</Tag>, csv: (r) => r.payerStatus },
];

function daysFrom(today: string, date: string): number {
  return Math.round((Date.parse(`${date.slice(0, 10)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

function Figure({ label, value, intent }: { label: string; value: string; intent?: 'danger' | 'warning' }) {
  return (
    <Card compact role="group" aria-label={label} style={{ minWidth: 160, padding: '6px 10px' }}>
      <div className={Classes.TEXT_MUTED} style={{ fontSize: 12 }}>
        {label}
      </div>
      <div style={{ fontSize: 18, fontWeight: 600 }} className={intent ? Classes.intentClass(intent) : undefined}>
        {value}
      </div>
    </Card>
  );
}

/** Amounts per currency as one text ("USD 1,000.00 · INR 5,000.00"; "0" for none). */
function sums(rows: InvoiceRecord[]): string {
  const by = new Map<string, number>();
  for (const r of rows) by.set(r.currency, (by.get(r.currency) ?? 0) + r.balanceMinor);
  return by.size ? [...by].map(([c, m]) => money(m, c)).join(' · ') : '0';
}

/**
 * `/vendor-payments`: the invoices issued to the company (payables, not void): approve or dispute them
 * (`invoices` Approve, each with its version), pay the selected ones on `/pay`; a strip of what is due this
 * week, overdue and disputed (of the rows loaded).
 */
const VendorPaymentsScreen = observer(function VendorPaymentsScreen() {
  const api = usePaymentsApi();
  const notify = useService(NotificationBus);
  const entitlements = useService(Entitlements);
  const navigate = useNavigate();
  // The payer's approve / dispute is an invoice move: the server asks for `invoices` at Approve.
  const canApprove = entitlements.isAllowed('invoices', 'Approve');
  const list = useResourceList<InvoiceRow>({
    base: BILLING_API.invoices,
    // Payables are never drafts; VOID ones are left out unless a status is chosen.
    fixed: { filter: { direction: 'RECEIVED', status: 'ISSUED,PARTLY_PAID,OVERDUE,PAID' } },
    filters: [
      {
        id: 'status',
        label: 'Status',
        kind: 'select',
        options: ['ISSUED', 'PARTLY_PAID', 'OVERDUE', 'PAID'].map((s) => ({ value: s, label: s })),
        anyLabel: 'Not void',
      },
      { id: 'payerStatus', label: 'Payer status', kind: 'select', options: ['PENDING', 'APPROVED', 'DISPUTED'].map((s) => ({ value: s, label: s })) },
    ],
    defaultSort: { field: 'dueDate', dir: 'asc' },
  });
  const [selected, setSelected] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  // The server's default would include drafts and voids of the issuer; a payable list asks for the live statuses.
  const rows = list.rows.filter((r) => r.status !== 'VOID' && r.status !== 'DRAFT');
  const today = new Date().toISOString().slice(0, 10);
  const unpaid = rows.filter((r) => r.balanceMinor > 0);
  const dueThisWeek = unpaid.filter((r) => r.dueDate && daysFrom(today, r.dueDate) >= 0 && daysFrom(today, r.dueDate) <= 7);
  const overdue = unpaid.filter((r) => r.status === 'OVERDUE' || r.daysOverdue > 0);
  const disputed = rows.filter((r) => r.payerStatus === 'DISPUTED');

  const decide = async (ids: string[], action: 'approve' | 'dispute') => {
    setBusy(true);
    const chosen = rows.filter((r) => ids.includes(r._id));
    const answers = await Promise.all(chosen.map((r) => api.payerDecision(r._id, action, r.version)));
    setBusy(false);
    const failed = answers.map((a, i) => (a.ok ? null : `${chosen[i].number ?? chosen[i]._id}: ${a.errorMessage ?? 'Server Error'}`)).filter(Boolean);
    const verb = action === 'approve' ? 'approved' : 'disputed';
    notify.outcome(failed.length === 0, { success: `${chosen.length} invoice${chosen.length === 1 ? '' : 's'} ${verb}`, failure: `Not ${verb}: ${failed.join('; ')}` });
    setSelected([]);
    void list.reload();
  };

  return (
    <section aria-labelledby="vendor-payments-title">
      <h1 id="vendor-payments-title" className="pt-page-title">
        Vendor payments
      </h1>
      <div role="group" aria-label="Payables summary" style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 8 }}>
        <Figure label="Due this week" value={`${dueThisWeek.length} · ${sums(dueThisWeek)}`} />
        <Figure label="Overdue" value={`${overdue.length} · ${sums(overdue)}`} intent={overdue.length ? 'danger' : undefined} />
        <Figure label="Disputed" value={`${disputed.length} · ${sums(disputed)}`} intent={disputed.length ? 'warning' : undefined} />
      </div>
      <ResourceTable<InvoiceRow>
        label="Invoices to pay"
        list={list}
        columns={COLUMNS}
        search={{ label: 'Search invoices', placeholder: 'Number or vendor' }}
        exportName="vendor-invoices.csv"
        selected={selected}
        onSelectionChange={setSelected}
        emptyText="No invoice is issued to your company"
        actions={<Button size="small" icon="credit-card" text="Pay invoices" onClick={() => navigate('/pay')} />}
        bulkActions={(ids) => (
          <>
            {canApprove && <Button size="small" intent="success" text="Approve" disabled={busy} onClick={() => void decide(ids, 'approve')} />}
            {canApprove && <Button size="small" intent="warning" text="Dispute" disabled={busy} onClick={() => void decide(ids, 'dispute')} />}
            <Button size="small" intent="primary" text="Pay selected" onClick={() => navigate(`/pay?invoices=${ids.map(encodeURIComponent).join(',')}`)} />
          </>
        )}
      />
    </section>
  );
});

export default VendorPaymentsScreen;
