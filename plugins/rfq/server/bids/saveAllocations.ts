import Big from 'big.js';
import { badRequest, type Db } from '@portolan/sdk/server';
import type { AllocationSource } from '../../shared/states';
import type { AllocationInput } from '../../shared/types';

/**
 * Replaces the allocations of `laneIds` (all lanes when undefined) with `allocations`, after checking
 * every one (400 naming `<field>.<i>.<name>`): a lane of the RFQ, a vendor with a submitted bid on it
 * (its amount is kept), 0 < share ≤ 100, each (lane, vendor) once, and each allocated lane's shares
 * summing to exactly 100. Lanes may stay unallocated.
 */
export async function saveAllocations(tx: Db, rfq: { id: string; companyId: string }, allocations: readonly AllocationInput[], source: AllocationSource, field = 'data.allocations', laneIds?: readonly string[]): Promise<void> {
  const bids = await tx.query<{ lane_id: string; company_id: string; amount: string }>(
    "SELECT l.lane_id, l.company_id, l.amount::text AS amount FROM rfq_quote_lines l JOIN rfq_quotes q ON q.id = l.quote_id WHERE l.rfq_id = $1 AND q.status = 'SUBMITTED'",
    [rfq.id],
  );
  const lanes = new Set((await tx.query<{ id: string }>('SELECT id FROM rfq_lanes WHERE rfq_id = $1', [rfq.id])).rows.map((r) => String(r.id)));
  const bidOf = new Map(bids.rows.map((b) => [`${b.lane_id}:${b.company_id}`, b.amount]));
  const sums = new Map<string, { sum: Big; first: number }>();
  const seen = new Set<string>();
  allocations.forEach((a, i) => {
    const at = `${field}.${i}`;
    if (!lanes.has(a.laneId) || (laneIds && !laneIds.includes(a.laneId))) throw badRequest(`${at}.laneId is not a lane of this RFQ`, `${at}.laneId`);
    const key = `${a.laneId}:${a.vendorCompanyId}`;
    if (!bidOf.has(key)) throw badRequest(`${at}.vendorCompanyId did not bid on this lane`, `${at}.vendorCompanyId`);
    if (seen.has(key)) throw badRequest(`${at}.vendorCompanyId is allocated this lane twice`, `${at}.vendorCompanyId`);
    seen.add(key);
    if (!/^\d{1,3}(\.\d{1,4})?$/.test(a.sharePct) || new Big(a.sharePct).lte(0) || new Big(a.sharePct).gt(100)) throw badRequest(`${at}.sharePct must be more than 0 and at most 100`, `${at}.sharePct`);
    const s = sums.get(a.laneId) ?? { sum: new Big(0), first: i };
    sums.set(a.laneId, { sum: s.sum.plus(a.sharePct), first: s.first });
  });
  for (const [, s] of sums) {
    if (!s.sum.eq(100)) throw badRequest(`${field}.${s.first}.sharePct: the lane's shares sum to ${s.sum.toString()}, not 100`, `${field}.${s.first}.sharePct`);
  }
  if (laneIds) await tx.query('DELETE FROM rfq_allocations WHERE rfq_id = $1 AND lane_id = ANY($2::uuid[])', [rfq.id, laneIds]);
  else await tx.query('DELETE FROM rfq_allocations WHERE rfq_id = $1', [rfq.id]);
  if (allocations.length === 0) return;
  await tx.query(
    `INSERT INTO rfq_allocations (rfq_id, lane_id, company_id, vendor_company_id, share_pct, amount, source)
     SELECT $1, a.lane_id, $2, a.vendor, a.share, a.amount, $3
       FROM unnest($4::uuid[], $5::uuid[], $6::numeric[], $7::numeric[]) AS a (lane_id, vendor, share, amount)`,
    [rfq.id, rfq.companyId, source, allocations.map((a) => a.laneId), allocations.map((a) => a.vendorCompanyId), allocations.map((a) => a.sharePct), allocations.map((a) => bidOf.get(`${a.laneId}:${a.vendorCompanyId}`))],
  );
}
