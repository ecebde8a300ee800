import Big from 'big.js';
import type { Db } from '@portolan/sdk/server';
import type { AllocationSource, InvitationState } from '../../shared/states';
import type { Allocation, BidCharge, CompareBid, CompareLane, CompareMatrix, RfqLane } from '../../shared/types';
import type { RfqRow } from './rfqAccess';

const money = (v: Big | null) => (v === null ? null : v.toFixed(2));
const pct = (part: Big, whole: Big) => (whole.eq(0) ? null : part.times(100).div(whole).toFixed(2));
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** The owner's lanes of an RFQ (baseline, current, incumbent included), in line order. */
export async function ownerLanes(db: Db, rfqId: string): Promise<RfqLane[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT id, line_no, origin, destination, container_type, volume, commodity, requirements, baseline_amount::text AS baseline_amount,
            current_amount::text AS current_amount, incumbent_company_id FROM rfq_lanes WHERE rfq_id = $1 ORDER BY line_no`,
    [rfqId],
  );
  return rows.rows.map((r) => ({
    _id: String(r.id), lineNo: Number(r.line_no), origin: String(r.origin), destination: String(r.destination), containerType: String(r.container_type),
    volume: Number(r.volume), commodity: text(r.commodity), requirements: text(r.requirements), baselineAmount: text(r.baseline_amount),
    currentAmount: text(r.current_amount), incumbentCompanyId: text(r.incumbent_company_id),
  }));
}

/** The RFQ's allocations by lane (with the vendors' names). */
export async function allocationsByLane(db: Db, rfqId: string): Promise<Map<string, Allocation[]>> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT a.lane_id, a.vendor_company_id, c.name, a.share_pct::text AS share_pct, a.amount::text AS amount, a.source
       FROM rfq_allocations a JOIN companies c ON c.id = a.vendor_company_id WHERE a.rfq_id = $1 ORDER BY a.share_pct DESC, c.name`,
    [rfqId],
  );
  const byLane = new Map<string, Allocation[]>();
  for (const r of rows.rows) {
    const a: Allocation = { laneId: String(r.lane_id), vendorCompanyId: String(r.vendor_company_id), vendorName: String(r.name), sharePct: new Big(String(r.share_pct)).toString(), amount: String(r.amount), source: r.source as AllocationSource };
    byLane.set(a.laneId, [...(byLane.get(a.laneId) ?? []), a]);
  }
  return byLane;
}

/** Ranks a lane's bids cheapest first; equal amounts share a rank and the next rank skips (1, 1, 3). */
export function rankBids<T extends { amount: string; vendorName: string }>(bids: T[]): Array<T & { rank: number }> {
  const sorted = [...bids].sort((a, b) => new Big(a.amount).cmp(b.amount) || a.vendorName.localeCompare(b.vendorName));
  let rank = 0;
  return sorted.map((b, i) => {
    if (i === 0 || !new Big(b.amount).eq(sorted[i - 1]!.amount)) rank = i + 1;
    return { ...b, rank };
  });
}

/**
 * The owner's lane × vendor matrix in five statements whatever the size (lanes, invitations, submitted
 * lines, allocations, the latest round's counter-offers): ranks, savings against baseline and the
 * current contract, per-vendor totals. Sealed: no price at all, `sealed: true`.
 */
export async function compareMatrix(db: Db, rfq: RfqRow): Promise<CompareMatrix> {
  const [lanes, invitations, lines, allocations, counters] = await Promise.all([
    ownerLanes(db, rfq.id),
    db.query<{ company_id: string; name: string; status: InvitationState }>(
      'SELECT i.company_id, c.name, i.status FROM rfq_invitations i JOIN companies c ON c.id = i.company_id WHERE i.rfq_id = $1 ORDER BY c.name', [rfq.id]),
    rfq.sealedNow
      ? Promise.resolve({ rows: [] as Record<string, unknown>[] })
      : db.query<Record<string, unknown>>(
        `SELECT l.lane_id, l.company_id, l.amount::text AS amount, l.charges, l.transit_days, l.free_days, l.carrier, l.round
           FROM rfq_quote_lines l JOIN rfq_quotes q ON q.id = l.quote_id WHERE l.rfq_id = $1 AND q.status = 'SUBMITTED'`, [rfq.id]),
    allocationsByLane(db, rfq.id),
    db.query<{ lane_id: string; vendor_company_id: string; counter_amount: string | null }>(
      `SELECT i.lane_id, i.vendor_company_id, i.counter_amount::text AS counter_amount FROM rfq_negotiation_items i
         JOIN rfq_negotiations n ON n.id = i.negotiation_id WHERE n.rfq_id = $1 AND n.round = (SELECT max(round) FROM rfq_negotiations WHERE rfq_id = $1)`, [rfq.id]),
  ]);
  const names = new Map(invitations.rows.map((i) => [String(i.company_id), String(i.name)]));
  const counterOf = new Map(counters.rows.map((c) => [`${c.lane_id}:${c.vendor_company_id}`, c.counter_amount]));
  const bidsByLane = new Map<string, Array<Omit<CompareBid, 'rank'>>>();
  for (const l of lines.rows) {
    const vendor = String(l.company_id);
    const bid = {
      vendorCompanyId: vendor, vendorName: names.get(vendor) ?? '', amount: String(l.amount),
      transitDays: l.transit_days === null ? null : Number(l.transit_days), freeDays: l.free_days === null ? null : Number(l.free_days),
      carrier: text(l.carrier), charges: ((typeof l.charges === 'string' ? JSON.parse(l.charges) : l.charges) ?? []) as BidCharge[], round: Number(l.round),
      counterAmount: counterOf.get(`${String(l.lane_id)}:${vendor}`) ?? null,
    };
    bidsByLane.set(String(l.lane_id), [...(bidsByLane.get(String(l.lane_id)) ?? []), bid]);
  }
  const vendorTotals = new Map<string, { lanes: number; total: Big }>();
  let best: Big | null = null;
  let baseline: Big | null = null;
  let current: Big | null = null;
  const compareLanes: CompareLane[] = lanes.map((lane) => {
    const bids = rankBids(bidsByLane.get(lane._id) ?? []);
    for (const b of bids) {
      const t = vendorTotals.get(b.vendorCompanyId) ?? { lanes: 0, total: new Big(0) };
      vendorTotals.set(b.vendorCompanyId, { lanes: t.lanes + 1, total: t.total.plus(new Big(b.amount).times(lane.volume)) });
    }
    if (lane.baselineAmount) baseline = (baseline ?? new Big(0)).plus(new Big(lane.baselineAmount).times(lane.volume));
    if (lane.currentAmount) current = (current ?? new Big(0)).plus(new Big(lane.currentAmount).times(lane.volume));
    const l1 = bids[0] ? new Big(bids[0].amount) : null;
    if (l1) best = (best ?? new Big(0)).plus(l1.times(lane.volume));
    const saving = (ref: string | null) => (l1 && ref ? l1.minus(ref) : null);
    const vsBaseline = saving(lane.baselineAmount);
    const vsCurrent = saving(lane.currentAmount);
    return {
      lane, bids,
      savingVsBaseline: money(vsBaseline), savingVsBaselinePct: vsBaseline ? pct(vsBaseline, new Big(lane.baselineAmount!)) : null,
      savingVsCurrent: money(vsCurrent), savingVsCurrentPct: vsCurrent ? pct(vsCurrent, new Big(lane.currentAmount!)) : null,
      allocations: allocations.get(lane._id) ?? [],
    };
  });
  const lanesBid = rfq.sealedNow
    ? new Map((await db.query<{ company_id: string; n: number }>(
      "SELECT l.company_id, count(*)::int AS n FROM rfq_quote_lines l JOIN rfq_quotes q ON q.id = l.quote_id WHERE l.rfq_id = $1 AND q.status = 'SUBMITTED' GROUP BY l.company_id", [rfq.id])).rows.map((r) => [String(r.company_id), Number(r.n)]))
    : new Map([...vendorTotals].map(([v, t]) => [v, t.lanes]));
  return {
    rfqId: rfq.id,
    currency: rfq.currency,
    sealed: rfq.sealedNow,
    unsealsAt: rfq.sealedNow ? rfq.bidDeadline.toISOString() : null,
    vendors: invitations.rows.map((i) => ({
      vendorCompanyId: String(i.company_id), vendorName: String(i.name), status: i.status, lanesBid: lanesBid.get(String(i.company_id)) ?? 0,
      total: money(vendorTotals.get(String(i.company_id))?.total ?? null),
    })),
    lanes: compareLanes,
    bestTotal: money(best),
    baselineTotal: money(baseline),
    currentTotal: money(current),
  };
}
