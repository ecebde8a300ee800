/**
 * JSON schemas of DCSA Track & Trace 3.0 (tnt v3, with the Event domain 3.1.0), written from the
 * published OpenAPI documents (dcsaorg/DCSA-OpenAPI, Apache-2.0): the standard's field names and
 * enumerations, for the answers of /api/dcsa/tnt/v3 and the requests it accepts.
 */
export const EVENT_TYPES = ['SHIPMENT', 'TRANSPORT', 'EQUIPMENT'] as const;
export const SHIPMENT_EVENT_TYPE_CODES = ['RECE', 'DRFT', 'PENA', 'PENU', 'PENC', 'CONF', 'REJE', 'APPR', 'ISSU', 'SURR', 'SUBM', 'VOID', 'REQS', 'CMPL', 'HOLD', 'RELS', 'CANC'] as const;
export const TRANSPORT_EVENT_TYPE_CODES = ['ARRI', 'DEPA'] as const;
export const EQUIPMENT_EVENT_TYPE_CODES = ['LOAD', 'DISC', 'GTIN', 'GTOT', 'STUF', 'STRP', 'AVPU', 'PICK', 'AVDO', 'DROP', 'INSP', 'RSEA', 'RMVD', 'CUSS', 'CUSI', 'CUSR', 'CROS'] as const;
export const DOCUMENT_TYPE_CODES = ['CBR', 'BKG', 'SHI', 'TRD', 'DEI', 'DEO', 'TRO', 'CRO', 'ARN', 'VGM', 'CAS', 'CUC', 'DGD', 'OOG', 'CQU', 'INV', 'HCE', 'PCE', 'VCE', 'FCE', 'ICE', 'CEA', 'CEO'] as const;
export const EVENT_CLASSIFIER_CODES = ['ACT', 'PLN', 'EST'] as const;
export const PUBLISHER_ROLES = ['CA', 'AG', 'VSP', 'SVP'] as const;
export const CARRIER_CODE_LIST_PROVIDERS = ['SMDG', 'NMFTA'] as const;
export const EMPTY_INDICATOR_CODES = ['EMPTY', 'LADEN'] as const;

const dateTime = { type: 'string', format: 'date-time' } as const;
const unLocationCode = { type: 'string', pattern: '^[A-Z]{2}[A-Z2-9]{3}$' } as const;
const location = {
  type: 'object',
  properties: { locationType: { enum: ['UNLO'] }, locationName: { type: 'string', maxLength: 100 }, UNLocationCode: unLocationCode },
  required: ['locationType', 'UNLocationCode'],
  additionalProperties: false,
} as const;
const relatedDocumentReferences = {
  type: 'array',
  items: { type: 'object', properties: { type: { enum: DOCUMENT_TYPE_CODES }, value: { type: 'string', minLength: 1, maxLength: 100 } }, required: ['type', 'value'], additionalProperties: false },
} as const;
const transportCall = {
  type: 'object',
  properties: {
    transportCallReference: { type: 'string', minLength: 1, maxLength: 100 },
    modeOfTransport: { enum: ['VESSEL'] },
    location,
    carrierExportVoyageNumber: { type: 'string', maxLength: 50 },
    vessel: { type: 'object', properties: { vesselIMONumber: { type: 'string', pattern: '^\\d{7}$' }, name: { type: 'string', maxLength: 35 } }, required: ['vesselIMONumber'], additionalProperties: false },
  },
  required: ['transportCallReference', 'modeOfTransport'],
  additionalProperties: false,
} as const;

const metadata = (eventType: (typeof EVENT_TYPES)[number]) =>
  ({
    type: 'object',
    properties: {
      eventID: { type: 'string', format: 'uuid' },
      eventCreatedDateTime: dateTime,
      eventType: { enum: [eventType] },
      retractedEventID: { type: 'string', format: 'uuid' },
      publisher: {
        type: 'object',
        properties: { partyName: { type: 'string', maxLength: 100 }, carrierCode: { type: 'string', maxLength: 4 }, carrierCodeListProvider: { enum: CARRIER_CODE_LIST_PROVIDERS } },
        required: ['carrierCode', 'carrierCodeListProvider'],
        additionalProperties: false,
      },
      publisherRole: { enum: PUBLISHER_ROLES },
    },
    required: ['eventID', 'eventCreatedDateTime', 'eventType', 'publisher', 'publisherRole'],
    additionalProperties: false,
  }) as const;

export const shipmentEventSchema = {
  type: 'object',
  properties: {
    metadata: metadata('SHIPMENT'),
    payload: {
      type: 'object',
      properties: {
        eventType: { enum: ['SHIPMENT'] },
        eventClassifierCode: { enum: ['ACT'] },
        eventDateTime: dateTime,
        shipmentEventTypeCode: { enum: SHIPMENT_EVENT_TYPE_CODES },
        documentTypeCode: { enum: DOCUMENT_TYPE_CODES },
        documentReference: { type: 'string', minLength: 1, maxLength: 100 },
        reason: { type: 'string', maxLength: 5000 },
        relatedDocumentReferences,
      },
      required: ['eventClassifierCode', 'eventDateTime', 'shipmentEventTypeCode', 'documentTypeCode', 'documentReference'],
      additionalProperties: false,
    },
  },
  required: ['metadata', 'payload'],
  additionalProperties: false,
} as const;

export const transportEventSchema = {
  type: 'object',
  properties: {
    metadata: metadata('TRANSPORT'),
    payload: {
      type: 'object',
      properties: {
        eventType: { enum: ['TRANSPORT'] },
        eventClassifierCode: { enum: EVENT_CLASSIFIER_CODES },
        eventDateTime: dateTime,
        transportEventTypeCode: { enum: TRANSPORT_EVENT_TYPE_CODES },
        changeRemark: { type: 'string', maxLength: 250 },
        transportCall,
        relatedDocumentReferences,
      },
      required: ['eventClassifierCode', 'eventDateTime', 'transportEventTypeCode', 'transportCall'],
      additionalProperties: false,
    },
  },
  required: ['metadata', 'payload'],
  additionalProperties: false,
} as const;

export const equipmentEventSchema = {
  type: 'object',
  properties: {
    metadata: metadata('EQUIPMENT'),
    payload: {
      type: 'object',
      properties: {
        eventType: { enum: ['EQUIPMENT'] },
        eventClassifierCode: { enum: EVENT_CLASSIFIER_CODES },
        eventDateTime: dateTime,
        equipmentEventTypeCode: { enum: EQUIPMENT_EVENT_TYPE_CODES },
        equipmentReference: { type: 'string', maxLength: 15 },
        ISOEquipmentCode: { type: 'string', maxLength: 4 },
        emptyIndicatorCode: { enum: EMPTY_INDICATOR_CODES },
        eventLocation: location,
        transportCall,
        relatedDocumentReferences,
      },
      required: ['eventClassifierCode', 'eventDateTime', 'equipmentEventTypeCode', 'emptyIndicatorCode'],
      additionalProperties: false,
    },
  },
  required: ['metadata', 'payload'],
  additionalProperties: false,
} as const;

/** An event as GET /v3/events lists it: one of the three kinds. */
export const eventSchema = { oneOf: [shipmentEventSchema, transportEventSchema, equipmentEventSchema] } as const;

/** The filters a subscription may carry (the subscription bodies of the Event domain). */
const subscriptionFilters = {
  eventTypes: { type: 'array', items: { enum: EVENT_TYPES }, uniqueItems: true, maxItems: 3 },
  shipmentEventTypeCodes: { type: 'array', items: { enum: SHIPMENT_EVENT_TYPE_CODES }, uniqueItems: true, maxItems: SHIPMENT_EVENT_TYPE_CODES.length },
  transportEventTypeCodes: { type: 'array', items: { enum: TRANSPORT_EVENT_TYPE_CODES }, uniqueItems: true, maxItems: 2 },
  equipmentEventTypeCodes: { type: 'array', items: { enum: EQUIPMENT_EVENT_TYPE_CODES }, uniqueItems: true, maxItems: EQUIPMENT_EVENT_TYPE_CODES.length },
  carrierBookingReference: { type: 'string', minLength: 1, maxLength: 35 },
  transportDocumentReference: { type: 'string', minLength: 1, maxLength: 20 },
  equipmentReference: { type: 'string', minLength: 1, maxLength: 15 },
} as const;

export const SUBSCRIPTION_FILTERS = Object.keys(subscriptionFilters) as Array<keyof typeof subscriptionFilters>;

/** POST /v3/event-subscriptions (with the secret) and PUT /v3/event-subscriptions/{id} (without). */
export const subscriptionBodyWithSecretSchema = {
  type: 'object',
  properties: { callbackUrl: { type: 'string', minLength: 1, maxLength: 2000 }, secret: { type: 'string', minLength: 4, maxLength: 1000, pattern: '^[A-Za-z0-9+/]+={0,2}$' }, ...subscriptionFilters },
  required: ['callbackUrl', 'secret'],
  additionalProperties: false,
} as const;

export const subscriptionBodySchema = {
  type: 'object',
  properties: { subscriptionID: { type: 'string' }, callbackUrl: { type: 'string', minLength: 1, maxLength: 2000 }, ...subscriptionFilters },
  required: ['callbackUrl'],
  additionalProperties: false,
} as const;

export const secretBodySchema = { type: 'object', properties: { secret: { type: 'string', minLength: 4, maxLength: 1000, pattern: '^[A-Za-z0-9+/]+={0,2}$' } }, required: ['secret'], additionalProperties: false } as const;

/** A subscription as the API answers it (the secret never leaves). */
export const subscriptionSchema = {
  type: 'object',
  properties: {
    subscriptionID: { type: 'string', format: 'uuid' },
    subscriptionCreatedDateTime: dateTime,
    subscriptionUpdatedDateTime: dateTime,
    callbackUrl: { type: 'string' },
    ...subscriptionFilters,
  },
  required: ['subscriptionID', 'subscriptionCreatedDateTime', 'subscriptionUpdatedDateTime', 'callbackUrl'],
  additionalProperties: false,
} as const;
