import type { ChargeType, ClockState, DayBasis, Direction } from '../../shared/states';
import type { ContainerClock } from '../../shared/types';
import { moneyOf } from './clockMoney';

/** The columns of a dnd_clocks row (alias `c`) as toClock reads them: dates as text, instants as ISO text. */
export const CLOCK_COLUMNS = `c.id, c.company_id, c.container_id, c.container_number, c.iso_type, c.shipment_id, c.shipment_reference, c.carrier,
  c.direction, c.charge_type, c.port, c.time_zone, c.state, c.started_at, c.stopped_at, c.start_day::text AS start_day, c.stop_day::text AS stop_day,
  c.free_days, c.day_basis, c.last_free_day::text AS last_free_day, c.free_days_left, c.chargeable_days, c.currency, c.cost_minor,
  c.projected_stop_day::text AS projected_stop_day, c.projected_cost_minor, c.tariff_id, c.override_id, c.computed_on::text AS computed_on`;

const isoOf = (v: unknown): string | null => (v === null || v === undefined ? null : v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** A dnd_clocks row (CLOCK_COLUMNS) → ContainerClock. */
export function toClock(row: Record<string, unknown>): ContainerClock {
  const currency = (row.currency as string | null) ?? null;
  return {
    _id: String(row.id),
    containerId: String(row.container_id),
    containerNumber: String(row.container_number),
    isoType: String(row.iso_type),
    shipmentId: String(row.shipment_id),
    shipmentReference: String(row.shipment_reference),
    carrier: String(row.carrier),
    direction: row.direction as Direction,
    chargeType: row.charge_type as ChargeType,
    port: String(row.port),
    timeZone: String(row.time_zone),
    state: row.state as ClockState,
    startedAt: isoOf(row.started_at),
    stoppedAt: isoOf(row.stopped_at),
    startDay: (row.start_day as string | null) ?? null,
    stopDay: (row.stop_day as string | null) ?? null,
    freeDays: num(row.free_days),
    dayBasis: (row.day_basis as DayBasis | null) ?? null,
    lastFreeDay: (row.last_free_day as string | null) ?? null,
    freeDaysLeft: num(row.free_days_left),
    chargeableDays: Number(row.chargeable_days ?? 0),
    costToDate: moneyOf(row.cost_minor as number | null, currency),
    projectedStopDay: (row.projected_stop_day as string | null) ?? null,
    projectedCost: moneyOf(row.projected_cost_minor as number | null, currency),
    tariffId: (row.tariff_id as string | null) ?? null,
    overrideId: (row.override_id as string | null) ?? null,
  };
}
