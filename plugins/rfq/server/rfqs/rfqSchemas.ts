import { CONTAINER_TYPES } from '@portolan/sdk/server';

const nullable = (schema: Record<string, unknown>) => ({ ...schema, type: [schema.type as string, 'null'] });
const uuid = { type: 'string', maxLength: 100 };
const amount = nullable({ type: 'string', pattern: '^\\d{1,12}(\\.\\d{1,4})?$', maxLength: 17 });
const day = { type: 'string', format: 'date' };

/** One lane of RfqInput (ports and container types are checked by checkRfqInput, so the 400 names the lane's field). */
export const LANE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['origin', 'destination', 'containerType', 'volume'],
  properties: {
    _id: uuid,
    origin: { type: 'string', maxLength: 10 },
    destination: { type: 'string', maxLength: 10 },
    containerType: { type: 'string', maxLength: 10 },
    volume: { type: 'integer' },
    commodity: nullable({ type: 'string', maxLength: 200 }),
    requirements: nullable({ type: 'string', maxLength: 2000 }),
    baselineAmount: amount,
    currentAmount: amount,
    incumbentCompanyId: nullable(uuid),
  },
};

const TERM = { type: 'object', additionalProperties: false, required: ['title', 'body'], properties: { title: { type: 'string', minLength: 1, maxLength: 200 }, body: { type: 'string', minLength: 1, maxLength: 5000 } } };

/** The properties of RfqInput (`{data: RfqInput}`). */
export const RFQ_PROPERTIES = {
  title: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
  description: nullable({ type: 'string', maxLength: 5000 }),
  currency: { type: 'string', pattern: '^[A-Z]{3}$' },
  contractFrom: day,
  contractTo: day,
  bidDeadline: { type: 'string', format: 'date-time' },
  sealed: { type: 'boolean' },
  termGroupId: nullable(uuid),
  terms: { type: 'array', maxItems: 100, items: TERM },
  lanes: { type: 'array', maxItems: 2000, items: LANE_SCHEMA },
  vendorCompanyIds: { type: 'array', maxItems: 200, items: uuid },
  vendorGroupIds: { type: 'array', maxItems: 50, items: uuid },
};

export const RFQ_CREATE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'currency', 'contractFrom', 'contractTo', 'bidDeadline', 'lanes'],
  properties: RFQ_PROPERTIES,
};

export const RFQ_UPDATE_SCHEMA = { type: 'object', additionalProperties: false, properties: RFQ_PROPERTIES };

/** ISO 6346 codes a lane may name. */
export const CONTAINER_CODES: ReadonlySet<string> = new Set(CONTAINER_TYPES.map((t) => t.code));
