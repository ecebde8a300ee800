/** JSON schemas of the EGM bodies (a bad field is a 400 naming it; unknown fields are refused). */
const LOCODE = { type: 'string', pattern: '^[A-Za-z]{2}[A-Za-z2-9]{3}$' };
const LOCODE_OR_EMPTY = { type: 'string', pattern: '^([A-Za-z]{2}[A-Za-z2-9]{3})?$' };
const DAY = { type: 'string', format: 'date' };
/** YYYY-MM-DD, or empty in a draft. */
const DAY_OR_EMPTY = { type: 'string', pattern: '^(\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]))?$' };
/** kg as a decimal string, 3 decimals at most. */
const KG = (digits: number) => ({ type: 'string', pattern: `^\\d{1,${digits}}(\\.\\d{1,3})?$` });

export const MAX_SHIPPING_BILLS = 500;
export const MAX_CONTAINERS_PER_BILL = 200;

export const EGM_HEADER = {
  vessel: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
  voyage: { type: 'string', minLength: 1, maxLength: 20, pattern: '\\S' },
  pol: LOCODE,
  customsPortCode: { type: 'string', pattern: '^[A-Za-z]{5}[0-9A-Za-z]$' },
  rotationNumber: { type: ['string', 'null'], maxLength: 20 },
  imo: { type: ['string', 'null'], pattern: '^([0-9]{7})?$' },
  agentCode: { type: 'string', minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9]+$' },
  sailingDate: DAY,
} as const;

export const EGM_CONTAINER = {
  type: 'object',
  additionalProperties: false,
  required: ['number', 'sealNumber', 'packages', 'grossWeightKg'],
  properties: {
    number: { type: 'string', minLength: 1, maxLength: 15 },
    isoType: { type: 'string', pattern: '^([0-9A-Za-z]{4})?$' },
    /** Empty while the draft is being filled, and as the shipment records it: validation requires 1–15 letters or digits. */
    sealNumber: { type: 'string', maxLength: 40 },
    packages: { type: 'integer', minimum: 0, maximum: 10_000_000 },
    grossWeightKg: KG(6),
  },
} as const;

export const EGM_SHIPPING_BILL = {
  type: 'object',
  additionalProperties: false,
  required: ['sbNumber', 'sbDate', 'shipmentId', 'exporterName', 'portOfDischarge', 'finalDestination', 'packages', 'packageKind', 'grossWeightKg', 'containers'],
  properties: {
    /** Seven digits, or empty in a draft. */
    sbNumber: { type: 'string', pattern: '^(\\d{7})?$' },
    sbDate: DAY_OR_EMPTY,
    shipmentId: { type: ['string', 'null'], format: 'uuid' },
    shipmentReference: { type: ['string', 'null'], maxLength: 40 },
    exporterName: { type: 'string', maxLength: 200 },
    iec: { type: 'string', pattern: '^([A-Za-z0-9]{10})?$' },
    portOfDischarge: LOCODE_OR_EMPTY,
    finalDestination: LOCODE_OR_EMPTY,
    packages: { type: 'integer', minimum: 0, maximum: 10_000_000 },
    packageKind: { type: 'string', pattern: '^[A-Za-z0-9]{2}$' },
    grossWeightKg: KG(9),
    containers: { type: 'array', maxItems: MAX_CONTAINERS_PER_BILL, items: EGM_CONTAINER },
  },
} as const;

/** POST /api/egm/manifests: the sailing; the rest is built from the company's shipments on it. */
export const EGM_CREATE = {
  type: 'object',
  additionalProperties: false,
  required: ['vessel', 'voyage', 'pol'],
  properties: { ...EGM_HEADER },
} as const;

/** PUT /api/egm/manifests/:id (and POST …/:id/): header fields given replace the stored ones; `shippingBills` replaces every line. */
export const EGM_UPDATE = {
  type: 'object',
  additionalProperties: false,
  properties: { ...EGM_HEADER, shippingBills: { type: 'array', maxItems: MAX_SHIPPING_BILLS, items: EGM_SHIPPING_BILL } },
} as const;
