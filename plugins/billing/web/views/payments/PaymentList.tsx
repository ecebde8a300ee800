import { Link, useNavigate } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { Button } from '@blueprintjs/core';
import { Entitlements, ResourceTable, formatDate, formatMoney, minorToDecimal, useResourceList, useService, type DataColumn, type ResourceRecord } from '@portolan/sdk';
import { BILLING_API, type PaymentRecord } from '../../../shared/types';

/** A payment as a table row. */
type PaymentRow = PaymentRecord & ResourceRecord;

/** How a payment method reads on screen. */
const METHOD_TITLES: Record<string, string> = { BANK_TRANSFER: 'Bank transfer', PAY2CORP: 'pay2corp', CHEQUE: 'Cheque', CARD: 'Card', CASH: 'Cash', OTHER: 'Other' };

const money = (minor: number, currency: string) => formatMoney({ minor }, currency);
const amount = (key: 'amountMinor' | 'unappliedMinor' | 'refundedMinor') => (r: PaymentRecord) => `${r.currency} ${minorToDecimal(r[key], r.currency)}`;
const applied = (r: PaymentRecord) => r.amountMinor - r.unappliedMinor - r.refundedMinor;

const COLUMNS: DataColumn<PaymentRow>[] = [
  { id: 'date', title: 'Date', sortField: 'receivedOn', render: (r) => <Link to={`/payments/${encodeURIComponent(r._id)}`}>{formatDate(r.receivedOn)}</Link>, csv: (r) => r.receivedOn },
  { id: 'direction', title: 'Direction', render: (r) => (r.direction === 'RECEIVED' ? 'Received' : 'Made') },
  { id: 'party', title: 'Payer / payee', width: 180, render: (r) => (r.direction === 'RECEIVED' ? r.payerName : r.payeeName) },
  { id: 'method', title: 'Method', render: (r) => `${METHOD_TITLES[r.method] ?? r.method}${r.kind === 'REFUND' ? ' (refund)' : ''}`, csv: (r) => r.method },
  { id: 'reference', title: 'Reference', render: (r) => r.reference ?? '—' },
  { id: 'amount', title: 'Amount', render: (r) => money(r.amountMinor, r.currency), csv: amount('amountMinor') },
  { id: 'applied', title: 'Applied', render: (r) => money(applied(r), r.currency), csv: (r) => `${r.currency} ${minorToDecimal(applied(r), r.currency)}` },
  { id: 'unapplied', title: 'Unapplied (credit)', render: (r) => money(r.unappliedMinor, r.currency), csv: amount('unappliedMinor') },
  { id: 'refunded', title: 'Refunded', render: (r) => money(r.refundedMinor, r.currency), csv: amount('refundedMinor') },
];

/** `/payments`: payments received and made (direction, method, kind filters), CSV export, "Record a payment". */
const PaymentList = observer(function PaymentList() {
  const navigate = useNavigate();
  const canCreate = useService(Entitlements).isAllowed('payments', 'Create');
  const list = useResourceList<PaymentRow>({
    base: BILLING_API.payments,
    filters: [
      { id: 'direction', label: 'Direction', kind: 'select', options: [{ value: 'RECEIVED', label: 'Received' }, { value: 'MADE', label: 'Made' }] },
      { id: 'method', label: 'Method', kind: 'select', options: Object.entries(METHOD_TITLES).map(([value, label]) => ({ value, label })) },
      { id: 'kind', label: 'Kind', kind: 'select', options: [{ value: 'RECEIPT', label: 'Receipt' }, { value: 'REFUND', label: 'Refund' }] },
    ],
    search: false,
    defaultSort: { field: 'receivedOn', dir: 'desc' },
  });
  return (
    <section aria-labelledby="payments-title">
      <h1 id="payments-title" className="pt-page-title">
        Payments
      </h1>
      <ResourceTable<PaymentRow>
        label="Payments list"
        list={list}
        columns={COLUMNS}
        exportName="payments.csv"
        emptyText="No payment matches"
        actions={canCreate && <Button size="small" icon="plus" intent="primary" text="Record a payment" onClick={() => navigate('/payments/new')} />}
      />
    </section>
  );
});

export default PaymentList;
