import Big from 'big.js';
import type { CompareMatrix, PortSummaryRow, VendorSummaryRow } from '../../shared/types';

const laneAllocated = (lane: CompareMatrix['lanes'][number]) =>
  lane.allocations.length ? lane.allocations.reduce((s, a) => s.plus(new Big(a.amount).times(lane.lane.volume).times(a.sharePct).div(100)), new Big(0)) : null;

/** Per origin and destination port: lanes, volume, baseline, best (L1) and allocated totals, and the saving of allocated (else best) against baseline on the lanes that have both. */
export function portSummaryOf(matrix: CompareMatrix): PortSummaryRow[] {
  type Acc = { lanes: number; volume: number; baseline: Big | null; best: Big | null; allocated: Big | null; cmpBase: Big; cmpAmount: Big };
  const acc = new Map<string, Acc>();
  const plus = (a: Big | null, b: Big | null) => (b === null ? a : (a ?? new Big(0)).plus(b));
  for (const lane of matrix.lanes) {
    const { volume, baselineAmount } = lane.lane;
    const baseline = baselineAmount ? new Big(baselineAmount).times(volume) : null;
    const best = lane.bids[0] ? new Big(lane.bids[0].amount).times(volume) : null;
    const allocated = laneAllocated(lane);
    for (const [side, port] of [['ORIGIN', lane.lane.origin], ['DESTINATION', lane.lane.destination]] as const) {
      const key = `${side}:${port}`;
      const a = acc.get(key) ?? { lanes: 0, volume: 0, baseline: null, best: null, allocated: null, cmpBase: new Big(0), cmpAmount: new Big(0) };
      const award = allocated ?? best;
      acc.set(key, {
        lanes: a.lanes + 1, volume: a.volume + volume, baseline: plus(a.baseline, baseline), best: plus(a.best, best), allocated: plus(a.allocated, allocated),
        cmpBase: baseline && award ? a.cmpBase.plus(baseline) : a.cmpBase, cmpAmount: baseline && award ? a.cmpAmount.plus(award) : a.cmpAmount,
      });
    }
  }
  return [...acc].map(([key, a]) => {
    const [side, port] = key.split(':') as ['ORIGIN' | 'DESTINATION', string];
    return {
      side, port, lanes: a.lanes, volume: a.volume, baselineTotal: a.baseline?.toFixed(2) ?? null, bestTotal: a.best?.toFixed(2) ?? null, allocatedTotal: a.allocated?.toFixed(2) ?? null,
      savingPct: a.cmpBase.gt(0) ? a.cmpAmount.minus(a.cmpBase).times(100).div(a.cmpBase).toFixed(2) : null,
    };
  }).sort((x, y) => x.side.localeCompare(y.side) * -1 || x.port.localeCompare(y.port));
}

/** Per invited vendor: lanes bid, L1/L2/L3 counts, bid total, allocated lanes, volume and total. */
export function vendorSummaryOf(matrix: CompareMatrix): VendorSummaryRow[] {
  return matrix.vendors.map((v) => {
    let l1 = 0, l2 = 0, l3 = 0, lanesAllocated = 0, allocatedVolume = new Big(0);
    let allocated: Big | null = null;
    for (const lane of matrix.lanes) {
      const bid = lane.bids.find((b) => b.vendorCompanyId === v.vendorCompanyId);
      if (bid?.rank === 1) l1++;
      else if (bid?.rank === 2) l2++;
      else if (bid?.rank === 3) l3++;
      const share = lane.allocations.find((a) => a.vendorCompanyId === v.vendorCompanyId);
      if (share) {
        lanesAllocated++;
        const vol = new Big(lane.lane.volume).times(share.sharePct).div(100);
        allocatedVolume = allocatedVolume.plus(vol);
        allocated = (allocated ?? new Big(0)).plus(vol.times(share.amount));
      }
    }
    return {
      vendorCompanyId: v.vendorCompanyId, vendorName: v.vendorName, status: v.status, lanesBid: v.lanesBid, l1, l2, l3, bidTotal: v.total,
      lanesAllocated, allocatedVolume: Number(allocatedVolume.toFixed(2)), allocatedTotal: (allocated as Big | null)?.toFixed(2) ?? null,
    };
  });
}
