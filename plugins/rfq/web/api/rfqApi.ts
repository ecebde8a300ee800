import { useMemo } from 'react';
import { HttpClient, useService, type ApiResult, type ApprovalState, type Query } from '@portolan/sdk';
import type { DeclineReason, InvitationState } from '../../shared/states';
import { RFQ_ACTIONS } from '../../shared/states';
import {
  RFQ_API,
  type Allocation,
  type AllocationInput,
  type AuditEntry,
  type AwardedLane,
  type BulkBidRow,
  type CommentInput,
  type CompareMatrix,
  type DefaultRate,
  type Negotiation,
  type NegotiationInput,
  type OptimiseRequest,
  type OptimiseResult,
  type PortSummaryRow,
  type QuoteInput,
  type QuoteRevision,
  type QuoteStatusSummary,
  type Rfq,
  type RfqComment,
  type RfqDocument,
  type RfqInput,
  type RfqListItem,
  type RfqQuote,
  type RfqSummary,
  type RfqTermRecord,
  type ShipmentFromLane,
  type TermGroup,
  type VendorAwardedSummaryRow,
  type VendorGroup,
  type VendorParticipation,
  type VendorRfq,
  type VendorRfqListItem,
  type VendorRfqSummary,
  type VendorSummaryRow,
} from '../../shared/types';

/** A list answer (`ok({items, count})`). */
export type Page<T> = { items: T[]; count: number };
/** A record answer (`ok({record})`, `id` on create). */
export type One<T> = { record: T; id?: string };
export type RfqAction = keyof typeof RFQ_ACTIONS;
/** A company of the caller's network (an accepted connection). */
export type NetworkCompany = { _id: string; name: string; kind: string; isOwn: boolean };
export type LibraryPath = typeof RFQ_API.terms | typeof RFQ_API.termGroups | typeof RFQ_API.vendorGroups;

const NETWORK_CONNECTIONS = '/api/auth/v2/network/connections/';
/** A connection as `/api/auth/v2/network/connections/` answers it (the other company named once accepted). */
type NetworkConnection = { _id: string; companyId: string; name: string | null; kind: string | null; status: 'requested' | 'accepted' | 'declined' | 'removed' };
const id = (value: string) => encodeURIComponent(value);
const rfqPath = (rfqId: string) => `${RFQ_API.rfqs}/${id(rfqId)}`;

/**
 * The RFQ area's web client (RFQ_API, shared/types.ts): one typed call per path, through the SDK
 * HttpClient (bearer token, SPEC §8 error texts; never throws — read `ok`/`errorMessage`). Writes send
 * `{data: …}`; updates and actions send the record's `version` (a stale one is a 409).
 */
export function rfqApi(http: HttpClient) {
  return {
    // ── RFQs (owner) ───────────────────────────────────────────────────────────────
    listRfqs: (query?: Query): Promise<ApiResult<Page<RfqListItem>>> => http.get(RFQ_API.rfqs, { query }),
    /** The owner gets its Rfq (`view: 'owner'`), an invited vendor its VendorRfq (`view: 'vendor'`). */
    getRfq: (rfqId: string): Promise<ApiResult<One<Rfq | VendorRfq>>> => http.get(rfqPath(rfqId)),
    createRfq: (data: RfqInput): Promise<ApiResult<One<Rfq>>> => http.post(RFQ_API.rfqs, { data }),
    updateRfq: (rfqId: string, data: Partial<RfqInput> & { version: number }): Promise<ApiResult<One<Rfq>>> => http.post(`${rfqPath(rfqId)}/`, { data }),
    /** RFQ_ACTIONS: `open`, `close`, `award`, `cancel` (`reason` required); `note` goes to the audit trail. */
    rfqAction: (rfqId: string, action: RfqAction, version: number, extra: { note?: string; reason?: string } = {}): Promise<ApiResult<One<Rfq>>> =>
      http.post(`${rfqPath(rfqId)}/${action}/`, {
        data: { version, ...(extra.note?.trim() && { note: extra.note.trim() }), ...(extra.reason !== undefined && { reason: extra.reason.trim() }) },
      }),
    rfqSummary: (): Promise<ApiResult<One<RfqSummary>>> => http.get(RFQ_API.summary),
    vendorRfqSummary: (): Promise<ApiResult<One<VendorRfqSummary>>> => http.get(RFQ_API.summary),
    pendingQuotes: (query?: Query): Promise<ApiResult<Page<VendorRfqListItem>>> => http.get(RFQ_API.pendingQuotes, { query }),
    quoteHistory: (rfqId: string): Promise<ApiResult<Page<QuoteRevision>>> => http.get(RFQ_API.quoteHistory(rfqId)),
    auditTrail: (rfqId: string): Promise<ApiResult<Page<AuditEntry>>> => http.get(RFQ_API.auditTrail(rfqId)),

    // ── Documents ───────────────────────────────────────────────────────────────────
    uploadDocument: (rfqId: string, file: File): Promise<ApiResult<One<RfqDocument>>> => {
      const form = new FormData();
      form.append('rfqId', rfqId);
      form.append('file', file, file.name);
      return http.post(RFQ_API.upload, form);
    },
    deleteDocument: (documentId: string): Promise<ApiResult<One<{ _id: string }>>> => http.post(RFQ_API.deleteDocument, { data: { _id: documentId } }),
    /** The file as a Blob (hand it to the SDK's saveBlob). */
    downloadDocument: (documentId: string): Promise<ApiResult<Blob>> => http.download(RFQ_API.documentDownload(documentId)),
    documentDownloadUrl: (documentId: string): string => RFQ_API.documentDownload(documentId),

    // ── Rates, summaries, compare, allocation ──────────────────────────────────────
    /** The owner's current contract rates for these lanes (`lanes=ORIG:DEST:TYPE`, repeated). */
    defaultRates: (lanes: Array<{ origin: string; destination: string; containerType: string }>): Promise<ApiResult<Page<DefaultRate>>> =>
      http.get(RFQ_API.defaultRates, { query: { lanes: lanes.map((l) => `${l.origin}:${l.destination}:${l.containerType}`) } }),
    /** Fills every lane's current rate (and the empty baselines, or all with overwriteBaseline) from the contract rates. */
    applyDefaultRates: (rfqId: string, version: number, overwriteBaseline = false): Promise<ApiResult<One<Rfq>>> =>
      http.post(RFQ_API.defaultRates, { data: { rfqId, version, overwriteBaseline } }),
    portSummary: (rfqId: string): Promise<ApiResult<Page<PortSummaryRow>>> => http.get(RFQ_API.portSummary, { query: { rfqId } }),
    vendorSummary: (rfqId: string): Promise<ApiResult<Page<VendorSummaryRow>>> => http.get(RFQ_API.vendorSummary, { query: { rfqId } }),
    compare: (rfqId: string): Promise<ApiResult<One<CompareMatrix>>> => http.get(RFQ_API.compare(rfqId)),
    allocations: (rfqId: string): Promise<ApiResult<Page<Allocation>>> => http.get(RFQ_API.allocations(rfqId)),
    saveAllocations: (rfqId: string, version: number, allocations: AllocationInput[]): Promise<ApiResult<One<Rfq>>> =>
      http.post(RFQ_API.allocations(rfqId), { data: { version, allocations } }),
    optimise: (rfqId: string, data: OptimiseRequest): Promise<ApiResult<One<OptimiseResult>>> => http.post(RFQ_API.optimise(rfqId), { data }),
    approvalState: (rfqId: string): Promise<ApiResult<One<ApprovalState | null>>> => http.get(RFQ_API.approval(rfqId)),
    awardPdfUrl: (rfqId: string): string => RFQ_API.awardPdf(rfqId),
    downloadAwardPdf: (rfqId: string): Promise<ApiResult<Blob>> => http.download(RFQ_API.awardPdf(rfqId)),

    // ── Bids ────────────────────────────────────────────────────────────────────────
    /** Owner: `rfqId` required (unsealed only); vendor: its own quotes (of that RFQ, or all). */
    listQuotes: (rfqId?: string): Promise<ApiResult<Page<RfqQuote>>> => http.get(RFQ_API.quotes, { query: rfqId ? { filter: { rfqId } } : undefined }),
    getQuote: (quoteId: string): Promise<ApiResult<One<RfqQuote>>> => http.get(`${RFQ_API.quotes}/${id(quoteId)}`),
    /** Saves the caller's bid sheet (DRAFT) or, with `submit: true`, submits a revision. */
    saveQuote: (data: QuoteInput): Promise<ApiResult<One<RfqQuote>>> => http.post(RFQ_API.quotes, { data }),
    submitQuote: (data: Omit<QuoteInput, 'submit'>): Promise<ApiResult<One<RfqQuote>>> => http.post(RFQ_API.quotes, { data: { ...data, submit: true } }),
    declineQuote: (rfqId: string, reason: DeclineReason, comment?: string): Promise<ApiResult<One<{ _id: string; invitationStatus: InvitationState; declineReason: DeclineReason | null; declineComment: string | null }>>> =>
      http.post(RFQ_API.declineQuote, { data: { rfqId, reason, ...(comment?.trim() && { comment: comment.trim() }) } }),
    /** A spreadsheet of bids; a 400 carries RowProblem[] in `data.problems`. */
    bulkQuote: (rfqId: string, rows: BulkBidRow[], options: { submit?: boolean; dryRun?: boolean } = {}): Promise<ApiResult<One<RfqQuote>>> =>
      http.post(RFQ_API.bulkQuote, { data: { rfqId, rows, ...options } }),
    quoteRevisions: (quoteId: string): Promise<ApiResult<Page<QuoteRevision>>> => http.get(RFQ_API.quoteRevisions(quoteId)),
    quotesSummary: (rfqId: string): Promise<ApiResult<One<QuoteStatusSummary>>> => http.get(RFQ_API.quotesSummary, { query: { rfqId } }),

    // ── Approval ────────────────────────────────────────────────────────────────────
    requestApproval: (rfqId: string, version: number, note?: string): Promise<ApiResult<One<Rfq>>> =>
      http.post(RFQ_API.requestApproval, { data: { rfqId, version, ...(note?.trim() && { note: note.trim() }) } }),
    remindApprovers: (rfqId: string): Promise<ApiResult<One<{ reminded: number }>>> => http.post(RFQ_API.reminderRequestApproval, { data: { rfqId } }),
    approve: (rfqId: string, comment?: string): Promise<ApiResult<One<Rfq>>> => http.post(RFQ_API.approve, { data: { rfqId, ...(comment?.trim() && { comment: comment.trim() }) } }),
    reject: (rfqId: string, comment: string): Promise<ApiResult<One<Rfq>>> => http.post(RFQ_API.reject, { data: { rfqId, comment } }),

    // ── Participation and awards ────────────────────────────────────────────────────
    vendorParticipation: (range: { from?: string; to?: string } = {}): Promise<ApiResult<Page<VendorParticipation>>> =>
      http.get(RFQ_API.vendorParticipationSummary, { query: range }),
    vendorAwardedSummary: (): Promise<ApiResult<Page<VendorAwardedSummaryRow>>> => http.get(RFQ_API.vendorAwardedSummary),
    /** Vendor: its awarded lanes; owner: `rfqId` — the RFQ's awarded lanes, all vendors. */
    awardedLanes: (rfqId?: string): Promise<ApiResult<Page<AwardedLane>>> => http.get(RFQ_API.vendorAwarded, { query: rfqId ? { rfqId } : undefined }),

    // ── Libraries: terms, term groups, vendor groups (defineResource) ──────────────
    listTerms: (query?: Query): Promise<ApiResult<Page<RfqTermRecord>>> => http.get(RFQ_API.terms, { query }),
    listTermGroups: (query?: Query): Promise<ApiResult<Page<TermGroup>>> => http.get(RFQ_API.termGroups, { query }),
    listVendorGroups: (query?: Query): Promise<ApiResult<Page<VendorGroup>>> => http.get(RFQ_API.vendorGroups, { query }),
    /** Creates (no `_id`) or updates (with `_id` and `version`) a term, term group or vendor group. */
    saveLibraryRecord: <T extends RfqTermRecord | TermGroup | VendorGroup>(path: LibraryPath, data: Record<string, unknown> & { _id?: string; version?: number }): Promise<ApiResult<One<T>>> => {
      const { _id, ...rest } = data;
      return _id ? http.post(`${path}/${id(_id)}/`, { data: rest }) : http.post(path, { data: rest });
    },
    deleteLibraryRecord: (path: LibraryPath, recordId: string): Promise<ApiResult<unknown>> => http.delete(`${path}/${id(recordId)}`),

    // ── Negotiation, comments, shipments ───────────────────────────────────────────
    negotiations: (rfqId: string): Promise<ApiResult<Page<Negotiation>>> => http.get(RFQ_API.negotiations, { query: { rfqId } }),
    openNegotiation: (data: NegotiationInput): Promise<ApiResult<One<Negotiation>>> => http.post(RFQ_API.negotiations, { data }),
    comments: (rfqId: string, laneId?: string): Promise<ApiResult<Page<RfqComment>>> => http.get(RFQ_API.comments, { query: { rfqId, ...(laneId && { laneId }) } }),
    addComment: (data: CommentInput): Promise<ApiResult<One<RfqComment>>> => http.post(RFQ_API.comments, { data }),
    createShipmentsFromRfq: (rfqId: string, laneId: string, shipments: ShipmentFromLane[]): Promise<ApiResult<Page<{ _id: string; reference: string }>>> =>
      http.post(RFQ_API.createShipmentsFromRFQ, { data: { rfqId, laneId, shipments } }),

    // ── The network (auth plugin) ──────────────────────────────────────────────────
    /**
     * The companies of the caller's network — its accepted connections (`/api/auth/v2/network/connections/`),
     * the only companies it may invite or group as vendors. (`/api/auth/v2/network/companies/` answers the
     * caller's own company only.)
     */
    networkCompanies: async (): Promise<ApiResult<Page<NetworkCompany>>> => {
      const answer = await http.get<Page<NetworkConnection>>(NETWORK_CONNECTIONS);
      if (!answer.ok || !answer.data) return { ...answer, data: undefined };
      const items = answer.data.items
        .filter((c) => c.status === 'accepted' && c.name)
        .map((c) => ({ _id: c.companyId, name: c.name!, kind: c.kind ?? '', isOwn: false }))
        .sort((a, b) => a.name.localeCompare(b.name));
      return { ...answer, data: { items, count: items.length } };
    },
  };
}

export type RfqApi = ReturnType<typeof rfqApi>;

/** rfqApi over the app's HttpClient, stable across renders. */
export function useRfqApi(): RfqApi {
  const http = useService(HttpClient);
  return useMemo(() => rfqApi(http), [http]);
}
