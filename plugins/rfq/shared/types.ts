/**
 * The RFQ area's API contract (README.md): what the server answers and the web reads. Both halves
 * import these types; change them here first.
 *
 * Two companies work on one RFQ: the shipper (owner, `companyId`) and each invited vendor (a company of
 * the shipper's network, through `rfq_invitations`). Every answer to a vendor is built from the vendor's
 * own rows only: never another vendor's prices or identity beyond "n vendors", never the baseline, the
 * current contract rate, the incumbent or the shipper's internal comments (the `Vendor*` types below
 * are what a vendor gets; the server builds them from a column list, not by deleting fields).
 *
 * Money is never a float: an exact decimal string (`'1234.50'`) with its currency (the RFQ's). Days are
 * `YYYY-MM-DD`; timestamps ISO 8601 with a zone. Ports are UN/LOCODEs, container types ISO 6346 codes
 * (`CONTAINER_TYPES`). Every record has `_id`, `createdAt`, `updatedAt`, `version` (a stale version is a 409).
 */
import type { AllocationSource, DeclineReason, InvitationState, NegotiationState, RfqQuoteState, RfqState } from './states';

type Base = { _id: string; createdAt: string; updatedAt: string; version: number };

/** The API paths (SPEC §7 where it names them; README for the rest). */
export const RFQ_API = {
  /**
   * defineResource (owner): list (`filter[status]`, `search`, sort), create, `:id` details, `POST :id/` update
   * (DRAFT: everything; OPEN: bidDeadline, description, invite more vendors; later: nothing → 409),
   * `:id/<action>/` (RFQ_ACTIONS), `:id/activity`. `GET :id` answers a vendor its VendorRfq (and marks its
   * invitation VIEWED the first time).
   */
  rfqs: '/api/rfq/rfqs',
  /** GET (vendor): the RFQs the caller's company is invited to, as VendorRfqListItem, open ones first; `filter[invitationStatus]`. */
  pendingQuotes: '/api/rfq/rfqs/pending-quotes',
  /**
   * GET `?as=owner|vendor`: RfqSummary of the caller's own RFQs, or VendorRfqSummary of its invitations.
   * Without `as`: vendor when the company owns no RFQ and is invited to one past DRAFT, else owner.
   */
  summary: '/api/rfq/rfqs/summary',
  /** GET `/api/rfq/rfqs/:rfq/quoteHistory`: QuoteRevision[] (owner: every vendor's, once unsealed; vendor: its own). */
  quoteHistory: (rfqId: string) => `/api/rfq/rfqs/${rfqId}/quoteHistory`,
  /** GET `/api/rfq/rfqs/:rfq/auditTrail`: AuditEntry[] (owner: all; vendor: the RFQ's own state changes and its own company's actions). */
  auditTrail: (rfqId: string) => `/api/rfq/rfqs/${rfqId}/auditTrail`,
  /** POST multipart (fields `rfqId`, `file`): RfqDocument. The owner's go to every invited vendor; a vendor's to the owner only. */
  upload: '/api/rfq/rfqs/upload',
  /** POST `{data: {_id}}`: deletes the caller's own document (RFQ not AWARDED/CANCELLED). */
  deleteDocument: '/api/rfq/rfqs/deleteDocument',
  /** GET `/api/rfq/rfqs/documents/:id/download` (whoever may see it). */
  documentDownload: (documentId: string) => `/api/rfq/rfqs/documents/${documentId}/download`,
  /**
   * GET `?origin=&destination=&containerType=` (repeatable as `lanes=ORIG:DEST:TYPE`): DefaultRate[] — the
   * owner's current CONTRACT rates from the rate inventory. POST `{data: {rfqId, version, overwriteBaseline?}}`
   * fills every lane's currentAmount (and baseline where empty, or all with overwriteBaseline): the Rfq.
   */
  defaultRates: '/api/rfq/rfqs/default-rates',
  /** GET `?rfqId=` (owner, unsealed): PortSummaryRow[]. */
  portSummary: '/api/rfq/rfqs/port-summary',
  /** GET `?rfqId=` (owner, unsealed): VendorSummaryRow[]. */
  vendorSummary: '/api/rfq/rfqs/vendor-summary',
  /** GET `/api/rfq/rfqs/:id/compare` (owner): CompareMatrix (sealed: prices absent, `sealed: true`). */
  compare: (rfqId: string) => `/api/rfq/rfqs/${rfqId}/compare`,
  /** GET (owner): Allocation[]; POST `{data: {version, allocations: AllocationInput[]}}` replaces them (CLOSED only): the Rfq. */
  allocations: (rfqId: string) => `/api/rfq/rfqs/${rfqId}/allocations`,
  /** POST `{data: OptimiseRequest}` (owner, CLOSED): OptimiseResult; with `apply: true` and `version` it also replaces the allocations. */
  optimise: (rfqId: string) => `/api/rfq/rfqs/${rfqId}/optimise`,
  /** GET `/api/rfq/rfqs/:id/approval`: ApprovalState (SDK approvals) for the owner. */
  approval: (rfqId: string) => `/api/rfq/rfqs/${rfqId}/approval`,
  /** GET PDF: owner — the award summary; vendor — its own award letter (AWARDED only). */
  awardPdf: (rfqId: string) => `/api/rfq/rfqs/${rfqId}/award.pdf`,

  /**
   * Bids. GET list (owner: `filter[rfqId]` required, unsealed only → RfqQuote[]; vendor: its own quotes →
   * RfqQuote[]); GET `:id`; POST `{data: QuoteInput}` saves or submits the caller's bid sheet for the RFQ's
   * current round (one per vendor and RFQ; OPEN, or NEGOTIATION for the round's lanes, before the deadline).
   */
  quotes: '/api/rfq/quotes',
  /** POST `{data: {rfqId, reason: DeclineReason, comment?}}` (vendor): its invitation DECLINED. */
  declineQuote: '/api/rfq/quotes/decline',
  /** POST `{data: {rfqId, rows: BulkBidRow[], submit?, dryRun?}}` (vendor): a spreadsheet of bids (parsed in the browser); all rows checked first, nothing saved when any is wrong (400 with RowProblem[] in `data.problems`). */
  bulkQuote: '/api/rfq/quotes/bulk',
  /** GET `/api/rfq/quotes/:quote/history`: QuoteRevision[] of one bid sheet. */
  quoteRevisions: (quoteId: string) => `/api/rfq/quotes/${quoteId}/history`,
  /** POST `{data: {rfqId, version, note?}}` (owner, CLOSED, allocations complete): → PENDING_APPROVAL or APPROVED; the Rfq. */
  requestApproval: '/api/rfq/quotes/request-approval',
  /** POST `{data: {rfqId}}`: emails the approvers of the pending level again (at most once an hour): `{record: {reminded: number}}`. */
  reminderRequestApproval: '/api/rfq/quotes/reminder-request-approval',
  /** POST `{data: {rfqId, comment?}}` (an approver of the pending level, Approve level): the Rfq. */
  approve: '/api/rfq/quotes/approve',
  /** POST `{data: {rfqId, comment}}` (an approver of the pending level): → CLOSED; the Rfq. */
  reject: '/api/rfq/quotes/reject',
  /** GET `?rfqId=` (owner): QuoteStatusSummary. */
  quotesSummary: '/api/rfq/quotes/summary',
  /** GET (owner, `?from=&to=` days on RFQ creation): VendorParticipation[] across its RFQs. */
  vendorParticipationSummary: '/api/rfq/quotes/vendor-participation-summary',
  /** GET (owner): VendorAwardedSummaryRow[] per vendor; (vendor): one row, its own. */
  vendorAwardedSummary: '/api/rfq/quotes/vendor-awarded-summary',
  /** GET (vendor): AwardedLane[] — the lanes awarded to the caller across RFQs (owner: `?rfqId=` its awarded lanes, all vendors). */
  vendorAwarded: '/api/rfq/quotes/vendor-awarded',

  /** defineResource (owner): the term library. */
  terms: '/api/rfq/terms',
  /** defineResource (owner): named sets of terms an RFQ takes. */
  termGroups: '/api/rfq/termGroups',
  /** defineResource (owner): named sets of vendor companies (network connections only) to invite together. */
  vendorGroups: '/api/rfq/vendorGroups',
  /** GET `?rfqId=` (owner: all rounds; vendor: its own items); POST `{data: NegotiationInput}` (owner, CLOSED or NEGOTIATION) opens a round. */
  negotiations: '/api/rfq/negotiations',
  /** GET `?rfqId=&laneId?` (owner: all threads; vendor: its own thread); POST `{data: CommentInput}`. */
  comments: '/api/rfq/comments',
  /** SDK approval configurations (defineApprovalConfigurations, kind 'rfq'): levels, thresholds, approvers. */
  approvalConfigurations: '/api/rfq/rfqQuoteApprovalConfigurations',
  /** POST `{data: {rfqId, laneId, shipments: ShipmentFromLane[]}}` (owner, AWARDED lane): real shipments, shared with the lane's vendor. */
  createShipmentsFromRFQ: '/api/shipments/v2/createShipmentsFromRFQ',
} as const;

/** One lane of an RFQ: a port pair and one container type, with the volume tendered for the contract period. */
export interface RfqLane {
  _id: string;
  /** 1-based, the order the shipper gave (the spreadsheet's row). */
  lineNo: number;
  origin: string;
  destination: string;
  containerType: string;
  /** Containers expected over the contract period (integer > 0). */
  volume: number;
  commodity: string | null;
  requirements: string | null;
  /** The shipper's target rate per container (owner only). */
  baselineAmount: string | null;
  /** The current contract rate per container, from default-rates (owner only). */
  currentAmount: string | null;
  /** The current vendor of the lane, a company of the network (owner only). */
  incumbentCompanyId: string | null;
}

export type RfqLaneInput = Omit<RfqLane, '_id' | 'lineNo'> & { _id?: string };

/** An invited vendor as the owner sees it. */
export interface RfqInvitation {
  vendorCompanyId: string;
  vendorName: string;
  status: InvitationState;
  invitedAt: string;
  viewedAt: string | null;
  bidAt: string | null;
  declineReason: DeclineReason | null;
  declineComment: string | null;
}

export interface RfqTerm {
  title: string;
  body: string;
}

export interface RfqDocument {
  _id: string;
  rfqId: string;
  fileName: string;
  contentType: string;
  size: number;
  /** The company that uploaded it (owner: the shipper; a vendor's: that vendor). */
  companyId: string;
  companyName: string;
  uploadedBy: string;
  createdAt: string;
}

/** The RFQ as its owner sees it. */
export interface Rfq extends Base {
  /** Which face of the RFQ this is: `GET /api/rfq/rfqs/:id` answers the owner an Rfq, an invited vendor a VendorRfq. */
  view: 'owner';
  companyId: string;
  reference: string;
  title: string;
  description: string | null;
  currency: string;
  contractFrom: string;
  contractTo: string;
  bidDeadline: string;
  /** Sealed (default): bid prices reach the owner only after the deadline, or once every vendor bid or declined. */
  sealed: boolean;
  status: RfqState;
  /** 1 for the first bidding, +1 per negotiation round. */
  round: number;
  /** The deadline of the open negotiation round (NEGOTIATION only). */
  roundDeadline: string | null;
  termGroupId: string | null;
  /** The terms as the RFQ was opened with them (a copy of the term group's, editable in DRAFT). */
  terms: RfqTerm[];
  lanes: RfqLane[];
  invitations: RfqInvitation[];
  documents: RfqDocument[];
  /** Whether bid prices are still hidden from the owner now. */
  bidsSealed: boolean;
  /** Σ volume × baseline over lanes with a baseline. */
  baselineTotal: string | null;
  /** Σ volume × allocated bid × share over allocated lanes (null until allocations exist). */
  allocatedTotal: string | null;
  openedAt: string | null;
  closedAt: string | null;
  awardedAt: string | null;
  cancelReason: string | null;
  createdBy: string | null;
}

/** A row of the owner's RFQ list. */
export interface RfqListItem extends Base {
  reference: string;
  title: string;
  status: RfqState;
  currency: string;
  contractFrom: string;
  contractTo: string;
  bidDeadline: string;
  round: number;
  laneCount: number;
  invitedCount: number;
  bidCount: number;
  baselineTotal: string | null;
  allocatedTotal: string | null;
}

/** Create / update body (`{data: RfqInput}`); vendorCompanyIds and vendorGroupIds are united into invitations. */
export interface RfqInput {
  title: string;
  description?: string | null;
  currency: string;
  contractFrom: string;
  contractTo: string;
  bidDeadline: string;
  sealed?: boolean;
  termGroupId?: string | null;
  terms?: RfqTerm[];
  lanes: RfqLaneInput[];
  vendorCompanyIds?: string[];
  vendorGroupIds?: string[];
  version?: number;
}

/** A lane as a vendor sees it: no baseline, no current rate, no incumbent. */
export type VendorRfqLane = Pick<RfqLane, '_id' | 'lineNo' | 'origin' | 'destination' | 'containerType' | 'volume' | 'commodity' | 'requirements'> & {
  /** In NEGOTIATION: whether this lane is in the vendor's current round (only those may be revised), and the shipper's counter-offer to this vendor. */
  inRound: boolean;
  counterAmount: string | null;
};

/** The RFQ as an invited vendor sees it. */
export interface VendorRfq {
  view: 'vendor';
  _id: string;
  reference: string;
  title: string;
  description: string | null;
  /** The shipper's name. */
  shipperName: string;
  currency: string;
  contractFrom: string;
  contractTo: string;
  /** The deadline that applies to this vendor now (the round's in NEGOTIATION). */
  bidDeadline: string;
  status: RfqState;
  round: number;
  terms: RfqTerm[];
  lanes: VendorRfqLane[];
  /** The shipper's documents and this vendor's own. */
  documents: RfqDocument[];
  invitationStatus: InvitationState;
  /** Whether the vendor may save or submit bids now. */
  canBid: boolean;
  /** The vendor's own bid sheet, if any. */
  quote: RfqQuote | null;
}

export interface VendorRfqListItem {
  _id: string;
  reference: string;
  title: string;
  shipperName: string;
  status: RfqState;
  currency: string;
  bidDeadline: string;
  laneCount: number;
  invitationStatus: InvitationState;
  quoteStatus: RfqQuoteState | null;
  canBid: boolean;
}

/** One charge of a bid line (ocean freight, BAF, THC …); their sum is the line's amount. */
export interface BidCharge {
  code: string;
  label: string;
  amount: string;
}

/** A vendor's bid on one lane. */
export interface RfqQuoteLine {
  laneId: string;
  /** All-in per container, in the RFQ's currency; equals Σ charges when charges are given. */
  amount: string;
  charges: BidCharge[];
  transitDays: number | null;
  freeDays: number | null;
  /** Last day the rate holds; not before the contract's end unless stated in remarks. */
  validTo: string | null;
  /** The ocean carrier the vendor would use (SCAC-like code), if named. */
  carrier: string | null;
  remarks: string | null;
  /** The round this line was last submitted in. */
  round: number;
}

/** A vendor's bid sheet on one RFQ. */
export interface RfqQuote extends Base {
  rfqId: string;
  vendorCompanyId: string;
  vendorName: string;
  status: RfqQuoteState;
  /** Submissions so far (0 while only saved). */
  revision: number;
  round: number;
  submittedAt: string | null;
  currency: string;
  lines: RfqQuoteLine[];
  /** Σ volume × amount over the lines. */
  total: string;
}

/** `POST /api/rfq/quotes` body: the lines replace the sheet's lines for those lanes; `submit` makes a revision. */
export interface QuoteInput {
  rfqId: string;
  lines: Array<Omit<RfqQuoteLine, 'round'>>;
  submit?: boolean;
  version?: number;
}

/** One spreadsheet row of a bulk bid: the lane by lineNo (or origin + destination + containerType). */
export interface BulkBidRow {
  lineNo?: number;
  origin?: string;
  destination?: string;
  containerType?: string;
  amount: string;
  transitDays?: number | null;
  freeDays?: number | null;
  validTo?: string | null;
  carrier?: string | null;
  remarks?: string | null;
}

/** One submitted revision of a bid sheet (the quote history). */
export interface QuoteRevision {
  quoteId: string;
  vendorCompanyId: string;
  vendorName: string;
  revision: number;
  round: number;
  submittedAt: string;
  submittedBy: string;
  lines: RfqQuoteLine[];
  total: string;
}

/** The compare matrix: lanes × vendors (owner). */
export interface CompareMatrix {
  rfqId: string;
  currency: string;
  sealed: boolean;
  /** When sealed: when prices become visible (the deadline). */
  unsealsAt: string | null;
  vendors: Array<{ vendorCompanyId: string; vendorName: string; status: InvitationState; lanesBid: number; total: string | null }>;
  lanes: CompareLane[];
  /** Σ over lanes of volume × L1 (the cheapest possible award, no constraints). */
  bestTotal: string | null;
  baselineTotal: string | null;
  currentTotal: string | null;
}

export interface CompareLane {
  lane: RfqLane;
  /** One cell per vendor that bid on the lane, cheapest first; empty when sealed. */
  bids: CompareBid[];
  /** L1 − baseline, per container and as a percentage of baseline (negative = saving). */
  savingVsBaseline: string | null;
  savingVsBaselinePct: string | null;
  savingVsCurrent: string | null;
  savingVsCurrentPct: string | null;
  /** The lane's allocation now. */
  allocations: Allocation[];
}

export interface CompareBid {
  vendorCompanyId: string;
  vendorName: string;
  amount: string;
  /** 1 = L1 (cheapest), 2 = L2, 3 = L3, then 4… (ties share a rank). */
  rank: number;
  transitDays: number | null;
  freeDays: number | null;
  carrier: string | null;
  charges: BidCharge[];
  round: number;
  /** The shipper's counter-offer to this vendor on this lane in the latest round, if any. */
  counterAmount: string | null;
}

export interface Allocation {
  laneId: string;
  vendorCompanyId: string;
  vendorName: string;
  /** Percent of the lane's volume, decimal string, 0 < share ≤ 100; a lane's shares sum to 100. */
  sharePct: string;
  /** The vendor's bid on the lane when allocated. */
  amount: string;
  source: AllocationSource;
}

export interface AllocationInput {
  laneId: string;
  vendorCompanyId: string;
  sharePct: string;
}

/** The optimiser's constraints. */
export interface OptimiseRequest {
  /** At most this many vendors across the award (default: no limit). */
  maxVendors?: number;
  /** Each lane's incumbent keeps at least this percent of the lane where it bid (default 0). */
  incumbentMinSharePct?: number;
  /** No lane split between vendors (default false: lanes may be split where a constraint calls for it). */
  wholeLanes?: boolean;
  /** Lanes left out of the optimisation (kept as they are allocated now). */
  excludeLaneIds?: string[];
  apply?: boolean;
  version?: number;
}

export interface OptimiseResult {
  status: 'OPTIMAL' | 'INFEASIBLE';
  /** Why, when INFEASIBLE (e.g. "maxVendors 1: no vendor bid on every lane"). */
  reason: string | null;
  allocations: AllocationInput[];
  total: string | null;
  /** The same total without constraints (every lane to its L1), for "what the constraints cost". */
  unconstrainedTotal: string | null;
  baselineTotal: string | null;
  vendorsUsed: number;
  solver: { algorithm: string; variables: number; constraints: number; ms: number };
  /** Present with `apply: true`. */
  rfq?: Rfq;
}

export interface PortSummaryRow {
  /** 'ORIGIN' or 'DESTINATION' rows for each port. */
  side: 'ORIGIN' | 'DESTINATION';
  port: string;
  lanes: number;
  volume: number;
  baselineTotal: string | null;
  bestTotal: string | null;
  allocatedTotal: string | null;
  savingPct: string | null;
}

export interface VendorSummaryRow {
  vendorCompanyId: string;
  vendorName: string;
  status: InvitationState;
  lanesBid: number;
  l1: number;
  l2: number;
  l3: number;
  /** Σ volume × bid over the lanes it bid. */
  bidTotal: string | null;
  lanesAllocated: number;
  allocatedVolume: number;
  allocatedTotal: string | null;
}

export interface QuoteStatusSummary {
  invited: number;
  viewed: number;
  bid: number;
  declined: number;
  awarded: number;
  lost: number;
}

export interface RfqSummary {
  byStatus: Record<RfqState, number>;
  /** Over AWARDED RFQs: Σ baseline of awarded lanes, Σ awarded, saving. Per currency. */
  awarded: Array<{ currency: string; baselineTotal: string; awardedTotal: string; saving: string; savingPct: string | null }>;
  openForBids: number;
  pendingApproval: number;
}

export interface VendorRfqSummary {
  invited: number;
  openForBids: number;
  bid: number;
  awarded: number;
  lost: number;
}

export interface VendorParticipation {
  vendorCompanyId: string;
  vendorName: string;
  invited: number;
  viewed: number;
  bid: number;
  declined: number;
  awarded: number;
  /** bid / invited, percent string. */
  responseRatePct: string | null;
  /** awarded / bid, percent string. */
  winRatePct: string | null;
}

export interface VendorAwardedSummaryRow {
  vendorCompanyId: string;
  vendorName: string;
  rfqs: number;
  lanes: number;
  volume: number;
  /** Per currency. */
  totals: Array<{ currency: string; amount: string }>;
}

/** A lane awarded to a vendor (the vendor's view: its own share and rate only). */
export interface AwardedLane {
  rfqId: string;
  rfqReference: string;
  rfqTitle: string;
  shipperName: string;
  laneId: string;
  origin: string;
  destination: string;
  containerType: string;
  volume: number;
  vendorCompanyId: string;
  vendorName: string;
  sharePct: string;
  amount: string;
  currency: string;
  contractFrom: string;
  contractTo: string;
  awardedAt: string;
  /** Shipments the owner created from this lane for this vendor. */
  shipmentCount: number;
}

/** The current contract rate of one lane (default-rates). */
export interface DefaultRate {
  origin: string;
  destination: string;
  containerType: string;
  amount: string | null;
  currency: string | null;
  carrier: string | null;
  validTo: string | null;
  rateId: string | null;
}

export interface Negotiation extends Base {
  rfqId: string;
  round: number;
  deadline: string;
  message: string | null;
  status: NegotiationState;
  /** Owner: every item; vendor: its own. */
  items: NegotiationItem[];
}

export interface NegotiationItem {
  laneId: string;
  vendorCompanyId: string;
  vendorName: string;
  /** The shipper's counter-offer per container; null asks for a better price without naming one. */
  counterAmount: string | null;
  /** The vendor's bid when the round opened, and its answer in the round (null until it revises). */
  previousAmount: string;
  revisedAmount: string | null;
}

export interface NegotiationInput {
  rfqId: string;
  deadline: string;
  message?: string | null;
  items: Array<{ laneId: string; vendorCompanyId: string; counterAmount?: string | null }>;
  version: number;
}

/** A comment on an RFQ: internal (the owner's own, `vendorCompanyId` null and `internal` true) or in the thread between the owner and one vendor. */
export interface RfqComment {
  _id: string;
  rfqId: string;
  laneId: string | null;
  vendorCompanyId: string | null;
  internal: boolean;
  text: string;
  authorName: string;
  authorCompanyName: string;
  mine: boolean;
  createdAt: string;
}

export interface CommentInput {
  rfqId: string;
  laneId?: string | null;
  /** Owner: the vendor whose thread (omit with internal: true); vendor: omitted (its own thread). */
  vendorCompanyId?: string | null;
  internal?: boolean;
  text: string;
}

export interface AuditEntry {
  _id: string;
  action: string;
  fromState: string | null;
  toState: string | null;
  actorName: string;
  note: string | null;
  createdAt: string;
}

export interface RfqTermRecord extends Base {
  title: string;
  body: string;
  category: string | null;
}

export interface TermGroup extends Base {
  name: string;
  termIds: string[];
}

export interface VendorGroup extends Base {
  name: string;
  vendorCompanyIds: string[];
}

/** One shipment to create from an awarded lane (origin, destination, container type and the vendor come from the lane and allocation). */
export interface ShipmentFromLane {
  reference: string;
  /** A vendor the lane is allocated to (the shipment is shared with it). */
  vendorCompanyId: string;
  /** Containers of the lane's type (1–200); numbers may follow later. */
  containers: number;
  etd: string;
  eta: string;
  /** Default: the carrier of the vendor's bid (400 on `carrier` when neither names one). */
  carrier?: string | null;
  commodity?: string | null;
}
