import type { Db } from '@portolan/sdk/server';

export interface IssuedInvoiceFields {
  companyId: string;
  customerCompanyId: string | null;
  customerName?: string;
  number: string;
  currency?: string;
  baseCurrency?: string;
  exchangeRate?: string;
  payableMinor: number;
  paidMinor?: number;
  creditedMinor?: number;
  issueDate?: string;
  dueDate?: string;
  status?: 'ISSUED' | 'PARTLY_PAID' | 'PAID' | 'OVERDUE' | 'VOID' | 'DRAFT';
  kind?: 'INVOICE' | 'CREDIT_NOTE';
}

/**
 * For payments' tests, while the invoice routes are built elsewhere: an issued invoice written straight
 * into `invoices` (no lines, total = payable, no TDS), balance = payable − paid − credited. Answers its id.
 */
export async function insertIssuedInvoice(db: Db, f: IssuedInvoiceFields): Promise<string> {
  const paid = f.paidMinor ?? 0;
  const credited = f.creditedMinor ?? 0;
  const status = f.status ?? 'ISSUED';
  const row = await db.one<{ id: string }>(
    `INSERT INTO invoices (company_id, customer_company_id, customer_name, kind, number, status, currency, base_currency, exchange_rate, issue_date, due_date,
                           subtotal_minor, total_minor, payable_minor, paid_minor, credited_minor, balance_minor, issued_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::numeric, $10::date, $11::date, $12, $12, $12, $13, $14, $15, now()) RETURNING id`,
    [
      f.companyId, f.customerCompanyId, f.customerName ?? 'Acme Exports', f.kind ?? 'INVOICE', status === 'DRAFT' ? null : f.number, status, f.currency ?? 'INR', f.baseCurrency ?? 'INR',
      f.exchangeRate ?? '1', f.issueDate ?? '2026-04-01', f.dueDate ?? '2030-01-01', f.payableMinor, paid, credited, Math.max(0, f.payableMinor - paid - credited),
    ],
  );
  return String(row!.id);
}
