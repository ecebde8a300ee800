import { iso, type Db } from '@portolan/sdk/server';
import type { QuoteRevision, RfqQuoteLine } from '../../shared/types';

/** Submitted revisions, oldest first: of one sheet, or one RFQ's (optionally one vendor's). The caller decides who may see them. */
export async function loadRevisions(db: Db, filter: { quoteId?: string; rfqId?: string; vendorCompanyId?: string }): Promise<QuoteRevision[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  for (const [column, value] of [['v.quote_id', filter.quoteId], ['v.rfq_id', filter.rfqId], ['v.company_id', filter.vendorCompanyId]] as const) {
    if (!value) continue;
    params.push(value);
    where.push(`${column} = $${params.length}`);
  }
  if (where.length === 0) return [];
  const rows = await db.query<Record<string, unknown>>(
    `SELECT v.quote_id, v.company_id, c.name AS vendor_name, v.revision, v.round, v.submitted_at, v.submitted_by_name, v.lines, v.total::text AS total
       FROM rfq_quote_revisions v JOIN companies c ON c.id = v.company_id
      WHERE ${where.join(' AND ')} ORDER BY v.submitted_at, c.name, v.revision`,
    params,
  );
  return rows.rows.map((r) => ({
    quoteId: String(r.quote_id),
    vendorCompanyId: String(r.company_id),
    vendorName: String(r.vendor_name),
    revision: Number(r.revision),
    round: Number(r.round),
    submittedAt: iso(r.submitted_at)!,
    submittedBy: String(r.submitted_by_name),
    lines: (typeof r.lines === 'string' ? JSON.parse(r.lines) : r.lines) as RfqQuoteLine[],
    total: String(r.total),
  }));
}
