// Figures of a bench: percentiles of sorted timings and their one-line summary.

/** The `p`th percentile (0–100) of ascending `sorted` times (nearest rank). */
export const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** `12.3 ms`. */
export const ms = (v) => `${v.toFixed(1)} ms`;

/** `p50 12.3 ms, p95 45.6 ms` of unsorted `times`. */
export function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${ms(pct(sorted, 50))}, p95 ${ms(pct(sorted, 95))}`;
}
