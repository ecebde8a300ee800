import Big from 'big.js';
import { badRequest, conflict, writeActivity, type Db } from '@portolan/sdk/server';
import { RFQ_KIND } from '../../shared/states';
import type { QuoteInput, RfqQuote } from '../../shared/types';
import { loadQuotes } from './loadQuotes';
import type { RfqRow } from './rfqAccess';

export type BidLine = QuoteInput['lines'][number];

/** Who saves: the vendor's company and user. */
export interface Bidder {
  companyId: string;
  userId: string | null;
  userName: string;
}

/** The lanes the vendor may bid on now: every lane while OPEN, its round's lanes in NEGOTIATION; 409 naming the state (or the passed deadline) otherwise. */
export async function biddableLanes(tx: Db, rfq: RfqRow, vendorCompanyId: string, now = new Date()): Promise<{ lanes: Map<string, { volume: number; lineNo: number }>; inRound: Set<string> | null }> {
  if (rfq.status !== 'OPEN' && rfq.status !== 'NEGOTIATION') throw conflict(`Cannot bid: the RFQ is ${rfq.status}`);
  const deadline = rfq.status === 'OPEN' ? rfq.bidDeadline : rfq.roundDeadline;
  if (!deadline || deadline.getTime() <= now.getTime()) throw conflict(`Cannot bid: the RFQ is ${rfq.status} but its deadline passed${deadline ? ` at ${deadline.toISOString()}` : ''}`);
  const invitation = await tx.one<{ status: string }>('SELECT status FROM rfq_invitations WHERE rfq_id = $1 AND company_id = $2 FOR UPDATE', [rfq.id, vendorCompanyId]);
  if (!invitation) throw conflict('Cannot bid: your company is not invited to this RFQ');
  if (invitation.status === 'DECLINED') throw conflict('Cannot bid: your invitation is DECLINED');
  const rows = await tx.query<{ id: string; volume: number; line_no: number }>('SELECT id, volume, line_no FROM rfq_lanes WHERE rfq_id = $1', [rfq.id]);
  const lanes = new Map(rows.rows.map((r) => [String(r.id), { volume: Number(r.volume), lineNo: Number(r.line_no) }]));
  if (rfq.status === 'OPEN') return { lanes, inRound: null };
  const items = await tx.query<{ lane_id: string }>(
    "SELECT i.lane_id FROM rfq_negotiation_items i JOIN rfq_negotiations n ON n.id = i.negotiation_id WHERE n.rfq_id = $1 AND n.status = 'OPEN' AND i.vendor_company_id = $2",
    [rfq.id, vendorCompanyId],
  );
  return { lanes, inRound: new Set(items.rows.map((r) => String(r.lane_id))) };
}

/**
 * Checks every line (400 naming `<field>.<i>.<name>`: a lane of the RFQ, once; in NEGOTIATION one of
 * the vendor's round; amount > 0; the charges summing to the amount) before writing anything.
 */
export function checkLines(lines: readonly BidLine[], lanes: Map<string, unknown>, inRound: Set<string> | null, field: string): void {
  const seen = new Set<string>();
  lines.forEach((line, i) => {
    const at = `${field}.${i}`;
    if (!lanes.has(line.laneId)) throw badRequest(`${at}.laneId is not a lane of this RFQ`, `${at}.laneId`);
    if (seen.has(line.laneId)) throw badRequest(`${at}.laneId: the lane is bid twice`, `${at}.laneId`);
    seen.add(line.laneId);
    if (inRound && !inRound.has(line.laneId)) throw badRequest(`${at}.laneId is not in your negotiation round`, `${at}.laneId`);
    if (!/^\d{1,12}(\.\d{1,4})?$/.test(line.amount) || new Big(line.amount).lte(0)) throw badRequest(`${at}.amount must be a decimal greater than 0`, `${at}.amount`);
    if (line.charges && line.charges.length > 0) {
      const sum = line.charges.reduce((s, c) => s.plus(c.amount), new Big(0));
      if (!sum.eq(line.amount)) throw badRequest(`${at}.charges sum to ${sum.toFixed(2)}, not the amount ${line.amount}`, `${at}.charges`);
    }
  });
}

/**
 * Saves the vendor's lines on its sheet (one sheet per vendor and RFQ; lines replace those of the same
 * lanes) in the caller's transaction; with `submit` the sheet becomes SUBMITTED with a new revision
 * (its full snapshot in rfq_quote_revisions), the invitation BID, and in NEGOTIATION the round's items
 * answered (revised_amount). Once submitted, a sheet changes only by submitting again (409), so the
 * owner's prices are always a submitted revision. The RFQ row must be locked by the caller.
 */
export async function saveBid(tx: Db, rfq: RfqRow, bidder: Bidder, input: { lines: readonly BidLine[]; submit?: boolean; version?: number }, field = 'data.lines', now = new Date()): Promise<RfqQuote> {
  const { lanes, inRound } = await biddableLanes(tx, rfq, bidder.companyId, now);
  checkLines(input.lines, lanes, inRound, field);
  let quote = await tx.one<{ id: string; status: string; version: number; revision: number }>(
    'SELECT id, status, version, revision FROM rfq_quotes WHERE rfq_id = $1 AND company_id = $2 FOR UPDATE',
    [rfq.id, bidder.companyId],
  );
  if (quote && input.version !== undefined && Number(quote.version) !== input.version) throw conflict(`Your bid was changed meanwhile (version ${quote.version}); reload it and try again`, 'data.version');
  if (quote?.status === 'SUBMITTED' && !input.submit) throw conflict('Cannot save a draft: the bid is SUBMITTED; send the changes with submit to revise it', 'data.submit');
  if (!input.submit && input.lines.length === 0) throw badRequest(`${field} must name at least one lane`, field);
  if (!quote) {
    quote = (await tx.one<{ id: string; status: string; version: number; revision: number }>(
      'INSERT INTO rfq_quotes (rfq_id, company_id, owner_company_id, round, created_by, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id, status, version, revision',
      [rfq.id, bidder.companyId, rfq.companyId, rfq.round, bidder.userId, now],
    ))!;
  }
  for (const line of input.lines) {
    await tx.query(
      `INSERT INTO rfq_quote_lines (quote_id, lane_id, rfq_id, company_id, amount, charges, transit_days, free_days, valid_to, carrier, remarks, round)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (quote_id, lane_id) DO UPDATE SET amount = EXCLUDED.amount, charges = EXCLUDED.charges, transit_days = EXCLUDED.transit_days,
         free_days = EXCLUDED.free_days, valid_to = EXCLUDED.valid_to, carrier = EXCLUDED.carrier, remarks = EXCLUDED.remarks, round = EXCLUDED.round`,
      [quote.id, line.laneId, rfq.id, bidder.companyId, line.amount, JSON.stringify(line.charges ?? []), line.transitDays ?? null, line.freeDays ?? null,
        line.validTo ?? null, line.carrier ?? null, line.remarks?.trim() || null, rfq.round],
    );
  }
  if (input.submit) {
    const count = await tx.one<{ n: number }>('SELECT count(*)::int AS n FROM rfq_quote_lines WHERE quote_id = $1', [quote.id]);
    if (!count || Number(count.n) === 0) throw badRequest(`${field} must name at least one lane to submit a bid`, field);
    const revision = Number(quote.revision) + 1;
    await tx.query("UPDATE rfq_quotes SET status = 'SUBMITTED', revision = $2, round = $3, submitted_at = $4, updated_at = $4, version = version + 1 WHERE id = $1", [quote.id, revision, rfq.round, now]);
    const [sheet] = await loadQuotes(tx, { quoteId: quote.id });
    await tx.query(
      'INSERT INTO rfq_quote_revisions (quote_id, rfq_id, company_id, revision, round, lines, total, submitted_by, submitted_by_name, submitted_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)',
      [quote.id, rfq.id, bidder.companyId, revision, rfq.round, JSON.stringify(sheet!.lines), sheet!.total, bidder.userId, bidder.userName, now],
    );
    await tx.query("UPDATE rfq_invitations SET status = 'BID', bid_at = COALESCE(bid_at, $3), viewed_at = COALESCE(viewed_at, $3) WHERE rfq_id = $1 AND company_id = $2", [rfq.id, bidder.companyId, now]);
    if (rfq.status === 'NEGOTIATION') {
      await tx.query(
        `UPDATE rfq_negotiation_items i SET revised_amount = l.amount
           FROM rfq_negotiations n, rfq_quote_lines l
          WHERE n.id = i.negotiation_id AND n.rfq_id = $1 AND n.status = 'OPEN' AND i.vendor_company_id = $2
            AND l.quote_id = $3 AND l.lane_id = i.lane_id AND l.lane_id = ANY($4::uuid[])`,
        [rfq.id, bidder.companyId, quote.id, input.lines.map((l) => l.laneId)],
      );
      // An allocation holds the vendor's bid: a revised price replaces it.
      await tx.query(
        'UPDATE rfq_allocations a SET amount = l.amount FROM rfq_quote_lines l WHERE a.rfq_id = $1 AND a.vendor_company_id = $2 AND l.quote_id = $3 AND l.lane_id = a.lane_id',
        [rfq.id, bidder.companyId, quote.id],
      );
    }
    // The note names no price: the owner reads the trail while bids are sealed.
    await writeActivity(tx, {
      kind: RFQ_KIND, recordId: rfq.id, companyId: bidder.companyId, actorId: bidder.userId, actorName: bidder.userName, action: 'bid-submitted',
      note: `Revision ${revision}${rfq.round > 1 ? ` (round ${rfq.round})` : ''}: ${sheet!.lines.length} lane${sheet!.lines.length === 1 ? '' : 's'}`,
    });
  } else {
    await tx.query('UPDATE rfq_quotes SET updated_at = $2, version = version + 1 WHERE id = $1', [quote.id, now]);
  }
  const [saved] = await loadQuotes(tx, { quoteId: quote.id });
  return saved!;
}
