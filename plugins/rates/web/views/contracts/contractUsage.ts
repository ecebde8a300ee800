/** `GET /api/rates/v3/contracts/:id/usage`: TEU shipped under a contract, by month (README). */
export interface ContractUsage {
  mqcTeu: number;
  usedTeu: number;
  months: Array<{ month: string; teu: number; shipments: number }>;
}

/** The months with their running total (cumulative TEU), oldest first. */
export function withCumulative(months: ContractUsage['months']): Array<ContractUsage['months'][number] & { cumulative: number }> {
  let running = 0;
  return [...months]
    .sort((a, b) => a.month.localeCompare(b.month))
    .map((m) => {
      running += m.teu;
      return { ...m, cumulative: running };
    });
}

/** `2026-03` → `Mar 2026`. */
export function monthLabel(month: string): string {
  const [year, mon] = month.split('-').map(Number);
  if (!year || !mon) return month;
  return new Date(Date.UTC(year, mon - 1, 1)).toLocaleDateString('en', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}
