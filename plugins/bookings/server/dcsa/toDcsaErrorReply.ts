import { STATUS_CODES } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '@portolan/sdk/server';

/** The standard's ErrorResponse (bkgSchemas.ts errorResponseSchema). */
export interface DcsaErrorResponse {
  httpMethod: string;
  requestUri: string;
  statusCode: number;
  statusCodeText: string;
  statusCodeMessage?: string;
  providerCorrelationReference: string;
  errorDateTime: string;
  errors: Array<{ property?: string; errorCodeText: string; errorCodeMessage: string }>;
}

interface FastifyLikeError {
  statusCode?: number;
  code?: string;
  message?: string;
  validation?: Array<{ instancePath?: string; message?: string; keyword?: string; params?: Record<string, unknown> }>;
  validationContext?: string;
}

const FRAMEWORK: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty but declared as JSON' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Send the request as application/json' },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, message: 'Send the request as application/json' },
};

/** PostgreSQL errors that are the caller's doing (SQLSTATE → answer), as the app's own error handler has them. */
const DATABASE: Record<string, { status: number; message: string }> = {
  '23505': { status: 409, message: 'This record already exists' },
  '22P02': { status: 400, message: 'A value has the wrong format' },
  '22021': { status: 400, message: 'A value contains a character that cannot be stored' },
  '22P05': { status: 400, message: 'A value contains a character that cannot be stored' },
  '22001': { status: 400, message: 'A value is too long' },
  '22003': { status: 400, message: 'A number is out of range' },
  '22007': { status: 400, message: 'A date has the wrong format' },
  '22008': { status: 400, message: 'A date is out of range' },
};

/** Our booking fields (createBooking's error fields) as the DCSA body's properties. */
const TOP: Record<string, string> = {
  providerCompanyId: 'documentParties.bookingAgent.partyName',
  carrier: 'carrierCode',
  pol: 'shipmentLocations',
  pod: 'shipmentLocations',
  placeOfReceipt: 'shipmentLocations',
  placeOfDelivery: 'shipmentLocations',
  cargoMovementType: 'cargoMovementTypeAtOrigin',
  latestDeliveryDate: 'expectedArrivalAtPlaceOfDeliveryEndDate',
  customerReference: 'references',
  contractRef: 'serviceContractReference',
  notifyParty: 'documentParties.other',
  shipper: 'documentParties.shipper',
  consignee: 'documentParties.consignee',
  equipment: 'requestedEquipments',
  cargo: 'requestedEquipments.0.commodities',
};
const PARTY: Record<string, string> = { name: 'partyName', address: 'addressLines', contactName: 'partyContactDetails.0.name', email: 'partyContactDetails.0.email', phone: 'partyContactDetails.0.phone', taxId: 'taxLegalReferences' };
const EQUIPMENT: Record<string, string> = { isoType: 'ISOEquipmentCode', count: 'units', soc: 'isShipperOwned', reefer: 'activeReeferSettings' };
const REEFER: Record<string, string> = { temperature: 'temperatureSetpoint', unit: 'temperatureUnit', ventilation: 'airExchangeSetpoint', humidity: 'humiditySetpoint' };
const CARGO: Record<string, string> = { hsCode: 'HSCodes', description: 'commodityType', packages: 'outerPackaging.numberOfPackages', packageCode: 'outerPackaging.packageCode', grossWeightKg: 'cargoGrossWeight', volumeCbm: 'cargoGrossVolume', dangerousGoods: 'outerPackaging.dangerousGoods.0' };
const EMERGENCY: Record<string, string> = { name: 'contact', phone: 'phone', provider: 'provider', referenceNumber: 'referenceNumber' };
const GOODS: Record<string, string> = { emergencyContact: 'emergencyContactDetails', unNumber: 'UNNumber', imoClass: 'imoClass', packingGroup: 'packingGroup', properShippingName: 'properShippingName', flashPoint: 'limits.flashPoint', emsNumber: 'EMSNumber' };

/**
 * A field of our BookingRequest ('cargo.1.hsCode', with or without 'data.') as the DCSA property it came
 * from ('requestedEquipments.0.commodities.1.HSCodes'); a name already in DCSA terms is kept.
 */
export function dcsaProperty(field: string): string {
  const parts = field.replace(/^data\.(request\.)?/, '').split('.');
  const [head, ...rest] = parts;
  if (!head || !(head in TOP)) return parts.join('.');
  const base = TOP[head]!;
  if (head === 'shipper' || head === 'consignee' || head === 'notifyParty') {
    const prefix = head === 'notifyParty' ? 'documentParties.other.0.party' : base;
    return rest[0] ? `${prefix}.${PARTY[rest[0]] ?? rest[0]}` : base;
  }
  if (head === 'equipment' && rest.length) {
    const [i, f, g] = rest;
    if (!f) return `${base}.${i}`;
    if (f === 'reefer' && g) return `${base}.${i}.activeReeferSettings.${REEFER[g] ?? g}`;
    return `${base}.${i}.${EQUIPMENT[f] ?? f}`;
  }
  if (head === 'cargo' && rest.length) {
    const [i, f, g, h] = rest;
    if (!f) return `${base}.${i}`;
    if (f === 'dangerousGoods' && g === 'emergencyContact' && h) return `${base}.${i}.outerPackaging.dangerousGoods.0.emergencyContactDetails.${EMERGENCY[h] ?? h}`;
    if (f === 'dangerousGoods' && g) return `${base}.${i}.outerPackaging.dangerousGoods.0.${GOODS[g] ?? g}`;
    return `${base}.${i}.${CARGO[f] ?? f}`;
  }
  return base;
}

function isHttpErrorLike(error: unknown): error is HttpError {
  if (error instanceof HttpError) return true;
  const e = error as { name?: unknown; statusCode?: unknown } | null;
  return typeof e === 'object' && e !== null && e.name === 'HttpError' && typeof e.statusCode === 'number';
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH']);

/**
 * Anything thrown on a DCSA route as the standard's error answer: the status, its text, the message
 * and one DetailedError naming the property (in the DCSA body's terms) when there is one. 5xx answers
 * say only 'Internal Server Error'.
 */
export function toDcsaErrorReply(error: unknown, request: Pick<FastifyRequest, 'method' | 'url' | 'id'>, now = new Date()): { status: number; body: DcsaErrorResponse; internal: boolean } {
  let status = 500;
  let message = 'Internal Server Error';
  let property: string | undefined;
  const e = (typeof error === 'object' && error !== null ? error : {}) as FastifyLikeError;
  if (isHttpErrorLike(error)) {
    status = error.statusCode;
    message = error.message;
    property = error.field ? dcsaProperty(error.field) : undefined;
  } else if (Array.isArray(e.validation) && e.validation.length) {
    const issue = e.validation[0]!;
    const path = (issue.instancePath ?? '').split('/').filter(Boolean).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (issue.keyword === 'required' && typeof issue.params?.missingProperty === 'string') path.push(issue.params.missingProperty);
    if (issue.keyword === 'additionalProperties' && typeof issue.params?.additionalProperty === 'string') path.push(issue.params.additionalProperty);
    status = 400;
    property = path.length ? path.join('.') : e.validationContext === 'querystring' ? 'query' : 'body';
    if (issue.keyword === 'required') message = `${property} is required`;
    else if (issue.keyword === 'additionalProperties') message = `Unknown property: ${property}`;
    else if (issue.keyword === 'enum' && Array.isArray(issue.params?.allowedValues)) message = `${property} must be one of ${(issue.params.allowedValues as unknown[]).join(', ')}`;
    else message = `${property} ${issue.message ?? 'is invalid'}`;
  } else if (e.code && FRAMEWORK[e.code]) {
    ({ status, message } = FRAMEWORK[e.code]!);
  } else if (e.code && DATABASE[e.code]) {
    ({ status, message } = DATABASE[e.code]!);
  } else if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    status = e.statusCode;
    message = e.message || 'Bad Request';
  }
  const internal = status >= 500;
  if (internal) {
    status = status < 600 ? status : 500;
    message = 'Internal Server Error';
    property = undefined;
  }
  const statusCodeText = (STATUS_CODES[status] ?? 'Error').slice(0, 50);
  const detail = { ...(property ? { property: property.slice(0, 100) } : {}), errorCodeText: statusCodeText.slice(0, 100), errorCodeMessage: message.slice(0, 5000) };
  return {
    status,
    internal,
    body: {
      httpMethod: METHODS.has(request.method) ? request.method : 'OPTION',
      requestUri: request.url,
      statusCode: status,
      statusCodeText,
      statusCodeMessage: message.slice(0, 200),
      providerCorrelationReference: String(request.id).slice(0, 100),
      errorDateTime: now.toISOString(),
      errors: [detail],
    },
  };
}
