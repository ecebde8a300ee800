import { toCsv, type DataColumn } from '@portolan/sdk';
import type { CompareLane, CompareMatrix } from '../../../shared/types';
import type { AllocationDraft } from './allocationDraft';

/**
 * The compare matrix as CSV, one row per lane (the lanes shown, filters applied): the lane, baseline and
 * current rate, each vendor's bid and rank, the saving of L1 against baseline, and the allocation being edited.
 */
export function matrixCsv(matrix: CompareMatrix, lanes: CompareLane[], draft: AllocationDraft): string {
  const bidOf = (row: CompareLane, vendorId: string) => row.bids.find((b) => b.vendorCompanyId === vendorId);
  const nameOf = (vendorId: string) => matrix.vendors.find((v) => v.vendorCompanyId === vendorId)?.vendorName ?? vendorId;
  const columns: DataColumn<CompareLane>[] = [
    { id: 'line', title: 'Line', render: (r) => r.lane.lineNo },
    { id: 'origin', title: 'Origin', render: (r) => r.lane.origin },
    { id: 'destination', title: 'Destination', render: (r) => r.lane.destination },
    { id: 'type', title: 'Container type', render: (r) => r.lane.containerType },
    { id: 'volume', title: 'Volume', render: (r) => r.lane.volume },
    { id: 'currency', title: 'Currency', render: () => matrix.currency },
    { id: 'baseline', title: 'Baseline', render: (r) => r.lane.baselineAmount ?? '' },
    { id: 'current', title: 'Current', render: (r) => r.lane.currentAmount ?? '' },
    ...matrix.vendors.flatMap((v): DataColumn<CompareLane>[] => [
      { id: `${v.vendorCompanyId}-amount`, title: v.vendorName, render: (r) => bidOf(r, v.vendorCompanyId)?.amount ?? '' },
      { id: `${v.vendorCompanyId}-rank`, title: `${v.vendorName} rank`, render: (r) => (bidOf(r, v.vendorCompanyId) ? `L${bidOf(r, v.vendorCompanyId)!.rank}` : '') },
    ]),
    { id: 'l1', title: 'L1', render: (r) => r.bids.find((b) => b.rank === 1)?.amount ?? '' },
    { id: 'saving', title: 'L1 vs baseline %', render: (r) => r.savingVsBaselinePct ?? '' },
    { id: 'savingCurrent', title: 'L1 vs current %', render: (r) => r.savingVsCurrentPct ?? '' },
    { id: 'allocation', title: 'Allocation', render: (r) => (draft[r.lane._id] ?? []).map((s) => `${nameOf(s.vendorCompanyId)} ${s.sharePct}%`).join('; ') },
  ];
  return toCsv(columns, lanes);
}
