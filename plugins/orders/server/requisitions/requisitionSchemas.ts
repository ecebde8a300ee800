import { CURRENCY, DAY, nullable, PRICE, QUANTITY, SKU, TITLE, UNIT, UUID } from './schemaParts';

/** One line of NewRequisition. */
const LINE = {
  type: 'object',
  additionalProperties: false,
  required: ['sku', 'quantity', 'estimatedUnitPrice', 'neededBy'],
  properties: {
    productId: nullable(UUID),
    sku: SKU,
    description: { type: 'string', maxLength: 500 },
    category: { type: 'string', maxLength: 60 },
    quantity: QUANTITY,
    unit: UNIT,
    estimatedUnitPrice: PRICE,
    neededBy: DAY,
  },
};

const PROPERTIES = {
  title: TITLE,
  locationId: nullable(UUID),
  department: nullable({ type: 'string', maxLength: 100 }),
  neededBy: DAY,
  currency: CURRENCY,
  justification: nullable({ type: 'string', maxLength: 5000 }),
  lines: { type: 'array', minItems: 1, maxItems: 500, items: LINE },
};

/** `{data: NewRequisition}`. */
export const REQUISITION_CREATE_SCHEMA = { type: 'object', additionalProperties: false, required: ['title', 'neededBy', 'currency', 'lines'], properties: PROPERTIES };
/** `{data: Partial<NewRequisition> & {version}}` (lines replaced as given). */
export const REQUISITION_UPDATE_SCHEMA = { type: 'object', additionalProperties: false, properties: PROPERTIES };
