/** JSON schemas the planner routes share (bodies are validated by Fastify; `checkSearch` adds the rules a schema cannot say). */
export const LOCODE = { type: 'string', pattern: '^[A-Z]{2}[A-Z2-9]{3}$' } as const;
export const DAY = { type: 'string', format: 'date' } as const;
export const COLOUR = { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' } as const;
export const text = (maxLength: number, minLength = 0) => ({ type: 'string', minLength, maxLength }) as const;

/** Containers of an FCL search: ISO 6346 size-types (checked against the SDK list), 1–99 of each. */
export const CONTAINERS = {
  type: 'array',
  minItems: 1,
  maxItems: 6,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['type', 'count'],
    properties: { type: { type: 'string', pattern: '^[0-9A-Z]{4}$' }, count: { type: 'integer', minimum: 1, maximum: 99 } },
  },
} as const;

/** LCL cargo: weight and volume as exact decimals. */
export const LCL_CARGO = {
  type: 'object',
  additionalProperties: false,
  required: ['weightKg', 'volumeM3'],
  properties: { weightKg: { type: 'string', pattern: '^\\d{1,9}(\\.\\d{1,3})?$' }, volumeM3: { type: 'string', pattern: '^\\d{1,6}(\\.\\d{1,3})?$' } },
} as const;

/** `PlannerSearch`: a lane, FCL containers or LCL cargo, the ready day, and the honeypot. */
export const PLANNER_SEARCH = {
  type: 'object',
  additionalProperties: false,
  required: ['origin', 'destination', 'mode', 'readyOn'],
  properties: {
    origin: LOCODE,
    destination: LOCODE,
    mode: { type: 'string', enum: ['FCL', 'LCL'] },
    containers: CONTAINERS,
    cargo: LCL_CARGO,
    readyOn: DAY,
    website: text(200),
  },
} as const;

/** `LeadInput`: SPEC's lead payload, the lane and offer picked, the honeypot. */
export const LEAD_INPUT = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'email', 'company', 'createdVia'],
  properties: {
    name: text(120, 1),
    email: text(254, 1),
    company: text(200, 1),
    number: text(40),
    createdVia: { type: 'string', enum: ['LeadEngine'] },
    search: PLANNER_SEARCH,
    offerId: text(64),
    website: text(200),
  },
} as const;

/** The ICICI "create an account" payload. */
export const ACCOUNT_REQUEST = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'email', 'company', 'createdVia'],
  properties: {
    name: text(120, 1),
    email: text(254, 1),
    company: text(200, 1),
    number: text(40),
    createdVia: { type: 'string', enum: ['LeadEngine'] },
    website: text(200),
  },
} as const;
