import { INCOTERMS } from '../../shared/states';
import { CURRENCY, DAY, nullable, PRICE, QUANTITY, SKU, TIMESTAMP, TITLE, UNIT, UUID, VERSION } from '../requisitions/schemaParts';

const LINE = {
  type: 'object',
  additionalProperties: false,
  required: ['sku', 'quantity', 'neededBy'],
  properties: {
    productId: nullable(UUID),
    requisitionLineItemId: nullable(UUID),
    sku: SKU,
    description: { type: 'string', maxLength: 500 },
    hsCode: nullable({ type: 'string', pattern: '^\\d{6}(\\d{2}){0,2}$' }),
    quantity: QUANTITY,
    unit: UNIT,
    targetUnitPrice: nullable(PRICE),
    neededBy: DAY,
  },
};

const SUPPLIER_IDS = { type: 'array', minItems: 1, maxItems: 50, items: UUID };

const PROPERTIES = {
  title: TITLE,
  currency: CURRENCY,
  incoterm: { type: 'string', enum: [...INCOTERMS] },
  shipToLocationId: nullable(UUID),
  quoteDeadline: TIMESTAMP,
  notes: nullable({ type: 'string', maxLength: 5000 }),
  supplierIds: SUPPLIER_IDS,
  lines: { type: 'array', minItems: 1, maxItems: 500, items: LINE },
};

/** `{data: NewOrderRfq}`. */
export const ORDER_RFQ_CREATE_SCHEMA = { type: 'object', additionalProperties: false, required: ['title', 'currency', 'incoterm', 'quoteDeadline', 'supplierIds', 'lines'], properties: PROPERTIES };
/** `{data: Partial<NewOrderRfq> & {version}}`. */
export const ORDER_RFQ_UPDATE_SCHEMA = { type: 'object', additionalProperties: false, required: ['version'], properties: { ...PROPERTIES, version: VERSION } };
/** `{data: {requisitionId, supplierIds, quoteDeadline, title?, incoterm?, shipToLocationId?, notes?}}`. */
export const FROM_REQUISITION_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['requisitionId', 'supplierIds', 'quoteDeadline'],
  properties: { requisitionId: UUID, supplierIds: SUPPLIER_IDS, quoteDeadline: TIMESTAMP, title: TITLE, incoterm: PROPERTIES.incoterm, shipToLocationId: nullable(UUID), notes: PROPERTIES.notes },
};

/** `{data: SupplierQuoteAnswer}` (the supplier's link). */
export const QUOTE_ANSWER_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['lines'],
  properties: {
    validUntil: nullable(DAY),
    notes: nullable({ type: 'string', maxLength: 2000 }),
    submit: { type: 'boolean' },
    decline: nullable({ type: 'object', additionalProperties: false, required: ['reason'], properties: { reason: { type: 'string', minLength: 1, maxLength: 2000, pattern: '\\S' } } }),
    lines: {
      type: 'array',
      maxItems: 500,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['rfqLineItemId', 'unitPrice', 'quantity', 'leadTimeDays', 'cargoReadyDate'],
        properties: {
          rfqLineItemId: UUID,
          unitPrice: { type: 'string', maxLength: 19 },
          quantity: { type: 'string', maxLength: 15 },
          leadTimeDays: { type: 'integer' },
          cargoReadyDate: { type: 'string', maxLength: 10 },
          comment: nullable({ type: 'string', maxLength: 1000 }),
        },
      },
    },
  },
};

/** `{data: {rfqId, version, awards: [{supplierQuoteLineItemId, quantity}]}}`. */
export const AWARD_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['rfqId', 'version', 'awards'],
  properties: {
    rfqId: UUID,
    version: VERSION,
    awards: {
      type: 'array',
      minItems: 1,
      maxItems: 2000,
      items: { type: 'object', additionalProperties: false, required: ['supplierQuoteLineItemId', 'quantity'], properties: { supplierQuoteLineItemId: UUID, quantity: { type: 'string', maxLength: 15 } } },
    },
  },
};
