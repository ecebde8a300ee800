import { INCOTERMS, PROPOSAL_FIELDS } from '../../shared/states';

/** JSON schemas of the order bodies: a bad field is a 400 naming it (`data.lines.0.quantity`). */
const nullable = (schema: Record<string, unknown>) => ({ ...schema, type: [schema.type as string, 'null'] });
export const DAY = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date' } as const;
export const UUID = { type: 'string', maxLength: 100 } as const;
export const VERSION = { type: 'integer', minimum: 1 } as const;
/** A quantity (at most 3 decimals, as the column keeps); "above 0" is checked in code (a lookahead would not suit every JSON-schema consumer). */
export const QUANTITY = { type: 'string', pattern: '^\\d{1,11}(\\.\\d{1,3})?$', maxLength: 15 } as const;
/** A unit price of at least 0 (at most 4 decimals). */
export const PRICE = { type: 'string', pattern: '^\\d{1,14}(\\.\\d{1,4})?$', maxLength: 19 } as const;
const PORT = { type: 'string', pattern: '^[A-Z]{2}[A-Z2-9]{3}$' } as const;

export const ORDER_LINE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['sku', 'quantity', 'unitPrice', 'cargoReadyDate', 'requiredDeliveryDate'],
  properties: {
    productId: nullable(UUID),
    sku: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._/ -]{0,39}$' },
    description: { type: 'string', maxLength: 500 },
    hsCode: nullable({ type: 'string', pattern: '^\\d{6}(\\d{2}){0,2}$' }),
    quantity: QUANTITY,
    unit: { type: 'string', pattern: '^[A-Z]{2,5}$' },
    unitPrice: PRICE,
    cargoReadyDate: DAY,
    requiredDeliveryDate: DAY,
  },
} as const;

/** The properties of NewPurchaseOrder. */
export const ORDER_PROPERTIES = {
  poNumber: nullable({ type: 'string', pattern: '^([A-Za-z0-9][A-Za-z0-9._/-]{0,39})?$' }),
  supplierId: UUID,
  orderDate: DAY,
  shipFrom: nullable({ type: 'string', maxLength: 300 }),
  pol: nullable(PORT),
  pod: nullable(PORT),
  shipToLocationId: nullable(UUID),
  incoterm: { type: 'string', enum: [...INCOTERMS] },
  currency: { type: 'string', pattern: '^[A-Z]{3}$' },
  paymentTerms: nullable({ type: 'string', maxLength: 100 }),
  notes: nullable({ type: 'string', maxLength: 5000 }),
  lines: { type: 'array', minItems: 1, maxItems: 500, items: ORDER_LINE_SCHEMA },
};

export const ORDER_CREATE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['supplierId', 'orderDate', 'incoterm', 'currency', 'lines'],
  properties: ORDER_PROPERTIES,
};

/** An update of a DRAFT: any of the fields; `lines` replaces them all. */
export const ORDER_UPDATE_SCHEMA = { type: 'object', additionalProperties: false, properties: ORDER_PROPERTIES };

const NAME = { type: 'string', minLength: 1, maxLength: 120, pattern: '\\S' } as const;

/** AcknowledgementAnswer (the supplier's link): one schema per action, chosen by `action`. */
export const ACKNOWLEDGEMENT_SCHEMA = {
  type: 'object',
  required: ['action', 'name'],
  properties: {
    action: { type: 'string', enum: ['ACKNOWLEDGE', 'PROPOSE', 'REJECT', 'PROGRESS'] },
    name: NAME,
    reason: { type: 'string', minLength: 1, maxLength: 2000, pattern: '\\S' },
    changes: {
      type: 'array',
      minItems: 1,
      maxItems: 200,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['lineItemId', 'field', 'value'],
        properties: {
          lineItemId: UUID,
          field: { type: 'string', enum: [...PROPOSAL_FIELDS] },
          value: { type: 'string', minLength: 1, maxLength: 30 },
          comment: nullable({ type: 'string', maxLength: 1000 }),
        },
      },
    },
    lines: {
      type: 'array',
      minItems: 1,
      maxItems: 500,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['lineItemId', 'milestone'],
        properties: { lineItemId: UUID, milestone: { type: 'string', enum: ['IN_PRODUCTION', 'CARGO_READY'] }, actualDate: DAY },
      },
    },
  },
  additionalProperties: false,
  allOf: [
    { if: { properties: { action: { const: 'PROPOSE' } } }, then: { required: ['changes'] } },
    { if: { properties: { action: { const: 'REJECT' } } }, then: { required: ['reason'] } },
    { if: { properties: { action: { const: 'PROGRESS' } } }, then: { required: ['lines'] } },
  ],
} as const;
