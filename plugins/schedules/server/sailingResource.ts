import { badRequest, baseRecord, type ResourceSpec } from '@portolan/sdk/server';
import { SCHEDULES_API, type SailingRecord, type SailingSource } from '../shared/types';
import { portIso } from './portTime';
import { checkSailing, type SailingInput, type SailingRow } from './sailingRow';

const stamp = { type: 'string', minLength: 16, maxLength: 40 };
const optionalStamp = { type: ['string', 'null'], maxLength: 40 };
const fields = {
  carrier: { type: 'string', minLength: 2, maxLength: 4, pattern: '^[A-Za-z]{2,4}$' },
  service: { type: ['string', 'null'], maxLength: 60 },
  vessel: { type: 'string', minLength: 1, maxLength: 60, pattern: '\\S' },
  imo: { type: ['string', 'null'], maxLength: 7 },
  voyage: { type: 'string', minLength: 1, maxLength: 30, pattern: '\\S' },
  origin: { type: 'string', minLength: 5, maxLength: 5 },
  destination: { type: 'string', minLength: 5, maxLength: 5 },
  departsAt: stamp,
  arrivesAt: stamp,
  transitDays: { type: ['integer', 'null'], minimum: 0, maximum: 180 },
  via: { type: 'array', maxItems: 6, items: { type: 'string', minLength: 5, maxLength: 5 } },
  docCutoffAt: optionalStamp,
  vgmCutoffAt: optionalStamp,
  cargoCutoffAt: optionalStamp,
};

const at = (v: unknown) => (v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v)));

/** A table row as the API answers it: every time at its port's offset. */
export function toSailing(row: Record<string, unknown>): SailingRecord {
  const originOffset = Number(row.origin_offset ?? 0);
  const local = (v: unknown, offset = originOffset) => (v === null || v === undefined ? null : portIso(at(v)!, offset));
  return {
    ...baseRecord(row),
    carrier: String(row.carrier),
    service: (row.service as string | null) ?? null,
    vessel: String(row.vessel),
    imo: (row.imo as string | null) ?? null,
    voyage: String(row.voyage),
    origin: String(row.origin),
    destination: String(row.destination),
    departsAt: local(row.departs_at)!,
    arrivesAt: local(row.arrives_at, Number(row.destination_offset ?? 0))!,
    transitDays: Number(row.transit_days),
    via: Array.isArray(row.via) ? (row.via as string[]) : [],
    docCutoffAt: local(row.doc_cutoff_at),
    vgmCutoffAt: local(row.vgm_cutoff_at),
    cargoCutoffAt: local(row.cargo_cutoff_at),
    source: row.source as SailingSource,
  };
}

/** A checked sailing, or the 400 naming the first field that is wrong. */
function checked(input: SailingInput, source: SailingSource): SailingRow {
  const { row, problems } = checkSailing(input, source);
  if (!row) throw badRequest(problems[0].message.replace(/^(\w+)/, 'data.$1'), `data.${problems[0].field}`);
  return row;
}

/** Table columns of a sailing (via as text[] from JSON, so both dialects take it the same way). */
function columnsOf(row: SailingRow): Record<string, unknown> {
  return {
    carrier: row.carrier,
    service: row.service,
    vessel: row.vessel,
    imo: row.imo,
    voyage: row.voyage,
    origin: row.origin,
    destination: row.destination,
    departs_at: row.departsAt.toISOString(),
    arrives_at: row.arrivesAt.toISOString(),
    origin_offset: row.originOffset,
    destination_offset: row.destinationOffset,
    transit_days: row.transitDays,
    via: `{${row.via.join(',')}}`,
    doc_cutoff_at: row.docCutoffAt?.toISOString() ?? null,
    vgm_cutoff_at: row.vgmCutoffAt?.toISOString() ?? null,
    cargo_cutoff_at: row.cargoCutoffAt?.toISOString() ?? null,
  };
}

/**
 * Sailings, `/api/schedules/v2/` (SPEC §7 generic pattern): list (filters carrier, origin,
 * destination, departsAt range, source; search vessel / voyage / service; sort by departure, arrival,
 * transit, carrier), details, create (a sailing typed in: source MANUAL), update with version.
 */
export const sailingResource: ResourceSpec<SailingRecord> = {
  base: SCHEDULES_API.base,
  table: 'schedule_sailings',
  feature: 'schedules',
  fields: {
    carrier: { column: 'carrier', type: 'text', filter: 'in', sort: true },
    origin: { column: 'origin', type: 'text', filter: 'in' },
    destination: { column: 'destination', type: 'text', filter: 'in' },
    source: { column: 'source', type: 'text', filter: 'in' },
    departsAt: { column: 'departs_at', type: 'timestamp', filter: 'range', sort: true },
    arrivesAt: { column: 'arrives_at', type: 'timestamp', filter: 'range', sort: true },
    transitDays: { column: 'transit_days', type: 'integer', sort: true },
    createdAt: { column: 'created_at', type: 'timestamp', filter: 'range', sort: true },
  },
  defaultSort: { field: 'departsAt', dir: 'asc' },
  search: { columns: ['vessel', 'voyage', 'service'] },
  toRecord: toSailing,
  create: {
    data: { type: 'object', additionalProperties: false, required: ['carrier', 'vessel', 'voyage', 'origin', 'destination', 'departsAt', 'arrivesAt'], properties: fields },
    columns: (data: SailingInput, ctx) => ({ ...columnsOf(checked(data, 'MANUAL')), source: 'MANUAL', created_by: ctx.userId }),
  },
  update: {
    data: { type: 'object', additionalProperties: false, properties: fields },
    columns(data: SailingInput, current) {
      const now = toSailing(current);
      const merged: SailingInput = { ...now, ...data };
      // Moving the departure moves what follows from it unless the caller sets it too.
      if (data.transitDays === undefined && (data.departsAt !== undefined || data.arrivesAt !== undefined)) merged.transitDays = null;
      return columnsOf(checked(merged, now.source));
    },
  },
};
