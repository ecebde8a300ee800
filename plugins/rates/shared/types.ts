/**
 * The rates area's API contract (README.md): what the server answers and the web reads. Both halves
 * import these types; change them here first.
 *
 * Money is never a float: an exact decimal string (`'1234.50'`, at most the currency's ISO 4217 minor
 * digits) with its currency. Dates are `YYYY-MM-DD` calendar days (validity, cargo-ready date);
 * timestamps are ISO 8601 with a zone. Ports and places are UN/LOCODEs (`INNSA`, `CNSHA`).
 */

import type { RateSide, ChargeBasis, ChargeStage, RateSearch, ChargeLine, OptionSailing, RateOption, ShortlistEntry } from '@portolan/sdk/shared';
export { RATE_SIDES, CHARGE_BASES, CHARGE_STAGES } from '@portolan/sdk/shared';
export type { RateSide, ChargeBasis, ChargeStage, RateSearch, ChargeLine, OptionSailing, RateOption, ShortlistEntry };

/** What a rate prices. */
export const RATE_KINDS = ['FCL', 'LCL', 'OTHER', 'TRANSPORT'] as const;
export type RateKind = (typeof RATE_KINDS)[number];

/** A charge type of the catalogue (`/api/rates/v3/chargetype/`): OFR, OTHC, DTHC, DOC, BAF, LSS, PSS, … */
export type ChargeType = {
  _id: string;
  /** Short code, upper case, unique per company (built-in codes are shared by all). */
  code: string;
  name: string;
  basis: ChargeBasis;
  stage: ChargeStage;
  /** Built in (every company has it, read-only) or the company's own. */
  builtIn: boolean;
};

/**
 * One row of a company's rate inventory (`/api/rates/v3/rateInventory`). FCL: per container of
 * `containerType`. LCL: per W/M (revenue ton: max(tonnes, m³)) with `minimum`. OTHER: a charge of
 * `chargeCode` at `port` (origin or destination) or on the lane (FREIGHT stage), by its basis.
 * TRANSPORT: inland haulage from `origin` (a place) to `destination` (a port), per container.
 */
export type Rate = {
  _id: string;
  createdAt: string;
  updatedAt: string;
  version: number;
  kind: RateKind;
  side: RateSide;
  /** Carrier SCAC (`MAEU`, `MSCU`, `CMDU`, `HLCU`, `ONEY`, `EGLV`, …); null for an OTHER/TRANSPORT rate that applies to any carrier. */
  carrier: string | null;
  /** Port or place of loading (FCL, LCL, TRANSPORT; FREIGHT-stage OTHER). */
  origin: string | null;
  /** Port of discharge (FCL, LCL, TRANSPORT; FREIGHT-stage OTHER). */
  destination: string | null;
  /** OTHER at ORIGIN / DESTINATION stage: the port where it is charged. */
  port: string | null;
  /** Transshipment ports in order; empty = direct. */
  via: string[];
  /** ISO 6346 size-type code (22G1, 42G1, 45G1, 22R1, 45R1 …): FCL and TRANSPORT; OTHER per container may name one or none (all). */
  containerType: string | null;
  /** OTHER: the charge type's code (OFR is the freight itself on FCL/LCL rows, implied). */
  chargeCode: string | null;
  /** OTHER: how it is counted; FCL/TRANSPORT: PER_CONTAINER; LCL: PER_WM. */
  basis: ChargeBasis;
  /** The price per unit of `basis`, exact decimal. */
  amount: string;
  currency: string;
  /** LCL: the least charged per shipment, exact decimal in `currency`; null otherwise. */
  minimum: string | null;
  transitDays: number | null;
  /** Validity window, both days inclusive. */
  validFrom: string;
  validTo: string;
  freeDays: number | null;
  commodity: string | null;
  contractRef: string | null;
  remarks: string | null;
  /** The import that wrote it, if any. */
  importId: string | null;
  /** Derived: EXPIRED after validTo, FUTURE before validFrom, else ACTIVE (today, UTC). */
  validity: 'ACTIVE' | 'EXPIRED' | 'FUTURE';
};

/** The answer of a search. */
export type RateSearchAnswer = {
  items: RateOption[];
  count: number;
  currency: string;
  /** What origin and destination resolved to (a place → its nearest ports, with distance). */
  resolved: { origin: Array<{ code: string; name: string; km: number }>; destination: Array<{ code: string; name: string; km: number }> };
};

/** `GET /api/rates/v3/rateInventory/average?origin&destination&containerType&currency&months`: the lane's market view. */
export type LaneAverage = {
  origin: string;
  destination: string;
  containerType: string;
  currency: string;
  /** One point per month (oldest first), over the FCL rates valid in that month that the caller pays: its own BUY, CONTRACT and SPOT rates and its network's SELL rates. */
  points: Array<{ month: string; average: string; min: string; max: string; p25: string; p75: string; samples: number }>;
};

/** Exchange rates (`GET /api/enquiries/exchange-rate?base=USD`), SPEC §7 shape. */
export type ExchangeRates = {
  base: string;
  /** Units of each currency for one `base`, exact decimal strings. */
  rates: Record<string, string>;
  supportedCurrencies: string[];
  /** When the table was last set and where from. */
  rateDate: string;
  source: string;
};

/** A rate-sheet import (`/api/rates/v3/rateInventory/imports`). */
export const IMPORT_STATES = ['UPLOADED', 'VALIDATED', 'COMMITTING', 'COMMITTED', 'FAILED', 'CANCELLED'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

export type RateImport = {
  _id: string;
  createdAt: string;
  updatedAt: string;
  version: number;
  fileName: string;
  status: ImportState;
  kind: RateKind;
  /** Sheet column → rate field, chosen in the mapping step (a guess is proposed from the headers). */
  mapping: Record<string, string>;
  headers: string[];
  rowCount: number;
  errorCount: number;
  /** Rows written when committed. */
  committedCount: number;
  /** 0–100 while committing. */
  progress: number;
  createdBy: string | null;
  /** FAILED: why the commit wrote nothing. */
  failureReason?: string | null;
};

/** A row problem of an import preview: 1-based sheet row, the field and what is wrong. */
export type ImportRowError = {
  row: number;
  field: string;
  message: string;
  /** The sheet column (header) the value came from; null when no column is mapped to the field. */
  column?: string | null;
  value: string | null;
};

/** One data row of an import (`GET :id/rows`): its cells by sheet column, and its problems. */
export type RateImportRow = { row: number; values: Record<string, string | null>; errors: ImportRowError[] };

/** A service contract (`/api/rates/v3/contracts`) with its minimum quantity commitment. */
export type ServiceContract = {
  _id: string;
  createdAt: string;
  updatedAt: string;
  version: number;
  reference: string;
  carrier: string;
  validFrom: string;
  validTo: string;
  /** Minimum quantity commitment in TEU over the validity. */
  mqcTeu: number;
  /** TEU shipped under it so far (shipments whose contract reference is this one). */
  usedTeu: number;
  status: 'DRAFT' | 'ACTIVE' | 'EXPIRED' | 'TERMINATED';
  notes: string | null;
};

/** A quick-book offer (`/qbrates`, `/api/rates/v3/quickBook`): a spot price a shipper can book in one step. */
export type QuickBookOffer = {
  _id: string;
  /** Sent back with book/withdraw (a stale one is a 409). */
  version: number;
  createdAt: string;
  rateId: string;
  /** What the offer was priced for (containers, readyOn) when published. */
  search: RateSearch;
  option: RateOption;
  /** True for the publishing company (it may withdraw), false for an offer shared with the caller (it may book). */
  isMine: boolean;
  /** The offer holds until then. */
  expiresAt: string;
  status: 'OPEN' | 'BOOKED' | 'EXPIRED' | 'WITHDRAWN';
};


/**
 * API paths (SPEC §7 where it names them; the rest ours, under the same prefix). Bodies are `{data, options}`.
 * - inventory: defineResource — `GET` list (filter kind, side, carrier, origin, destination, port,
 *   containerType, chargeCode, validTo range, validity, importId; search; sort validFrom/validTo/amount/createdAt),
 *   `GET :id`, `POST` create (the add freight / other / transportation rates screens), `POST :id/`
 *   update with version, `POST :id/withdraw/` (sets validTo to yesterday: it leaves live searches, stays in history).
 * - lclRates: the LCL rows of the inventory, same list query.
 * - filteredRates: `POST {data: {origin, destination, kind?, containerType?, onDay?, includeExpired?}}` →
 *   `{items: Rate[], count}` the raw inventory rows of a lane (history view: includeExpired).
 * - estimates: `POST {data: RateSearch}` → RateSearchAnswer, priced options (the rate search).
 * - estimate: `POST {data: {rateId, search: RateSearch}}` → `{record: RateOption}` one option priced in detail.
 * - average: `GET ?origin&destination&containerType&currency&months=12` → `{record: LaneAverage}`.
 * - imports: `POST` multipart (file: .csv/.xlsx, fields kind) → RateImport with headers and a proposed
 *   mapping; `POST :id/mapping/` `{data: {mapping, version}}` → validates every row, answers the import
 *   with errorCount; `GET :id/errors` → `{items: ImportRowError[], count}`; `GET :id/rows?after&limit` →
 *   the mapped rows `{items: [{row, values, errors}]}`; `POST :id/rows/:row/` `{data: {values}}` corrects
 *   one row (re-validated, errorCount updated); `POST :id/commit/` → writes all rows in one transaction or
 *   none (409 while errors remain), in the background for large sheets, progress readable at `GET :id`;
 *   `POST :id/cancel/`; `GET` list = the import log.
 * - chargeTypes: `GET` the catalogue (built-in + own), `POST` add one (`{data: {code, name, basis, stage}}`).
 * - exchangeRate: `GET ?base=USD` → ExchangeRates; `POST {data: {base, rates, rateDate, source}}` (admin, Update) sets the table.
 * - contracts: defineResource (filters status, carrier, validTo range; search reference) + transitions
 *   `activate` (DRAFT→ACTIVE), `terminate` (ACTIVE→TERMINATED); EXPIRED once validTo has passed;
 *   `GET :id/usage` → `{record: {mqcTeu, usedTeu, months: [{month, teu, shipments}]}}` from the shipments
 *   that name the contract; `GET :id/activity`, comments.
 * - quickBook: `GET` the offers the caller sees (its own, and those forwarders in its network shared with it),
 *   `POST {data: {rateId, search, expiresAt, sharedWith?}}` publish one (forwarder; default: every connected
 *   company), `POST :id/book/` `{data: {version}}` (the shipper, one step: OPEN→BOOKED, a booking request the
 *   bookings area will pick up), `POST :id/withdraw/` (the owner: OPEN→WITHDRAWN); EXPIRED past expiresAt.
 * - shortlist: `GET` the user's shortlist, `POST {data: {search, option, note?}}`, `DELETE :id`.
 */
export const RATES_API = {
  inventory: '/api/rates/v3/rateInventory',
  lclRates: '/api/rates/v3/rateInventory/lclRates',
  estimates: '/api/rates/v3/rateInventory/estimates',
  estimate: '/api/rates/v3/rateInventory/estimate',
  filteredRates: '/api/rates/v3/rateInventory/filteredRates',
  average: '/api/rates/v3/rateInventory/average',
  imports: '/api/rates/v3/rateInventory/imports',
  chargeTypes: '/api/rates/v3/chargetype/',
  exchangeRate: '/api/enquiries/exchange-rate',
  contracts: '/api/rates/v3/contracts',
  quickBook: '/api/rates/v3/quickBook',
  shortlist: '/api/rates/v3/shortlist',
} as const;

/** Record kinds (comments, activity, other plugins' tabs). */
export const RATE_KIND = 'rate';
export const CONTRACT_KIND = 'service-contract';
export const RATE_IMPORT_KIND = 'rate-import';
