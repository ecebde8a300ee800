import type { Db } from '@portolan/sdk/server';

let counter = 0;

/** An ISSUED invoice straight in the table (the invoices part builds the real issue): `payableMinor` open, INR by default. */
export async function insertIssuedInvoice(
  db: Db,
  input: { issuerId: string; customerId: string; payableMinor: number; currency?: string; payerStatus?: 'PENDING' | 'APPROVED' | 'DISPUTED'; status?: string; kind?: 'INVOICE' | 'CREDIT_NOTE' },
): Promise<{ id: string; number: string }> {
  counter += 1;
  const number = `P2C/${String(Date.now() % 100000)}/${counter}`;
  const row = await db.one<{ id: string }>(
    `INSERT INTO invoices (company_id, customer_company_id, customer_name, kind, number, status, currency, base_currency, issue_date, due_date,
                           subtotal_minor, total_minor, payable_minor, balance_minor, payer_status, issued_at)
     VALUES ($1, $2, 'Acme Exports Pvt Ltd', $7, $3, $6, $4, 'INR', CURRENT_DATE, CURRENT_DATE + 30, $5, $5, $5, $5, $8, now()) RETURNING id`,
    [input.issuerId, input.customerId, number, input.currency ?? 'INR', input.payableMinor, input.status ?? 'ISSUED', input.kind ?? 'INVOICE', input.payerStatus ?? 'PENDING'],
  );
  return { id: String(row!.id), number };
}
