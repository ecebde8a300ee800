import { addDays } from '@portolan/sdk';
import type { AgeingBucketId } from '../../../shared/states';

/** Days to the due date each ageing bucket covers (negative: past due), inclusive; undefined: open-ended. */
const RANGES: Record<AgeingBucketId, [number | undefined, number | undefined]> = {
  OVERDUE_90: [undefined, -91],
  OVERDUE_31_90: [-90, -31],
  OVERDUE_1_30: [-30, -1],
  DUE_0_30: [0, 30],
  DUE_31_90: [31, 90],
  DUE_91_180: [91, 180],
  DUE_180: [181, undefined],
};

/** The bills list's view (URL query) showing one bucket's open bills: overdue or not, and the due-date range as of the answer's day. */
export function bucketView(id: AgeingBucketId, asOf: string): Record<string, string> {
  const [from, to] = RANGES[id];
  const view: Record<string, string> = { overdue: id.startsWith('OVERDUE') ? 'true' : 'false' };
  if (from !== undefined) view.dueFrom = addDays(asOf.slice(0, 10), from);
  if (to !== undefined) view.dueTo = addDays(asOf.slice(0, 10), to);
  return view;
}
