import { compareDecimals } from '@portolan/sdk';
import type { CompareLane } from '../../../shared/types';

/** The matrix's filters: ports and container type ('' = any), and "only lanes where L1 is above baseline". */
export interface LaneFilters {
  origin: string;
  destination: string;
  containerType: string;
  aboveBaseline: boolean;
}

export const NO_FILTERS: LaneFilters = { origin: '', destination: '', containerType: '', aboveBaseline: false };

/** Whether the lane's cheapest bid is dearer than its baseline. */
export function l1AboveBaseline(row: CompareLane): boolean {
  const l1 = row.bids.find((b) => b.rank === 1);
  return Boolean(l1 && row.lane.baselineAmount && compareDecimals(l1.amount, row.lane.baselineAmount) > 0);
}

export function filterLanes(lanes: CompareLane[], f: LaneFilters): CompareLane[] {
  return lanes.filter(
    (l) =>
      (!f.origin || l.lane.origin === f.origin) &&
      (!f.destination || l.lane.destination === f.destination) &&
      (!f.containerType || l.lane.containerType === f.containerType) &&
      (!f.aboveBaseline || l1AboveBaseline(l)),
  );
}
