/** JSON-schema pieces the orders area's bodies share (requisitions, order RFQs, supplier quotes). */
export const nullable = (schema: Record<string, unknown>) => ({ ...schema, type: [schema.type as string, 'null'] });
export const UUID = { type: 'string', maxLength: 100 };
export const DAY = { type: 'string', format: 'date' };
export const TIMESTAMP = { type: 'string', format: 'date-time' };
export const VERSION = { type: 'integer', minimum: 1 };
export const CURRENCY = { type: 'string', pattern: '^[A-Z]{3}$' };
export const SKU = { type: 'string', minLength: 1, maxLength: 40, pattern: '\\S' };
export const UNIT = { type: 'string', pattern: '^[A-Z]{2,5}$' };
/** A quantity: up to 11 digits and 3 decimals (numeric(14,3)); above 0 is checked by the handler so the 400 names the line. */
export const QUANTITY = { type: 'string', pattern: '^\\d{1,11}(\\.\\d{1,3})?$', maxLength: 15 };
/** A unit price: up to 14 digits and 4 decimals (numeric(18,4)). */
export const PRICE = { type: 'string', pattern: '^\\d{1,14}(\\.\\d{1,4})?$', maxLength: 19 };
export const TITLE = { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' };
export const REASON = { type: 'string', minLength: 1, maxLength: 2000, pattern: '\\S' };
