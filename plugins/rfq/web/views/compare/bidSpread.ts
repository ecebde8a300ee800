import { compareDecimals, divideDecimal, multiplyDecimal, sumDecimals, type BandLinePoint } from '@portolan/sdk';
import type { CompareLane } from '../../../shared/types';

/** A bid as a percent of the lane's baseline, to one decimal. */
function pctOf(amount: string, baseline: string): string {
  return divideDecimal(multiplyDecimal(amount, '100', 4)!, baseline, 1);
}

/** The median of decimal strings (the mean of the two middle ones for an even count). */
export function medianOf(amounts: string[]): string {
  const sorted = [...amounts].sort(compareDecimals);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : divideDecimal(sumDecimals([sorted[mid - 1], sorted[mid]]), '2', 2);
}

/**
 * The spread of each lane's bids against its baseline, in percent of the baseline (so lanes of any price
 * read on one scale, the baseline at 100): the line L1, the band L1 to the median, the whiskers min to max.
 * Lanes without a baseline or bids are left out.
 */
export function bidSpread(lanes: CompareLane[]): BandLinePoint[] {
  return lanes
    .filter((l) => l.lane.baselineAmount && compareDecimals(l.lane.baselineAmount, '0') > 0 && l.bids.length)
    .map((l) => {
      const base = l.lane.baselineAmount!;
      const amounts = l.bids.map((b) => b.amount).sort(compareDecimals);
      return {
        label: `${l.lane.lineNo}`,
        value: pctOf(amounts[0], base),
        low: pctOf(amounts[0], base),
        high: pctOf(medianOf(amounts), base),
        min: pctOf(amounts[0], base),
        max: pctOf(amounts[amounts.length - 1], base),
      };
    });
}
