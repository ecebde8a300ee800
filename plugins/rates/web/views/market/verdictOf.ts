import { currencyDigits, formatMoney, percentDifference, weightedMean } from '@portolan/sdk';
import type { LaneAverage } from '../../../shared/types';

/** "12% below the 12-month lane average (USD 1,250.00)", from exact decimals. */
export function verdictOf(price: string, average: LaneAverage): { text: string; mean: string } | undefined {
  const mean = weightedMean(
    average.points.map((p) => ({ value: p.average, weight: Math.max(1, p.samples) })),
    currencyDigits(average.currency),
  );
  if (!mean) return undefined;
  const diff = percentDifference(price, mean);
  const where = diff === 0 ? 'at' : `${Math.abs(diff)}% ${diff < 0 ? 'below' : 'above'}`;
  return { text: `${where} the ${average.points.length}-month lane average (${formatMoney({ decimal: mean }, average.currency)})`, mean };
}
