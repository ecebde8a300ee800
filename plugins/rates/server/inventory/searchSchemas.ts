import { CHARGE_BASES, CHARGE_STAGES, RATE_SIDES } from '../../shared/types';

const LOCODE = { type: 'string', pattern: '^[A-Z]{2}[A-Z2-9]{3}$' };
const DAY = { type: 'string', format: 'date' };
const DECIMAL = { type: 'string', pattern: '^-?\\d{1,16}(\\.\\d{1,12})?$' };
const CURRENCY = { type: 'string', pattern: '^[A-Z]{3}$' };
const TEXT = (maxLength: number) => ({ type: 'string', maxLength });
const NULLABLE = (schema: Record<string, unknown>) => ({ ...schema, type: [schema.type as string, 'null'] });

/** A rate search (`RateSearch`), closed: origin/destination ports or places, FCL containers or LCL cargo, the cargo-ready day. */
export const RATE_SEARCH_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['origin', 'destination', 'mode', 'readyOn'],
  properties: {
    origin: LOCODE,
    destination: LOCODE,
    mode: { type: 'string', enum: ['FCL', 'LCL'] },
    containers: {
      type: 'array',
      minItems: 1,
      maxItems: 6,
      items: { type: 'object', additionalProperties: false, required: ['type', 'count'], properties: { type: { type: 'string', pattern: '^[0-9A-Z]{4}$' }, count: { type: 'integer', minimum: 1, maximum: 999 } } },
    },
    cargo: {
      type: 'object',
      additionalProperties: false,
      required: ['weightKg', 'volumeM3'],
      properties: { weightKg: { type: 'string', pattern: '^\\d{1,9}(\\.\\d{1,3})?$' }, volumeM3: { type: 'string', pattern: '^\\d{1,6}(\\.\\d{1,3})?$' } },
    },
    readyOn: DAY,
    currency: CURRENCY,
    carriers: { type: 'array', maxItems: 20, items: { type: 'string', pattern: '^[A-Z]{2,4}$' } },
    sort: { type: 'string', enum: ['cheapest', 'fastest', 'best'] },
    includeExpired: { type: 'boolean' },
  },
} as const;

const LINE = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'name', 'stage', 'basis', 'quantity', 'unitAmount', 'amount', 'currency', 'converted', 'rateId'],
  properties: {
    code: TEXT(20),
    name: TEXT(200),
    stage: { type: 'string', enum: [...CHARGE_STAGES, 'INLAND'] },
    basis: { type: 'string', enum: [...CHARGE_BASES] },
    quantity: DECIMAL,
    unitAmount: DECIMAL,
    amount: DECIMAL,
    currency: CURRENCY,
    converted: DECIMAL,
    rateId: { type: 'string', format: 'uuid' },
  },
};

/** A priced option (`RateOption`) as a client hands one back (shortlist), closed. */
export const RATE_OPTION_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'carrier', 'origin', 'destination', 'total', 'currency', 'lines'],
  properties: {
    id: TEXT(200),
    carrier: TEXT(10),
    origin: LOCODE,
    destination: LOCODE,
    via: { type: 'array', maxItems: 4, items: LOCODE },
    transitDays: NULLABLE({ type: 'integer', minimum: 0, maximum: 365 }),
    validFrom: DAY,
    validTo: DAY,
    freeDays: NULLABLE({ type: 'integer', minimum: 0, maximum: 365 }),
    side: { type: 'string', enum: [...RATE_SIDES] },
    contractRef: NULLABLE(TEXT(60)),
    offeredBy: NULLABLE({ type: 'object', additionalProperties: false, required: ['companyId', 'name'], properties: { companyId: { type: 'string', format: 'uuid' }, name: TEXT(200) } }),
    total: DECIMAL,
    currency: CURRENCY,
    lines: { type: 'array', maxItems: 60, items: LINE },
    conversions: {
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['from', 'to', 'rate', 'rateDate', 'source'],
        properties: { from: CURRENCY, to: CURRENCY, rate: DECIMAL, rateDate: DAY, source: TEXT(200) },
      },
    },
    sailings: {
      type: 'array',
      maxItems: 10,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['scheduleId', 'vessel', 'voyage', 'departsAt', 'arrivesAt', 'transitDays'],
        properties: {
          scheduleId: TEXT(100),
          vessel: TEXT(100),
          voyage: TEXT(40),
          service: NULLABLE(TEXT(100)),
          departsAt: TEXT(40),
          arrivesAt: TEXT(40),
          transitDays: { type: 'integer', minimum: 0, maximum: 365 },
        },
      },
    },
    score: { type: 'number', minimum: 0, maximum: 100 },
  },
};
