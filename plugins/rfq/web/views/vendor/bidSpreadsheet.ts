import { toCsv, toRecords, type DataColumn } from '@portolan/sdk';
import type { BulkBidRow, VendorRfq, VendorRfqLane } from '../../../shared/types';
import type { BidDraft } from './bidDraft';

type TemplateRow = { lane: VendorRfqLane; draft: BidDraft[string] | undefined };

const column = (id: string, render: (r: TemplateRow) => string | number | null | undefined): DataColumn<TemplateRow> => ({ id, title: id, render: (r) => render(r) ?? '', csv: render });

/** The template's columns: the lane (what to bid on, read back by lineNo) and the bid columns to fill in. */
const COLUMNS: DataColumn<TemplateRow>[] = [
  column('lineNo', (r) => r.lane.lineNo),
  column('origin', (r) => r.lane.origin),
  column('destination', (r) => r.lane.destination),
  column('containerType', (r) => r.lane.containerType),
  column('volume', (r) => r.lane.volume),
  column('commodity', (r) => r.lane.commodity),
  column('requirements', (r) => r.lane.requirements),
  column('amount', (r) => r.draft?.amount),
  column('transitDays', (r) => r.draft?.transitDays),
  column('freeDays', (r) => r.draft?.freeDays),
  column('validTo', (r) => r.draft?.validTo),
  column('carrier', (r) => r.draft?.carrier),
  column('remarks', (r) => r.draft?.remarks),
];

/** The bid template as CSV: one row per lane the vendor may bid on now, with what it typed so far. */
export function bidTemplateCsv(lanes: readonly VendorRfqLane[], draft: BidDraft): string {
  return toCsv(
    COLUMNS,
    lanes.map((lane) => ({ lane, draft: draft[lane._id] })),
  );
}

/** The same template as rows of cells (header first), for the .xlsx file. */
export function bidTemplateRows(lanes: readonly VendorRfqLane[], draft: BidDraft): Array<Array<string | number | null | undefined>> {
  return [COLUMNS.map((c) => c.title), ...lanes.map((lane) => COLUMNS.map((c) => c.csv!({ lane, draft: draft[lane._id] })))];
}

/** The template's file name: `RFQ-2026-00001-bids.csv` / `.xlsx`. */
export function templateName(rfq: Pick<VendorRfq, 'reference'>, extension: 'csv' | 'xlsx'): string {
  return `${rfq.reference}-bids.${extension}`;
}

/** A day as typed, or an Excel date serial (a spreadsheet's date cell read as its number) as YYYY-MM-DD. */
function dayOf(value: string | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  if (/^\d{5}(\.\d+)?$/.test(v)) return new Date(Date.UTC(1899, 11, 30) + Math.floor(Number(v)) * 86_400_000).toISOString().slice(0, 10);
  return v;
}

const INTEGER = /^-?\d+$/;
const nullable = (value: string | undefined) => (value?.trim() ? value.trim() : null);
function integerOrText(value: string | undefined): number | null | undefined {
  const v = value?.trim();
  if (!v) return null;
  return INTEGER.test(v) ? Number(v) : undefined;
}

/**
 * The sheet's cells (header first) → the bulk body's rows: a lane by `lineNo` (or origin, destination
 * and containerType), the rows without an amount left out (lanes the vendor does not bid on). Column
 * names are matched without case, spaces or underscores. Days that are not whole numbers stay out of
 * the row so the server names them; everything else is checked by the server's dry run.
 */
export function bulkRowsOf(cells: string[][]): BulkBidRow[] {
  const [header = [], ...body] = cells;
  const names = header.map((h) => h.trim().toLowerCase().replace(/[\s_]/g, ''));
  const records = toRecords([names, ...body]);
  return records
    .filter((r) => (r.amount ?? '').trim() !== '')
    .map((r) => {
      const row: BulkBidRow = { amount: r.amount.trim() };
      if (r.lineno && INTEGER.test(r.lineno.trim())) row.lineNo = Number(r.lineno.trim());
      else {
        if (r.origin) row.origin = r.origin.trim().toUpperCase();
        if (r.destination) row.destination = r.destination.trim().toUpperCase();
        if (r.containertype) row.containerType = r.containertype.trim().toUpperCase();
      }
      const transit = integerOrText(r.transitdays);
      if (transit !== undefined) row.transitDays = transit;
      const free = integerOrText(r.freedays);
      if (free !== undefined) row.freeDays = free;
      row.validTo = dayOf(r.validto);
      row.carrier = nullable(r.carrier)?.toUpperCase() ?? null;
      row.remarks = nullable(r.remarks);
      return row;
    });
}
