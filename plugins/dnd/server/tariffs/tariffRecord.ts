import Big from 'big.js';
import { baseRecord } from '@portolan/sdk/server';
import type { ChargeType, ContainerSize, DayBasis, Direction, OverrideScope } from '../../shared/states';
import type { Tier } from '../../shared/freeTime';
import type { DndOverride, DndTariff, NewDndTariff } from '../../shared/types';

const pad = (n: number) => String(n).padStart(2, '0');
/** A date value as the drivers give it (text, or a Date at local midnight for date[] elements) → YYYY-MM-DD. */
const day = (v: unknown): string | null =>
  v === null || v === undefined ? null : v instanceof Date ? `${v.getFullYear()}-${pad(v.getMonth() + 1)}-${pad(v.getDate())}` : String(v).slice(0, 10);

/** The columns of a dnd_tariffs row (alias `t`) as toTariff reads them. */
export const TARIFF_COLUMNS = `t.id, t.company_id, t.carrier, t.port, t.direction, t.charge_type, t.size, t.container_group, t.free_days, t.day_basis, t.currency,
  t.tiers, t.holidays::text[] AS holidays, t.valid_from::text AS valid_from, t.valid_to::text AS valid_to, t.source, t.created_at, t.updated_at, t.version`;

/** A dnd_tariffs row (`t.*`; dates come back as text) → DndTariff. */
export function toTariff(row: Record<string, unknown>): DndTariff {
  const holidays = Array.isArray(row.holidays) ? (row.holidays as unknown[]).map((h) => day(h)!) : typeof row.holidays === 'string' ? parsePgArray(row.holidays) : [];
  return {
    ...baseRecord(row),
    companyId: String(row.company_id),
    carrier: String(row.carrier),
    port: String(row.port),
    direction: row.direction as Direction,
    chargeType: row.charge_type as ChargeType,
    size: row.size as ContainerSize,
    group: row.container_group as NewDndTariff['group'],
    freeDays: Number(row.free_days),
    dayBasis: row.day_basis as DayBasis,
    currency: String(row.currency),
    tiers: (typeof row.tiers === 'string' ? JSON.parse(row.tiers) : row.tiers) as Tier[],
    holidays: holidays.sort(),
    validFrom: day(row.valid_from)!,
    validTo: day(row.valid_to),
    source: (row.source as string | null) ?? null,
  };
}

/** `{2026-01-01,2026-12-25}` → the days (a date[] column read without an array parser). */
function parsePgArray(text: string): string[] {
  const inner = text.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',').map((s) => s.replace(/"/g, '').slice(0, 10)) : [];
}

/** A dnd_overrides row (with `shipment_reference` when joined) → DndOverride. */
export function toOverride(row: Record<string, unknown>): DndOverride {
  return {
    ...baseRecord(row),
    scope: row.scope as OverrideScope,
    shipmentId: (row.shipment_id as string | null) ?? null,
    shipmentReference: (row.shipment_reference as string | null) ?? null,
    contractRef: (row.contract_ref as string | null) ?? null,
    carrier: (row.carrier as string | null) ?? null,
    direction: (row.direction as Direction | null) ?? null,
    chargeType: (row.charge_type as ChargeType | null) ?? null,
    freeDays: Number(row.free_days),
    dayBasis: (row.day_basis as DayBasis | null) ?? null,
    discountPercent: row.discount_percent === null || row.discount_percent === undefined ? null : new Big(String(row.discount_percent)).toFixed(2),
    note: (row.note as string | null) ?? null,
  };
}
