import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Callout, Checkbox, HTMLSelect, HTMLTable, InputGroup } from '@blueprintjs/core';
import { NotificationBus, formatDate, formatMoney, serverErrorOf, useAnswer, useService } from '@portolan/sdk';
import type { PaymentMethod } from '../../../shared/types';
import { usePaymentsApi } from '../../api/paymentsApi';
import { convertMinor, majorToMinor } from '../../api/paymentAmounts';
import './payments.css';

const METHODS: PaymentMethod[] = ['BANK_TRANSFER', 'CHEQUE', 'CARD', 'CASH', 'OTHER'];

/** `/payments/new?invoiceId=`: a receipt from the invoice's customer, allocated to its open invoices; an overpayment must be accepted explicitly. */
export default function RecordPaymentForm() {
  const api = usePaymentsApi();
  const notify = useService(NotificationBus);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const invoiceId = params.get('invoiceId');
  const source = useAnswer(() => api.invoice(invoiceId!), invoiceId ?? undefined);
  const customerId = source.data?.customerCompanyId ?? undefined;
  const open = useAnswer(() => api.invoices({ direction: 'ISSUED', customerCompanyId: customerId!, status: 'ISSUED,PARTLY_PAID,OVERDUE' }), customerId);
  const [form, setForm] = useState({ method: 'BANK_TRANSFER' as PaymentMethod, reference: '', receivedOn: new Date().toISOString().slice(0, 10), currency: '', amount: '' });
  const [alloc, setAlloc] = useState<Record<string, { amount: string; rate: string }>>({});
  const [accept, setAccept] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const currency = form.currency || source.data?.currency || 'USD';
  const amountMinor = majorToMinor(form.amount, currency);
  const rows = open.data ?? [];
  const allocations = rows
    .map((inv) => ({ inv, a: alloc[inv._id] }))
    .filter(({ a }) => a && a.amount.trim())
    .map(({ inv, a }) => {
      const minor = majorToMinor(a.amount, inv.currency);
      const rate = inv.currency === currency ? undefined : a.rate.trim();
      // What the allocation takes of the payment, in its currency (the server's rounding).
      const paymentMinor = minor === undefined ? undefined : rate === undefined ? minor : convertMinor(minor, inv.currency, currency, rate);
      return { inv, amountMinor: minor, rate, paymentMinor };
    });
  const usedMinor = allocations.reduce((sum, x) => sum + (x.paymentMinor ?? 0), 0);
  const unapplied = amountMinor !== undefined ? amountMinor - usedMinor : 0;
  const submit = async () => {
    const found: Record<string, string> = {};
    if (amountMinor === undefined || amountMinor <= 0) found.amountMinor = 'Enter the amount received';
    allocations.forEach((x, i) => {
      if (x.amountMinor === undefined) found[`allocations.${i}.amountMinor`] = 'Enter an amount';
      else if (x.amountMinor > x.inv.balanceMinor) found[`allocations.${i}.amountMinor`] = `At most the balance, ${formatMoney({ minor: x.inv.balanceMinor }, x.inv.currency)}`;
      if (x.rate !== undefined && !/^\d+(\.\d+)?$/.test(x.rate)) found[`allocations.${i}.realizedRate`] = 'Enter the realized rate';
    });
    if (unapplied < 0) found.amountMinor = 'The allocations are more than the amount received';
    if (unapplied > 0 && !accept) found.acceptOverpayment = 'Tick "Keep the rest as a credit" to record an overpayment';
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length || saving) return;
    setSaving(true);
    const answer = await api.record({
      payerCompanyId: customerId ?? null,
      payerName: source.data?.customerName,
      method: form.method,
      reference: form.reference.trim() || null,
      receivedOn: form.receivedOn,
      currency,
      amountMinor: amountMinor!,
      allocations: allocations.map((x) => ({ invoiceId: x.inv._id, amountMinor: x.amountMinor!, ...(x.rate !== undefined ? { realizedRate: x.rate } : {}) })),
      acceptOverpayment: unapplied > 0 ? accept : undefined,
    });
    setSaving(false);
    const problem = serverErrorOf(answer);
    if (problem?.field) setErrors({ [problem.field]: problem.message });
    else if (problem) setFormError(problem.message);
    if (answer.ok) notify.outcome(true, { success: 'Payment recorded', failure: '' });
    if (answer.ok && answer.data) navigate(`/payments/${encodeURIComponent(answer.data._id)}`);
  };
  const err = (field: string) =>
    errors[field] && (
      <span className="pt-payment-error" role="alert">
        {errors[field]}
      </span>
    );
  const field = (name: string, label: string, input: ReactNode) => (
    <label className="pt-payment-field">
      {label}
      {input}
      {err(name)}
    </label>
  );
  return (
    <section aria-labelledby="record-payment-title">
      <h1 id="record-payment-title" className="pt-page-title">
        Record a payment
      </h1>
      <form
        aria-label="Record a payment"
        className="pt-payment-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p>
          Payer: <strong>{source.data?.customerName ?? (invoiceId ? (source.error ?? '…') : 'open this form from an invoice (Record a payment) to take its customer')}</strong>
        </p>
        <div className="pt-payment-fields">
          {field('method', 'Method', <HTMLSelect value={form.method} onChange={(e) => setForm({ ...form, method: e.target.value as PaymentMethod })} options={METHODS} />)}
          {field('reference', 'Reference', <InputGroup value={form.reference} onChange={(e) => setForm({ ...form, reference: e.target.value })} />)}
          {field('receivedOn', 'Received on', <InputGroup type="date" value={form.receivedOn} onChange={(e) => setForm({ ...form, receivedOn: e.target.value })} />)}
          {field('currency', 'Currency', <InputGroup value={currency} onChange={(e) => setForm({ ...form, currency: e.target.value.toUpperCase() })} maxLength={3} />)}
          {field('amountMinor', `Amount received (${currency})`, <InputGroup value={form.amount} inputMode="decimal" onChange={(e) => setForm({ ...form, amount: e.target.value })} aria-invalid={!!errors.amountMinor} />)}
        </div>
        <HTMLTable compact aria-label="Allocations to open invoices">
          <thead>
            <tr>
              <th>Invoice</th>
              <th>Due</th>
              <th>Balance</th>
              <th>Apply</th>
              <th>Realized rate</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((inv) => {
              const i = allocations.findIndex((x) => x.inv._id === inv._id);
              const a = alloc[inv._id] ?? { amount: '', rate: '' };
              const label = inv.number ?? inv._id;
              return (
                <tr key={inv._id}>
                  <td>{label}</td>
                  <td>{inv.dueDate ? formatDate(inv.dueDate) : '—'}</td>
                  <td>{formatMoney({ minor: inv.balanceMinor }, inv.currency)}</td>
                  <td>
                    <InputGroup size="small" inputMode="decimal" aria-label={`Apply to ${label} (${inv.currency})`} value={a.amount} onChange={(e) => setAlloc({ ...alloc, [inv._id]: { ...a, amount: e.target.value } })} />
                    {i >= 0 && err(`allocations.${i}.amountMinor`)}
                    {i >= 0 && err(`allocations.${i}.invoiceId`)}
                  </td>
                  <td>
                    {inv.currency !== currency ? (
                      <InputGroup size="small" inputMode="decimal" aria-label={`Realized rate for ${label} (${currency} per ${inv.currency})`} value={a.rate} onChange={(e) => setAlloc({ ...alloc, [inv._id]: { ...a, rate: e.target.value } })} />
                    ) : (
                      '—'
                    )}
                    {i >= 0 && err(`allocations.${i}.realizedRate`)}
                  </td>
                </tr>
              );
            })}
            {rows.length === 0 && (
              <tr>
                <td colSpan={5}>{customerId ? (open.isFetching ? 'Loading…' : 'No open invoice of this customer') : 'No customer chosen'}</td>
              </tr>
            )}
          </tbody>
        </HTMLTable>
        {err('allocations')}
        <p aria-live="polite">
          Applied: {formatMoney({ minor: usedMinor }, currency)} · Unapplied: {formatMoney({ minor: Math.max(0, unapplied) }, currency)}
        </p>
        <Checkbox checked={accept} onChange={() => setAccept(!accept)} label="Keep the rest as a credit (overpayment)" />
        {err('acceptOverpayment')}
        {formError && (
          <Callout intent="danger" role="alert">
            {formError}
          </Callout>
        )}
        <div>
          <Button type="submit" intent="primary" text="Record payment" loading={saving} />
        </div>
      </form>
    </section>
  );
}
