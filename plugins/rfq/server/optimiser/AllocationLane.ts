import type Big from 'big.js';

/** A lane with bids, vendors as indexes (optimiseAllocation's working form). */
export interface AllocationLane {
  laneId: string;
  volume: number;
  /** The incumbent's vendor index when it bid on the lane. */
  incumbent: number | null;
  /** The cheapest bid of each vendor (vendor index → amount). */
  bids: Map<number, Big>;
}
