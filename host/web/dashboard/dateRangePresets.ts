import { addDays, todayUtc } from '@portolan/sdk';

/** The filter bar's quick date ranges, each ending today (UTC calendar days). */
export const DATE_RANGE_PRESETS: readonly { id: string; title: string; range: (today: string) => { from: string; to: string } }[] = [
  { id: 'last30', title: 'Last 30 days', range: (today) => ({ from: addDays(today, -29), to: today }) },
  { id: 'last90', title: 'Last 90 days', range: (today) => ({ from: addDays(today, -89), to: today }) },
  { id: 'last365', title: 'Last 365 days', range: (today) => ({ from: addDays(today, -364), to: today }) },
  { id: 'yearToDate', title: 'Year to date', range: (today) => ({ from: `${today.slice(0, 4)}-01-01`, to: today }) },
];

/** The preset a range is, if any (its button shows pressed). */
export function presetOf(from: string, to: string, today: string = todayUtc()): string | undefined {
  return DATE_RANGE_PRESETS.find((p) => {
    const r = p.range(today);
    return r.from === from && r.to === to;
  })?.id;
}
