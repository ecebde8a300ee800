import { compareDecimals } from '@portolan/sdk';
import type { RateOption } from '../../../shared/types';
import type { SortKey } from './searchParams';

/**
 * The options in the order the toggle asks: cheapest (total, then transit), fastest (transit days,
 * unknown last, then total) or best value (the server's score, highest first, then total). Totals are
 * compared as exact decimals. Returns a new array.
 */
export function sortOptions(options: readonly RateOption[], sort: SortKey): RateOption[] {
  const transit = (o: RateOption) => o.transitDays ?? Number.POSITIVE_INFINITY;
  const byTotal = (a: RateOption, b: RateOption) => compareDecimals(a.total, b.total);
  const byTransit = (a: RateOption, b: RateOption) => transit(a) - transit(b) || 0;
  const order: Record<SortKey, (a: RateOption, b: RateOption) => number> = {
    cheapest: (a, b) => byTotal(a, b) || byTransit(a, b),
    fastest: (a, b) => byTransit(a, b) || byTotal(a, b),
    best: (a, b) => b.score - a.score || byTotal(a, b),
  };
  return [...options].sort((a, b) => order[sort](a, b) || a.id.localeCompare(b.id));
}
