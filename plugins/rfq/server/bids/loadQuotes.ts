import Big from 'big.js';
import { iso, type Db } from '@portolan/sdk/server';
import type { RfqQuoteState } from '../../shared/states';
import type { BidCharge, RfqQuote, RfqQuoteLine } from '../../shared/types';

/** Which bid sheets: one sheet, one RFQ's (optionally submitted only), or one vendor's (optionally on one RFQ). */
export interface QuoteFilter {
  quoteId?: string;
  rfqId?: string;
  vendorCompanyId?: string;
  submittedOnly?: boolean;
}

/** Bid sheets with their lines and totals (Σ volume × amount), two statements whatever their number; ordered by vendor name. */
export async function loadQuotes(db: Db, filter: QuoteFilter): Promise<RfqQuote[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (filter.quoteId) add('q.id = ?', filter.quoteId);
  if (filter.rfqId) add('q.rfq_id = ?', filter.rfqId);
  if (filter.vendorCompanyId) add('q.company_id = ?', filter.vendorCompanyId);
  if (filter.submittedOnly) where.push("q.status = 'SUBMITTED'");
  if (where.length === 0) return [];
  const quotes = await db.query<Record<string, unknown>>(
    `SELECT q.id, q.rfq_id, q.company_id, c.name AS vendor_name, q.status, q.revision, q.round, q.submitted_at, q.created_at, q.updated_at, q.version, r.currency
       FROM rfq_quotes q JOIN companies c ON c.id = q.company_id JOIN rfqs r ON r.id = q.rfq_id
      WHERE ${where.join(' AND ')} ORDER BY c.name, q.created_at, q.id`,
    params,
  );
  if (quotes.rows.length === 0) return [];
  const lines = await db.query<Record<string, unknown>>(
    `SELECT l.quote_id, l.lane_id, l.amount::text AS amount, l.charges, l.transit_days, l.free_days, to_char(l.valid_to, 'YYYY-MM-DD') AS valid_to,
            l.carrier, l.remarks, l.round, n.volume
       FROM rfq_quote_lines l JOIN rfq_lanes n ON n.id = l.lane_id
      WHERE l.quote_id = ANY($1::uuid[]) ORDER BY n.line_no`,
    [quotes.rows.map((q) => q.id)],
  );
  const byQuote = new Map<string, { lines: RfqQuoteLine[]; total: Big }>();
  for (const l of lines.rows) {
    const entry = byQuote.get(String(l.quote_id)) ?? { lines: [], total: new Big(0) };
    entry.lines.push(quoteLineOf(l));
    entry.total = entry.total.plus(new Big(String(l.amount)).times(Number(l.volume)));
    byQuote.set(String(l.quote_id), entry);
  }
  return quotes.rows.map((q) => {
    const entry = byQuote.get(String(q.id));
    return {
      _id: String(q.id),
      rfqId: String(q.rfq_id),
      vendorCompanyId: String(q.company_id),
      vendorName: String(q.vendor_name),
      status: q.status as RfqQuoteState,
      revision: Number(q.revision),
      round: Number(q.round),
      submittedAt: iso(q.submitted_at),
      currency: String(q.currency),
      lines: entry?.lines ?? [],
      total: (entry?.total ?? new Big(0)).toFixed(2),
      createdAt: iso(q.created_at)!,
      updatedAt: iso(q.updated_at)!,
      version: Number(q.version),
    };
  });
}

/** A rfq_quote_lines row (amount as text, valid_to as YYYY-MM-DD) as the API's line. */
export function quoteLineOf(l: Record<string, unknown>): RfqQuoteLine {
  return {
    laneId: String(l.lane_id),
    amount: String(l.amount),
    charges: ((typeof l.charges === 'string' ? JSON.parse(l.charges) : l.charges) ?? []) as BidCharge[],
    transitDays: l.transit_days === null ? null : Number(l.transit_days),
    freeDays: l.free_days === null ? null : Number(l.free_days),
    validTo: (l.valid_to as string | null) ?? null,
    carrier: (l.carrier as string | null) ?? null,
    remarks: (l.remarks as string | null) ?? null,
    round: Number(l.round),
  };
}
