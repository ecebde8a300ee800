import { GST_RATES } from '../../shared/types';

const decimal = { anyOf: [{ type: 'string', pattern: '^[0-9]{1,12}(\\.[0-9]{1,6})?$' }, { type: 'number', minimum: 0 }] };

/** JSON schema of an invoice line as clients write it. */
export const invoiceLineSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['description', 'quantity', 'unitPrice', 'taxRate'],
  properties: {
    code: { type: 'string', maxLength: 40 },
    description: { type: 'string', minLength: 1, maxLength: 300, pattern: '\\S' },
    sac: { type: ['string', 'null'], pattern: '^[0-9]{4,8}$' },
    quantity: decimal,
    unitPrice: decimal,
    taxRate: { type: 'number', enum: [...GST_RATES] },
  },
};

const party = {
  type: 'object',
  additionalProperties: false,
  properties: {
    legalName: { type: 'string', minLength: 1, maxLength: 200 },
    address: { type: 'string', maxLength: 500 },
    country: { type: 'string', pattern: '^[A-Z]{2}$' },
    stateCode: { type: ['string', 'null'] },
    gstin: { type: ['string', 'null'] },
    pan: { type: ['string', 'null'] },
  },
};

/** JSON schema properties of `InvoiceDraftInput` (create: currency and lines required; edit: all optional plus version). */
export const invoiceDraftProperties = {
  customerCompanyId: { type: ['string', 'null'], maxLength: 36 },
  customerName: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
  customer: party,
  source: { type: 'string', enum: ['SHIPMENT', 'MANUAL'] },
  shipmentId: { type: ['string', 'null'], maxLength: 36 },
  quoteId: { type: ['string', 'null'], maxLength: 36 },
  currency: { type: 'string', pattern: '^[A-Z]{3}$' },
  exchangeRate: { anyOf: [{ type: 'string', pattern: '^[0-9]{1,10}(\\.[0-9]{1,10})?$' }, { type: 'number', exclusiveMinimum: 0 }] },
  termsDays: { type: 'integer', minimum: 0, maximum: 365 },
  placeOfSupply: { type: ['string', 'null'], pattern: '^[0-9]{2}$' },
  tdsRate: { type: 'number', minimum: 0, maximum: 30 },
  poNumber: { type: ['string', 'null'], maxLength: 60 },
  notes: { type: ['string', 'null'], maxLength: 2000 },
  lines: { type: 'array', minItems: 1, maxItems: 200, items: invoiceLineSchema },
};
