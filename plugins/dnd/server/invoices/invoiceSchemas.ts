import { CHARGE_TYPES, DIRECTIONS } from '../../shared/states';

const nullable = (schema: Record<string, unknown>) => ({ ...schema, type: [schema.type as string, 'null'] });
export const DAY = { type: 'string', pattern: '^\\d{4}-\\d\\d-\\d\\d$' };
export const UUID = { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' };
/** An exact decimal amount: digits, optionally up to 3 places (the currency's minor digits are checked in code). */
export const DECIMAL = { type: 'string', pattern: '^\\d{1,12}(\\.\\d{1,3})?$' };
export const MONEY = {
  type: 'object',
  additionalProperties: false,
  required: ['amount', 'currency'],
  properties: { amount: DECIMAL, currency: { type: 'string', pattern: '^[A-Z]{3}$' } },
};
const text = (max: number) => nullable({ type: 'string', maxLength: max });

/** JSON schema of NewCarrierInvoice (a bad field is a 400 naming `data.<field>`). */
export const INVOICE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['containerId', 'invoiceNumber', 'carrier', 'direction', 'chargeType', 'invoiceDate', 'amount'],
  properties: {
    containerId: UUID,
    invoiceNumber: { type: 'string', minLength: 1, maxLength: 60, pattern: '\\S' },
    carrier: { type: 'string', pattern: '^[A-Z0-9]{2,10}$' },
    billedParty: text(200),
    billedPartyBasis: text(500),
    blNumber: text(60),
    containerNumber: nullable({ type: 'string', pattern: '^[A-Za-z]{4}\\d{7}$' }),
    port: nullable({ type: 'string', pattern: '^[A-Z]{2}[A-Z2-9]{3}$' }),
    direction: { type: 'string', enum: DIRECTIONS },
    chargeType: { type: 'string', enum: CHARGE_TYPES },
    freeDays: nullable({ type: 'integer', minimum: 0, maximum: 365 }),
    freeTimeStart: nullable(DAY),
    freeTimeEnd: nullable(DAY),
    availabilityDate: nullable(DAY),
    chargedFrom: nullable(DAY),
    chargedTo: nullable(DAY),
    chargedDays: nullable({ type: 'integer', minimum: 0, maximum: 3650 }),
    rates: {
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['fromDay', 'toDay', 'perDiem'],
        properties: { fromDay: { type: 'integer', minimum: 1, maximum: 3650 }, toDay: { type: 'integer', minimum: 1, maximum: 3650 }, perDiem: DECIMAL },
      },
    },
    tariffReference: text(200),
    invoiceDate: DAY,
    dueDate: nullable(DAY),
    amount: MONEY,
    disputeContact: text(200),
    complianceStatement: { type: 'boolean' },
    documentId: nullable(UUID),
  },
} as const;

/** JSON schema of a dispute's create body `{invoiceId, reason, amount?}`. */
export const DISPUTE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['invoiceId', 'reason'],
  properties: { invoiceId: UUID, reason: { type: 'string', minLength: 1, maxLength: 4000, pattern: '\\S' }, amount: DECIMAL },
} as const;
