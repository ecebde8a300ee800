const DATE = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const MINOR = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;

/** `data` of `POST /api/payments` (PaymentInput). */
export const PAYMENT_INPUT_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['method', 'receivedOn', 'currency', 'amountMinor', 'allocations'],
  properties: {
    payerCompanyId: { type: ['string', 'null'], format: 'uuid' },
    payerName: { type: 'string', minLength: 1, maxLength: 200 },
    method: { type: 'string', enum: ['BANK_TRANSFER', 'PAY2CORP', 'CHEQUE', 'CARD', 'CASH', 'OTHER'] },
    reference: { type: ['string', 'null'], maxLength: 100 },
    receivedOn: DATE,
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    amountMinor: MINOR,
    allocations: {
      type: 'array',
      maxItems: 200,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['invoiceId', 'amountMinor'],
        properties: {
          invoiceId: { type: 'string', maxLength: 100 },
          amountMinor: MINOR,
          realizedRate: { anyOf: [{ type: 'string', maxLength: 30 }, { type: 'number' }] },
        },
      },
    },
    acceptOverpayment: { type: 'boolean' },
    notes: { type: ['string', 'null'], maxLength: 2000 },
  },
} as const;

/** `data` of `POST /api/payments/:id/refund`. */
export const REFUND_INPUT_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['amountMinor', 'reason', 'receivedOn'],
  properties: {
    amountMinor: MINOR,
    reason: { type: 'string', minLength: 1, maxLength: 500 },
    receivedOn: DATE,
  },
} as const;

export const AGEING_QUERY_SCHEMA = {
  type: 'object',
  properties: {
    side: { type: 'string', enum: ['receivables', 'payables'], default: 'receivables' },
    asOf: DATE,
  },
} as const;

export const STATEMENT_QUERY_SCHEMA = {
  type: 'object',
  properties: {
    from: DATE,
    to: DATE,
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    format: { type: 'string', enum: ['json', 'csv', 'pdf'], default: 'json' },
  },
} as const;
