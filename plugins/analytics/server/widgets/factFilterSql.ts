import { SqlParams, badRequest } from '@portolan/sdk/server';
import { addDays, isDay, type ReportFilter } from '@portolan/sdk/shared';
import { AGEING_BUCKETS, ON_TIME_TOLERANCE_HOURS } from '../../shared/widgets';

/** The day column a widget's date range applies to; null: a "now" widget (in transit, waiting) ignores the range. */
export type FactDateColumn = 'departed_on' | 'arrived_on' | null;

export interface FactFilterOptions {
  /** The viewer company: always the first condition (`company_id = $n`). */
  companyId: string;
  dateColumn: FactDateColumn;
  /** Parameters already used by the surrounding query: the filter's continue after them (not mutated). */
  params?: unknown[];
  /** "Now" for the ageing buckets and exception kinds (the report scope's `now`); default the clock. */
  now?: Date;
  /** A table alias to prefix the columns with (`f` → `f.company_id`), when the query joins. */
  alias?: string;
}

/** Builds one Watch Tower exception kind's condition: `column` prefixes a column name, `param` adds a parameter. */
export type FactExceptionSql = (sql: { column: (name: string) => string; param: (value: unknown, cast?: string) => string; now: Date; toleranceHours: number }) => string;

const exceptionKinds = new Map<string, FactExceptionSql>();

/**
 * The Watch Tower hook: its file registers each exception kind's condition over `analytics_facts`, so
 * `drill.exception=<kind>` narrows every shipment query (the drill list first) the way the widget counts.
 * Registering a kind twice replaces it (a module re-evaluated in tests).
 */
export function registerFactException(kind: string, sql: FactExceptionSql): void {
  exceptionKinds.set(kind, sql);
}

/** The exception kinds registered so far (for a 400's message). */
export function factExceptionKinds(): string[] {
  return [...exceptionKinds.keys()];
}

const STATUSES = ['BOOKED', 'IN_TRANSIT', 'ARRIVED', 'DELIVERED', 'CANCELLED'];
const LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;
const CARRIER = /^[A-Z]{2,4}$/;
const DAY_MS = 86_400_000;

function oneOf(key: string, value: string, allowed: readonly string[]): string {
  if (!allowed.includes(value)) throw badRequest(`drill.${key}: "${value}" is not one of ${allowed.join(', ')}`, `drill.${key}`);
  return value;
}

function matching(key: string, value: string, pattern: RegExp, what: string): string {
  const upper = value.trim().toUpperCase();
  if (!pattern.test(upper)) throw badRequest(`drill.${key}: "${value}" is not ${what}`, `drill.${key}`);
  return upper;
}

/**
 * The date column a shipment list should range on for a drill: arrivals (`arrival`) by arrival day;
 * the "now" drills (in transit, waiting at a transshipment port, ageing, due week, exceptions) not at all;
 * everything else by departure day.
 */
export function drillDateColumn(drill: Record<string, string>): FactDateColumn {
  if (drill.arrival) return 'arrived_on';
  if (drill.inTransit || drill.atTransshipment || drill.ageing || drill.dueWeek || drill.exception) return null;
  return 'departed_on';
}

/**
 * The filter as one WHERE condition over `analytics_facts` (without the word WHERE), with its parameters
 * appended to `params`: the viewer company, the date range on `dateColumn` (both days included), the
 * carrier/origin(POL)/destination(POD)/mode lists, and every drill key of SHIPMENT_DRILL_KEYS:
 *
 * - `carrier`, `pol`, `pod`, `mode`, `status`: equal; `lane` `POL-POD`; `month` `YYYY-MM` of departed_on;
 * - `arrival`: `onTime` (arrived, delay ≤ ON_TIME_TOLERANCE_HOURS), `late` (delay beyond it), `any` (arrived);
 * - `inTransit`: departed and not arrived (not cancelled); `delayed` when eta > first_eta + tolerance,
 *   `onSchedule` otherwise, `any` either;
 * - `transshipmentPort`: one of its transshipment ports; `atTransshipment`: waiting there now;
 * - `ageing`: an AGEING_BUCKETS key of whole days since `waiting_since` (waiting now);
 * - `dueWeek`: the Monday (YYYY-MM-DD) of the UTC week its eta falls in, not yet arrived nor cancelled;
 * - `routing`: `direct` (no transshipment port) or `transshipment`;
 * - `exception`: a kind registered with {@link registerFactException} (Watch Tower).
 *
 * A malformed or unknown drill value is a 400 naming `drill.<key>`; keys this table cannot answer too.
 */
export function factFilterSql(filter: ReportFilter, options: FactFilterOptions): { where: string; params: unknown[] } {
  const p = new SqlParams(options.params ?? []);
  const prefix = options.alias ? `${options.alias}.` : '';
  const col = (name: string) => `${prefix}${name}`;
  const now = options.now ?? new Date();
  const tolerance = ON_TIME_TOLERANCE_HOURS;
  const and: string[] = [`${col('company_id')} = ${p.add(options.companyId)}`];

  if (options.dateColumn) {
    and.push(`${col(options.dateColumn)} >= ${p.add(filter.from, 'date')}`, `${col(options.dateColumn)} <= ${p.add(filter.to, 'date')}`);
  }
  const lists: Array<[string[], string]> = [[filter.carriers, 'carrier'], [filter.origins, 'pol'], [filter.destinations, 'pod'], [filter.modes, 'mode']];
  for (const [values, column] of lists) if (values.length > 0) and.push(`${col(column)} = ANY(${p.add(values, 'text[]')})`);

  const notArrived = `${col('ata')} IS NULL AND ${col('status')} <> 'CANCELLED'`;
  const delayedEta = `${col('eta')} > ${col('first_eta')} + make_interval(hours => ${tolerance})`;

  for (const [key, raw] of Object.entries(filter.drill)) {
    const value = raw.trim();
    switch (key) {
      case 'carrier':
        and.push(`${col('carrier')} = ${p.add(matching(key, value, CARRIER, 'a carrier code (SCAC)'))}`);
        break;
      case 'pol':
      case 'pod':
      case 'atTransshipment': {
        const port = matching(key, value, LOCODE, 'a port code (UN/LOCODE)');
        and.push(`${col(key === 'atTransshipment' ? 'waiting_port' : key)} = ${p.add(port)}`);
        break;
      }
      case 'transshipmentPort':
        and.push(`${p.add(matching(key, value, LOCODE, 'a port code (UN/LOCODE)'))} = ANY(${col('transshipment_ports')})`);
        break;
      case 'lane': {
        const [pol, pod, ...rest] = value.toUpperCase().split('-');
        if (rest.length > 0 || !pol || !pod || !LOCODE.test(pol) || !LOCODE.test(pod)) throw badRequest(`drill.lane: "${value}" is not a lane (POL-POD, e.g. INNSA-DEHAM)`, 'drill.lane');
        and.push(`${col('pol')} = ${p.add(pol)}`, `${col('pod')} = ${p.add(pod)}`);
        break;
      }
      case 'month': {
        const first = `${value}-01`;
        if (!/^\d{4}-\d{2}$/.test(value) || !isDay(first)) throw badRequest(`drill.month: "${value}" is not a month (YYYY-MM)`, 'drill.month');
        const [y, m] = value.split('-').map(Number) as [number, number];
        const next = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
        and.push(`${col('departed_on')} >= ${p.add(first, 'date')}`, `${col('departed_on')} < ${p.add(next, 'date')}`);
        break;
      }
      case 'status':
        and.push(`${col('status')} = ${p.add(oneOf(key, value.toUpperCase(), STATUSES))}`);
        break;
      case 'mode':
        and.push(`${col('mode')} = ${p.add(oneOf(key, value.toUpperCase(), ['FCL', 'LCL']))}`);
        break;
      case 'arrival': {
        const kind = oneOf(key, value, ['onTime', 'late', 'any']);
        and.push(`${col('ata')} IS NOT NULL`);
        if (kind === 'onTime') and.push(`${col('delay_hours')} <= ${tolerance}`);
        if (kind === 'late') and.push(`${col('delay_hours')} > ${tolerance}`);
        break;
      }
      case 'inTransit': {
        const kind = oneOf(key, value, ['delayed', 'onSchedule', 'any']);
        and.push(`${col('atd')} IS NOT NULL`, notArrived);
        if (kind === 'delayed') and.push(delayedEta);
        if (kind === 'onSchedule') and.push(`NOT (${delayedEta})`);
        break;
      }
      case 'ageing': {
        const bucket = AGEING_BUCKETS.find((b) => b.key === value);
        if (!bucket) throw badRequest(`drill.ageing: "${value}" is not one of ${AGEING_BUCKETS.map((b) => b.key).join(', ')}`, 'drill.ageing');
        // Whole days waited = floor((now − waiting_since) / 1 day): at least min, below max.
        and.push(`${col('waiting_port')} IS NOT NULL`, `${col('waiting_since')} <= ${p.add(new Date(now.getTime() - bucket.min * DAY_MS).toISOString(), 'timestamptz')}`);
        if (bucket.max !== null) and.push(`${col('waiting_since')} > ${p.add(new Date(now.getTime() - bucket.max * DAY_MS).toISOString(), 'timestamptz')}`);
        break;
      }
      case 'dueWeek': {
        if (!isDay(value) || new Date(`${value}T00:00:00Z`).getUTCDay() !== 1) throw badRequest(`drill.dueWeek: "${value}" is not a Monday (YYYY-MM-DD)`, 'drill.dueWeek');
        and.push(notArrived, `${col('eta')} >= ${p.add(`${value}T00:00:00Z`, 'timestamptz')}`, `${col('eta')} < ${p.add(`${addDays(value, 7)}T00:00:00Z`, 'timestamptz')}`);
        break;
      }
      case 'routing':
        and.push(`cardinality(${col('transshipment_ports')}) ${oneOf(key, value, ['direct', 'transshipment']) === 'direct' ? '=' : '>'} 0`);
        break;
      case 'exception': {
        const sql = exceptionKinds.get(value);
        if (!sql) throw badRequest(`drill.exception: "${value}" is not an exception kind${exceptionKinds.size ? ` (${factExceptionKinds().join(', ')})` : ''}`, 'drill.exception');
        and.push(`(${sql({ column: col, param: (v, cast) => p.add(v, cast), now, toleranceHours: tolerance })})`);
        break;
      }
      default:
        throw badRequest(`drill.${key} is not a shipment drill key`, `drill.${key}`);
    }
  }
  return { where: and.join(' AND '), params: p.values };
}
