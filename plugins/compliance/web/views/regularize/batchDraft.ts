import { compareDecimals, formatMoney, sumDecimals, toRecords, type RowProblem } from '@portolan/sdk';
import type { BatchRow, BillRecord, RemittanceRecord, ValidateAnswer } from '../../../shared/types';

/** A row of the batch being built: what is sent, and how the user reads it. */
export interface DraftRow extends BatchRow {
  key: string;
  billLabel: string;
  remittanceLabel: string;
}

/** The columns of a CSV/XLSX batch upload, in the template's order. */
export const SHEET_COLUMNS = ['sbNumber', 'sbDate', 'portCode', 'remittanceReference', 'amount', 'currency'] as const;

/** `a - b` on decimal strings, exactly. */
export const minus = (a: string, b: string) => sumDecimals([a, b.startsWith('-') ? b.slice(1) : `-${b}`]);
const min = (a: string, b: string) => (compareDecimals(a, b) <= 0 ? a : b);
const positive = (a: string) => (compareDecimals(a, '0') > 0 ? a : '0');

/** What is left of a bill's outstanding once the rows drafted on it (in its currency) are taken off. */
export function outstandingLeft(bill: BillRecord, rows: readonly DraftRow[]): string {
  const drafted = rows.filter((r) => r.billId === bill._id && r.currency === bill.currency).map((r) => r.amount);
  return positive(minus(bill.outstandingAmount, sumDecimals(drafted)));
}

/** What is left of a remittance's available amount once the rows drafted on it are taken off. */
export function availableLeft(remittance: RemittanceRecord, rows: readonly DraftRow[]): string {
  const drafted = rows.filter((r) => r.remittanceId === remittance._id).map((r) => r.amount);
  return positive(minus(remittance.availableAmount, sumDecimals(drafted)));
}

/** A new row's amount: the smaller of what the bill still owes and what the remittance still has (same currency), else what the remittance has. */
export function defaultAmount(bill: BillRecord, remittance: RemittanceRecord, rows: readonly DraftRow[]): string {
  const available = availableLeft(remittance, rows);
  return bill.currency === remittance.currency ? min(outstandingLeft(bill, rows), available) : available;
}

/** Remittances that may pay a bill: same currency first and, among them, those whose available amount equals the outstanding ("exact match") first of all. */
export function suggestionsFor(bill: BillRecord | undefined, remittances: readonly RemittanceRecord[], rows: readonly DraftRow[]): Array<{ remittance: RemittanceRecord; exact: boolean; left: string }> {
  const withLeft = remittances.map((remittance) => ({ remittance, left: availableLeft(remittance, rows) })).filter((r) => compareDecimals(r.left, '0') > 0);
  if (!bill) return withLeft.map((r) => ({ ...r, exact: false }));
  const owed = outstandingLeft(bill, rows);
  const rank = (r: { remittance: RemittanceRecord; exact: boolean }) => (r.exact ? 0 : r.remittance.currency === bill.currency ? 1 : 2);
  return withLeft
    .map((r) => ({ ...r, exact: r.remittance.currency === bill.currency && compareDecimals(r.left, owed) === 0 }))
    .sort((a, b) => rank(a) - rank(b));
}

let counter = 0;
const nextKey = () => `row-${++counter}`;

export function draftRow(bill: BillRecord, remittance: RemittanceRecord, amount: string): DraftRow {
  return {
    key: nextKey(),
    billId: bill._id,
    remittanceId: remittance._id,
    amount,
    currency: remittance.currency,
    billLabel: `SB ${bill.sbNumber} (${bill.portCode})`,
    remittanceLabel: remittance.bankReference,
  };
}

/** The rows of an uploaded sheet (header: SHEET_COLUMNS), or the problems that stop it (missing columns, empty cells). */
export function rowsFromSheet(cells: string[][]): { rows: DraftRow[]; problems: RowProblem[] } {
  const header = (cells[0] ?? []).map((h) => h.trim());
  const missing = SHEET_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length) return { rows: [], problems: missing.map((field) => ({ row: 0, field, message: `The column ${field} is missing` })) };
  const records = toRecords(cells);
  const problems: RowProblem[] = [];
  const rows: DraftRow[] = [];
  records.forEach((record, i) => {
    if (SHEET_COLUMNS.every((c) => !record[c])) return;
    const empty = SHEET_COLUMNS.filter((c) => !record[c]);
    empty.forEach((field) => problems.push({ row: i + 1, field, message: `${field} is empty` }));
    if (empty.length) return;
    rows.push({
      key: nextKey(),
      sbNumber: record.sbNumber,
      sbDate: record.sbDate,
      portCode: record.portCode.toUpperCase(),
      remittanceReference: record.remittanceReference,
      amount: record.amount.replace(/,/g, ''),
      currency: record.currency.toUpperCase(),
      billLabel: `SB ${record.sbNumber} of ${record.sbDate} (${record.portCode.toUpperCase()})`,
      remittanceLabel: record.remittanceReference,
    });
  });
  return { rows, problems };
}

/** What is sent for a row (no labels, no key). */
export const toBatchRow = ({ key: _key, billLabel: _b, remittanceLabel: _r, ...row }: DraftRow): BatchRow => row;

/** "3 rows with problems" or "Batch valid: 12 rows, USD 48,200.00". */
export function batchSummary(answer: ValidateAnswer): string {
  if (!answer.valid) {
    const n = answer.rows.filter((r) => r.problems.length).length || answer.batch.problemCount;
    return `${n} row${n === 1 ? '' : 's'} with problems`;
  }
  const totals = answer.batch.totals.map((t) => formatMoney({ decimal: t.amount }, t.currency)).join(' · ');
  const n = answer.batch.rowCount;
  return `Batch valid: ${n} row${n === 1 ? '' : 's'}${totals ? `, ${totals}` : ''}`;
}
