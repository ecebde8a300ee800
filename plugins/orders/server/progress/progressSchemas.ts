import { MILESTONES } from '../../shared/states';

/** JSON schemas of the progress routes' bodies and queries (a bad value is a 400 naming the field). */
export const UUID = { type: 'string', format: 'uuid' } as const;
export const DAY = { type: 'string', format: 'date', maxLength: 10 } as const;
export const NULLABLE_DAY = { type: ['string', 'null'], format: 'date', maxLength: 10 } as const;
/** A day or an ISO 8601 timestamp (a shipment's ETD / ETA); the calendar is checked by validDayOrTime. */
export const DAY_OR_TIME = { type: 'string', maxLength: 40, pattern: '^\\d{4}-\\d\\d-\\d\\d(T\\d\\d:\\d\\d(:\\d\\d(\\.\\d{1,6})?)?(Z|[+-]\\d\\d:\\d\\d))?$' } as const;
/** A quantity as a decimal string: numeric(14, 3). */
export const QUANTITY = { type: 'string', maxLength: 15, pattern: '^\\d{1,11}(\\.\\d{1,3})?$' } as const;
export const MILESTONE = { type: 'string', enum: [...MILESTONES] } as const;
export const VERSION = { type: 'integer', minimum: 1 } as const;
export const LOCODE = { type: 'string', pattern: '^[A-Za-z]{2}[A-Za-z2-9]{3}$' } as const;

/** The new shipment of `CreateShipmentFromLines` (POL / POD default to the order's). */
export const NEW_SHIPMENT = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['mode', 'carrier', 'etd', 'eta'],
  properties: {
    reference: { type: ['string', 'null'], maxLength: 40 },
    mode: { type: 'string', enum: ['FCL', 'LCL'] },
    carrier: { type: 'string', pattern: '^[A-Za-z]{2,4}$' },
    pol: LOCODE,
    pod: LOCODE,
    etd: DAY_OR_TIME,
    eta: DAY_OR_TIME,
    containers: {
      type: 'array',
      maxItems: 200,
      items: { type: 'object', additionalProperties: false, required: ['number'], properties: { number: { type: 'string', minLength: 11, maxLength: 15 }, isoType: { type: 'string', pattern: '^[0-9A-Z]{4}$' } } },
    },
  },
} as const;

/** `:id` (and `:lineItemId`) of the order routes. */
export const ORDER_PARAMS = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 }, lineItemId: { type: 'string', maxLength: 100 } } } as const;
