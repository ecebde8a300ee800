import { useMemo } from 'react';
import { HttpClient, useService, type ActivityEntry, type ApiResult, type ApprovalState, type CommentEntry, type Query } from '@portolan/sdk';
import type { ApprovalDecision } from '@portolan/sdk/shared';
import { ORDER_ACTIONS, type Milestone } from '../../shared/states';
import {
  ORDERS_API,
  type AggregateAnswer,
  type CreateShipmentFromLines,
  type DelayBucketCount,
  type LineItemUploadResult,
  type LineRevenue,
  type LocationOption,
  type NewPurchaseOrder,
  type OrderLineItemRow,
  type OrdersSummary,
  type Product,
  type PurchaseOrder,
  type PurchaseOrderDetails,
  type RevenuePoint,
  type ShipmentFromLinesResult,
  type ShipmentOrderLine,
  type SupplierLinkInfo,
  type SupplierOption,
  type SupplierPerformance,
} from '../../shared/types';

/** A list answer (`list(items, count)`). */
export type Page<T> = { items: T[]; count: number };
/** A record answer (`record(row)`; `id` on create). */
export type One<T> = { record: T; id?: string };
export type OrderAction = keyof typeof ORDER_ACTIONS;
/** The aggregates' query: a period, a supplier, the currency (the company's most used when left out). */
export type AggregateQuery = { from?: string; to?: string; supplierId?: string; currency?: string };
/** A milestone change: the planned and/or actual day (empty string clears it). */
export type MilestoneChange = { milestone: Milestone; plannedDate?: string | null; actualDate?: string | null };
/** A shipment as the shipments list answers it (the fields the reference picker shows). */
export type ShipmentChoice = { _id: string; reference: string; status: string; mode: 'FCL' | 'LCL'; carrier: string; pol: string; pod: string; etd: string; eta: string };

/** The shipments area's list (its web lists `GET /api/shipments/v2?search=`); orders only read it for the reference picker. */
export const SHIPMENTS_LIST = '/api/shipments/v2';

const id = (value: string) => encodeURIComponent(value);
const orderPath = (orderId: string) => `${ORDERS_API.orders}/${id(orderId)}`;
const clean = <T extends Record<string, unknown>>(query: T) => Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Query;

/** An answer's data reshaped (the error stays as it was). */
function mapped<T, U>(answer: ApiResult<T>, reshape: (data: T) => U): ApiResult<U> {
  return answer.ok && answer.data !== undefined ? { ...answer, data: reshape(answer.data) } : { ...answer, data: undefined };
}
/** A figures answer, whether sent bare or as `{record}`. */
const bare = <T>(data: T | { record: T }): T => (data && typeof data === 'object' && 'record' in data && !Array.isArray(data) ? (data as { record: T }).record : (data as T));
/** An options answer, whether sent as an array or as `{items}`. */
const itemsOf = <T>(data: T[] | { items: T[] }): T[] => (Array.isArray(data) ? data : (data?.items ?? []));

/**
 * The purchase orders' web client (ORDERS_API, shared/types.ts): one typed call per path the order
 * screens use, through the SDK HttpClient (bearer token, SPEC §8 error texts; never throws — read
 * `ok`/`errorMessage`). Writes send `{data: …}`; updates, actions and order moves send the order's
 * `version` (a stale one is a 409).
 */
export function ordersApi(http: HttpClient) {
  return {
    // ── Orders ──────────────────────────────────────────────────────────────────────
    listOrders: (query?: Query): Promise<ApiResult<Page<PurchaseOrder>>> => http.get(ORDERS_API.orders, { query }),
    getOrder: (orderId: string): Promise<ApiResult<One<PurchaseOrderDetails>>> => http.get(orderPath(orderId)),
    createOrder: (data: NewPurchaseOrder): Promise<ApiResult<One<PurchaseOrderDetails>>> => http.post(ORDERS_API.orders, { data }),
    /** A DRAFT's every field, its lines replaced as given. */
    updateOrder: (orderId: string, data: NewPurchaseOrder & { version: number }): Promise<ApiResult<One<PurchaseOrderDetails>>> => http.post(`${orderPath(orderId)}/`, { data }),
    /** ORDER_ACTIONS: `submit`, `revise`, `close`, `cancel` (`reason` required). */
    orderAction: (orderId: string, action: OrderAction, version: number, extra: { reason?: string } = {}): Promise<ApiResult<One<PurchaseOrderDetails>>> =>
      http.post(`${orderPath(orderId)}/${action}/`, { data: { version, ...(extra.reason !== undefined && { reason: extra.reason.trim() }) } }),
    activity: (orderId: string): Promise<ApiResult<Page<ActivityEntry>>> => http.get(`${orderPath(orderId)}/activity`),
    comments: (orderId: string): Promise<ApiResult<Page<CommentEntry>>> => http.get(`${orderPath(orderId)}/comments`),
    addComment: (orderId: string, text: string): Promise<ApiResult<One<CommentEntry>>> => http.post(`${orderPath(orderId)}/comments`, { data: { text } }),
    /** The PO as a PDF (a link's href). */
    pdfUrl: (orderId: string): string => `${orderPath(orderId)}/pdf`,
    /** The PO PDF as a Blob (hand it to the SDK's saveBlob). */
    downloadPdf: (orderId: string): Promise<ApiResult<Blob>> => http.download(`${orderPath(orderId)}/pdf`),
    /** Orders per status and milestone, and the late ones, under the list's filters. */
    summary: async (query?: Query): Promise<ApiResult<OrdersSummary>> => mapped(await http.get<OrdersSummary | One<OrdersSummary>>(ORDERS_API.summary, { query }), bare),
    lineItems: (query?: Query): Promise<ApiResult<Page<OrderLineItemRow>>> => http.get(ORDERS_API.lineItems, { query }),

    // ── Milestones, shipments, changes, the supplier's link ─────────────────────────────
    /** The order's milestone (its open lines', or those given). */
    updateMilestone: (orderId: string, data: MilestoneChange & { lineItemIds?: string[]; version: number }): Promise<ApiResult<One<PurchaseOrderDetails>>> =>
      http.post(ORDERS_API.updateMilestone(id(orderId)), { data }),
    updateLineMilestone: (orderId: string, lineItemId: string, data: MilestoneChange): Promise<ApiResult<One<PurchaseOrderDetails>>> =>
      http.post(ORDERS_API.updateLineMilestone(id(orderId), id(lineItemId)), { data }),
    createShipment: (orderId: string, data: CreateShipmentFromLines): Promise<ApiResult<ShipmentFromLinesResult>> => http.post(ORDERS_API.createShipment(id(orderId)), { data }),
    createLineShipment: (orderId: string, lineItemId: string, data: Omit<CreateShipmentFromLines, 'lines'> & { quantity?: string }): Promise<ApiResult<ShipmentFromLinesResult>> =>
      http.post(ORDERS_API.createLineShipment(id(orderId), id(lineItemId)), { data }),
    acceptChanges: (orderId: string, version: number): Promise<ApiResult<One<PurchaseOrderDetails>>> => http.post(ORDERS_API.acceptChanges(id(orderId)), { data: { version } }),
    declineChanges: (orderId: string, version: number, answer: string): Promise<ApiResult<One<PurchaseOrderDetails>>> =>
      http.post(ORDERS_API.declineChanges(id(orderId)), { data: { version, answer: answer.trim() } }),
    /** A fresh acknowledgement link (older ones revoked), emailed to the supplier; the answer holds its URL. */
    resendLink: async (orderId: string, version: number, email?: string): Promise<ApiResult<SupplierLinkInfo>> =>
      mapped(await http.post<SupplierLinkInfo | One<SupplierLinkInfo>>(ORDERS_API.resendLink(id(orderId)), { data: { version, ...(email?.trim() && { email: email.trim() }) } }), bare),

    // ── Approval (SDK approval routes, kind 'purchase-order') ──────────────────────────
    approval: async (orderId: string): Promise<ApiResult<ApprovalState | null>> =>
      mapped(await http.get<ApprovalState | One<ApprovalState | null> | null>(ORDERS_API.orderApproval(id(orderId))), (d) => (d === null ? null : bare(d))),
    decideApproval: (orderId: string, decision: ApprovalDecision, comment: string): Promise<ApiResult<unknown>> =>
      http.post(`${ORDERS_API.orderApproval(id(orderId))}/decide/`, { data: { decision, comment: comment.trim() } }),
    remindApprovers: (orderId: string): Promise<ApiResult<unknown>> => http.post(`${ORDERS_API.orderApproval(id(orderId))}/remind/`, { data: {} }),

    // ── Aggregates (the list's charts) ─────────────────────────────────────────────────
    revenueBySupplier: (query: AggregateQuery = {}): Promise<ApiResult<AggregateAnswer<RevenuePoint>>> => http.get(ORDERS_API.aggregateByRevenue, { query: clean(query) }),
    lineDelays: (query: AggregateQuery = {}): Promise<ApiResult<AggregateAnswer<DelayBucketCount>>> => http.get(ORDERS_API.aggregateLineItemDelay, { query: clean(query) }),
    supplierPerformance: (query: AggregateQuery = {}): Promise<ApiResult<AggregateAnswer<SupplierPerformance>>> => http.get(ORDERS_API.aggregateLineItemPerformance, { query: clean(query) }),
    lineRevenue: (query: AggregateQuery = {}): Promise<ApiResult<AggregateAnswer<LineRevenue>>> => http.get(ORDERS_API.aggregateLineItemRevenue, { query: clean(query) }),

    // ── Pickers ─────────────────────────────────────────────────────────────────────
    suppliers: async (search?: string): Promise<ApiResult<SupplierOption[]>> =>
      mapped(await http.get<SupplierOption[] | Page<SupplierOption>>(ORDERS_API.suppliers, { query: clean({ search }) }), itemsOf),
    locations: async (search?: string): Promise<ApiResult<LocationOption[]>> =>
      mapped(await http.get<LocationOption[] | Page<LocationOption>>(ORDERS_API.listCompanyLocations, { query: clean({ search }) }), itemsOf),
    /** Active catalogue products whose SKU or name holds the text. */
    searchProducts: async (search: string, limit = 20): Promise<ApiResult<Product[]>> =>
      mapped(await http.get<Product[] | Page<Product>>(ORDERS_API.products, { query: { search, limit, filter: { active: true } } }), itemsOf),
    /** Reads a CSV or XLSX of order lines (checked against the catalogue; nothing written). */
    uploadLineItems: async (file: File, target: 'order' | 'requisition' = 'order'): Promise<ApiResult<LineItemUploadResult>> => {
      const form = new FormData();
      form.append('target', target);
      form.append('file', file, file.name);
      return mapped(await http.post<LineItemUploadResult | One<LineItemUploadResult>>(ORDERS_API.lineItemUploads, form), bare);
    },
    /** The order lines a shipment carries. */
    shipmentOrders: async (shipmentId: string): Promise<ApiResult<ShipmentOrderLine[]>> =>
      mapped(await http.get<ShipmentOrderLine[] | Page<ShipmentOrderLine>>(ORDERS_API.shipmentOrders, { query: { shipmentId } }), itemsOf),
    /** The company's shipments whose reference (or another searched field) holds the text. */
    searchShipments: (search: string, limit = 20): Promise<ApiResult<Page<ShipmentChoice>>> => http.get(SHIPMENTS_LIST, { query: clean({ search, limit }) }),
  };
}

export type OrdersApi = ReturnType<typeof ordersApi>;

/** ordersApi over the app's HttpClient, stable across renders. */
export function useOrdersApi(): OrdersApi {
  const http = useService(HttpClient);
  return useMemo(() => ordersApi(http), [http]);
}
