import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Big from 'big.js';
import { optimiseAllocation, type OptimiseProblem, type OptimiseSolution } from './optimiseAllocation';
import { roundShares } from './roundShares';
import { allocationModel } from './allocationModel';
import { loadGlpk } from './loadGlpk';
import type { AllocationLane } from './AllocationLane';

const lane = (laneId: string, volume: number, bids: Record<string, string>, incumbentId: string | null = null) => ({
  laneId,
  volume,
  incumbentId,
  bids: Object.entries(bids).map(([vendorId, amount]) => ({ vendorId, amount })),
});
const sharesOf = (solution: OptimiseSolution) => solution.allocations.map((a) => `${a.laneId}:${a.vendorId}:${a.sharePct}`);

describe('optimiseAllocation (hand-made cases)', () => {
  it('gives every lane to its L1 when nothing constrains it; lanes without bids are left out', async () => {
    const solution = await optimiseAllocation({
      lanes: [lane('A', 10, { v1: '100', v2: '120', v3: '130' }), lane('B', 4, { v1: '210.50', v2: '200.25' }), lane('C', 2, { v3: '50' }), lane('D', 7, {})],
    });
    expect(solution).toMatchObject({ status: 'OPTIMAL', reason: null, total: '1901.00', unconstrainedTotal: '1901.00', vendorsUsed: 3 });
    expect(sharesOf(solution)).toEqual(['A:v1:100.00', 'B:v2:100.00', 'C:v3:100.00']);
    expect(solution.solver).toMatchObject({ variables: 6, constraints: 3 });
    expect(solution.solver.algorithm).toMatch(/^GLPK .* linear programme \(simplex\)$/);
  });

  it('maxVendors 1 picks the cheapest single vendor who bid on every lane', async () => {
    const solution = await optimiseAllocation({
      lanes: [lane('A', 10, { cheap: '80', v2: '100', v3: '95' }), lane('B', 10, { v2: '100', v3: '110' }), lane('C', 10, { cheap: '70', v2: '100', v3: '100' })],
      maxVendors: 1,
    });
    // v2: 3000, v3: 3050; "cheap" did not bid on B
    expect(solution).toMatchObject({ status: 'OPTIMAL', total: '3000.00', unconstrainedTotal: '2500.00', vendorsUsed: 1 });
    expect(sharesOf(solution)).toEqual(['A:v2:100.00', 'B:v2:100.00', 'C:v2:100.00']);
    expect(solution.solver.algorithm).toMatch(/branch and bound/);
  });

  it("splits a lane to keep the incumbent's minimum share, and the rest goes to the L1", async () => {
    const solution = await optimiseAllocation({
      lanes: [lane('A', 10, { v1: '100', inc: '120' }, 'inc'), lane('B', 3, { v1: '10', inc: '20' }, 'gone')],
      incumbentMinSharePct: 30,
    });
    expect(solution.status).toBe('OPTIMAL');
    expect(sharesOf(solution).sort()).toEqual(['A:inc:30.00', 'A:v1:70.00', 'B:v1:100.00']);
    expect(solution.total).toBe('1090.00'); // 10 × (0.3 × 120 + 0.7 × 100) + 3 × 10
    expect(solution.unconstrainedTotal).toBe('1030.00');
  });

  it('gives a whole lane to its incumbent when lanes may not be split', async () => {
    const solution = await optimiseAllocation({ lanes: [lane('A', 10, { v1: '100', inc: '120' }, 'inc')], incumbentMinSharePct: 30, wholeLanes: true });
    expect(sharesOf(solution)).toEqual(['A:inc:100.00']);
    expect(solution.total).toBe('1200.00');
  });

  it('answers INFEASIBLE with the reason when too few vendors are allowed', async () => {
    const one = await optimiseAllocation({ lanes: [lane('A', 1, { v1: '1' }), lane('B', 1, { v2: '1' })], maxVendors: 1 });
    expect(one).toMatchObject({ status: 'INFEASIBLE', reason: 'at most 1 vendor: no vendor bid on every lane', allocations: [], total: null, vendorsUsed: 0, unconstrainedTotal: '2.00' });
    const incumbents = await optimiseAllocation({
      lanes: [lane('A', 1, { v1: '1', v2: '2', v3: '3' }, 'v2'), lane('B', 1, { v1: '1', v2: '2', v3: '3' }, 'v3')],
      maxVendors: 1,
      incumbentMinSharePct: 10,
    });
    expect(incumbents).toMatchObject({ status: 'INFEASIBLE', reason: 'at most 1 vendor: the incumbents keeping their minimum share are already 2 vendors' });
  });

  it('rounds shares to 2 decimals summing to exactly 100, the remainder on the largest', () => {
    expect(roundShares([{ fraction: 1 / 3 }, { fraction: 1 / 3 }, { fraction: 1 / 3 }]).map((s) => s.sharePct)).toEqual(['33.34', '33.33', '33.33']);
    expect(roundShares([{ fraction: 0.299999999 }, { fraction: 0.700000001 }, { fraction: 1e-12 }]).map((s) => s.sharePct)).toEqual(['30.00', '70.00']);
  });

  it('refuses nonsense constraints', async () => {
    await expect(optimiseAllocation({ lanes: [], maxVendors: 0 })).rejects.toThrow('maxVendors');
    await expect(optimiseAllocation({ lanes: [], incumbentMinSharePct: 101 })).rejects.toThrow('incumbentMinSharePct');
  });
});

/**
 * The optimum by enumeration: every vendor subset within maxVendors; in a subset, a lane whose incumbent
 * applies gives the incumbent its minimum share (the whole lane when lanes are whole) and the rest to the
 * subset's cheapest bid; other lanes go to the subset's cheapest. Undefined when no subset covers the lanes.
 */
function bruteForce(problem: OptimiseProblem): Big | undefined {
  const lanes = problem.lanes.filter((l) => l.bids.length > 0);
  const vendors = [...new Set(lanes.flatMap((l) => l.bids.map((b) => b.vendorId)))];
  const m = (problem.incumbentMinSharePct ?? 0) / 100;
  let best: Big | undefined;
  for (let mask = 0; mask < 1 << vendors.length; mask++) {
    const subset = new Set(vendors.filter((_, i) => mask & (1 << i)));
    if (problem.maxVendors !== undefined && subset.size > problem.maxVendors) continue;
    let total: Big | undefined = new Big(0);
    for (const l of lanes) {
      const inSubset = l.bids.filter((b) => subset.has(b.vendorId));
      if (inSubset.length === 0) {
        total = undefined;
        break;
      }
      const cheapest = inSubset.map((b) => new Big(b.amount)).reduce((a, b) => (b.lt(a) ? b : a));
      const incumbentBid = m > 0 && l.incumbentId ? l.bids.find((b) => b.vendorId === l.incumbentId) : undefined;
      if (incumbentBid && !subset.has(incumbentBid.vendorId)) {
        total = undefined;
        break;
      }
      const unit = incumbentBid
        ? problem.wholeLanes
          ? new Big(incumbentBid.amount)
          : new Big(incumbentBid.amount).times(m).plus(cheapest.times(1 - m))
        : cheapest;
      total = total.plus(unit.times(l.volume));
    }
    if (total && (!best || total.lt(best))) best = total;
  }
  return best;
}

const problems = fc
  .record({
    vendors: fc.integer({ min: 1, max: 4 }),
    lanes: fc.array(
      fc.record({
        volume: fc.integer({ min: 0, max: 50 }),
        amounts: fc.array(fc.option(fc.integer({ min: 100, max: 500_000 }), { nil: undefined, freq: 3 }), { minLength: 4, maxLength: 4 }),
        incumbent: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
      }),
      { minLength: 1, maxLength: 5 },
    ),
    maxVendors: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
    incumbentMinSharePct: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
    wholeLanes: fc.boolean(),
  })
  .map(({ vendors, lanes, maxVendors, incumbentMinSharePct, wholeLanes }): OptimiseProblem => ({
    lanes: lanes.map((l, i) => ({
      laneId: `L${i}`,
      volume: l.volume,
      incumbentId: l.incumbent === undefined ? null : `V${l.incumbent}`,
      bids: l.amounts.slice(0, vendors).flatMap((a, v) => (a === undefined ? [] : [{ vendorId: `V${v}`, amount: new Big(a).div(100).toFixed(2) }])),
    })),
    maxVendors,
    incumbentMinSharePct,
    wholeLanes,
  }));

describe('optimiseAllocation against brute force', () => {
  it('finds the optimum (or infeasibility) of 300 small random instances', async () => {
    await fc.assert(
      fc.asyncProperty(problems, async (problem) => {
        const expected = bruteForce(problem);
        const solution = await optimiseAllocation(problem);
        if (expected === undefined) {
          expect(solution.status).toBe('INFEASIBLE');
          expect(solution.reason).toBeTruthy();
          return;
        }
        expect(solution.status).toBe('OPTIMAL');
        expect(new Big(solution.total!).minus(expected).abs().lte('0.01')).toBe(true);
        const byLane = new Map<string, Big>();
        for (const a of solution.allocations) byLane.set(a.laneId, (byLane.get(a.laneId) ?? new Big(0)).plus(a.sharePct));
        const withBids = problem.lanes.filter((l) => l.bids.length > 0);
        expect([...byLane.keys()].sort()).toEqual(withBids.map((l) => l.laneId).sort());
        for (const sum of byLane.values()) expect(sum.eq(100)).toBe(true);
        if (problem.maxVendors !== undefined) expect(solution.vendorsUsed).toBeLessThanOrEqual(problem.maxVendors);
        if (problem.wholeLanes) expect(solution.allocations.every((a) => a.sharePct === '100.00')).toBe(true);
        for (const l of withBids) {
          if (!problem.incumbentMinSharePct || !l.incumbentId || !l.bids.some((b) => b.vendorId === l.incumbentId)) continue;
          const share = solution.allocations.find((a) => a.laneId === l.laneId && a.vendorId === l.incumbentId)?.sharePct ?? '0';
          expect(new Big(share).gte(problem.incumbentMinSharePct)).toBe(true);
        }
      }),
      { numRuns: 300, seed: 20271 },
    );
  });
});

describe('the binary-share model (the whole-lanes fallback)', () => {
  it('reaches the brute-force optimum on 150 random whole-lane instances', async () => {
    const glpk = await loadGlpk();
    await fc.assert(
      fc.asyncProperty(problems, async (problem) => {
        const whole = { ...problem, wholeLanes: true };
        const expected = bruteForce(whole);
        const vendors = new Map<string, number>();
        const lanes: AllocationLane[] = whole.lanes
          .filter((l) => l.bids.length > 0)
          .map((l) => {
            const bids = new Map(l.bids.map((b) => [vendors.get(b.vendorId) ?? vendors.set(b.vendorId, vendors.size).get(b.vendorId)!, new Big(b.amount)] as const));
            const inc = l.incumbentId === null ? undefined : vendors.get(l.incumbentId);
            return { laneId: l.laneId, volume: l.volume, incumbent: inc !== undefined && bids.has(inc) ? inc : null, bids };
          });
        if (lanes.length === 0) return;
        const maxVendors = whole.maxVendors !== undefined && whole.maxVendors < vendors.size ? whole.maxVendors : undefined;
        const model = allocationModel(glpk, lanes, { maxVendors, minShare: (whole.incumbentMinSharePct ?? 0) / 100, wholeLanes: true, binaryShares: true });
        const result = glpk.solve(model.lp, { msglev: glpk.GLP_MSG_OFF }).result;
        if (expected === undefined) expect(result.status).not.toBe(glpk.GLP_OPT);
        else {
          expect(result.status).toBe(glpk.GLP_OPT);
          expect(Math.abs(result.z - Number(expected))).toBeLessThan(0.01);
        }
      }),
      { numRuns: 150, seed: 20272 },
    );
  });
});
