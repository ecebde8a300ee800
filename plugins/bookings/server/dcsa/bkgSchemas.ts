/**
 * JSON schemas of DCSA Booking 2.0 (BKG v2.0.5, Apache-2.0), written from the standard's components:
 * its property names, required lists, maxLengths, patterns and enumerations. Values the standard lists
 * only in a property's description ("Possible values are: …") are enums here. The standard's
 * OpenAPI-only keywords are translated to JSON Schema (`exclusiveMinimum: true` → a number; the `float` and
 * `int32` formats are left out, `date` and `date-time` kept). Structures the interface does not keep
 * (README-DCSA.md) are accepted as free-form objects, so a valid request is never refused for them.
 *
 * Used three ways: the routes' body and answer validation, and the tests' Ajv checks of every answer.
 */

export const DCSA_BKG_VERSION = '2.0.5';

export const BOOKING_STATUS = ['RECEIVED', 'PENDING_UPDATE', 'UPDATE_RECEIVED', 'CONFIRMED', 'PENDING_AMENDMENT', 'REJECTED', 'DECLINED', 'CANCELLED', 'COMPLETED'] as const;
export const AMENDED_BOOKING_STATUS = ['AMENDMENT_RECEIVED', 'AMENDMENT_CONFIRMED', 'AMENDMENT_DECLINED', 'AMENDMENT_CANCELLED'] as const;
export const BOOKING_CANCELLATION_STATUS = ['CANCELLATION_RECEIVED', 'CANCELLATION_DECLINED', 'CANCELLATION_CONFIRMED'] as const;
export const RECEIPT_DELIVERY_TYPES = ['CY', 'SD', 'CFS'] as const;
export const CARGO_MOVEMENT_TYPES = ['FCL', 'LCL'] as const;
export const CUT_OFF_CODES = ['DCO', 'VCO', 'FCO', 'LCO', 'EFC'] as const;
export const LOCATION_TYPE_CODES = ['PRE', 'POL', 'POD', 'PDE', 'PCF', 'OIR', 'ORI', 'IEL', 'PTP', 'RTP', 'FCD', 'ROU'] as const;
export const MODES_OF_TRANSPORT = ['VESSEL', 'RAIL', 'TRUCK', 'BARGE', 'RAIL_TRUCK', 'BARGE_TRUCK', 'BARGE_RAIL', 'MULTIMODAL'] as const;
export const PARTY_FUNCTIONS = ['DDR', 'DDS', 'COW', 'COX', 'N1', 'N2', 'NI', 'NAC', 'CSR'] as const;
export const REFERENCE_TYPES = ['CR', 'ECR', 'AKG', 'AEF'] as const;
export const FEEDBACK_SEVERITIES = ['INFO', 'WARN', 'ERROR'] as const;
export const FEEDBACK_CODES = ['INFORMATIONAL_MESSAGE', 'PROPERTY_WILL_BE_IGNORED', 'PROPERTY_VALUE_MUST_CHANGE', 'PROPERTY_VALUE_HAS_BEEN_CHANGED', 'PROPERTY_VALUE_MAY_CHANGE', 'PROPERTY_HAS_BEEN_DELETED'] as const;
export const WEIGHT_UNITS = ['KGM', 'LBR'] as const;
export const VOLUME_UNITS = ['MTQ', 'FTQ'] as const;
export const TEMPERATURE_UNITS = ['CEL', 'FAH'] as const;
export const AIR_EXCHANGE_UNITS = ['MQH', 'FQH'] as const;
export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTION', 'PATCH'] as const;

type Schema = Record<string, unknown>;

/** The standard's "no leading or trailing white space" pattern. */
const TRIMMED = '^\\S(?:.*\\S)?$';
const str = (maxLength: number, pattern?: string, minLength?: number): Schema => ({ type: 'string', maxLength, ...(pattern ? { pattern } : {}), ...(minLength ? { minLength } : {}) });
const text = (maxLength: number) => str(maxLength, TRIMMED);
const oneOfValues = (values: readonly string[]): Schema => ({ type: 'string', enum: [...values] });
const obj = (properties: Record<string, Schema>, required: string[] = [], extra: Schema = {}): Schema => ({ type: 'object', properties, additionalProperties: false, ...(required.length ? { required } : {}), ...extra });
const arrayOf = (items: Schema, extra: Schema = {}): Schema => ({ type: 'array', items, ...extra });
/** A structure the interface accepts but does not keep (README-DCSA.md). */
const freeObject: Schema = { type: 'object' };
const freeArray: Schema = { type: 'array', items: { type: 'object' } };
const positive = (units: readonly string[]) => obj({ value: { type: 'number', exclusiveMinimum: 0 }, unit: oneOfValues(units) }, ['value', 'unit']);
const DATE: Schema = { type: 'string', format: 'date' };
const DATE_TIME: Schema = { type: 'string', format: 'date-time' };
const UN_LOCODE = str(5, '^[A-Z]{2}[A-Z2-9]{3}$', 5);
const COUNTRY = str(2, '^[A-Z]{2}$', 2);

export const partyAddressSchema = obj(
  { street: str(70), streetNumber: str(50), floor: text(50), postCode: str(10), POBox: str(20), city: text(35), UNLocationCode: UN_LOCODE, stateRegion: str(65), countryCode: COUNTRY },
  ['street', 'city', 'countryCode'],
);

export const partyContactDetailSchema = obj({ name: text(35), phone: text(30), email: str(100, '^.+@\\S+$') }, ['name'], { anyOf: [{ required: ['phone'] }, { required: ['email'] }] });

const identifyingCodeSchema = obj({ codeListProvider: str(100), partyCode: str(150), codeListName: str(100) }, ['codeListProvider', 'partyCode']);
const taxLegalReferenceSchema = obj({ type: text(50), countryCode: COUNTRY, value: text(35) }, ['type', 'countryCode', 'value']);

const partyProperties: Record<string, Schema> = {
  partyName: text(70),
  address: partyAddressSchema,
  addressLines: arrayOf(str(250), { maxItems: 5 }),
  partyContactDetails: arrayOf(partyContactDetailSchema, { minItems: 1 }),
  identifyingCodes: arrayOf(identifyingCodeSchema),
  taxLegalReferences: arrayOf(taxLegalReferenceSchema),
  reference: text(35),
};
export const partySchema = obj(partyProperties, ['partyName']);
const shipperSchema = obj({ ...partyProperties, eblPlatform: str(4, '^\\S+$'), purchaseOrderReferences: arrayOf(text(35)) }, ['partyName']);
const consigneeSchema = obj({ ...partyProperties, eblPlatform: str(4, '^\\S+$'), purchaseOrderReferences: arrayOf(text(35)), isNotifyParty: { type: 'boolean' } }, ['partyName']);
const otherDocumentPartySchema = obj({ party: partySchema, partyFunction: oneOfValues(PARTY_FUNCTIONS) }, ['party', 'partyFunction']);

const documentPartiesProperties: Record<string, Schema> = {
  bookingAgent: partySchema,
  shipper: shipperSchema,
  consignee: consigneeSchema,
  serviceContractOwner: freeObject,
  carrierBookingOffice: freeObject,
  issueTo: freeObject,
  other: arrayOf(otherDocumentPartySchema),
};
/** The request's parties: the booking agent is required (DocumentPartiesReq). */
export const documentPartiesReqSchema = obj(documentPartiesProperties, ['bookingAgent']);
export const documentPartiesSchema = obj(documentPartiesProperties);

const facilitySchema = obj({ facilityCode: text(6), facilityCodeListProvider: oneOfValues(['BIC', 'SMDG']) }, ['facilityCode', 'facilityCodeListProvider']);
const addressSchema = obj({ street: str(70), streetNumber: str(50), floor: text(50), postCode: str(10), POBox: str(20), city: text(35), stateRegion: str(65), countryCode: COUNTRY }, ['street', 'city', 'countryCode']);
const locationProperties: Record<string, Schema> = { locationName: text(100), facilityName: str(100), address: addressSchema, addressLines: arrayOf(str(250), { maxItems: 5 }), facility: facilitySchema, UNLocationCode: UN_LOCODE };
export const locationSchema = obj({ ...locationProperties, geoCoordinate: freeObject });

const vesselVoyageProperties: Record<string, Schema> = {
  vesselName: text(50),
  vesselIMONumber: str(8, '^\\d{7,8}$', 7),
  carrierServiceCode: text(11),
  universalServiceReference: str(8, '^SR\\d{5}[A-Z]$', 8),
  carrierExportVoyageNumber: text(50),
  universalExportVoyageReference: str(5, '^\\d{2}[0-9A-Z]{2}[NEWSR]$', 5),
};
export const shipmentLocationSchema = obj({ location: locationSchema, locationTypeCode: oneOfValues(LOCATION_TYPE_CODES), departingVesselVoyage: obj(vesselVoyageProperties) }, ['location', 'locationTypeCode']);

export const activeReeferSettingsSchema = obj(
  {
    temperatureSetpoint: { type: 'number' },
    temperatureUnit: oneOfValues(TEMPERATURE_UNITS),
    o2Setpoint: { type: 'number', minimum: 0, maximum: 100 },
    co2Setpoint: { type: 'number', minimum: 0, maximum: 100 },
    humiditySetpoint: { type: 'number', minimum: 0, maximum: 100 },
    airExchangeSetpoint: { type: 'number', minimum: 0 },
    airExchangeUnit: oneOfValues(AIR_EXCHANGE_UNITS),
    isVentilationOpen: { type: 'boolean' },
    isDrainholesOpen: { type: 'boolean' },
    isBulbMode: { type: 'boolean' },
    isColdTreatmentRequired: { type: 'boolean' },
    isControlledAtmosphereRequired: { type: 'boolean' },
    isPreCoolingRequired: { type: 'boolean' },
    isGeneratorSetRequired: { type: 'boolean' },
  },
  ['temperatureSetpoint', 'temperatureUnit'],
);

const emergencyContactDetailsSchema = obj({ contact: str(255), provider: str(255), phone: text(30), referenceNumber: str(255) }, ['contact', 'phone']);
const limitsSchema = obj(
  { temperatureUnit: oneOfValues(TEMPERATURE_UNITS), flashPoint: { type: 'number' }, transportControlTemperature: { type: 'number' }, transportEmergencyTemperature: { type: 'number' }, SADT: { type: 'number' }, SAPT: { type: 'number' } },
  ['temperatureUnit'],
);
const SUBSIDIARY_RISK = str(3, '^[0-9](\\.[0-9])?$', 1);
export const dangerousGoodsSchema = obj(
  {
    UNNumber: str(4, '^\\d{4}$', 4),
    NANumber: str(4, '^\\d{4}$', 4),
    codedVariantList: str(4, '^[0-3][0-9A-Z]{3}$', 4),
    properShippingName: str(250),
    technicalName: str(250),
    imoClass: str(4),
    subsidiaryRisk1: SUBSIDIARY_RISK,
    subsidiaryRisk2: SUBSIDIARY_RISK,
    isMarinePollutant: { type: 'boolean' },
    packingGroup: { type: 'integer', minimum: 1, maximum: 3 },
    isLimitedQuantity: { type: 'boolean' },
    isExceptedQuantity: { type: 'boolean' },
    isSalvagePackings: { type: 'boolean' },
    isEmptyUncleanedResidue: { type: 'boolean' },
    isWaste: { type: 'boolean' },
    isHot: { type: 'boolean' },
    isCompetentAuthorityApprovalRequired: { type: 'boolean' },
    competentAuthorityApproval: text(70),
    segregationGroups: arrayOf(str(2)),
    innerPackagings: freeArray,
    emergencyContactDetails: emergencyContactDetailsSchema,
    EMSNumber: str(7),
    endOfHoldingTime: DATE,
    fumigationDateTime: DATE_TIME,
    isReportableQuantity: { type: 'boolean' },
    inhalationZone: str(1, undefined, 1),
    grossWeight: positive(WEIGHT_UNITS),
    netWeight: positive(WEIGHT_UNITS),
    netExplosiveContent: freeObject,
    netVolume: freeObject,
    limits: limitsSchema,
    specialCertificateNumber: str(255),
    additionalContainerCargoHandling: str(255),
  },
  [
    'properShippingName',
    'imoClass',
    'isMarinePollutant',
    'isLimitedQuantity',
    'isExceptedQuantity',
    'isSalvagePackings',
    'isEmptyUncleanedResidue',
    'isWaste',
    'isHot',
    'isCompetentAuthorityApprovalRequired',
    'isReportableQuantity',
    'emergencyContactDetails',
    'grossWeight',
  ],
  { oneOf: [{ required: ['UNNumber'] }, { required: ['NANumber'] }] },
);

export const outerPackagingSchema = obj({
  packageCode: str(2, '^[A-Z0-9]{2}$', 2),
  imoPackagingCode: str(5, '^[A-Z0-9]{1,5}$', 1),
  numberOfPackages: { type: 'integer', minimum: 1, maximum: 99999999 },
  dangerousGoods: arrayOf(dangerousGoodsSchema),
});

const referenceSchema = obj({ type: oneOfValues(REFERENCE_TYPES), value: text(35) }, ['type', 'value']);
const commodityProperties: Record<string, Schema> = {
  commodityType: text(550),
  HSCodes: arrayOf(str(10, '^\\d{6,10}$', 6)),
  extendedHSCodes: arrayOf(str(12, '^\\d{6,12}$', 6)),
  nationalCommodityCodes: freeArray,
  extendedNationalCommodityCodes: freeArray,
  cargoGrossWeight: positive(WEIGHT_UNITS),
  cargoGrossVolume: positive(VOLUME_UNITS),
  cargoNetWeight: positive(WEIGHT_UNITS),
  cargoNetVolume: positive(VOLUME_UNITS),
  exportLicense: freeObject,
  importLicense: freeObject,
  outerPackaging: outerPackagingSchema,
  references: arrayOf(referenceSchema),
  customsReferences: freeArray,
};
export const commodityShipperSchema = obj(commodityProperties, ['commodityType']);
export const commoditySchema = obj({ ...commodityProperties, commoditySubReference: text(100) }, ['commodityType']);

const equipmentProperties = (commodity: Schema): Record<string, Schema> => ({
  ISOEquipmentCode: text(4),
  units: { type: 'integer', minimum: 1 },
  containerPositionings: freeArray,
  emptyContainerPickup: freeObject,
  originEmptyContainerPickup: freeObject,
  fullContainerPickupDateTime: DATE_TIME,
  equipmentReferences: arrayOf(text(11)),
  tareWeight: positive(WEIGHT_UNITS),
  cargoGrossWeight: positive(WEIGHT_UNITS),
  isShipperOwned: { type: 'boolean' },
  isNonOperatingReefer: { type: 'boolean' },
  activeReeferSettings: activeReeferSettingsSchema,
  references: arrayOf(referenceSchema),
  customsReferences: freeArray,
  commodities: arrayOf(commodity),
});
export const requestedEquipmentShipperSchema = obj(equipmentProperties(commodityShipperSchema), ['ISOEquipmentCode', 'units', 'isShipperOwned']);
export const requestedEquipmentSchema = obj(equipmentProperties(commoditySchema), ['ISOEquipmentCode', 'units', 'isShipperOwned']);

export const vesselSchema = obj({ name: text(50), vesselIMONumber: str(8, '^\\d{7,8}$', 7) }, ['name']);

/** The properties CreateBooking, UpdateBooking and Booking share. */
const bookingProperties: Record<string, Schema> = {
  receiptTypeAtOrigin: oneOfValues(RECEIPT_DELIVERY_TYPES),
  deliveryTypeAtDestination: oneOfValues(RECEIPT_DELIVERY_TYPES),
  cargoMovementTypeAtOrigin: oneOfValues(CARGO_MOVEMENT_TYPES),
  cargoMovementTypeAtDestination: oneOfValues(CARGO_MOVEMENT_TYPES),
  serviceContractReference: str(30),
  freightPaymentTermCode: oneOfValues(['PRE', 'COL']),
  originChargesPaymentTerm: freeObject,
  destinationChargesPaymentTerm: freeObject,
  contractQuotationReference: text(35),
  extendedContractQuotationReference: text(70),
  vessel: vesselSchema,
  carrierServiceName: text(50),
  carrierServiceCode: text(11),
  universalServiceReference: str(8, '^SR\\d{5}[A-Z]$', 8),
  carrierExportVoyageNumber: text(50),
  universalExportVoyageReference: str(5, '^\\d{2}[0-9A-Z]{2}[NEWSR]$', 5),
  routingReference: text(5000),
  declaredValue: { type: 'number', minimum: 0 },
  declaredValueCurrency: str(3, '^[A-Z]{3}$', 3),
  carrierCode: str(4, '^\\S+$'),
  carrierCodeListProvider: oneOfValues(['SMDG', 'NMFTA']),
  isPartialLoadAllowed: { type: 'boolean' },
  isExportDeclarationRequired: { type: 'boolean' },
  exportDeclarationReference: text(35),
  expectedDepartureDate: DATE,
  expectedDepartureFromPlaceOfReceiptDate: DATE,
  expectedArrivalAtPlaceOfDeliveryStartDate: DATE,
  expectedArrivalAtPlaceOfDeliveryEndDate: DATE,
  transportDocumentTypeCode: oneOfValues(['BOL', 'SWB']),
  transportDocumentReference: text(20),
  transportDocumentReferences: arrayOf(text(20)),
  requestedNumberOfTransportDocuments: { type: 'integer', minimum: 1 },
  bookingChannelReference: text(20),
  incoTerms: str(3),
  isEquipmentSubstitutionAllowed: { type: 'boolean' },
  invoicePayableAt: freeObject,
  placeOfBLIssue: freeObject,
  references: arrayOf(referenceSchema),
  customsReferences: freeArray,
  partyContactDetails: arrayOf(partyContactDetailSchema),
  shipmentLocations: arrayOf(shipmentLocationSchema, { minItems: 1 }),
  requestedPreCarriageModeOfTransport: oneOfValues(MODES_OF_TRANSPORT),
  requestedOnCarriageModeOfTransport: oneOfValues(MODES_OF_TRANSPORT),
};
const BOOKING_REQUIRED = ['receiptTypeAtOrigin', 'deliveryTypeAtDestination', 'cargoMovementTypeAtOrigin', 'cargoMovementTypeAtDestination', 'isEquipmentSubstitutionAllowed', 'shipmentLocations', 'requestedEquipments', 'documentParties'];

const CBRR = text(100);
const CBR = text(35);

/** POST /v2/bookings body. */
export const createBookingSchema = obj({ ...bookingProperties, documentParties: documentPartiesReqSchema, requestedEquipments: arrayOf(requestedEquipmentShipperSchema, { minItems: 1 }) }, BOOKING_REQUIRED);

/** PUT /v2/bookings/{bookingReference} body. */
export const updateBookingSchema = obj(
  { ...bookingProperties, carrierBookingRequestReference: CBRR, carrierBookingReference: CBR, documentParties: documentPartiesReqSchema, requestedEquipments: arrayOf(requestedEquipmentShipperSchema, { minItems: 1 }) },
  BOOKING_REQUIRED,
);

export const createBookingResponseSchema = obj({ carrierBookingRequestReference: CBRR }, ['carrierBookingRequestReference']);

/** PATCH body: cancel the booking, cancel the amendment, or ask to cancel a confirmed booking; the values this provider acts on. */
export const cancelBookingRequestSchema = obj(
  { bookingStatus: oneOfValues(['CANCELLED']), amendedBookingStatus: oneOfValues(['AMENDMENT_CANCELLED']), bookingCancellationStatus: oneOfValues(['CANCELLATION_RECEIVED']), reason: str(5000) },
  [],
  { oneOf: [{ required: ['bookingStatus'] }, { required: ['amendedBookingStatus'] }, { required: ['bookingCancellationStatus'] }] },
);

export const feedbackSchema = obj({ severity: oneOfValues(FEEDBACK_SEVERITIES), code: oneOfValues(FEEDBACK_CODES), message: str(5000), jsonPath: str(500), property: str(100) }, ['severity', 'code', 'message']);

export const confirmedEquipmentSchema = obj({ ISOEquipmentCode: text(4), units: { type: 'integer', minimum: 1 }, containerPositionings: freeArray, emptyContainerPickup: freeObject, originEmptyContainerPickup: freeObject }, ['ISOEquipmentCode', 'units']);

const loadDischargeLocationSchema = obj(locationProperties);
export const transportSchema = obj(
  {
    transportPlanStage: oneOfValues(['PRC', 'MNC', 'ONC']),
    transportPlanStageSequenceNumber: { type: 'integer' },
    loadLocation: loadDischargeLocationSchema,
    dischargeLocation: loadDischargeLocationSchema,
    plannedDepartureDate: DATE,
    plannedArrivalDate: DATE,
    modeOfTransport: oneOfValues(MODES_OF_TRANSPORT),
    ...vesselVoyageProperties,
    carrierImportVoyageNumber: text(50),
    universalImportVoyageReference: str(5, '^\\d{2}[0-9A-Z]{2}[NEWSR]$', 5),
  },
  ['transportPlanStage', 'transportPlanStageSequenceNumber', 'loadLocation', 'dischargeLocation', 'plannedDepartureDate', 'plannedArrivalDate'],
);

export const shipmentCutOffTimeSchema = obj({ cutOffDateTimeCode: oneOfValues(CUT_OFF_CODES), cutOffDateTime: DATE_TIME }, ['cutOffDateTimeCode', 'cutOffDateTime']);

/** GET /v2/bookings/{bookingReference} answer (and the full state of a notification). */
export const bookingSchema = obj(
  {
    carrierBookingRequestReference: CBRR,
    carrierBookingReference: CBR,
    bookingStatus: oneOfValues(BOOKING_STATUS),
    amendedBookingStatus: oneOfValues(AMENDED_BOOKING_STATUS),
    bookingCancellationStatus: oneOfValues(BOOKING_CANCELLATION_STATUS),
    ...bookingProperties,
    termsAndConditions: str(50000),
    documentParties: documentPartiesSchema,
    requestedEquipments: arrayOf(requestedEquipmentSchema, { minItems: 1 }),
    confirmedEquipments: arrayOf(confirmedEquipmentSchema),
    transportPlan: arrayOf(transportSchema),
    shipmentCutOffTimes: arrayOf(shipmentCutOffTimeSchema),
    advanceManifestFilings: freeArray,
    charges: freeArray,
    carrierClauses: arrayOf(text(20000)),
    feedbacks: arrayOf(feedbackSchema),
  },
  ['bookingStatus', ...BOOKING_REQUIRED],
);

/** GET /v2/bookings answer (not in the standard, README-DCSA.md): the caller's bookings. */
export const bookingListSchema = arrayOf(bookingSchema);

export const detailedErrorSchema = obj(
  { errorCode: { type: 'integer', minimum: 7000, maximum: 9999 }, property: str(100), value: str(500), jsonPath: str(500), errorCodeText: str(100), errorCodeMessage: str(5000) },
  ['errorCodeText', 'errorCodeMessage'],
);

export const errorResponseSchema = obj(
  {
    httpMethod: oneOfValues(HTTP_METHODS),
    requestUri: { type: 'string' },
    statusCode: { type: 'integer' },
    statusCodeText: str(50),
    statusCodeMessage: str(200),
    providerCorrelationReference: str(100),
    errorDateTime: DATE_TIME,
    errors: arrayOf(detailedErrorSchema, { minItems: 1 }),
  },
  ['httpMethod', 'requestUri', 'statusCode', 'statusCodeText', 'errorDateTime', 'errors'],
);

export const bookingNotificationDataSchema = obj(
  {
    bookingStatus: oneOfValues(BOOKING_STATUS),
    amendedBookingStatus: oneOfValues(AMENDED_BOOKING_STATUS),
    bookingCancellationStatus: oneOfValues(BOOKING_CANCELLATION_STATUS),
    carrierBookingRequestReference: CBRR,
    carrierBookingReference: CBR,
    feedbacks: arrayOf(feedbackSchema),
    booking: bookingSchema,
    amendedBooking: bookingSchema,
  },
  ['bookingStatus'],
);

/** The notification POSTed to a subscriber's callback (BKG 2.0.5 BookingNotification, CloudEvents-like). */
export const bookingNotificationSchema = obj(
  {
    specversion: oneOfValues(['1.0']),
    id: str(100),
    source: str(4096),
    type: oneOfValues(['org.dcsa.booking.v2']),
    time: DATE_TIME,
    datacontenttype: oneOfValues(['application/json']),
    subscriptionReference: text(100),
    data: bookingNotificationDataSchema,
  },
  ['specversion', 'id', 'source', 'type', 'time', 'datacontenttype', 'subscriptionReference', 'data'],
);

/** Not in the standard (README-DCSA.md): where notifications go. */
export const subscriptionRequestSchema = obj({ callbackUrl: str(2000), secret: str(400) }, ['callbackUrl', 'secret']);
export const subscriptionSchema = obj({ subscriptionReference: { type: 'string' }, callbackUrl: { type: 'string' }, createdAt: DATE_TIME }, ['subscriptionReference', 'callbackUrl', 'createdAt']);
