import { CONTAINER_TYPES, SHIPMENT_STATUSES } from '../shared/statuses';

/** JSON schemas of shipment bodies (DESIGN §4: a bad one is a 400 naming the field). */
const text = (max: number) => ({ type: ['string', 'null'], maxLength: max });
const locode = { type: 'string', pattern: '^[A-Za-z]{2}[A-Za-z2-9]{3}$' };
const dateTime = { type: 'string', format: 'date-time' };
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' };

export const containerInput = {
  type: 'object',
  required: ['number'],
  additionalProperties: false,
  properties: {
    number: { type: 'string', minLength: 11, maxLength: 15 },
    isoType: { type: 'string', enum: Object.keys(CONTAINER_TYPES) },
    sealNumber: text(40),
    weightKg: { type: ['number', 'null'], minimum: 0, maximum: 60000 },
  },
} as const;

const shipmentProperties = {
  reference: { type: 'string', minLength: 1, maxLength: 40, pattern: '\\S' },
  mode: { type: 'string', enum: ['FCL', 'LCL'] },
  status: { type: 'string', enum: [...SHIPMENT_STATUSES] },
  shipper: text(200),
  consignee: text(200),
  forwarder: text(200),
  carrier: { type: 'string', pattern: '^[A-Za-z]{2,4}$' },
  bookingNumber: text(40),
  blNumber: text(40),
  origin: locode,
  destination: locode,
  pol: locode,
  pod: locode,
  transshipmentPorts: { type: 'array', maxItems: 5, items: locode },
  vessel: text(100),
  voyage: text(20),
  etd: dateTime,
  eta: dateTime,
  atd: nullableDateTime,
  ata: nullableDateTime,
  commodity: text(200),
  hsCode: { type: ['string', 'null'], pattern: '^[0-9]{4,10}$' },
  weightKg: { type: ['number', 'null'], minimum: 0, maximum: 10_000_000 },
  volumeCbm: { type: ['number', 'null'], minimum: 0, maximum: 100_000 },
  teu: { type: 'number', minimum: 0, maximum: 1000 },
  rfqId: text(100),
  contractRef: text(60),
  containers: { type: 'array', maxItems: 200, items: containerInput },
  sharedWith: { type: 'array', maxItems: 20, uniqueItems: true, items: { type: 'string', format: 'uuid' } },
} as const;

export const shipmentCreateData = {
  type: 'object',
  additionalProperties: false,
  required: ['reference', 'mode', 'carrier', 'pol', 'pod', 'etd', 'eta'],
  properties: shipmentProperties,
} as const;

export const shipmentUpdateData = {
  type: 'object',
  additionalProperties: false,
  properties: shipmentProperties,
} as const;

/** What a client may send for a shipment (create: the required ones; update: any). */
export interface ShipmentInput {
  reference?: string;
  mode?: 'FCL' | 'LCL';
  status?: string;
  shipper?: string | null;
  consignee?: string | null;
  forwarder?: string | null;
  carrier?: string;
  bookingNumber?: string | null;
  blNumber?: string | null;
  origin?: string;
  destination?: string;
  pol?: string;
  pod?: string;
  transshipmentPorts?: string[];
  vessel?: string | null;
  voyage?: string | null;
  etd?: string;
  eta?: string;
  atd?: string | null;
  ata?: string | null;
  commodity?: string | null;
  hsCode?: string | null;
  weightKg?: number | null;
  volumeCbm?: number | null;
  teu?: number;
  rfqId?: string | null;
  contractRef?: string | null;
  containers?: Array<{ number: string; isoType?: string; sealNumber?: string | null; weightKg?: number | null }>;
  sharedWith?: string[];
}
