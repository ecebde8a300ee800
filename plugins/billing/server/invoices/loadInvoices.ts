import type { Db } from '@portolan/sdk/server';
import type { InvoiceRecord } from '../../shared/types';
import { invoiceLineOf, invoiceRecordOf } from './invoiceRecordOf';

/** The invoices among `ids` the caller's company may read (issued by it, or issued to it), with their lines, in the order of `ids`. */
export async function loadInvoices(db: Db, callerCompanyId: string, ids: readonly string[]): Promise<InvoiceRecord[]> {
  const wanted = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (wanted.length === 0) return [];
  const rows = await db.query<Record<string, unknown>>(
    `SELECT t.*, c.number AS credits_number
       FROM invoices t LEFT JOIN invoices c ON c.id = t.credits_invoice_id
      WHERE t.id = ANY($2::uuid[])
        AND (t.company_id = $1 OR EXISTS (SELECT 1 FROM invoice_parties s WHERE s.invoice_id = t.id AND s.company_id = $1))`,
    [callerCompanyId, wanted],
  );
  const records = rows.rows.map((r) => invoiceRecordOf(r, callerCompanyId));
  await attachLines(db, records);
  const byId = new Map(records.map((r) => [r._id, r]));
  return wanted.map((id) => byId.get(id)).filter((r): r is InvoiceRecord => !!r);
}

/** Adds lines (and the credited invoice's number) to records, one query each. */
export async function attachLines(db: Db, records: InvoiceRecord[]): Promise<void> {
  if (!records.length) return;
  const ids = records.map((r) => r._id);
  const lines = await db.query<Record<string, unknown>>('SELECT * FROM invoice_lines WHERE invoice_id = ANY($1::uuid[]) ORDER BY invoice_id, position', [ids]);
  const byInvoice = new Map<string, InvoiceRecord['lines']>();
  for (const row of lines.rows) {
    const key = String(row.invoice_id);
    byInvoice.set(key, [...(byInvoice.get(key) ?? []), invoiceLineOf(row)]);
  }
  const credited = records.filter((r) => r.creditsInvoiceId && !r.creditsInvoiceNumber).map((r) => r.creditsInvoiceId!);
  const numbers = new Map<string, string | null>();
  if (credited.length) {
    const rows = await db.query<{ id: string; number: string | null }>('SELECT id, number FROM invoices WHERE id = ANY($1::uuid[])', [credited]);
    for (const r of rows.rows) numbers.set(String(r.id), r.number);
  }
  for (const r of records) {
    r.lines = byInvoice.get(r._id) ?? [];
    if (r.creditsInvoiceId && !r.creditsInvoiceNumber) r.creditsInvoiceNumber = numbers.get(r.creditsInvoiceId) ?? null;
  }
}
