import Big from 'big.js';
import type { Tier } from './TariffTerms';

/**
 * What is wrong with a tariff's tiers, each as [field, message] (field relative to the tiers array,
 * e.g. '1.fromDay'): the first must start the day after the free days, each the day after the one before
 * ends, only the last may be open-ended (and it must be), per diems are exact non-negative decimals.
 */
export function tierProblems(freeDays: number, tiers: readonly Tier[]): Array<[string, string]> {
  const problems: Array<[string, string]> = [];
  if (tiers.length === 0) return [['', 'needs at least one tier']];
  let expected = freeDays + 1;
  tiers.forEach((tier, i) => {
    if (tier.fromDay !== expected) problems.push([`${i}.fromDay`, `must be ${expected} (${i === 0 ? 'the day after the free days' : 'the day after the tier before ends'})`]);
    const last = i === tiers.length - 1;
    if (last && tier.toDay !== null) problems.push([`${i}.toDay`, 'must be empty: the last tier runs on']);
    if (!last && tier.toDay === null) problems.push([`${i}.toDay`, 'must be set: only the last tier runs on']);
    if (tier.toDay !== null && tier.toDay < tier.fromDay) problems.push([`${i}.toDay`, `must be ${tier.fromDay} or later`]);
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(tier.perDiem)) problems.push([`${i}.perDiem`, 'must be an amount like 75.00']);
    else if (new Big(tier.perDiem).lt(0)) problems.push([`${i}.perDiem`, 'must not be negative']);
    expected = (tier.toDay ?? tier.fromDay) + 1;
  });
  return problems;
}
