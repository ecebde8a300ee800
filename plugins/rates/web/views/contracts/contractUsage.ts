/** `GET /api/rates/v3/contracts/:id/usage`: TEU shipped under a contract, by month (README). */
export interface ContractUsage {
  mqcTeu: number;
  usedTeu: number;
  months: Array<{ month: string; teu: number; shipments: number }>;
}

export type UsageMonth = ContractUsage['months'][number] & { cumulative: number };

/** `YYYY-MM` months from `from` to `to` (both `YYYY-MM…`), inclusive. */
function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [year, month] = from.slice(0, 7).split('-').map(Number);
  const last = to.slice(0, 7);
  for (let guard = 0; guard < 600; guard++) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > last) break;
    out.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return out;
}

/**
 * Every month of the contract from its first to the last one that has begun (today or its end, the
 * earlier; months the server names are kept too), with 0 TEU where nothing shipped, and the running total.
 */
export function usageMonths(usage: ContractUsage, contract: { validFrom: string; validTo: string }, today: string): UsageMonth[] {
  const until = today < contract.validTo ? today : contract.validTo;
  const byMonth = new Map(usage.months.map((m) => [m.month, m]));
  const keys = new Set([...(until >= contract.validFrom ? monthsBetween(contract.validFrom, until) : []), ...byMonth.keys()]);
  let running = 0;
  return [...keys].sort().map((month) => {
    const m = byMonth.get(month) ?? { month, teu: 0, shipments: 0 };
    running += m.teu;
    return { ...m, cumulative: running };
  });
}

/** The MQC spread evenly over the validity's months (rounded): the monthly pace that meets it. */
export function monthlyPace(mqcTeu: number, contract: { validFrom: string; validTo: string }): number {
  return Math.round(mqcTeu / Math.max(1, monthsBetween(contract.validFrom, contract.validTo).length));
}

/** `2026-03` → `Mar 2026`. */
export function monthLabel(month: string): string {
  const [year, mon] = month.split('-').map(Number);
  if (!year || !mon) return month;
  return new Date(Date.UTC(year, mon - 1, 1)).toLocaleDateString('en', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}
