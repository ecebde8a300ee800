import { isUuid, type Db } from '@portolan/sdk/server';
import type { BatchRow } from '../../shared/types';
import { bigOf } from './billMoney';
import { isDay } from '@portolan/sdk/shared';
import type { BatchLookup, LookupBill, LookupRemittance } from './validateBatch';

/**
 * The company's bills and remittances a batch names, in two set-based queries (never one per row):
 * by id or by shipping bill number/date/port, and by id or bank reference. `lock` takes them FOR UPDATE
 * (in id order, so two pushes lock in the same order).
 */
export async function loadBatchLookup(db: Db, companyId: string, rows: readonly BatchRow[], lock = false): Promise<BatchLookup> {
  const billIds = new Set<string>();
  const sb: { n: string[]; d: string[]; p: string[] } = { n: [], d: [], p: [] };
  const remittanceIds = new Set<string>();
  const refs = new Set<string>();
  for (const row of rows) {
    if (row.billId) {
      if (isUuid(row.billId)) billIds.add(row.billId);
    } else if (row.sbNumber && isDay(row.sbDate) && row.portCode) {
      sb.n.push(row.sbNumber);
      sb.d.push(row.sbDate);
      sb.p.push(String(row.portCode).toUpperCase());
    }
    if (row.remittanceId) {
      if (isUuid(row.remittanceId)) remittanceIds.add(row.remittanceId);
    } else if (row.remittanceReference) refs.add(row.remittanceReference.trim().toUpperCase());
  }
  const forUpdate = lock ? ' ORDER BY id FOR UPDATE' : '';
  const bills = billIds.size || sb.n.length
    ? await db.query<Record<string, unknown>>(
        `SELECT id, sb_number, sb_date, port_code, currency, invoice_minor, realized_minor, state, realization_due_date FROM export_bills
          WHERE company_id = $1 AND (id = ANY($2::uuid[]) OR (sb_number, sb_date, port_code) IN (SELECT * FROM unnest($3::text[], $4::date[], $5::text[])))${forUpdate}`,
        [companyId, [...billIds], sb.n, sb.d, sb.p],
      )
    : { rows: [] };
  const remittances = remittanceIds.size || refs.size
    ? await db.query<Record<string, unknown>>(
        `SELECT id, bank_reference, bank, remittance_date, currency, amount_minor, utilized_minor, purpose_code FROM inward_remittances
          WHERE company_id = $1 AND (id = ANY($2::uuid[]) OR upper(bank_reference) = ANY($3::text[]))${forUpdate}`,
        [companyId, [...remittanceIds], [...refs]],
      )
    : { rows: [] };
  return {
    bills: bills.rows.map(
      (b): LookupBill => ({
        id: String(b.id), sbNumber: String(b.sb_number), sbDate: String(b.sb_date), portCode: String(b.port_code), currency: String(b.currency),
        invoiceMinor: bigOf(b.invoice_minor), realizedMinor: bigOf(b.realized_minor), state: b.state as LookupBill['state'], realizationDueDate: String(b.realization_due_date),
      }),
    ),
    remittances: remittances.rows.map(
      (r): LookupRemittance => ({
        id: String(r.id), bankReference: String(r.bank_reference), bank: r.bank as LookupRemittance['bank'], remittanceDate: String(r.remittance_date),
        currency: String(r.currency), amountMinor: bigOf(r.amount_minor), utilizedMinor: bigOf(r.utilized_minor), purposeCode: String(r.purpose_code),
      }),
    ),
  };
}
