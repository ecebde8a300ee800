import Big from 'big.js';
import type { LP } from 'glpk.js/node';
import type { loadGlpk } from './loadGlpk';
import type { AllocationLane } from './AllocationLane';

type Glpk = Awaited<ReturnType<typeof loadGlpk>>;

export interface AllocationModelOptions {
  /** Limit the vendors (only when it is below the number of vendors who bid). */
  maxVendors?: number;
  /** The incumbent's minimum share, as a fraction (0 when none). */
  minShare: number;
  wholeLanes: boolean;
  /**
   * Shares as binaries. Without them, whole lanes still come out whole: with the vendor choice y fixed, the
   * lanes' shares form a product of simplices whose vertices are whole lanes, and the incumbent's lanes are
   * fixed at 1 (a binary share ≥ minShare > 0 is 1); the caller checks and falls back to binaries otherwise.
   */
  binaryShares: boolean;
}

/** The share variable of lane l and vendor v. */
export const shareVar = (l: number, v: number) => `x${l}_${v}`;
const vendorVar = (v: number) => `y${v}`;

/**
 * The mixed-integer programme of optimiseAllocation: min Σ vol·amount·x; Σ_v x_lv = 1; x_lv ∈ [0, 1];
 * x_lv ≤ y_v, Σ y_v ≤ maxVendors, y_v ∈ {0, 1}; x_l,inc ≥ minShare.
 */
export function allocationModel(glpk: Glpk, lanes: readonly AllocationLane[], options: AllocationModelOptions): { lp: LP; variables: number; constraints: number; isMip: boolean } {
  const { maxVendors, minShare, wholeLanes, binaryShares } = options;
  const objective: LP['objective']['vars'] = [];
  const rows: LP['subjectTo'] = [];
  const bounds: NonNullable<LP['bounds']> = [];
  const binaries: string[] = [];
  const vendors = new Set<number>();
  lanes.forEach((lane, l) => {
    const share: LP['objective']['vars'] = [];
    for (const [v, amount] of lane.bids) {
      vendors.add(v);
      const x = shareVar(l, v);
      objective.push({ name: x, coef: Number(new Big(lane.volume).times(amount)) });
      share.push({ name: x, coef: 1 });
      const incumbentHere = minShare > 0 && lane.incumbent === v;
      if (binaryShares) {
        // GLPK gives binaries their [0, 1] bounds itself (and drops any others): the incumbent's share is a row.
        binaries.push(x);
        if (incumbentHere) rows.push({ name: `inc${l}`, vars: [{ name: x, coef: 1 }], bnds: { type: glpk.GLP_LO, lb: minShare, ub: 1 } });
      } else if (incumbentHere && (wholeLanes || minShare >= 1)) {
        bounds.push({ name: x, type: glpk.GLP_FX, lb: 1, ub: 1 });
      } else {
        bounds.push({ name: x, type: glpk.GLP_DB, lb: incumbentHere ? minShare : 0, ub: 1 });
      }
      if (maxVendors !== undefined) rows.push({ name: `use${l}_${v}`, vars: [{ name: x, coef: 1 }, { name: vendorVar(v), coef: -1 }], bnds: { type: glpk.GLP_UP, lb: 0, ub: 0 } });
    }
    rows.push({ name: `lane${l}`, vars: share, bnds: { type: glpk.GLP_FX, lb: 1, ub: 1 } });
  });
  if (maxVendors !== undefined) {
    for (const v of vendors) {
      binaries.push(vendorVar(v));
      objective.push({ name: vendorVar(v), coef: 0 });
    }
    rows.push({ name: 'vendors', vars: [...vendors].map((v) => ({ name: vendorVar(v), coef: 1 })), bnds: { type: glpk.GLP_UP, lb: 0, ub: maxVendors } });
  }
  const lp: LP = { name: 'allocation', objective: { direction: glpk.GLP_MIN, name: 'cost', vars: objective }, subjectTo: rows, bounds, ...(binaries.length ? { binaries } : {}) };
  return { lp, variables: objective.length, constraints: rows.length, isMip: binaries.length > 0 };
}
