import { compareDecimals, divideDecimal, multiplyDecimal, sumDecimals } from '@portolan/sdk';
import type { AwardedLane, Rfq, RfqLane } from '../../../shared/types';

export interface AwardSummaryShare {
  vendorName: string;
  sharePct: string;
  /** Per container. */
  amount: string;
  /** Containers of the lane's volume this share stands for (may be fractional). */
  volume: string;
  /** volume × share ÷ 100 × amount, to the cent. */
  value: string;
}

export interface AwardSummaryLane {
  lane: RfqLane;
  shares: AwardSummaryShare[];
  /** Σ of the shares' values. */
  awardedValue: string | null;
  /** volume × baseline. */
  baselineValue: string | null;
  /** baselineValue − awardedValue (positive = saved), when both are known. */
  saving: string | null;
}

export interface AwardSummary {
  lanes: AwardSummaryLane[];
  vendors: Array<{ vendorName: string; lanes: number; value: string }>;
  awardedTotal: string;
  /** Σ baseline over the lanes awarded and with a baseline. */
  baselineTotal: string | null;
  /** Over the lanes with a baseline: baseline − awarded, and that as a percentage of the baseline. */
  saving: string | null;
  savingPct: string | null;
}

const negate = (value: string) => (value.startsWith('-') ? value.slice(1) : `-${value}`);
const minus = (a: string, b: string) => sumDecimals([a, negate(b)]);

/**
 * The award summary of an RFQ from its lanes and the awarded lanes (one row per lane and vendor):
 * each share's value to the cent, the lane's and the award's totals as exact sums of those, the saving
 * against the baseline over the lanes that have one. No floats.
 */
export function awardSummaryOf(rfq: Rfq, awarded: readonly AwardedLane[]): AwardSummary {
  const byLane = new Map<string, AwardedLane[]>();
  for (const a of awarded) byLane.set(a.laneId, [...(byLane.get(a.laneId) ?? []), a]);
  const lanes = rfq.lanes.map((lane): AwardSummaryLane => {
    const shares = (byLane.get(lane._id) ?? []).map((a) => {
      const volume = divideDecimal(multiplyDecimal(String(lane.volume), a.sharePct, 4)!, '100', 2);
      const value = divideDecimal(multiplyDecimal(multiplyDecimal(String(lane.volume), a.sharePct, 4)!, a.amount, 6)!, '100', 2);
      return { vendorName: a.vendorName, sharePct: a.sharePct, amount: a.amount, volume, value };
    });
    const awardedValue = shares.length ? sumDecimals(shares.map((s) => s.value)) : null;
    const baselineValue = lane.baselineAmount ? multiplyDecimal(String(lane.volume), lane.baselineAmount, 2)! : null;
    return { lane, shares, awardedValue, baselineValue, saving: awardedValue && baselineValue ? minus(baselineValue, awardedValue) : null };
  });
  const vendorMap = new Map<string, { vendorName: string; lanes: number; values: string[] }>();
  for (const l of lanes)
    for (const s of l.shares) {
      const v = vendorMap.get(s.vendorName) ?? { vendorName: s.vendorName, lanes: 0, values: [] };
      v.lanes++;
      v.values.push(s.value);
      vendorMap.set(s.vendorName, v);
    }
  const compared = lanes.filter((l) => l.saving !== null);
  const baselineTotal = compared.length ? sumDecimals(compared.map((l) => l.baselineValue!)) : null;
  const saving = compared.length ? sumDecimals(compared.map((l) => l.saving!)) : null;
  return {
    lanes,
    vendors: [...vendorMap.values()].map((v) => ({ vendorName: v.vendorName, lanes: v.lanes, value: sumDecimals(v.values) })).sort((a, b) => a.vendorName.localeCompare(b.vendorName)),
    awardedTotal: sumDecimals(lanes.flatMap((l) => (l.awardedValue ? [l.awardedValue] : []))),
    baselineTotal,
    saving,
    savingPct: baselineTotal && saving && compareDecimals(baselineTotal, '0') !== 0 ? divideDecimal(multiplyDecimal(saving, '100', 4)!, baselineTotal, 1) : null,
  };
}
