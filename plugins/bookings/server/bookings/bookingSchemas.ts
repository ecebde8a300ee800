import { BOOKING_SOURCES, BOOKING_STATES, CARGO_MOVEMENTS, IMO_CLASSES, PACKING_GROUPS, SERVICE_TYPES } from '../../shared/states';

/**
 * JSON schemas of the bookings API's bodies and queries (the shapes; checkBookingRequest and
 * checkConfirmation add the rules a schema cannot say). A bad field is a 400 naming it, e.g.
 * `data.equipment.0.count`.
 */
const str = (maxLength: number, minLength = 0) => ({ type: 'string', maxLength, ...(minLength ? { minLength } : {}) });
const optStr = (maxLength: number) => ({ type: ['string', 'null'], maxLength });
const DECIMAL = { type: 'string', pattern: '^\\d{1,9}(\\.\\d{1,3})?$' };
const SIGNED_DECIMAL = { type: 'string', pattern: '^-?\\d{1,3}(\\.\\d{1,2})?$' };
const OPT_DECIMAL = { type: ['string', 'null'], pattern: '^\\d{1,9}(\\.\\d{1,3})?$' };
const OPT_SIGNED_DECIMAL = { type: ['string', 'null'], pattern: '^-?\\d{1,3}(\\.\\d{1,2})?$' };
const DAY = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };
const OPT_DAY = { type: ['string', 'null'], pattern: '^\\d{4}-\\d{2}-\\d{2}$' };
const LOCODE = { type: 'string', pattern: '^[A-Za-z]{2}[A-Za-z2-9]{3}$' };
const OPT_LOCODE = { type: ['string', 'null'], pattern: '^[A-Za-z]{2}[A-Za-z2-9]{3}$' };
const ZONED = { type: 'string', maxLength: 40, pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}' };
const OPT_ZONED = { type: ['string', 'null'], maxLength: 40, pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}' };
const UUID = { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' };

const PARTY = {
  type: 'object',
  required: ['name'],
  properties: { name: str(200, 1), address: optStr(1000), contactName: optStr(200), email: optStr(254), phone: optStr(50), taxId: optStr(50) },
};

const EQUIPMENT = {
  type: 'object',
  required: ['isoType', 'count'],
  properties: {
    isoType: { type: 'string', pattern: '^[0-9A-Za-z]{4}$' },
    count: { type: 'integer', minimum: 1, maximum: 999 },
    soc: { type: 'boolean' },
    reefer: {
      type: ['object', 'null'],
      required: ['temperature', 'unit'],
      properties: { temperature: SIGNED_DECIMAL, unit: { type: 'string', enum: ['CEL', 'FAH'] }, ventilation: OPT_DECIMAL, humidity: OPT_DECIMAL },
    },
  },
};

const EMERGENCY_CONTACT = {
  type: 'object',
  required: ['name', 'phone'],
  properties: { name: str(255, 1), phone: str(30, 1), provider: optStr(255), referenceNumber: optStr(255) },
};

const DANGEROUS_GOODS = {
  type: ['object', 'null'],
  required: ['unNumber', 'imoClass', 'properShippingName', 'emergencyContact'],
  properties: {
    unNumber: { type: 'string', pattern: '^\\d{4}$' },
    imoClass: { type: 'string', enum: [...IMO_CLASSES] },
    packingGroup: { type: ['string', 'null'], enum: [...PACKING_GROUPS, null] },
    properShippingName: str(300, 1),
    flashPoint: OPT_SIGNED_DECIMAL,
    emsNumber: optStr(20),
    emergencyContact: EMERGENCY_CONTACT,
  },
};

const CARGO = {
  type: 'object',
  required: ['hsCode', 'description', 'packages', 'packageCode', 'grossWeightKg'],
  properties: {
    hsCode: { type: 'string', pattern: '^\\d{6}$' },
    description: str(500, 1),
    packages: { type: 'integer', minimum: 1, maximum: 1000000 },
    packageCode: { type: 'string', pattern: '^[0-9A-Z]{2}$' },
    grossWeightKg: DECIMAL,
    volumeCbm: OPT_DECIMAL,
    dangerousGoods: DANGEROUS_GOODS,
  },
};

/** BookingRequest: the body of create, update (plus version) and the shipper's amend. */
export const BOOKING_REQUEST_PROPERTIES = {
  providerCompanyId: UUID,
  carrier: { type: 'string', pattern: '^[A-Za-z]{4}$' },
  pol: LOCODE,
  pod: LOCODE,
  placeOfReceipt: OPT_LOCODE,
  placeOfDelivery: OPT_LOCODE,
  receiptTypeAtOrigin: { type: 'string', enum: [...SERVICE_TYPES] },
  deliveryTypeAtDestination: { type: 'string', enum: [...SERVICE_TYPES] },
  cargoMovementType: { type: 'string', enum: [...CARGO_MOVEMENTS] },
  expectedDepartureDate: DAY,
  latestDeliveryDate: OPT_DAY,
  incoTerms: { type: ['string', 'null'], pattern: '^[A-Za-z]{3}$' },
  shipper: PARTY,
  consignee: PARTY,
  notifyParty: { ...PARTY, type: ['object', 'null'] },
  equipment: { type: 'array', minItems: 1, maxItems: 20, items: EQUIPMENT },
  cargo: { type: 'array', minItems: 1, maxItems: 50, items: CARGO },
  customerReference: optStr(100),
  contractRef: optStr(100),
  remarks: optStr(4000),
  source: {
    type: ['object', 'null'],
    required: ['kind'],
    properties: { kind: { type: 'string', enum: [...BOOKING_SOURCES] }, id: optStr(100), label: optStr(200) },
  },
};

export const BOOKING_REQUEST_REQUIRED = [
  'providerCompanyId', 'carrier', 'pol', 'pod', 'receiptTypeAtOrigin', 'deliveryTypeAtDestination', 'cargoMovementType', 'expectedDepartureDate', 'shipper', 'consignee', 'equipment', 'cargo',
];

export const BOOKING_REQUEST_SCHEMA = { type: 'object', required: BOOKING_REQUEST_REQUIRED, properties: BOOKING_REQUEST_PROPERTIES };

/** BookingConfirmation: confirm and the provider's amend. */
export const CONFIRMATION_SCHEMA = {
  type: 'object',
  required: ['carrierBookingReference', 'vessel', 'voyage', 'etd', 'eta'],
  properties: {
    carrierBookingReference: { type: 'string', minLength: 1, maxLength: 35, pattern: '^[A-Za-z0-9-]+$' },
    vessel: str(100, 1),
    voyage: str(50, 1),
    serviceCode: optStr(20),
    etd: ZONED,
    eta: ZONED,
    cutOffs: { type: 'object', properties: { documentation: OPT_ZONED, vgm: OPT_ZONED, cargo: OPT_ZONED } },
    equipmentRelease: { type: ['object', 'null'], properties: { depot: optStr(200), releaseReference: optStr(50), availableFrom: OPT_ZONED } },
    remarks: optStr(4000),
  },
};

/** ActionBody: `{data: {version, request?, confirmation?, reason?}}` (each action checks what it needs). */
export const ACTION_BODY_SCHEMA = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'object',
      required: ['version'],
      properties: { version: { type: 'integer', minimum: 1 }, request: BOOKING_REQUEST_SCHEMA, confirmation: CONFIRMATION_SCHEMA, reason: str(2000) },
    },
  },
};

/** The statuses a list filter accepts. */
export const STATUS_FILTER = { type: 'string', enum: [...BOOKING_STATES] };
