import { connectedCompanies, notFound, type Db } from '@portolan/sdk/server';
import type { Statement, StatementEntry } from '../../shared/types';

const KIND_ORDER: Record<StatementEntry['kind'], number> = { INVOICE: 0, CREDIT_NOTE: 1, PAYMENT: 2, REFUND: 3 };

/**
 * A customer's statement from the caller (the issuer), in one currency: the opening balance (all
 * movements dated before `from`), each movement from `from` to `to` in date order with the running
 * balance, and the closing balance. Debits: issued invoices (their payable amount, after TDS) and
 * refunds; credits: issued credit notes (their payable amount) and receipts. A receipt counts, in this
 * currency, what it applied to invoices in this currency plus, when it is in this currency, its
 * overpayment (unapplied + refunded), so a payment in INR of a USD invoice credits the USD statement with
 * the USD it settled. VOID and DRAFT invoices are not on it. 404 for a company not connected to the caller.
 */
export async function customerStatement(
  db: Db,
  issuerId: string,
  customerId: string,
  range: { from: string; to: string; currency?: string },
): Promise<Statement> {
  const connected = await connectedCompanies(db, issuerId, [customerId]);
  if (!connected.has(customerId)) throw notFound('Company not found');
  const names = await db.query<{ id: string; name: string }>('SELECT id, name FROM companies WHERE id = ANY($1::uuid[])', [[issuerId, customerId]]);
  const nameOf = new Map(names.rows.map((r) => [String(r.id), r.name]));
  const currency = range.currency ?? (await mostUsedCurrency(db, issuerId, customerId));

  const invoices = await db.query<{ id: string; kind: 'INVOICE' | 'CREDIT_NOTE'; number: string; issue_date: string; payable_minor: number }>(
    `SELECT id, kind, number, issue_date, payable_minor FROM invoices
      WHERE company_id = $1 AND customer_company_id = $2 AND currency = $3 AND status NOT IN ('DRAFT', 'VOID') AND issue_date <= $4::date`,
    [issuerId, customerId, currency, range.to],
  );
  const payments = await db.query<{ id: string; kind: 'RECEIPT' | 'REFUND'; reference: string | null; received_on: string; currency: string; amount_minor: number; overpaid_minor: number; applied_minor: number }>(
    `SELECT p.id, p.kind, p.reference, p.received_on, p.currency, p.amount_minor, p.unapplied_minor + p.refunded_minor AS overpaid_minor,
            COALESCE((SELECT sum(a.amount_minor) FROM payment_allocations a JOIN invoices i ON i.id = a.invoice_id WHERE a.payment_id = p.id AND i.currency = $3), 0)::bigint AS applied_minor
       FROM payments p
      WHERE p.company_id = $1 AND p.payer_company_id = $2 AND p.received_on <= $4::date`,
    [issuerId, customerId, currency, range.to],
  );

  const movements: Array<Omit<StatementEntry, 'balanceMinor'>> = [];
  for (const i of invoices.rows) {
    const amount = Number(i.payable_minor);
    movements.push({ date: i.issue_date, kind: i.kind, reference: i.number, recordId: String(i.id), debitMinor: i.kind === 'INVOICE' ? amount : 0, creditMinor: i.kind === 'CREDIT_NOTE' ? amount : 0 });
  }
  for (const p of payments.rows) {
    if (p.kind === 'REFUND') {
      if (p.currency === currency) movements.push({ date: p.received_on, kind: 'REFUND', reference: p.reference ? `Refund ${p.reference}` : 'Refund', recordId: String(p.id), debitMinor: Number(p.amount_minor), creditMinor: 0 });
      continue;
    }
    const credit = Number(p.applied_minor) + (p.currency === currency ? Number(p.overpaid_minor) : 0);
    if (credit > 0) movements.push({ date: p.received_on, kind: 'PAYMENT', reference: p.reference ?? 'Payment', recordId: String(p.id), debitMinor: 0, creditMinor: credit });
  }
  movements.sort((a, b) => a.date.localeCompare(b.date) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.reference.localeCompare(b.reference) || a.recordId.localeCompare(b.recordId));

  let balance = 0;
  const entries: StatementEntry[] = [];
  let openingMinor = 0;
  for (const m of movements) {
    balance += m.debitMinor - m.creditMinor;
    if (m.date < range.from) openingMinor = balance;
    else entries.push({ ...m, balanceMinor: balance });
  }
  return {
    issuerName: nameOf.get(issuerId) ?? '',
    customerCompanyId: customerId,
    customerName: nameOf.get(customerId) ?? '',
    currency,
    from: range.from,
    to: range.to,
    openingMinor,
    entries,
    closingMinor: balance,
  };
}

/** The currency of most of the issuer's invoices to the customer (ties: alphabetical), else the issuer's base currency. */
async function mostUsedCurrency(db: Db, issuerId: string, customerId: string): Promise<string> {
  const row = await db.one<{ currency: string }>(
    `SELECT currency FROM invoices WHERE company_id = $1 AND customer_company_id = $2 AND status NOT IN ('DRAFT', 'VOID')
      GROUP BY currency ORDER BY count(*) DESC, currency LIMIT 1`,
    [issuerId, customerId],
  );
  if (row) return row.currency;
  const profile = await db.one<{ base_currency: string }>('SELECT base_currency FROM billing_profiles WHERE company_id = $1', [issuerId]);
  return profile?.base_currency ?? 'INR';
}
