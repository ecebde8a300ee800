/**
 * The bookings area's API contract (README.md): what the server answers and the web reads. Both halves
 * import these types; change them here first.
 *
 * The shipper's company (`companyId`) owns a booking; the provider it is sent to (`providerCompanyId`, a
 * forwarder or carrier company in the shipper's network) sees it through `booking_parties` and answers
 * it. Nobody else sees it. The DCSA Booking 2.0 interface (`/api/dcsa/bkg/v2`) is a view of the same rows.
 *
 * Money is never a float (none here but tariffs elsewhere); weights, volumes and temperatures are exact
 * decimal strings. Days `YYYY-MM-DD`; timestamps ISO 8601 with a zone (cut-offs are port-local times
 * written with the port's offset). Ports are UN/LOCODEs; container types ISO 6346 size-type codes;
 * HS codes six digits (HS 2022). Every record has `_id`, `createdAt`, `updatedAt`, `version`.
 */
import type { AmendmentState, BookingAction, BookingSide, BookingSource, BookingState, ServiceType, VersionKind, VersionState } from './states';

type Base = { _id: string; createdAt: string; updatedAt: string; version: number };

export const BOOKINGS_API = {
  /**
   * defineResource (Booking): list (`filter[status]` (several), `filter[side]=SHIPPER|PROVIDER`, `filter[pol]`,
   * `filter[pod]`, `filter[carrier]`, `filter[etd][from|to]`, `filter[waiting]=true` (what waits for the caller, as
   * BookingsSummary.waitingForMe counts it — REQUESTED by the web), `filter[shipmentId]` (a shipment's booking(s), the
   * shipment's Booking tab — REQUESTED by the web), `search` = reference / carrier booking number / party
   * / commodity; sort `createdAt|updatedAt|etd|reference|status`), create `{data: BookingRequest}` (DRAFT),
   * `GET :id` (BookingDetails), `POST :id/` update `{data: BookingRequest & {version}}` (DRAFT only, else 409),
   * `DELETE :id` (DRAFT only), `:id/activity`, `:id/comments`.
   */
  bookings: '/api/bookings',
  /** POST `{data: ActionBody}` — the BOOKING_ACTIONS (`submit`, `cancel`, `amend`, `confirm`, …). Answers BookingDetails. */
  action: (id: string, action: BookingAction) => `/api/bookings/${id}/${action}/`,
  /** GET: BookingVersion[] newest first, each with its diff against the one before. */
  versions: (id: string) => `/api/bookings/${id}/versions`,
  /** GET: the booking (request and, when confirmed, the confirmation) as a PDF. */
  pdf: (id: string) => `/api/bookings/${id}/pdf`,
  /** GET `?q=&limit=` (q: digits of a code or words; limit ≤ 50, default 20): HsCode[] best first. */
  hsCodes: '/api/bookings/hs-codes',
  /** GET `:code` (2, 4 or 6 digits): HsCodeDetails (404 unknown). */
  hsCode: (code: string) => `/api/bookings/hs-codes/${code}`,
  /** GET: BookingProvider[] — the companies of the caller's network a booking can be sent to. */
  providers: '/api/bookings/providers',
  /** GET: BookingsSummary — counters by state and side, the next cut-offs. */
  summary: '/api/bookings/summary',
} as const;

/** The DCSA Booking 2.0 interface (README: mapping of fields and states), same sign-in and access. */
export const DCSA_BKG_API = {
  /** POST a DCSA CreateBooking → 202 {carrierBookingRequestReference}; GET the caller's bookings (DCSA summaries, `limit`, `cursor`). */
  bookings: '/api/dcsa/bkg/v2/bookings',
  /** GET a DCSA Booking (by carrierBookingRequestReference or carrierBookingReference); PUT an updated booking (→ UPDATE_RECEIVED / AMENDMENT_RECEIVED); PATCH `{bookingStatus: 'CANCELLED'}` or `{amendedBookingStatus: 'AMENDMENT_CANCELLED'}`. */
  booking: (reference: string) => `/api/dcsa/bkg/v2/bookings/${reference}`,
  /** Not in the standard (which leaves subscribing out of band): POST {callbackUrl, secret} / GET / DELETE :id — where BKG notifications go. */
  notificationSubscriptions: '/api/dcsa/bkg/v2/notification-subscriptions',
} as const;

export interface BookingParty {
  name: string;
  address?: string | null;
  contactName?: string | null;
  email?: string | null;
  phone?: string | null;
  /** Tax or company registration id (GSTIN, EORI …). */
  taxId?: string | null;
}

export interface ReeferSettings {
  /** Set point, exact decimal, e.g. '-18.0'. */
  temperature: string;
  unit: 'CEL' | 'FAH';
  /** Fresh-air exchange in m³/h, when the cargo needs it. */
  ventilation?: string | null;
  /** Relative humidity %, when controlled. */
  humidity?: string | null;
}

export interface BookingEquipment {
  /** ISO 6346 size-type code (SDK CONTAINER_TYPES). */
  isoType: string;
  count: number;
  /** Shipper-owned containers. */
  soc?: boolean;
  /** Required for a reefer type, refused for others. */
  reefer?: ReeferSettings | null;
}

export interface DangerousGoods {
  /** UN number, 4 digits. */
  unNumber: string;
  imoClass: string;
  packingGroup?: 'I' | 'II' | 'III' | null;
  properShippingName: string;
  /** Flash point in °C, exact decimal (class 3). */
  flashPoint?: string | null;
  emsNumber?: string | null;
  /**
   * The 24-hour emergency contact (DCSA `emergencyContactDetails`, required by the standard): the person's
   * name (`contact`, ≤ 255) and phone in international format (E.123, e.g. '+45 70262970', ≤ 30); the
   * third-party emergency response provider and its contract reference when one is used (≤ 255 each).
   */
  emergencyContact: EmergencyContact;
}

export interface EmergencyContact {
  name: string;
  phone: string;
  provider?: string | null;
  referenceNumber?: string | null;
}

export interface BookingCargo {
  /** Six-digit HS 2022 subheading (checked against the nomenclature). */
  hsCode: string;
  description: string;
  packages: number;
  /** UN/ECE Recommendation 21 package code, e.g. CT (carton), PK, BG, PL. */
  packageCode: string;
  grossWeightKg: string;
  volumeCbm?: string | null;
  dangerousGoods?: DangerousGoods | null;
}

/** What the shipper asks for: the body of create, update and amend. */
export interface BookingRequest {
  providerCompanyId: string;
  /** Carrier code (SDK carriers list, SCAC). */
  carrier: string;
  pol: string;
  pod: string;
  placeOfReceipt?: string | null;
  placeOfDelivery?: string | null;
  receiptTypeAtOrigin: ServiceType;
  deliveryTypeAtDestination: ServiceType;
  cargoMovementType: 'FCL' | 'LCL';
  /** Earliest departure the shipper wants (port-local day). */
  expectedDepartureDate: string;
  latestDeliveryDate?: string | null;
  incoTerms?: string | null;
  shipper: BookingParty;
  consignee: BookingParty;
  notifyParty?: BookingParty | null;
  equipment: BookingEquipment[];
  cargo: BookingCargo[];
  customerReference?: string | null;
  /** DCSA serviceContractReference: the contract or quote it is priced on. */
  contractRef?: string | null;
  remarks?: string | null;
  source?: { kind: BookingSource; id?: string | null; label?: string | null } | null;
}

export interface CutOffs {
  /** Documentation (SI), VGM and cargo (port) cut-offs: ISO 8601 with the port's offset. */
  documentation?: string | null;
  vgm?: string | null;
  cargo?: string | null;
}

/** What the provider confirms with. */
export interface BookingConfirmation {
  /** DCSA carrierBookingReference. */
  carrierBookingReference: string;
  vessel: string;
  voyage: string;
  serviceCode?: string | null;
  /** Planned departure and arrival (ISO 8601). */
  etd: string;
  eta: string;
  cutOffs: CutOffs;
  equipmentRelease?: { depot?: string | null; releaseReference?: string | null; availableFrom?: string | null } | null;
  remarks?: string | null;
}

export interface Booking extends Base, BookingRequest {
  /** BKG-YYYY-NNNNN: DCSA carrierBookingRequestReference. */
  reference: string;
  status: BookingState;
  amendedStatus: AmendmentState | null;
  companyId: string;
  companyName: string;
  providerName: string;
  /** The caller's side of this booking. */
  side: BookingSide;
  confirmation: BookingConfirmation | null;
  /** The provider's last ask for an update or amendment, shown until answered. */
  pendingRequest: { message: string; requestedAt: string } | null;
  /** Why it was cancelled, rejected or declined. */
  closingReason: string | null;
  shipmentId: string | null;
  containerCount: number;
  teu: number;
  submittedAt: string | null;
  confirmedAt: string | null;
}

export interface FieldChange {
  /** Dotted path, e.g. 'equipment.0.count', 'confirmation.vessel'. */
  path: string;
  /** What a person calls it: 'Equipment 1 · count'. */
  label: string;
  before: unknown;
  after: unknown;
}

export interface BookingVersion {
  _id: string;
  version: number;
  kind: VersionKind;
  state: VersionState;
  request: BookingRequest;
  confirmation: BookingConfirmation | null;
  /** Against the version before (empty for the first). */
  changes: FieldChange[];
  createdAt: string;
  createdByName: string | null;
  companyName: string;
}

export interface BookingDetails extends Booking {
  /** The shipper's pending amendment (AMENDMENT_RECEIVED) with its diff, for the provider to answer. */
  pendingAmendment: BookingVersion | null;
  /** The actions the caller may take now (side, state and level). */
  allowedActions: BookingAction[];
}

/** The body of `POST :id/<action>/`. */
export interface ActionBody {
  version: number;
  /** amend (shipper). */
  request?: BookingRequest;
  /** confirm; amend (provider). */
  confirmation?: BookingConfirmation;
  /** cancel, reject, decline, declineAmendment (required); requestUpdate (the message, required). */
  reason?: string;
}

export interface HsCode {
  code: string;
  description: string;
  /** 2 chapter, 4 heading, 6 subheading (only 6 can go on a booking). */
  level: 2 | 4 | 6;
  parent: string | null;
  /** Roman numeral of the HS section. */
  section: string;
}

export interface HsCodeDetails extends HsCode {
  /** Chapter and heading above it, top first. */
  path: HsCode[];
  /** Its subheadings when it is a chapter or heading. */
  children: HsCode[];
}

export interface BookingProvider {
  companyId: string;
  name: string;
  /** FORWARDER / CARRIER / … (the company's type). */
  kind: string;
}

export interface BookingsSummary {
  byStatus: Partial<Record<BookingState, number>>;
  /** Bookings waiting for the caller (provider: RECEIVED, UPDATE_RECEIVED, amendments; shipper: PENDING_UPDATE, PENDING_AMENDMENT). */
  waitingForMe: number;
  /** Confirmed bookings with a cut-off in the next 7 days, soonest first (at most 10). */
  nextCutOffs: Array<{ bookingId: string; reference: string; kind: keyof CutOffs; at: string }>;
}
