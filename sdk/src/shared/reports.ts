/**
 * The reporting contract every report and dashboard widget shares (`/api/reporting/v2/<name>Query`):
 * one filter (date range, carriers, origins, destinations, modes, plus drill keys), one answer (rows,
 * the columns that describe them, and the series to draw). A report's server half is `defineReport`
 * (`@portolan/sdk/server`); its web half is `ReportView` / `ReportWidget` (`@portolan/sdk`).
 */

/** Transport modes of the filter (a shipment's mode). */
export const REPORT_MODES = ['FCL', 'LCL'] as const;
export type ReportMode = (typeof REPORT_MODES)[number];

/** The filter every report takes. Dates are calendar days (YYYY-MM-DD, UTC), both ends included. */
export interface ReportFilter {
  from: string;
  to: string;
  /** SCAC codes (e.g. MAEU). Empty: every carrier. */
  carriers: string[];
  /** Ports of loading (UN/LOCODE). Empty: all. */
  origins: string[];
  /** Ports of discharge (UN/LOCODE). Empty: all. */
  destinations: string[];
  modes: ReportMode[];
  /**
   * Narrowing to the rows behind one bar or point (a report's rows carry the `drill` that opens them):
   * e.g. `{ month: '2026-03' }`, `{ carrier: 'MAEU', onTime: 'late' }`, `{ transshipmentPort: 'SGSIN' }`.
   */
  drill: Record<string, string>;
}

/** How many days the default filter looks back (today included). */
export const REPORT_DEFAULT_DAYS = 365;
/** The longest range one query may cover (a 400 beyond it). */
export const REPORT_MAX_DAYS = 3 * 366;
/** At most this many values per list filter. */
export const REPORT_MAX_LIST = 50;

export type ReportColumnType = 'text' | 'number' | 'percent' | 'days' | 'date' | 'money' | 'mass';

export interface ReportColumn {
  key: string;
  title: string;
  type: ReportColumnType;
  /** A dimension (group by it, pivot on it) rather than a measure. */
  dimension?: boolean;
  /** Digits after the point for numbers (default 0; percent 1; days 1). */
  digits?: number;
}

export type ReportChartKind = 'line' | 'bar' | 'hbar' | 'stacked' | 'band' | 'map' | 'kpi' | 'table';

/** What to draw: `x` is a column of the rows, `y` the measures (one series each). */
export interface ReportSeries {
  kind: ReportChartKind;
  x: string;
  y: string[];
  /** For 'band': the low and high columns around the first measure (e.g. p10/p90 transit days). */
  band?: [string, string];
  /** For 'stacked'/'bar' with a dimension per series (e.g. status): the column whose values split the bars. */
  split?: string;
}

export interface ReportRow {
  [column: string]: string | number | null | Record<string, string> | Record<string, Record<string, string>> | undefined;
  /** The filter narrowing that lists the records behind this row (`/insights/v2/shipments?…`). */
  drill?: Record<string, string>;
  /** A per-measure narrowing (the 'late' part of a carrier's bar): a click on measure m uses `drillBy[m] ?? drill`. */
  drillBy?: Record<string, Record<string, string>>;
  /** The screen of the one record this row is (e.g. `/rfq/<id>`), when the row is a record rather than a group. */
  href?: string;
}

export interface ReportResult {
  name: string;
  title: string;
  columns: ReportColumn[];
  rows: ReportRow[];
  series: ReportSeries;
  /** Headline figures (e.g. total shipments, on-time %), keyed by column key. */
  totals?: Record<string, number | null>;
  /** The filter as the server applied it (defaults filled in). */
  filter: ReportFilter;
  /** When the answer was computed (ISO 8601). */
  generatedAt: string;
  /** Notes a reader needs (definitions, a tolerance used, a factor set). */
  notes?: string[];
}

/** A report as the catalogue lists it (`GET /api/reporting/v2/catalogue`). */
export interface ReportDescriptor {
  name: string;
  title: string;
  description: string;
  /** The area it belongs to (plugin id), for grouping on /reports. */
  area: string;
  /** The SPEC §9 dashboard toggle it answers, if any. */
  specName?: string;
  columns: ReportColumn[];
  series: ReportSeries;
  /** The drill keys its rows carry (and its query accepts). */
  drillKeys: string[];
}

/** YYYY-MM-DD of a Date (UTC). */
function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The default filter: the last {@link REPORT_DEFAULT_DAYS} days, everything else open. */
export function defaultReportFilter(now: Date = new Date()): ReportFilter {
  const from = new Date(now.getTime() - (REPORT_DEFAULT_DAYS - 1) * 86_400_000);
  return { from: dayOf(from), to: dayOf(now), carriers: [], origins: [], destinations: [], modes: [], drill: {} };
}

const LIST_KEYS = ['carriers', 'origins', 'destinations', 'modes'] as const;

/**
 * The filter as URL query parameters (`from`, `to`, comma lists, `drill.<key>`): the shape both the
 * API's querystring and a shareable screen URL use. Empty values are left out.
 */
export function reportFilterToQuery(filter: Partial<ReportFilter>): Record<string, string> {
  const out: Record<string, string> = {};
  if (filter.from) out.from = filter.from;
  if (filter.to) out.to = filter.to;
  for (const key of LIST_KEYS) {
    const values = filter[key];
    if (values && values.length > 0) out[key] = values.join(',');
  }
  for (const [key, value] of Object.entries(filter.drill ?? {})) if (value !== '') out[`drill.${key}`] = value;
  return out;
}

/** The filter from query parameters (unknown keys ignored; nothing validated: the server's `parseReportFilter` does). */
export function reportFilterFromQuery(query: Record<string, string | undefined>, now: Date = new Date()): ReportFilter {
  const base = defaultReportFilter(now);
  const list = (value: string | undefined) => (value ? value.split(',').map((v) => v.trim()).filter(Boolean) : []);
  const drill: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (key.startsWith('drill.') && value) drill[key.slice(6)] = value;
  return {
    from: query.from || base.from,
    to: query.to || base.to,
    carriers: list(query.carriers),
    origins: list(query.origins),
    destinations: list(query.destinations),
    modes: list(query.modes) as ReportMode[],
    drill,
  };
}

/** How a full-page report is shown: grouping, pivot, chart or table, sort. */
export interface ReportViewLayout {
  /** Dimension columns to group the rows by (measures summed, or averaged for percent/days columns). */
  groupBy?: string[];
  /** A cross-table: one dimension down, one across, one measure in the cells. */
  pivot?: { rows: string; columns: string; measure: string } | null;
  display?: 'chart' | 'table' | 'both';
  sort?: { key: string; direction: 'asc' | 'desc' } | null;
}

/** The screen that lists the shipments behind a shipment-based report's bar or point (the analytics area serves it). */
export const REPORT_DRILL_PATH = '/insights/v2/shipments';

/** The link to the records behind a row: the drill list with the filter plus the row's `drill`. */
export function reportDrillHref(filter: ReportFilter, drill: Record<string, string>, path: string = REPORT_DRILL_PATH): string {
  const query = new URLSearchParams(reportFilterToQuery({ ...filter, drill: { ...filter.drill, ...drill } }));
  return `${path}?${query.toString()}`;
}
