import Big from 'big.js';
import { isUuid, SHIPMENT_EQUIPMENT, type ContainerJourney, type Db, type ServerPluginContext } from '@portolan/sdk/server';
import { containerTypeByCode, portByCode } from '@portolan/sdk/shared';
import { clockState, clockWindows, computeClock, portLocalDay, weekendOf, type ClockWindow, type CostBand, type TariffTerms, type Tier } from '../../shared/freeTime';
import { CHARGE_TYPES, type ChargeType, type ContainerSize, type DayBasis, type Direction } from '../../shared/states';
import type { AppliedTariff, CarrierInvoice, ContainerClock, ContainerDndDetails, DndOverride, DndTariff, NewDndTariff } from '../../shared/types';
import { TARIFF_COLUMNS, toOverride, toTariff } from '../tariffs/tariffRecord';
import { minorOf, moneyOf } from './clockMoney';
import { toClock } from './clockRecord';

/** What the clock functions need of a plugin context (routes, timed work and seeds all have these). */
export type ClockContext = Pick<ServerPluginContext, 'db' | 'services'>;

/** The company's tariffs and overrides, read once per refresh. */
export interface TariffBook {
  tariffs: DndTariff[];
  overrides: DndOverride[];
}

/** Journeys older than this (delivered or cancelled before it) keep no clocks. */
const HISTORY_DAYS = 400;
const DAY_MS = 86_400_000;

export async function loadTariffBook(db: Db, companyId: string): Promise<TariffBook> {
  const [tariffs, overrides] = await Promise.all([
    db.query(`SELECT ${TARIFF_COLUMNS} FROM dnd_tariffs t WHERE t.company_id = $1`, [companyId]),
    db.query('SELECT o.* FROM dnd_overrides o WHERE o.company_id = $1', [companyId]),
  ]);
  return { tariffs: tariffs.rows.map(toTariff), overrides: overrides.rows.map(toOverride) };
}

/** The tariff size and group of an ISO 6346 type (45G1 → 40 DRY, 22R1 → 20 REEFER); undefined when unknown. */
export function boxOf(isoType: string): { size: ContainerSize; group: NewDndTariff['group'] } | undefined {
  const type = containerTypeByCode(isoType);
  if (type) {
    const size = type.lengthFt >= 45 ? '45' : type.lengthFt >= 40 ? '40' : type.lengthFt >= 20 ? '20' : undefined;
    return size ? { size, group: type.group } : undefined;
  }
  const size = ({ '2': '20', '4': '40', L: '45' } as const)[isoType.charAt(0).toUpperCase() as '2' | '4' | 'L'];
  return size ? { size, group: 'DRY' } : undefined;
}

export interface TariffKey {
  carrier: string;
  port: string;
  direction: Direction;
  chargeType: ChargeType;
  size: ContainerSize;
  group: NewDndTariff['group'];
}

/** The tariff for the key valid on `day` (the latest valid-from on or before it), or null. */
export function findTariff(book: TariffBook, key: TariffKey | undefined, day: string): DndTariff | null {
  if (!key) return null;
  let best: DndTariff | null = null;
  for (const t of book.tariffs) {
    if (t.carrier !== key.carrier || t.port !== key.port || t.direction !== key.direction || t.chargeType !== key.chargeType || t.size !== key.size || t.group !== key.group) continue;
    if (t.validFrom > day || (t.validTo && t.validTo < day)) continue;
    if (!best || t.validFrom > best.validFrom) best = t;
  }
  return best;
}

/**
 * The negotiated free time of a clock: an override of the shipment beats one of its contract
 * (the shipment's contractRef); within a scope the one naming more limits (carrier, direction, charge
 * type), then the newest, wins.
 */
export function findOverride(book: TariffBook, journey: Pick<ContainerJourney, 'shipmentId' | 'contractRef' | 'carrier'>, direction: Direction, chargeType: ChargeType): DndOverride | null {
  const fits = (o: DndOverride) => (!o.carrier || o.carrier === journey.carrier) && (!o.direction || o.direction === direction) && (!o.chargeType || o.chargeType === chargeType);
  const specificity = (o: DndOverride) => (o.carrier ? 1 : 0) + (o.direction ? 1 : 0) + (o.chargeType ? 1 : 0);
  const best = (list: DndOverride[]) => list.sort((a, b) => specificity(b) - specificity(a) || b.updatedAt.localeCompare(a.updatedAt))[0] ?? null;
  const shipment = book.overrides.filter((o) => o.scope === 'SHIPMENT' && o.shipmentId === journey.shipmentId && fits(o));
  if (shipment.length) return best(shipment);
  if (!journey.contractRef) return null;
  return best(book.overrides.filter((o) => o.scope === 'CONTRACT' && o.contractRef === journey.contractRef && fits(o)));
}

/**
 * The tiers after an override's free days: the tier bands keep their absolute days, the first one
 * starting the day after the (new) free days — clipped when the free time grew, stretched down when it
 * shrank; per diems lowered by the discount (rounded half-even to the cent).
 */
export function adjustTiers(tiers: readonly Tier[], freeDays: number, discountPercent?: string | null): Tier[] {
  const start = freeDays + 1;
  const kept = tiers.filter((t) => t.toDay === null || t.toDay >= start).map((t) => ({ ...t }));
  if (kept.length) kept[0].fromDay = start;
  if (!discountPercent || new Big(discountPercent).eq(0)) return kept;
  const factor = new Big(100).minus(discountPercent).div(100);
  return kept.map((t) => ({ ...t, perDiem: new Big(t.perDiem).times(factor).round(2, Big.roundHalfEven).toFixed(2) }));
}

/** The terms a clock is priced by: the tariff's, with the override's free days, basis and discount; the port country's weekend. */
export function termsOf(tariff: DndTariff | null, override: DndOverride | null, port: string): TariffTerms | null {
  if (!tariff && !override) return null;
  const freeDays = override ? override.freeDays : tariff!.freeDays;
  const dayBasis: DayBasis = override?.dayBasis ?? tariff?.dayBasis ?? 'CALENDAR';
  return {
    freeDays,
    dayBasis,
    currency: tariff?.currency ?? '',
    tiers: tariff ? adjustTiers(tariff.tiers, freeDays, override?.discountPercent) : [],
    weekend: weekendOf((portByCode(port)?.country ?? port.slice(0, 2)).toUpperCase()),
    holidays: tariff?.holidays ?? [],
  };
}

/** A clock as stored (the dnd_clocks columns, CLOCK_COLUMNS' shape: toClock reads it). */
export interface ClockRow {
  id: string;
  container_id: string;
  container_number: string;
  iso_type: string;
  shipment_id: string;
  shipment_reference: string;
  carrier: string;
  direction: Direction;
  charge_type: ChargeType;
  port: string;
  time_zone: string;
  state: ContainerClock['state'];
  started_at: string | null;
  stopped_at: string | null;
  start_day: string | null;
  stop_day: string | null;
  free_days: number | null;
  day_basis: DayBasis | null;
  last_free_day: string | null;
  free_days_left: number | null;
  chargeable_days: number;
  currency: string | null;
  cost_minor: number | null;
  projected_stop_day: string | null;
  projected_cost_minor: number | null;
  tariff_id: string | null;
  override_id: string | null;
  computed_on: string;
}

/** One computed clock: the row, its cost bands and what priced it. */
export interface ComputedClock {
  row: ClockRow;
  breakdown: CostBand[];
  tariff: DndTariff | null;
  override: DndOverride | null;
  terms: TariffTerms | null;
}

export const timeZoneOf = (port: string) => portByCode(port)?.timeZone ?? 'UTC';

/** One clock of a journey, priced: the window's port-local days, the terms valid on its start day (today before it starts). */
export function priceWindow(journey: ContainerJourney, window: ClockWindow, book: TariffBook, now: Date): ComputedClock {
  const timeZone = timeZoneOf(window.port);
  const today = portLocalDay(now, timeZone);
  const startDay = window.startedAt ? portLocalDay(window.startedAt, timeZone) : null;
  const stopDay = window.stoppedAt ? portLocalDay(window.stoppedAt, timeZone) : null;
  const box = boxOf(journey.isoType);
  const key = box && { carrier: journey.carrier, port: window.port, direction: window.direction, chargeType: window.chargeType, ...box };
  const tariff = findTariff(book, key, startDay ?? today);
  const override = findOverride(book, journey, window.direction, window.chargeType);
  const terms = termsOf(tariff, override, window.port);
  const row: ClockRow = {
    id: `${journey.containerId}:${window.direction}:${window.chargeType}`,
    container_id: journey.containerId,
    container_number: journey.number,
    iso_type: journey.isoType,
    shipment_id: journey.shipmentId,
    shipment_reference: journey.shipmentReference,
    carrier: journey.carrier,
    direction: window.direction,
    charge_type: window.chargeType,
    port: window.port,
    time_zone: timeZone,
    state: 'NOT_STARTED',
    started_at: window.startedAt ? new Date(window.startedAt).toISOString() : null,
    stopped_at: window.stoppedAt ? new Date(window.stoppedAt).toISOString() : null,
    start_day: startDay,
    stop_day: stopDay,
    free_days: terms?.freeDays ?? null,
    day_basis: terms?.dayBasis ?? null,
    last_free_day: null,
    free_days_left: null,
    chargeable_days: 0,
    currency: tariff ? tariff.currency : null,
    cost_minor: null,
    projected_stop_day: null,
    projected_cost_minor: null,
    tariff_id: tariff?._id ?? null,
    override_id: override?._id ?? null,
    computed_on: today,
  };
  let breakdown: CostBand[] = [];
  if (startDay && terms) {
    // Without a tariff (an override alone) the days count but carry no price.
    const priced = tariff ? terms : { ...terms, currency: 'XXX', tiers: [{ fromDay: terms.freeDays + 1, toDay: null, perDiem: '0' }] };
    const projectedStopDay = window.projectedStopAt ? portLocalDay(window.projectedStopAt, timeZone) : null;
    const result = computeClock({ terms: priced, startDay, stopDay, today, projectedStopDay });
    row.last_free_day = result.lastFreeDay;
    row.free_days_left = result.freeDaysLeft;
    row.chargeable_days = result.chargeableDays;
    row.projected_stop_day = result.projectedStopDay;
    if (tariff) {
      row.cost_minor = minorOf(result.cost, tariff.currency);
      row.projected_cost_minor = minorOf(result.projectedCost, tariff.currency);
      breakdown = result.breakdown;
    }
  }
  row.state = clockState(!!startDay, !!stopDay, row.last_free_day, today);
  return { row, breakdown, tariff, override, terms };
}

/** Whether a COMBINED tariff prices each direction of the journey (valid on the day that direction's first clock starts, else today). */
function combinedByDirection(journey: ContainerJourney, book: TariffBook, now: Date): Record<Direction, boolean> {
  const plain = clockWindows(journey, { IMPORT: false, EXPORT: false });
  const box = boxOf(journey.isoType);
  const combined = { IMPORT: false, EXPORT: false };
  if (!box) return combined;
  for (const direction of ['IMPORT', 'EXPORT'] as const) {
    // Import: discharge starts demurrage and a combined clock alike; export: the empty pick-up starts detention and a combined clock.
    const first = plain.find((w) => w.direction === direction && w.chargeType === (direction === 'IMPORT' ? 'DEMURRAGE' : 'DETENTION'));
    const port = direction === 'IMPORT' ? journey.pod : journey.pol;
    const day = first?.startedAt ? portLocalDay(first.startedAt, timeZoneOf(port)) : portLocalDay(now, timeZoneOf(port));
    combined[direction] = !!findTariff(book, { carrier: journey.carrier, port, direction, chargeType: 'COMBINED', ...box }, day);
  }
  return combined;
}

/** Every clock of one container's journey, priced (none for a cancelled shipment). */
export function journeyClocks(journey: ContainerJourney, book: TariffBook, now: Date): ComputedClock[] {
  if (journey.status === 'CANCELLED') return [];
  return clockWindows(journey, combinedByDirection(journey, book, now)).map((w) => priceWindow(journey, w, book, now));
}

const ROW_TYPES = `id text, container_id uuid, container_number text, iso_type text, shipment_id uuid, shipment_reference text, carrier text,
  direction text, charge_type text, port text, time_zone text, state text, started_at timestamptz, stopped_at timestamptz, start_day date, stop_day date,
  free_days integer, day_basis text, last_free_day date, free_days_left integer, chargeable_days integer, currency text, cost_minor bigint,
  projected_stop_day date, projected_cost_minor bigint, tariff_id uuid, override_id uuid, computed_on date`;
const COLUMNS = ROW_TYPES.split(',').map((c) => c.trim().split(' ')[0]);
const CHANGING = COLUMNS.filter((c) => c !== 'id' && c !== 'computed_on');

/** Upserts the clocks and deletes the company's other clocks of the same containers (all of them when `containerIds` is undefined). */
export async function writeClocks(tx: Db, companyId: string, rows: readonly ClockRow[], containerIds?: readonly string[]): Promise<void> {
  const ids = rows.map((r) => r.id);
  if (containerIds) {
    await tx.query('DELETE FROM dnd_clocks WHERE company_id = $1 AND container_id = ANY($2::uuid[]) AND NOT (id = ANY($3::text[]))', [companyId, containerIds, ids]);
  } else {
    await tx.query('DELETE FROM dnd_clocks WHERE company_id = $1 AND NOT (id = ANY($2::text[]))', [companyId, ids]);
  }
  if (!rows.length) return;
  const changed = `(${CHANGING.map((c) => `dnd_clocks.${c}`).join(', ')}) IS DISTINCT FROM (${CHANGING.map((c) => `EXCLUDED.${c}`).join(', ')})`;
  for (let i = 0; i < rows.length; i += 2000) {
    await tx.query(
      `INSERT INTO dnd_clocks (company_id, ${COLUMNS.join(', ')}, computed_at)
       SELECT $1::uuid, ${COLUMNS.map((c) => `x.${c}`).join(', ')}, now() FROM jsonb_to_recordset($2::jsonb) AS x(${ROW_TYPES})
       ON CONFLICT (company_id, id) DO UPDATE SET ${COLUMNS.filter((c) => c !== 'id').map((c) => `${c} = EXCLUDED.${c}`).join(', ')}, computed_at = now(),
         version = CASE WHEN ${changed} THEN dnd_clocks.version + 1 ELSE dnd_clocks.version END,
         updated_at = CASE WHEN ${changed} THEN now() ELSE dnd_clocks.updated_at END`,
      [companyId, JSON.stringify(rows.slice(i, i + 2000))],
    );
  }
}

/**
 * Recomputes the company's clocks from its containers' journeys (SHIPMENT_EQUIPMENT) and its tariffs
 * and overrides, as of `now` in each port's local day: all of them (and dnd_refresh), or only those of
 * `containerIds`. Clocks of containers no longer visible are deleted. Answers how many clocks it wrote.
 */
export async function refreshClocks(ctx: ClockContext, companyId: string, options: { containerIds?: readonly string[]; now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const equipment = ctx.services.get(SHIPMENT_EQUIPMENT);
  const containerIds = options.containerIds?.filter(isUuid);
  if (containerIds && !containerIds.length) return 0;
  const journeys = containerIds
    ? await equipment.journeys(ctx.db, companyId, { containerIds })
    : await equipment.journeys(ctx.db, companyId, { activeSince: new Date(now.getTime() - HISTORY_DAYS * DAY_MS).toISOString(), limit: 20_000 });
  const book = await loadTariffBook(ctx.db, companyId);
  const rows = journeys.flatMap((j) => journeyClocks(j, book, now).map((c) => c.row));
  await ctx.db.transaction(async (tx) => {
    if (!containerIds) {
      // First: the refresh row locks the company's refresh against a concurrent one.
      await tx.query(
        `INSERT INTO dnd_refresh (company_id, refreshed_at, refreshed_on) VALUES ($1, $2, $3)
         ON CONFLICT (company_id) DO UPDATE SET refreshed_at = EXCLUDED.refreshed_at, refreshed_on = EXCLUDED.refreshed_on`,
        [companyId, now.toISOString(), now.toISOString().slice(0, 10)],
      );
    }
    await writeClocks(tx, companyId, rows, containerIds);
  });
  return rows.length;
}

/** Seconds after which a company's clocks are refreshed before they are read. */
export const STALE_SECONDS = 60;

/** Whether the company's clocks are older than STALE_SECONDS or from another port-local day than today at any of their ports. */
export async function clocksAreStale(db: Db, companyId: string, now: Date = new Date()): Promise<boolean> {
  const row = await db.one<{ refreshed_at: string | Date; zones: string[] | null }>(
    'SELECT r.refreshed_at, ARRAY(SELECT DISTINCT c.time_zone FROM dnd_clocks c WHERE c.company_id = r.company_id) AS zones FROM dnd_refresh r WHERE r.company_id = $1',
    [companyId],
  );
  if (!row) return true;
  const at = new Date(row.refreshed_at);
  if (now.getTime() - at.getTime() > STALE_SECONDS * 1000 || at.getTime() > now.getTime()) return true;
  return (row.zones ?? []).some((zone) => portLocalDay(at, zone) !== portLocalDay(now, zone));
}

/** Refreshes the company's clocks when they are stale (clocksAreStale); answers whether it did. */
export async function refreshIfStale(ctx: ClockContext, companyId: string, now: Date = new Date()): Promise<boolean> {
  if (!(await clocksAreStale(ctx.db, companyId, now))) return false;
  await refreshClocks(ctx, companyId, { now });
  return true;
}

/** One visible container's journey (its newest shipment), or undefined (unknown, another company's, not a uuid). */
async function journeyOf(ctx: ClockContext, companyId: string, containerId: string): Promise<ContainerJourney | undefined> {
  if (!isUuid(containerId)) return undefined;
  const [journey] = await ctx.services.get(SHIPMENT_EQUIPMENT).journeys(ctx.db, companyId, { containerIds: [containerId], limit: 1 });
  return journey;
}

/** A carrier invoice row → CarrierInvoice (the fields as entered, the check's results). */
function toInvoice(row: Record<string, unknown>): CarrierInvoice {
  const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  const fields = json<Record<string, unknown>>(row.fields) ?? {};
  const currency = String(row.currency);
  const expected = row.expected_minor === null || row.expected_minor === undefined ? null : Number(row.expected_minor);
  return {
    ...(fields as unknown as CarrierInvoice),
    _id: String(row.id),
    createdAt: new Date(String(row.created_at)).toISOString(),
    updatedAt: new Date(String(row.updated_at)).toISOString(),
    version: Number(row.version),
    containerId: String(row.container_id),
    invoiceNumber: String(row.invoice_number),
    carrier: String(row.carrier),
    direction: row.direction as Direction,
    chargeType: row.charge_type as ChargeType,
    invoiceDate: String(row.invoice_date).slice(0, 10),
    amount: moneyOf(row.amount_minor as number, currency)!,
    status: row.status as CarrierInvoice['status'],
    shipmentId: String(row.shipment_id),
    shipmentReference: String(row.shipment_reference),
    findings: json<CarrierInvoice['findings']>(row.findings) ?? [],
    expectedAmount: moneyOf(expected, currency),
    difference: expected === null ? null : moneyOf(Number(row.amount_minor) - expected, currency),
    disputeId: (row.dispute_id as string | null) ?? null,
  };
}

/**
 * A container's D&D details: its clocks recomputed now (and stored), each with its cost bands, the
 * equipment events they read with their port-local days, and the carrier invoices recorded against it.
 * Undefined when the company cannot see the container.
 */
export async function containerDndDetails(ctx: ClockContext, companyId: string, containerId: string, options: { now?: Date } = {}): Promise<ContainerDndDetails | undefined> {
  const now = options.now ?? new Date();
  const journey = await journeyOf(ctx, companyId, containerId);
  if (!journey) return undefined;
  const book = await loadTariffBook(ctx.db, companyId);
  const computed = journeyClocks(journey, book, now);
  await ctx.db.transaction((tx) => writeClocks(tx, companyId, computed.map((c) => c.row), [containerId]));
  const invoices = await ctx.db.query(
    `SELECT i.*, (SELECT d.id FROM dnd_disputes d WHERE d.invoice_id = i.id ORDER BY d.created_at DESC LIMIT 1) AS dispute_id
     FROM dnd_invoices i WHERE i.company_id = $1 AND i.container_id = $2 ORDER BY i.invoice_date DESC, i.created_at DESC`,
    [companyId, containerId],
  );
  const order = (c: ComputedClock) => (c.row.direction === 'EXPORT' ? 0 : 3) + CHARGE_TYPES.indexOf(c.row.charge_type);
  return {
    containerId: journey.containerId,
    containerNumber: journey.number,
    isoType: journey.isoType,
    shipmentId: journey.shipmentId,
    shipmentReference: journey.shipmentReference,
    carrier: journey.carrier,
    pol: journey.pol,
    pod: journey.pod,
    clocks: computed.sort((a, b) => order(a) - order(b)).map((c) => ({ ...toClock(c.row as unknown as Record<string, unknown>), breakdown: c.breakdown })),
    events: journey.events
      .filter((e) => e.eventType === 'EQUIPMENT')
      .sort((a, b) => Date.parse(a.eventAt) - Date.parse(b.eventAt))
      .map((e) => ({ eventCode: e.eventCode, classifier: e.classifier, eventAt: e.eventAt, location: e.location, localDay: e.location && portByCode(e.location) ? portLocalDay(e.eventAt, timeZoneOf(e.location)) : null })),
    invoices: invoices.rows.map(toInvoice),
  };
}

function applied(c: ComputedClock): AppliedTariff {
  return {
    direction: c.row.direction,
    chargeType: c.row.charge_type,
    tariff: c.tariff,
    override: c.override,
    freeDays: c.terms?.freeDays ?? null,
    dayBasis: c.terms?.dayBasis ?? null,
    tiers: c.terms?.tiers ?? [],
    currency: c.tariff?.currency ?? null,
  };
}

/** The terms each of the container's clocks is priced by (after overrides) and where they came from; [] when it is not visible. */
export async function appliedTariffs(ctx: ClockContext, companyId: string, containerId: string, options: { now?: Date } = {}): Promise<AppliedTariff[]> {
  const journey = await journeyOf(ctx, companyId, containerId);
  if (!journey) return [];
  const book = await loadTariffBook(ctx.db, companyId);
  return journeyClocks(journey, book, options.now ?? new Date()).map(applied);
}

/** What a container's clock of one direction and charge type should cost: the clock, its bands, the terms and where they came from. */
export interface ClockTerms {
  clock: ContainerClock;
  breakdown: CostBand[];
  /** The terms after the override (null: no tariff and no override). */
  terms: TariffTerms | null;
  applied: AppliedTariff;
  journey: ContainerJourney;
}

/**
 * The expected terms of a container's clock for the invoice checker: free days, basis, per diem tiers,
 * start / stop / last free day and the cost the events and the tariff give — for the direction and
 * charge type asked, even when the container's clocks run otherwise (an invoice for DEMURRAGE where a
 * COMBINED tariff applies is priced as a demurrage clock would be). Undefined when the company cannot see the container.
 */
export async function termsFor(ctx: ClockContext, companyId: string, containerId: string, direction: Direction, chargeType: ChargeType, options: { now?: Date } = {}): Promise<ClockTerms | undefined> {
  const now = options.now ?? new Date();
  const journey = await journeyOf(ctx, companyId, containerId);
  if (!journey) return undefined;
  const book = await loadTariffBook(ctx.db, companyId);
  const combined = { IMPORT: false, EXPORT: false, [direction]: chargeType === 'COMBINED' };
  const window = clockWindows(journey, combined).find((w) => w.direction === direction && w.chargeType === chargeType)!;
  const c = priceWindow(journey, window, book, now);
  return { clock: toClock(c.row as unknown as Record<string, unknown>), breakdown: c.breakdown, terms: c.terms, applied: applied(c), journey };
}
