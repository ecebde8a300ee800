import { badRequest } from '@portolan/sdk/server';
import { EQUIPMENT_EVENT_TYPE_CODES, EVENT_TYPES, SHIPMENT_EVENT_TYPE_CODES, TRANSPORT_EVENT_TYPE_CODES } from './tntSchemas';

const TEXT = { type: 'string', maxLength: 200 } as const;
const TIMES = ['eventCreatedDateTime', 'eventDateTime'].flatMap((n) => [n, ...Object.keys({ gte: 1, gt: 1, lte: 1, lt: 1, eq: 1 }).map((op) => `${n}:${op}`)]);

/** The query GET /v3/events accepts (values are checked by tntEventFilter, naming the parameter). */
export const tntEventsQuerySchema = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 1000, default: 100 },
    cursor: { type: 'string', maxLength: 500 },
    ...Object.fromEntries(
      ['eventTypes', 'shipmentEventTypeCodes', 'transportEventTypeCodes', 'equipmentEventTypeCodes', 'equipmentReference', 'carrierBookingReference', 'transportDocumentReference', 'documentReference', 'UNLocationCode', ...TIMES].map((k) => [k, TEXT]),
    ),
  },
  additionalProperties: false,
} as const;

/** The SQL conditions (on e: shipment_events, s: shipments) and their parameters. */
export interface SqlFilter {
  where: string[];
  params: unknown[];
}

const OPERATORS: Record<string, string> = { gte: '>=', gt: '>', lte: '<=', lt: '<', eq: '=' };
const LISTS = { eventTypes: EVENT_TYPES, shipmentEventTypeCodes: SHIPMENT_EVENT_TYPE_CODES, transportEventTypeCodes: TRANSPORT_EVENT_TYPE_CODES, equipmentEventTypeCodes: EQUIPMENT_EVENT_TYPE_CODES } as const;

function list(value: unknown, name: keyof typeof LISTS): string[] {
  const allowed: readonly string[] = LISTS[name];
  const items = String(value).split(',').map((v) => v.trim()).filter(Boolean);
  if (!items.length || items.length > allowed.length) throw badRequest(`${name} must be a comma-separated list of ${allowed.join(', ')}`, name);
  for (const item of items) if (!allowed.includes(item)) throw badRequest(`${name} must be a comma-separated list of ${allowed.join(', ')}`, name);
  return items;
}

function text(value: unknown, name: string, max: number): string {
  const v = String(value);
  if (!v || v.length > max || v.includes('\u0000')) throw badRequest(`${name} must be 1 to ${max} characters`, name);
  return v;
}

/**
 * The event filters of DCSA T&T 3.0 (and the references of 2.2 that visibility tools still send):
 * eventTypes, shipment/transport/equipmentEventTypeCodes (comma lists, OR within one), equipmentReference,
 * carrierBookingReference, transportDocumentReference, documentReference, UNLocationCode, and
 * eventCreatedDateTime / eventDateTime with `:gte`, `:gt`, `:lte`, `:lt`, `:eq` (none: equal). A bad value
 * is a 400 naming the parameter; unknown parameters are refused too.
 */
export function tntEventFilter(query: Record<string, unknown>, known: readonly string[] = []): SqlFilter {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length + 1000}`));
  };
  for (const [key, raw] of Object.entries(query)) {
    if (known.includes(key)) continue;
    const value = Array.isArray(raw) ? raw.at(-1) : raw;
    const [name, op] = key.split(':') as [string, string | undefined];
    switch (name) {
      case 'eventTypes':
        add((p) => `e.event_type = ANY(${p}::text[])`, list(value, 'eventTypes'));
        break;
      case 'shipmentEventTypeCodes':
      case 'transportEventTypeCodes':
      case 'equipmentEventTypeCodes': {
        const type = name === 'shipmentEventTypeCodes' ? 'SHIPMENT' : name === 'transportEventTypeCodes' ? 'TRANSPORT' : 'EQUIPMENT';
        add((p) => `(e.event_type = '${type}' AND e.event_code = ANY(${p}::text[]))`, list(value, name));
        break;
      }
      case 'equipmentReference':
        add((p) => `e.equipment_reference = ${p}`, text(value, name, 15).toUpperCase());
        break;
      case 'carrierBookingReference':
        add((p) => `s.booking_number = ${p}`, text(value, name, 35));
        break;
      case 'transportDocumentReference':
        add((p) => `s.bl_number = ${p}`, text(value, name, 20));
        break;
      case 'documentReference':
        add((p) => `(s.booking_number = ${p} OR s.bl_number = ${p} OR s.reference = ${p})`, text(value, name, 100));
        break;
      case 'UNLocationCode': {
        const code = text(value, name, 5);
        if (!/^[A-Z]{2}[A-Z2-9]{3}$/.test(code)) throw badRequest('UNLocationCode must be a UN/LOCODE (5 characters)', name);
        add((p) => `e.location = ${p}`, code);
        break;
      }
      case 'eventCreatedDateTime':
      case 'eventDateTime': {
        const sqlOp = OPERATORS[op ?? 'eq'];
        if (!sqlOp) throw badRequest(`${name} takes :gte, :gt, :lte, :lt or :eq`, key);
        const at = new Date(String(value));
        if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(String(value)) || Number.isNaN(at.getTime())) throw badRequest(`${key} must be an ISO 8601 date-time`, key);
        add((p) => `${name === 'eventCreatedDateTime' ? 'e.recorded_at' : 'e.event_at'} ${sqlOp} ${p}::timestamptz`, at.toISOString());
        break;
      }
      default:
        throw badRequest(`Unknown query parameter: ${key}`, key);
    }
  }
  return { where, params };
}

/** Renumbers the filter's placeholders ($1001…) after `offset` parameters of the caller. */
export function placeFilter(filter: SqlFilter, offset: number): string[] {
  return filter.where.map((w) => w.replace(/\$(\d{4,})/g, (_, n: string) => `$${Number(n) - 1000 + offset}`));
}
