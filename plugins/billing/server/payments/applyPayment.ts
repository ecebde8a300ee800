import Big from 'big.js';
import { badRequest, conflict, HttpError, isUuid, MAILER, NOTIFIER, notifyCompany, writeActivity, type Db } from '@portolan/sdk/server';
import { isCurrency } from '@portolan/sdk/shared';
import type { BillingDeps } from '../BillingDeps';
import type { InvoiceStatus, PaymentMethod } from '../../shared/types';
import { queueAccountingSync } from '../accounting/queueAccountingSync';
import { statusAfterMoney } from '../invoices/statusAfterMoney';
import { convertMinor } from './convertMinor';
import { formatMinor } from './formatMinor';

export interface ApplyPaymentInput {
  /** The payee: the issuer of every invoice it is applied to. */
  payeeCompanyId: string;
  payerCompanyId: string | null;
  payerName: string;
  method: PaymentMethod;
  reference: string | null;
  receivedOn: string;
  currency: string;
  amountMinor: number;
  /** In each invoice's currency; realizedRate = payment currency units per invoice currency unit (default 1; required when they differ). */
  allocations: Array<{ invoiceId: string; amountMinor: number; realizedRate?: string }>;
  /** Whether an unapplied remainder is accepted (an explicit overpayment); else it is a 400. */
  acceptOverpayment?: boolean;
  payTransactionId?: string | null;
  notes?: string | null;
  userId: string | null;
}

interface LockedInvoice {
  id: string;
  company_id: string;
  customer_company_id: string | null;
  kind: string;
  number: string | null;
  status: InvoiceStatus;
  currency: string;
  base_currency: string;
  exchange_rate: string;
  due_date: string | null;
  payable_minor: string | number;
  paid_minor: string | number;
  credited_minor: string | number;
  balance_minor: string | number;
}

const OPEN: readonly InvoiceStatus[] = ['ISSUED', 'PARTLY_PAID', 'OVERDUE'];
const MAX_RATE_DECIMALS = 10;

/**
 * Records a RECEIPT and applies it, in the caller's transaction: locks the invoices (in id order, so
 * concurrent payments cannot deadlock or both take the last balance), refuses an allocation above an
 * invoice's balance or to an invoice that is not the payee's or not open (DRAFT, VOID, PAID: 409 naming
 * it), updates paid/balance/status (statusAfterMoney), records the realized exchange gain or loss,
 * writes the activity, queues PUSH_PAYMENT and notifies `payment.received`. Answers the payment id.
 *
 * Amounts: an allocation's `amountMinor` is in the invoice's currency; its payment-currency amount is
 * round(amountMinor × realizedRate) between the two currencies' minor digits (convertMinor). Their sum
 * may not pass the payment's amount; what is left is `unapplied_minor`, refused unless
 * `acceptOverpayment`.
 *
 * Realized exchange gain (fx_gain_minor, in the payee's base currency = the invoice's base_currency):
 * when the payment is in the base currency and the invoice is not,
 *   gain = payment_amount_minor − round(amountMinor × exchange_rate)   (both in base minor units),
 * i.e. amountMinor × (realizedRate − exchange_rate) with the payment's own rounding; 0 when the
 * payment is in the invoice's currency, and 0 when neither currency is the base (no rate to the base
 * is known at receipt: the gain is left to the accounting system).
 */
export async function applyPayment(tx: Db, deps: BillingDeps, input: ApplyPaymentInput, field = 'data'): Promise<string> {
  const at = (i: number, key: string) => `${field}.allocations.${i}.${key}`;
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) throw badRequest('The amount must be a whole number of minor units above 0', `${field}.amountMinor`);
  if (!isCurrency(input.currency)) throw badRequest(`${input.currency} is not an ISO 4217 currency`, `${field}.currency`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.receivedOn) || Number.isNaN(Date.parse(`${input.receivedOn}T00:00:00Z`))) throw badRequest('receivedOn must be a date YYYY-MM-DD', `${field}.receivedOn`);
  if (!input.allocations.length && !input.acceptOverpayment) throw badRequest('Apply the payment to at least one invoice, or accept it as an overpayment', `${field}.allocations`);
  const seen = new Set<string>();
  input.allocations.forEach((a, i) => {
    if (!isUuid(a.invoiceId)) throw new HttpError(404, 'Invoice not found', 'NOT_FOUND', at(i, 'invoiceId'));
    if (seen.has(a.invoiceId)) throw badRequest('The invoice is already in another allocation of this payment', at(i, 'invoiceId'));
    seen.add(a.invoiceId);
    if (!Number.isSafeInteger(a.amountMinor) || a.amountMinor <= 0) throw badRequest('The amount must be a whole number of minor units above 0', at(i, 'amountMinor'));
  });

  // Locks in id order: two payments on overlapping invoices queue behind each other instead of deadlocking.
  const ids = [...seen].sort();
  const locked = ids.length
    ? await tx.query<LockedInvoice>(
        `SELECT id, company_id, customer_company_id, kind, number, status, currency, base_currency, exchange_rate::text AS exchange_rate,
                to_char(due_date, 'YYYY-MM-DD') AS due_date, payable_minor, paid_minor, credited_minor, balance_minor
           FROM invoices WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`,
        [ids],
      )
    : { rows: [] as LockedInvoice[] };
  const byId = new Map(locked.rows.map((r) => [String(r.id), r]));

  const planned = input.allocations.map((a, i) => {
    const invoice = byId.get(a.invoiceId);
    if (!invoice || String(invoice.company_id) !== input.payeeCompanyId) throw new HttpError(404, 'Invoice not found', 'NOT_FOUND', at(i, 'invoiceId'));
    const name = invoice.number ?? 'draft';
    if (invoice.kind !== 'INVOICE') throw conflict(`Cannot pay credit note ${name}: only invoices take payments`, at(i, 'invoiceId'));
    if (!OPEN.includes(invoice.status)) throw conflict(`Cannot pay invoice ${name}: it is ${invoice.status}`, at(i, 'invoiceId'));
    if (input.payerCompanyId && invoice.customer_company_id && String(invoice.customer_company_id) !== input.payerCompanyId) {
      throw badRequest(`Invoice ${name} is billed to another customer`, at(i, 'invoiceId'));
    }
    const balance = Number(invoice.balance_minor);
    if (a.amountMinor > balance) throw badRequest(`${formatMinor(a.amountMinor, invoice.currency)} exceeds the open balance ${formatMinor(balance, invoice.currency)} of invoice ${name}`, at(i, 'amountMinor'));
    const same = invoice.currency === input.currency;
    let rate: Big;
    if (a.realizedRate === undefined || a.realizedRate === null || a.realizedRate === '') {
      if (!same) throw badRequest(`A realized rate (${input.currency} per ${invoice.currency}) is needed: the payment is in ${input.currency}, invoice ${name} in ${invoice.currency}`, at(i, 'realizedRate'));
      rate = new Big(1);
    } else {
      try {
        rate = new Big(String(a.realizedRate));
      } catch {
        throw badRequest('The realized rate must be a decimal number', at(i, 'realizedRate'));
      }
      if (rate.lte(0) || !rate.round(MAX_RATE_DECIMALS).eq(rate)) throw badRequest(`The realized rate must be above 0 with at most ${MAX_RATE_DECIMALS} decimals`, at(i, 'realizedRate'));
      if (same && !rate.eq(1)) throw badRequest('The payment and the invoice are in the same currency: the realized rate is 1', at(i, 'realizedRate'));
    }
    const paymentAmountMinor = convertMinor(a.amountMinor, invoice.currency, input.currency, rate);
    if (paymentAmountMinor <= 0) throw badRequest(`${formatMinor(a.amountMinor, invoice.currency)} is less than one minor unit of ${input.currency} at this rate`, at(i, 'amountMinor'));
    let fxGainMinor = 0;
    if (!same && input.currency === invoice.base_currency) {
      fxGainMinor = paymentAmountMinor - convertMinor(a.amountMinor, invoice.currency, invoice.base_currency, invoice.exchange_rate);
    }
    return { invoice, amountMinor: a.amountMinor, paymentAmountMinor, rate, fxGainMinor };
  });

  if (!input.payerName.trim()) throw badRequest('Name the payer', `${field}.payerName`);
  const applied = planned.reduce((n, p) => n + p.paymentAmountMinor, 0);
  if (applied > input.amountMinor) {
    throw badRequest(`The allocations come to ${formatMinor(applied, input.currency)}, more than the payment of ${formatMinor(input.amountMinor, input.currency)}`, `${field}.amountMinor`);
  }
  const unapplied = input.amountMinor - applied;
  if (unapplied > 0 && !input.acceptOverpayment) {
    throw badRequest(`${formatMinor(unapplied, input.currency)} of the payment is not applied to any invoice: reduce the amount or accept the overpayment`, `${field}.amountMinor`);
  }

  const payment = await tx.one<{ id: string }>(
    `INSERT INTO payments (company_id, payer_company_id, payer_name, kind, method, reference, received_on, currency, amount_minor, unapplied_minor, pay_transaction_id, notes, created_by)
     VALUES ($1, $2, $3, 'RECEIPT', $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [input.payeeCompanyId, input.payerCompanyId, input.payerName, input.method, input.reference, input.receivedOn, input.currency, input.amountMinor, unapplied, input.payTransactionId ?? null, input.notes ?? null, input.userId],
  );
  const paymentId = String(payment!.id);
  const actorName = input.userId ? ((await tx.one<{ name: string }>('SELECT name FROM users WHERE id = $1', [input.userId]))?.name ?? 'Billing') : input.method === 'PAY2CORP' ? 'pay2corp' : 'Billing';
  const today = new Date().toISOString().slice(0, 10);
  const paidText = formatMinor(input.amountMinor, input.currency);

  for (const p of planned) {
    const inv = p.invoice;
    await tx.query(
      `INSERT INTO payment_allocations (company_id, payment_id, invoice_id, payment_amount_minor, amount_minor, realized_rate, fx_gain_minor)
       VALUES ($1, $2, $3, $4, $5, $6::numeric, $7)`,
      [input.payeeCompanyId, paymentId, inv.id, p.paymentAmountMinor, p.amountMinor, p.rate.toFixed(), p.fxGainMinor],
    );
    const payable = Number(inv.payable_minor);
    const paid = Number(inv.paid_minor) + p.amountMinor;
    const credited = Number(inv.credited_minor);
    const status = statusAfterMoney({ status: inv.status, payableMinor: payable, paidMinor: paid, creditedMinor: credited, dueDate: inv.due_date }, today);
    await tx.query(
      `UPDATE invoices SET paid_minor = $2, balance_minor = $3, status = $4, paid_at = CASE WHEN $4 = 'PAID' THEN now() ELSE paid_at END,
              updated_at = now(), version = version + 1 WHERE id = $1`,
      [inv.id, paid, payable - paid - credited, status],
    );
    const part = inv.currency === input.currency ? formatMinor(p.amountMinor, inv.currency) : `${formatMinor(p.amountMinor, inv.currency)} (${formatMinor(p.paymentAmountMinor, input.currency)} at ${p.rate.toFixed()})`;
    await writeActivity(tx, {
      kind: 'invoice', recordId: String(inv.id), companyId: input.payeeCompanyId, actorId: input.userId, actorName, action: 'payment', from: inv.status, to: status,
      note: `Payment of ${part} received from ${input.payerName}${input.reference ? ` (${input.reference})` : ''}`,
    });
  }

  await queueAccountingSync(tx, input.payeeCompanyId, 'PUSH_PAYMENT', { paymentId });

  const names = await tx.query<{ id: string; name: string }>('SELECT id, name FROM companies WHERE id = ANY($1::uuid[])', [[input.payeeCompanyId]]);
  const payeeName = names.rows[0]?.name ?? 'the payee';
  const numbers = planned.map((p) => p.invoice.number).filter(Boolean).join(', ');
  const services = { mailer: deps.services.get(MAILER), notifier: deps.services.find(NOTIFIER) };
  const common = { event: 'payment.received', href: `/payments/${paymentId}`, ...(input.userId ? { actorUserId: input.userId } : {}) };
  await notifyCompany(tx, services, input.payeeCompanyId, {
    ...common,
    subject: `Payment of ${paidText} received from ${input.payerName}`,
    body: `${input.payerName} paid ${paidText}${numbers ? ` against ${numbers}` : ''}${unapplied ? `; ${formatMinor(unapplied, input.currency)} is unapplied credit` : ''}.`,
  });
  if (input.payerCompanyId && input.payerCompanyId !== input.payeeCompanyId) {
    await notifyCompany(tx, services, input.payerCompanyId, {
      ...common,
      subject: `${payeeName} received your payment of ${paidText}`,
      body: `${payeeName} recorded your payment of ${paidText}${numbers ? ` against ${numbers}` : ''}${input.reference ? ` (reference ${input.reference})` : ''}.`,
    });
  }
  return paymentId;
}
