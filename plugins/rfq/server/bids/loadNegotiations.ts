import { iso, type Db } from '@portolan/sdk/server';
import type { NegotiationState } from '../../shared/states';
import type { Negotiation, NegotiationItem } from '../../shared/types';

/** An RFQ's rounds, oldest first: every item (the owner), or only one vendor's rounds and items (`vendorCompanyId`). */
export async function loadNegotiations(db: Db, rfqId: string, vendorCompanyId?: string): Promise<Negotiation[]> {
  const items = await db.query<Record<string, unknown>>(
    `SELECT i.negotiation_id, i.lane_id, i.vendor_company_id, c.name, i.counter_amount::text AS counter_amount, i.previous_amount::text AS previous_amount,
            i.revised_amount::text AS revised_amount
       FROM rfq_negotiation_items i JOIN companies c ON c.id = i.vendor_company_id JOIN rfq_lanes n ON n.id = i.lane_id
      WHERE i.rfq_id = $1 AND ($2::uuid IS NULL OR i.vendor_company_id = $2) ORDER BY n.line_no, c.name`,
    [rfqId, vendorCompanyId ?? null],
  );
  const byRound = new Map<string, NegotiationItem[]>();
  for (const i of items.rows) {
    const item: NegotiationItem = {
      laneId: String(i.lane_id), vendorCompanyId: String(i.vendor_company_id), vendorName: String(i.name), counterAmount: (i.counter_amount as string | null) ?? null,
      previousAmount: String(i.previous_amount), revisedAmount: (i.revised_amount as string | null) ?? null,
    };
    byRound.set(String(i.negotiation_id), [...(byRound.get(String(i.negotiation_id)) ?? []), item]);
  }
  const rounds = await db.query<Record<string, unknown>>('SELECT * FROM rfq_negotiations WHERE rfq_id = $1 ORDER BY round', [rfqId]);
  return rounds.rows
    .filter((r) => !vendorCompanyId || byRound.has(String(r.id)))
    .map((r) => ({
      _id: String(r.id), rfqId, round: Number(r.round), deadline: iso(r.deadline)!, message: (r.message as string | null) ?? null, status: r.status as NegotiationState,
      items: byRound.get(String(r.id)) ?? [], createdAt: iso(r.created_at)!, updatedAt: iso(r.updated_at)!, version: Number(r.version),
    }));
}
