/** The lanes to allocate and the owner's constraints (see optimiseAllocation). */
export interface OptimiseProblem {
  lanes: Array<{ laneId: string; volume: number; incumbentId: string | null; bids: Array<{ vendorId: string; amount: string }> }>;
  /** At most this many vendors across all lanes (≥ 1). */
  maxVendors?: number;
  /** 0..100: on a lane whose incumbent bid, the incumbent keeps at least this percent of the volume. */
  incumbentMinSharePct?: number;
  /** true: each lane goes to exactly one vendor. */
  wholeLanes?: boolean;
}

/** The cheapest allocation, proven optimal by the solver, or why none exists. */
export interface OptimiseSolution {
  status: 'OPTIMAL' | 'INFEASIBLE';
  reason: string | null;
  /** Shares of a lane sum to exactly "100" (2 decimals). */
  allocations: Array<{ laneId: string; vendorId: string; sharePct: string }>;
  /** Σ volume × amount × share / 100, exact, 2 decimals. */
  total: string | null;
  /** Every lane to its cheapest bid, no constraints. */
  unconstrainedTotal: string | null;
  vendorsUsed: number;
  solver: { algorithm: string; variables: number; constraints: number; ms: number };
}
