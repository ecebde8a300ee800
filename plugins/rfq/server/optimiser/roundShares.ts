import Big from 'big.js';

/**
 * A lane's shares (fractions of 1 from the solver) as percent strings with 2 decimals that sum to exactly
 * "100": each rounded, shares that round to 0 dropped, the remainder put on the largest share.
 */
export function roundShares<T extends { fraction: number }>(shares: readonly T[]): Array<T & { sharePct: string }> {
  const rounded = shares.map((s) => ({ ...s, pct: new Big(Math.max(0, s.fraction) * 100).round(2, Big.roundHalfUp) })).filter((s) => s.pct.gt(0));
  if (rounded.length === 0) return [];
  const sum = rounded.reduce((acc, s) => acc.plus(s.pct), new Big(0));
  let largest = rounded[0]!;
  for (const s of rounded) if (s.pct.gt(largest.pct)) largest = s;
  largest.pct = largest.pct.plus(new Big(100).minus(sum));
  return rounded.map(({ pct, ...s }) => ({ ...(s as unknown as T), sharePct: pct.toFixed(2) }));
}
