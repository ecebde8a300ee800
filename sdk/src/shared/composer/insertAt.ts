/** A copy of `list` with `item` at `index` (default, or not a number: last; clamped to the list, fractions dropped). */
export function insertAt<T>(list: readonly T[], item: T, index?: number): T[] {
  const at = typeof index === 'number' && !Number.isNaN(index) ? Math.min(Math.max(Math.trunc(index), 0), list.length) : list.length;
  return [...list.slice(0, at), item, ...list.slice(at)];
}
