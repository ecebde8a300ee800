import { DECLINE_REASONS } from '../../shared/states';

/** JSON schemas of the bids side's bodies (the SDK names a schema failure's field, e.g. data.lines.2.amount). */
export const UUID = { type: 'string', format: 'uuid' } as const;
export const DECIMAL = { type: 'string', maxLength: 20, pattern: '^\\d{1,12}(\\.\\d{1,4})?$' } as const;
export const SHARE = { type: 'string', maxLength: 12, pattern: '^\\d{1,3}(\\.\\d{1,4})?$' } as const;
export const DAY = { type: 'string', pattern: '^\\d{4}-\\d\\d-\\d\\d$' } as const;
export const TIMESTAMP = { type: 'string', format: 'date-time', maxLength: 40 } as const;
export const VERSION = { type: 'integer', minimum: 1 } as const;
const DAYS = { type: ['integer', 'null'], minimum: 0, maximum: 365 } as const;
const CARRIER = { type: ['string', 'null'], pattern: '^[A-Z]{2,4}$' } as const;
const REMARKS = { type: ['string', 'null'], maxLength: 2000 } as const;

export const CHARGE = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'label', 'amount'],
  properties: { code: { type: 'string', minLength: 1, maxLength: 20 }, label: { type: 'string', minLength: 1, maxLength: 100 }, amount: DECIMAL },
} as const;

export const QUOTE_LINE = {
  type: 'object',
  additionalProperties: false,
  required: ['laneId', 'amount'],
  properties: {
    laneId: UUID,
    amount: DECIMAL,
    charges: { type: 'array', maxItems: 30, items: CHARGE },
    transitDays: DAYS,
    freeDays: DAYS,
    validTo: { type: ['string', 'null'], pattern: '^\\d{4}-\\d\\d-\\d\\d$' },
    carrier: CARRIER,
    remarks: REMARKS,
  },
} as const;

export const BULK_ROW = {
  type: 'object',
  additionalProperties: false,
  required: ['amount'],
  properties: {
    lineNo: { type: 'integer', minimum: 1 },
    origin: { type: 'string', maxLength: 5 },
    destination: { type: 'string', maxLength: 5 },
    containerType: { type: 'string', maxLength: 4 },
    // Checked row by row (a problem per row), so any text is accepted here.
    amount: { type: 'string', maxLength: 40 },
    transitDays: { type: ['integer', 'null'] },
    freeDays: { type: ['integer', 'null'] },
    validTo: { type: ['string', 'null'], maxLength: 40 },
    carrier: { type: ['string', 'null'], maxLength: 40 },
    remarks: REMARKS,
  },
} as const;

export const DECLINE_REASON = { type: 'string', enum: [...DECLINE_REASONS] } as const;

/** Lanes per bid body and rows per bulk body (an RFQ has at most a few thousand lanes). */
export const MAX_LINES = 5000;
