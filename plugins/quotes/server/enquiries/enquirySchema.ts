import { CONTAINER_TYPES } from '@portolan/sdk/server';
import { ENQUIRY_SERVICES, INCOTERMS } from '../../shared/states';

/** UN/LOCODE of a port or place. */
export const LOCODE = '^[A-Z]{2}[A-Z2-9]{3}$';
/** IMO dangerous-goods classes and divisions (1.1–1.6 with an optional compatibility group, 2.1–2.3, 3, 4.1–4.3, 5.1–5.2, 6.1–6.2, 7, 8, 9). */
export const DG_CLASS = '^(1(\\.[1-6][A-HJKLNS]?)?|2(\\.[1-3])?|3|4(\\.[1-3])?|5(\\.[12])?|6(\\.[12])?|7|8|9)$';
const POSITIVE = '^\\d{1,9}(\\.\\d{1,3})?$';
const TEMPERATURE = '^-?\\d{1,2}(\\.\\d)?$';

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' });
const optional = (maxLength: number) => ({ type: ['string', 'null'], maxLength });

const cargo = {
  type: 'object',
  additionalProperties: false,
  required: ['commodity'],
  properties: {
    commodity: text(200),
    hsCode: { type: ['string', 'null'], pattern: '^[0-9]{4,10}$' },
    weightKg: { type: ['string', 'null'], pattern: POSITIVE },
    volumeM3: { type: ['string', 'null'], pattern: POSITIVE },
    packages: { type: ['integer', 'null'], minimum: 1, maximum: 1_000_000 },
    dgClass: { type: ['string', 'null'], pattern: DG_CLASS },
    reeferTempC: { type: ['string', 'null'], pattern: TEMPERATURE },
  },
};

/** The fields an enquiry's create and update take (the update: all optional). */
export const ENQUIRY_FIELDS = {
  customerId: { type: ['string', 'null'], format: 'uuid' },
  customerName: text(200),
  contactName: optional(120),
  contactEmail: { type: ['string', 'null'], maxLength: 254, format: 'email' },
  origin: { type: 'string', pattern: LOCODE },
  destination: { type: 'string', pattern: LOCODE },
  originKind: { type: 'string', enum: ['PORT', 'DOOR'] },
  destinationKind: { type: 'string', enum: ['PORT', 'DOOR'] },
  mode: { type: 'string', enum: ['FCL', 'LCL'] },
  containers: {
    type: 'array',
    maxItems: 10,
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'count'],
      properties: { type: { type: 'string', enum: CONTAINER_TYPES.map((c) => c.code) }, count: { type: 'integer', minimum: 1, maximum: 999 } },
    },
  },
  cargo,
  cargoReadyOn: { type: 'string', format: 'date' },
  incoterm: { type: ['string', 'null'], enum: [...INCOTERMS, null] },
  services: { type: 'array', maxItems: ENQUIRY_SERVICES.length, uniqueItems: true, items: { type: 'string', enum: [...ENQUIRY_SERVICES] } },
  currency: { type: 'string', pattern: '^[A-Z]{3}$' },
  dueOn: { type: 'string', format: 'date' },
  notes: optional(4000),
};

export const ENQUIRY_CREATE = { type: 'object', additionalProperties: false, required: ['origin', 'destination', 'mode', 'cargo', 'cargoReadyOn'], properties: ENQUIRY_FIELDS };
export const ENQUIRY_UPDATE = { type: 'object', additionalProperties: false, properties: ENQUIRY_FIELDS };
