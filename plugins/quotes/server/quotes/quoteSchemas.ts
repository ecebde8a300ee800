import { CHARGE_BASES } from '@portolan/sdk/server';
import { LOSS_REASONS } from '../../shared/states';

/** JSON schemas of the quote bodies: a bad field is a 400 naming it (`data.options.1.lines.0.buyUnit …`). */
export const DAY = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date' } as const;
export const CURRENCY = { type: 'string', pattern: '^[A-Z]{3}$' } as const;
export const UUID = { type: 'string', format: 'uuid' } as const;
export const VERSION = { type: 'integer', minimum: 1 } as const;
/** A non-negative exact decimal (at most 6 decimals). */
export const AMOUNT = { type: 'string', pattern: '^\\d{1,12}(\\.\\d{1,6})?$' } as const;
/** A positive quantity. */
export const QUANTITY = { type: 'string', pattern: '^(?!0+(\\.0+)?$)\\d{1,9}(\\.\\d{1,4})?$' } as const;
const SIGNED = { type: 'string', pattern: '^-?\\d{1,12}(\\.\\d{1,6})?$' } as const;

export const MARGIN = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['type', 'value'],
  properties: { type: { type: 'string', enum: ['PERCENT', 'AMOUNT'] }, value: SIGNED },
} as const;

const CODE = { type: 'string', pattern: '^[A-Z0-9_-]{1,20}$' } as const;
const TEXT = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const;
const NULLABLE_INT = { type: ['integer', 'null'], minimum: 0, maximum: 365 } as const;
const PLACE = { type: 'string', pattern: '^[A-Z]{2}[A-Z2-9]{3}$' } as const;
const TIMESTAMP = { type: 'string', format: 'date-time' } as const;
/** Computed fields a client may send back with a record it read: accepted and ignored (always recomputed). */
const COMPUTED = { description: 'Computed by the server: accepted and ignored' } as const;

export const LINE = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'name', 'stage', 'basis', 'quantity', 'buyUnit', 'buyCurrency'],
  properties: {
    _id: UUID,
    code: CODE,
    name: TEXT(120),
    stage: { type: 'string', enum: ['ORIGIN', 'FREIGHT', 'DESTINATION', 'INLAND'] },
    basis: { type: 'string', enum: [...CHARGE_BASES] },
    quantity: QUANTITY,
    buyUnit: AMOUNT,
    buyCurrency: CURRENCY,
    rateId: { type: ['string', 'null'], format: 'uuid' },
    margin: MARGIN,
    buyAmount: COMPUTED,
    buyConverted: COMPUTED,
    sellAmount: COMPUTED,
  },
} as const;

export const OPTION = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'carrier', 'origin', 'destination', 'lines'],
  properties: {
    _id: UUID,
    title: TEXT(120),
    carrier: TEXT(60),
    origin: PLACE,
    destination: PLACE,
    via: { type: 'array', maxItems: 5, items: PLACE },
    transitDays: NULLABLE_INT,
    freeDays: NULLABLE_INT,
    sailing: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['vessel', 'voyage', 'departsAt', 'arrivesAt'],
      properties: { vessel: TEXT(80), voyage: TEXT(40), departsAt: TIMESTAMP, arrivesAt: TIMESTAMP },
    },
    lines: { type: 'array', maxItems: 60, items: LINE },
    position: COMPUTED,
    sellTotal: COMPUTED,
    buyTotal: COMPUTED,
    marginTotal: COMPUTED,
  },
} as const;

export const OPTIONS = { type: 'array', maxItems: 10, items: OPTION } as const;
export const TERMS_TEXT = { type: ['string', 'null'], maxLength: 20000 } as const;
export const NOTES = { type: ['string', 'null'], maxLength: 4000 } as const;
export const LOSS_REASON = { type: 'string', enum: [...LOSS_REASONS] } as const;
/** A signed link token (`<id>.<expires>.<signature>`). */
export const TOKEN = { type: 'string', minLength: 10, maxLength: 200 } as const;
export const tokenParams = { type: 'object', required: ['token'], properties: { token: TOKEN } } as const;
