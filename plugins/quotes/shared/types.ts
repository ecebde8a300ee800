/**
 * The enquiries-and-quotes area's API contract (README.md): what the server answers and the web reads.
 * Both halves import these types; change them here first.
 *
 * Money is never a float: an exact decimal string (`'1234.50'`, the currency's ISO 4217 minor digits)
 * with its currency. Days are `YYYY-MM-DD`; timestamps ISO 8601 with a zone. Ports and places are
 * UN/LOCODEs. Every record has `_id`, `createdAt`, `updatedAt`, `version` (a stale version is a 409).
 */
import type { ChargeBasis, ChargeStage, RateSearch } from '@portolan/sdk/shared';
import type { EnquirySource, EnquiryService, EnquiryState, Incoterm, LeadState, LossReason, PlannerKey, QuoteState } from './states';

type Base = { _id: string; createdAt: string; updatedAt: string; version: number };

/** The API paths (SPEC §7 where it names them; README for the rest). */
export const QUOTES_API = {
  /** defineResource: list, create, details, update; `:id/<action>/` (ENQUIRY_ACTIONS), `:id/activity`. */
  enquiries: '/api/enquiries/v2',
  /** GET: enquiries with their current quote's summary (list query as the enquiries list). */
  withQuote: '/api/enquiries/v2/withQuote',
  /** GET `?id=`: one enquiry with its current quote, options and lines (the forwarder's full view, buy included). */
  withQuoteAndSelectedRates: '/api/enquiries/v2/withQuoteAndSelectedRates',
  /** POST `{data: {enquiryId, text}}` (signed in) or `{data: {token, text, name}}` (the shared view). */
  comment: '/api/enquiries/v2/comment',
  /** GET `?enquiryId=` or `?token=`: the enquiry's comments, oldest first. */
  comments: '/api/enquiries/v2/comments',
  /** POST `{data: {token, optionId, name, email?, comment?}}` (public, the shared link) or `{data: {quoteId, optionId, comment?}}` (a signed-in customer). */
  orderConfirm: '/api/enquiries/v2/orderConfirm',
  /** GET list, POST create; POST `:id/` update; reusable terms-and-conditions sets. */
  termAndConditions: '/api/enquiries/v2/termAndConditions',
  /** GET `?from=&to=` (days): the EnquirySummary. */
  summary: '/api/enquiries/v2/summary',
  /** POST `{data: {token, reason, comment?}}` (the customer declines) or `{data: {enquiryId, reason, comment?, version}}` (the forwarder marks it lost). */
  feedback: '/api/enquiries/v2/feedback/',
  /** GET list (named resource `quotes`), POST create `{data: {enquiryId, …}}`; GET `:id`, POST `:id/` update; `:id/<action>/` (QUOTE_ACTIONS); `:id/activity`, `:id/revisions`, `:id/pdf`, `:id/links`, `:id/rate-options`. */
  quote: '/api/enquiries/v2/quote',
  /** POST `{data: {quoteId, version, rates: [{rateId, search?}], shortlistIds?: []}}`: inventory options become quote options. */
  associatedRates: '/api/enquiries/v2/quote/associated-rates',
  /** POST `{data: {quoteId, version, optionIds}}`. */
  removeAssociatedRates: '/api/enquiries/v2/quote/remove-associated-rates',
  /** POST `{data: {quoteId, version, email?, expiresInDays?, message?}}`: publish, a signed link, an email. */
  publishQuotes: '/api/enquiries/v2/publishQuotes',
  /** Public GET `:token` (the shared view's CustomerQuote), `:token/pdf`. */
  customerQuote: '/api/enquiries/v2/customer-quote',
  /** GET: the signed-in user's rate shortlist (to add to a quote). */
  shortlistedItems: '/api/dashboard/shortlistedItems',
  /** defineResource: the forwarder's customers; `:id/overview` (its enquiries, quotes, shipments). */
  customers: '/api/customers',
  /** GET: the caller's company as a customer — its forwarders and the quotes and enquiries shared with it. */
  account: '/api/customers/account',
  /** POST (signed in, shipment-planner Create): a shipper sends an enquiry to a forwarder of its network. */
  plannerRequest: '/api/enquiries/v2/request',
  /** Public: `GET partners/:key` (branding), `POST :key/price` (published offers), `POST :key/` (lead + enquiry). SPEC names `icici/`, `icici/create-user`, `hdfc/`. */
  webforms: '/api/webforms',
  /** The forwarder's leads (list with `filter[partner]`, `:id/` update status). */
  leads: '/api/webforms/leads',
  /** The forwarder's own partner-page settings: GET list, POST `:key/` update. */
  partners: '/api/webforms/partners',
  /** Promotions: GET (the caller's own and its forwarders' featured lanes, priced live), POST create, POST `:id/` update, DELETE `:id`. */
  promotions: '/api/enquiries/v2/promotions',
} as const;

/** Record kinds (comments, the audit trail). */
export const ENQUIRY_KIND = 'enquiry';
export const QUOTE_KIND = 'quote';
export const CUSTOMER_KIND = 'customer';
export const LEAD_KIND = 'lead';

export type CargoDetails = {
  commodity: string;
  hsCode: string | null;
  /** Exact decimals. */
  weightKg: string | null;
  volumeM3: string | null;
  packages: number | null;
  /** IMO class (e.g. '3', '8', '2.1'); null = not dangerous. */
  dgClass: string | null;
  /** Reefer set point, °C as an exact decimal; null = dry. */
  reeferTempC: string | null;
};

export type Enquiry = Base & {
  /** ENQ-2026-00042, per forwarder, gap-free. */
  reference: string;
  status: EnquiryState;
  customerId: string | null;
  /** Denormalised for lists. */
  customerName: string;
  /** The customer's Portolan company, when it has one (its /account sees the enquiry). */
  customerCompanyId: string | null;
  contactName: string | null;
  contactEmail: string | null;
  /** Port or place (door) code. */
  origin: string;
  destination: string;
  originKind: 'PORT' | 'DOOR';
  destinationKind: 'PORT' | 'DOOR';
  mode: 'FCL' | 'LCL';
  containers: Array<{ type: string; count: number }>;
  cargo: CargoDetails;
  cargoReadyOn: string;
  incoterm: Incoterm | null;
  services: EnquiryService[];
  /** The currency the customer is quoted in. */
  currency: string;
  source: EnquirySource;
  partner: PlannerKey | null;
  leadId: string | null;
  /** Reply by (day); list shows overdue ones. */
  dueOn: string | null;
  notes: string | null;
  lossReason: LossReason | null;
  feedback: string | null;
  assignedTo: string | null;
  /** The first time a quote was published (for the response-time figure). */
  firstQuotedAt: string | null;
  /** The current (latest non-withdrawn) quote, if any. */
  quoteId: string | null;
};

export type EnquiryInput = Partial<Omit<Enquiry, keyof Base | 'reference' | 'status' | 'customerName' | 'customerCompanyId' | 'lossReason' | 'feedback' | 'firstQuotedAt' | 'quoteId' | 'source' | 'partner' | 'leadId'>>;

/** A margin on a line or a whole quote. */
export type Margin = { type: 'PERCENT' | 'AMOUNT'; value: string };

/** One charge line of a quote option (the forwarder's view: buy and sell). */
export type QuoteLine = {
  _id: string;
  code: string;
  name: string;
  stage: ChargeStage | 'INLAND';
  basis: ChargeBasis;
  quantity: string;
  /** Buy: unit and amount in the buy currency (from the rate inventory, or typed in). */
  buyUnit: string;
  buyAmount: string;
  buyCurrency: string;
  /** The inventory rate it came from (an associated rate), or null when typed in. */
  rateId: string | null;
  /** Null: the quote's margin applies. AMOUNT is in the quote currency, per line. */
  margin: Margin | null;
  /** Sell in the quote currency: converted buy plus margin, rounded to the minor unit. */
  sellAmount: string;
  /** Buy converted to the quote currency. */
  buyConverted: string;
};

export type QuoteOption = {
  _id: string;
  position: number;
  /** 'Cheapest', 'Fastest', … */
  title: string;
  carrier: string;
  origin: string;
  destination: string;
  via: string[];
  transitDays: number | null;
  freeDays: number | null;
  /** The next sailing shown to the customer, if any. */
  sailing: { vessel: string; voyage: string; departsAt: string; arrivesAt: string } | null;
  lines: QuoteLine[];
  /** In the quote currency: sum of lines' sellAmount / buyConverted; margin = sell − buy. */
  sellTotal: string;
  buyTotal: string;
  marginTotal: string;
};

export type QuoteRecord = Base & {
  /** Q-2026-00042, per forwarder, gap-free; the revision is separate. */
  reference: string;
  revision: number;
  status: QuoteState;
  enquiryId: string;
  enquiryReference: string;
  customerName: string;
  currency: string;
  /** The quote-level margin (lines without their own). */
  margin: Margin | null;
  validUntil: string;
  termsId: string | null;
  /** The terms text as printed (copied from the set, editable). */
  terms: string | null;
  notes: string | null;
  /** The exchange rates used, with the table's date. */
  exchange: { base: string; rateDate: string; source: string; rates: Record<string, string> };
  options: QuoteOption[];
  /** Lowest option total (for lists). */
  sellFrom: string | null;
  publishedAt: string | null;
  acceptedOptionId: string | null;
  acceptedAt: string | null;
  acceptedBy: string | null;
  declineReason: LossReason | null;
  declineComment: string | null;
};

/** A quote revision's snapshot (GET quote/:id/revisions). */
export type QuoteRevision = { revision: number; createdAt: string; createdBy: string | null; status: QuoteState; snapshot: Omit<QuoteRecord, keyof Base> };

/** A published quote's link (GET quote/:id/links; revoke: POST quote/:id/links/:linkId/revoke/). */
export type QuoteLink = { _id: string; quoteId: string; url: string; token: string; email: string | null; expiresAt: string; revokedAt: string | null; isActive: boolean; openedCount: number; lastOpenedAt: string | null; createdAt: string };

/**
 * What the shared view (customer-quote) answers: sell prices only — no buy amounts, margins, rate ids,
 * buy currencies or inventory references, anywhere.
 */
export type CustomerQuote = {
  reference: string;
  revision: number;
  status: QuoteState;
  currency: string;
  validUntil: string;
  terms: string | null;
  notes: string | null;
  exchangeRateDate: string;
  forwarder: { name: string; email: string | null; phone: string | null; address: string | null; logoText: string };
  customerName: string;
  enquiry: Pick<Enquiry, 'reference' | 'origin' | 'destination' | 'mode' | 'containers' | 'cargo' | 'cargoReadyOn' | 'incoterm' | 'services'>;
  options: Array<{
    _id: string;
    title: string;
    carrier: string;
    origin: string;
    destination: string;
    via: string[];
    transitDays: number | null;
    freeDays: number | null;
    sailing: QuoteOption['sailing'];
    lines: Array<{ code: string; name: string; stage: QuoteLine['stage']; basis: ChargeBasis; quantity: string; amount: string }>;
    total: string;
  }>;
  acceptedOptionId: string | null;
  linkExpiresAt: string;
};

export type TermsSet = Base & { name: string; body: string; isDefault: boolean };

export type EnquirySummary = {
  from: string;
  to: string;
  currency: string;
  enquiries: number;
  quotesSent: number;
  won: number;
  lost: number;
  /** won ÷ (won + lost), 0–1, null when none decided. */
  winRate: number | null;
  /** Hours from an enquiry's creation to its first published quote, averaged; null when none. */
  averageResponseHours: number | null;
  revenueQuoted: string;
  revenueWon: string;
  byStatus: Record<EnquiryState, number>;
  byMonth: Array<{ month: string; received: number; quoted: number; won: number; lost: number; revenueQuoted: string; revenueWon: string }>;
};

export type Contact = { name: string; email: string | null; phone: string | null; role: string | null };

export type Customer = Base & {
  name: string;
  /** A Portolan company it is (e.g. Acme), which then sees its quotes in /account. */
  customerCompanyId: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  country: string | null;
  taxId: string | null;
  contacts: Contact[];
  /** Payment terms in days. */
  creditDays: number;
  creditLimit: string | null;
  defaultMargin: Margin | null;
  currency: string;
  status: 'ACTIVE' | 'INACTIVE';
  notes: string | null;
};

export type CustomerOverview = {
  customer: Customer;
  enquiries: { count: number; byStatus: Partial<Record<EnquiryState, number>>; recent: Array<Pick<Enquiry, '_id' | 'reference' | 'status' | 'origin' | 'destination' | 'createdAt'>> };
  quotes: { count: number; recent: Array<Pick<QuoteRecord, '_id' | 'enquiryId' | 'reference' | 'revision' | 'status' | 'currency' | 'sellFrom' | 'validUntil'>> };
  shipments: { count: number; recent: Array<{ _id: string; reference: string; status: string; origin: string | null; destination: string | null }> };
};

/** The caller as a customer (/account): its forwarders, and what they shared with it. */
export type AccountView = {
  forwarders: Array<{ companyId: string; name: string }>;
  enquiries: Array<Pick<Enquiry, '_id' | 'reference' | 'status' | 'origin' | 'destination' | 'createdAt' | 'mode' | 'containers'> & { forwarder: string }>;
  quotes: Array<{ _id: string; reference: string; revision: number; status: QuoteState; currency: string; validUntil: string; forwarder: string; enquiryReference: string; options: CustomerQuote['options']; acceptedOptionId: string | null }>;
};

export type Lead = Base & {
  name: string;
  email: string;
  company: string;
  number: string | null;
  createdVia: 'LeadEngine';
  partner: PlannerKey;
  status: LeadState;
  enquiryId: string | null;
  enquiryReference: string | null;
  /** The lane the visitor priced. */
  lane: { origin: string; destination: string; mode: 'FCL' | 'LCL'; containers: Array<{ type: string; count: number }>; readyOn: string } | null;
  notes: string | null;
};

/** A partner page's branding (public GET webforms/partners/:key). */
export type PartnerPage = { key: PlannerKey; name: string; tagline: string; colors: { primary: string; accent: string; text: string }; logoText: string; active: boolean };

/** What the public planner asks (POST webforms/:key/price): a rate search plus the honeypot `website` (must be empty). */
export type PlannerSearch = Pick<RateSearch, 'origin' | 'destination' | 'mode' | 'containers' | 'cargo' | 'readyOn'> & { website?: string };

/** One public offer: sell only, no company ids, no rate ids. */
export type PlannerOffer = { id: string; carrier: string; origin: string; destination: string; via: string[]; transitDays: number | null; validTo: string; total: string; currency: string; lines: Array<{ name: string; stage: QuoteLine['stage']; amount: string }>; nextSailing: string | null };

/** The lead form (POST webforms/:key/): SPEC's lead payload plus the lane and the offer picked. */
export type LeadInput = { name: string; email: string; company: string; number?: string; createdVia: 'LeadEngine'; search?: PlannerSearch; offerId?: string; website?: string };

export type Promotion = Base & { origin: string; destination: string; containerType: string; headline: string; validUntil: string; active: boolean; forwarder: string; isMine: boolean; fromPrice: { amount: string; currency: string } | null };

/** An enquiry with its current quote's summary (GET withQuote). */
export type EnquiryWithQuote = Enquiry & { quote: (Pick<QuoteRecord, '_id' | 'reference' | 'revision' | 'status' | 'currency' | 'sellFrom' | 'validUntil'>) | null };
