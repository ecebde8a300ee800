import Big from 'big.js';
import { loadGlpk } from './loadGlpk';
import { roundShares } from './roundShares';
import { allocationModel, shareVar } from './allocationModel';
import type { AllocationLane } from './AllocationLane';
import type { OptimiseProblem, OptimiseSolution } from './OptimiseProblem';

export type { OptimiseProblem, OptimiseSolution } from './OptimiseProblem';


/**
 * The cheapest allocation of lanes to vendors under the owner's constraints, as an exact mixed-integer
 * programme solved by GLPK (simplex + branch and bound, glpk.js):
 *
 *   min Σ vol_l · amount_lv · x_lv
 *   Σ_v x_lv = 1 (each lane with bids fully allocated),  x_lv ∈ [0, 1] (binary with wholeLanes)
 *   x_lv ≤ y_v, Σ_v y_v ≤ maxVendors, y_v ∈ {0, 1}          (only when maxVendors limits anything)
 *   x_l,inc ≥ incumbentMinSharePct / 100                     (lanes whose incumbent bid; x_l,inc ≤ y_inc forces y_inc)
 *
 * Lanes without bids are left out. Shares come back as percent strings (2 decimals, summing to "100"
 * per lane) and the totals are computed exactly from them with big.js.
 */
export async function optimiseAllocation(problem: OptimiseProblem): Promise<OptimiseSolution> {
  const started = performance.now();
  const { maxVendors, incumbentMinSharePct = 0, wholeLanes = false } = problem;
  if (maxVendors !== undefined && (!Number.isInteger(maxVendors) || maxVendors < 1)) throw new RangeError('maxVendors must be an integer of at least 1');
  if (!Number.isFinite(incumbentMinSharePct) || incumbentMinSharePct < 0 || incumbentMinSharePct > 100) throw new RangeError('incumbentMinSharePct must be between 0 and 100');

  const vendorIds: string[] = [];
  const vendorIndex = new Map<string, number>();
  const indexOf = (id: string) => {
    let i = vendorIndex.get(id);
    if (i === undefined) {
      i = vendorIds.push(id) - 1;
      vendorIndex.set(id, i);
    }
    return i;
  };
  const lanes: AllocationLane[] = [];
  for (const lane of problem.lanes) {
    if (!Number.isFinite(lane.volume) || lane.volume < 0) throw new RangeError(`Lane ${lane.laneId}: the volume must be a number of at least 0`);
    const bids = new Map<number, Big>();
    for (const bid of lane.bids) {
      const amount = new Big(bid.amount);
      const v = indexOf(bid.vendorId);
      const known = bids.get(v);
      if (!known || amount.lt(known)) bids.set(v, amount);
    }
    if (bids.size === 0) continue;
    const incumbent = lane.incumbentId !== null && vendorIndex.has(lane.incumbentId) && bids.has(vendorIndex.get(lane.incumbentId)!) ? vendorIndex.get(lane.incumbentId)! : null;
    lanes.push({ laneId: lane.laneId, volume: lane.volume, incumbent, bids });
  }

  const unconstrained = lanes.reduce((sum, l) => sum.plus(new Big(l.volume).times(minOf(l.bids))), new Big(0));
  const minShare = incumbentMinSharePct / 100;

  const glpk = await loadGlpk();
  const options = { maxVendors: maxVendors !== undefined && maxVendors < vendorIds.length ? maxVendors : undefined, minShare, wholeLanes };
  let model = allocationModel(glpk, lanes, { ...options, binaryShares: false });
  const algorithm = () => (model.isMip ? `GLPK ${glpk.version} mixed-integer programme (simplex + branch and bound)` : `GLPK ${glpk.version} linear programme (simplex)`);
  const answer = (rest: Omit<OptimiseSolution, 'solver' | 'unconstrainedTotal'>): OptimiseSolution => ({
    ...rest,
    unconstrainedTotal: unconstrained.toFixed(2),
    solver: { algorithm: algorithm(), variables: model.variables, constraints: model.constraints, ms: Math.round(performance.now() - started) },
  });
  if (lanes.length === 0) return answer({ status: 'OPTIMAL', reason: null, allocations: [], total: '0.00', vendorsUsed: 0 });

  const solve = () => glpk.solve(model.lp, { msglev: glpk.GLP_MSG_OFF, presol: true }).result;
  let result = solve();
  const split = (vars: Record<string, number>) => lanes.some((lane, l) => [...lane.bids.keys()].some((v) => Math.abs((vars[shareVar(l, v)] ?? 0) - Math.round(vars[shareVar(l, v)] ?? 0)) > 1e-7));
  if (wholeLanes && result.status === glpk.GLP_OPT && split(result.vars)) {
    model = allocationModel(glpk, lanes, { ...options, binaryShares: true });
    result = solve();
  }
  if (result.status !== glpk.GLP_OPT) {
    if (result.status === glpk.GLP_NOFEAS || result.status === glpk.GLP_INFEAS || result.status === glpk.GLP_UNDEF) {
      return answer({ status: 'INFEASIBLE', reason: infeasibleReason(lanes, maxVendors, minShare, wholeLanes), allocations: [], total: null, vendorsUsed: 0 });
    }
    throw new Error(`The solver stopped without a proven optimum (GLPK status ${result.status})`);
  }

  const allocations: OptimiseSolution['allocations'] = [];
  let total = new Big(0);
  const used = new Set<string>();
  lanes.forEach((lane, l) => {
    const shares = roundShares([...lane.bids.keys()].map((v) => ({ v, fraction: result.vars[shareVar(l, v)] ?? 0 })));
    for (const s of shares) {
      const vendorId = vendorIds[s.v]!;
      used.add(vendorId);
      allocations.push({ laneId: lane.laneId, vendorId, sharePct: s.sharePct });
      total = total.plus(new Big(lane.volume).times(lane.bids.get(s.v)!).times(s.sharePct).div(100));
    }
  });
  return answer({ status: 'OPTIMAL', reason: null, allocations, total: total.toFixed(2), vendorsUsed: used.size });
}

function minOf(bids: Map<number, Big>): Big {
  let min: Big | undefined;
  for (const amount of bids.values()) if (!min || amount.lt(min)) min = amount;
  return min!;
}

/** Why no allocation fits the constraints (only the vendor limit can make the programme infeasible). */
function infeasibleReason(lanes: AllocationLane[], maxVendors: number | undefined, minShare: number, wholeLanes: boolean): string {
  const incumbents = new Set(lanes.filter((l) => minShare > 0 && l.incumbent !== null).map((l) => l.incumbent));
  const limit = `at most ${maxVendors} vendor${maxVendors === 1 ? '' : 's'}`;
  if (maxVendors !== undefined && incumbents.size > maxVendors) {
    return `${limit}: the incumbents keeping their minimum share are already ${incumbents.size} vendors`;
  }
  if (maxVendors === 1) return `${limit}: no vendor bid on every lane${incumbents.size > 0 ? ' while keeping the incumbents’ minimum share' : ''}`;
  return `${limit}: no ${maxVendors} vendors together bid on every lane${incumbents.size > 0 ? ' while keeping the incumbents’ minimum share' : ''}${wholeLanes ? ' (whole lanes)' : ''}`;
}
