/**
 * The orders area's API contract (README.md): what the server answers and the web reads. Both halves
 * import these types; change them here first.
 *
 * One company (the buyer, `companyId`) owns every record. Suppliers are entries of its company master;
 * they work through signed, expiring links (`order_links`): the acknowledgement of an order
 * (`/ordersV2/acknowledge?token=`) and their quote on an order RFQ (`/ordersV2/acknowledge/quote?token=`).
 * A link answers exactly one record, built from a column list (never the buyer's notes, other
 * suppliers, approvals or prices of other quotes).
 *
 * Money is never a float: an exact decimal string (`'1234.50'`) with its currency. Quantities are
 * decimal strings too. Days are `YYYY-MM-DD`; timestamps ISO 8601 with a zone. Ports are UN/LOCODEs.
 * Every record has `_id`, `createdAt`, `updatedAt`, `version` (a stale version is a 409).
 */
import type { ApprovalState } from '@portolan/sdk/shared';
import type {
  BulkUploadKind, BulkUploadState, Incoterm, LocationKind, MasterKind, Milestone, MilestoneSource, OrderRfqState, OrderState, ProposalField, ProposalState,
  RequisitionState, RfqSupplierState, SupplierQuoteState,
} from './states';

type Base = { _id: string; createdAt: string; updatedAt: string; version: number };

/** The API paths (SPEC §7 where it names them; README for the rest). */
export const ORDERS_API = {
  /**
   * defineResource (PurchaseOrder): list (`filter[status]`, `filter[milestone]`, `filter[supplierId]`,
   * `filter[late]=true`, `filter[orderDate][from|to]` (or gte|lte), `search` = PO number / supplier / SKU, sort
   * `orderDate|createdAt|updatedAt|totalAmount|poNumber`), create `{data: NewPurchaseOrder}` (DRAFT),
   * `GET :id` (PurchaseOrderDetails), `POST :id/` update (DRAFT only, lines replaced as given; else 409),
   * `:id/<action>/` (ORDER_ACTIONS), `:id/activity`, `:id/comments`, `:id/pdf` (the PO as PDF).
   */
  orders: '/api/orders/orders',
  /** Legacy path of the same list and records (read-only alias: GET list and GET :id). */
  purchaseOrders: '/api/purchaseOrders/purchaseOrders',
  /** GET: OrderLineItemRow list across orders (`filter[orderId]`, `filter[milestone]`, `filter[late]`, `filter[supplierId]`, `filter[open]=true`, `search` SKU/description). */
  lineItems: '/api/orders/lineItems',
  /** GET `?<same filters as orders>`: OrdersSummary (the counters read `statuses`). */
  summary: '/api/orders/summary',
  /** POST `{data: {milestone, plannedDate?, actualDate?, lineItemIds?, version}}`: the order's milestone (and its open lines', or the given ones). Answers PurchaseOrderDetails. */
  updateMilestone: (orderId: string) => `/api/orders/orders/${orderId}/updateMilestone/`,
  /** POST `{data: {milestone, plannedDate?, actualDate?}}`: one line's milestone. Answers PurchaseOrderDetails. */
  updateLineMilestone: (orderId: string, lineItemId: string) => `/api/orders/orders/${orderId}/updateMilestone/${lineItemId}/`,
  /** POST `{data: CreateShipmentFromLines}`: a shipment (new, or an existing one of the company) from several lines. Answers ShipmentFromLinesResult. */
  createShipment: (orderId: string) => `/api/orders/orders/${orderId}/createShipment/`,
  /** POST `{data: Omit<CreateShipmentFromLines, 'lines'> & {quantity?}}`: the same for one line (quantity: the open quantity when left out). */
  createLineShipment: (orderId: string, lineItemId: string) => `/api/orders/orders/${orderId}/createShipment/${lineItemId}/`,
  /** POST `{data: {version}}`: accepts every PENDING proposal (lines and planned milestones change) → ACKNOWLEDGED. */
  acceptChanges: (orderId: string) => `/api/orders/orders/${orderId}/changes/accept/`,
  /** POST `{data: {version, answer}}`: declines the PENDING proposals with an answer → ISSUED (the supplier's link shows the answer). */
  declineChanges: (orderId: string) => `/api/orders/orders/${orderId}/changes/decline/`,
  /** POST `{data: {version, email?}}`: a fresh acknowledgement link (older ones revoked), emailed to the supplier's contact. Answers SupplierLinkInfo (with the URL). */
  resendLink: (orderId: string) => `/api/orders/orders/${orderId}/link/`,
  /** SDK approval routes (defineApprovalRoutes, kind 'purchase-order'): `GET :id/approval`, `POST :id/approval/decide/`, `POST :id/approval/remind/`. */
  orderApproval: (orderId: string) => `/api/orders/orders/${orderId}/approval`,
  /** GET `?shipmentId=`: ShipmentOrderLine[] — the order lines a shipment carries (the shipment screen's "Orders" panel). */
  shipmentOrders: '/api/shipments/v2/orders',

  /** Public (token): GET AcknowledgementView; POST `{data: AcknowledgementAnswer}` → AcknowledgementView. */
  acknowledge: (token: string) => `/api/orders/acknowledge/${token}`,
  /** Public (token): GET the PO PDF. */
  acknowledgePdf: (token: string) => `/api/orders/acknowledge/${token}/pdf`,

  /** Aggregates (GET, `?from=&to=&supplierId=&currency=`; currency defaults to the company's most used). */
  aggregateByRevenue: '/api/orders/aggregateByRevenue',
  aggregateLineItemDelay: '/api/orders/aggregateLineItemDelay',
  aggregateLineItemPerformance: '/api/orders/aggregateLineItemPerformance',
  aggregateLineItemRevenue: '/api/orders/aggregateLineItemRevenue',

  /** POST multipart (`file`: CSV or XLSX, one row per line, ORDER_UPLOAD_COLUMNS): 202 BulkUploadLog (PROCESSING); poll the log. */
  bulkOrderFileUpload: '/api/orders/bulkOrderFileUpload',
  /** POST `{data: {fileName, rows: Record<string,string|null>[]}}` (rows already read, e.g. by an API client): 202 BulkUploadLog. GET `bulkOrders/template` — the CSV template. */
  bulkOrders: '/api/orders/bulkOrders',
  /** GET list of BulkUploadLog (kind ORDERS), newest first; GET `:id` one with its errors. */
  bulkOrderLogs: '/api/orders/bulkOrderLogs',
  /** Legacy paths of the same two (POST multipart; GET logs). */
  bulkPurchaseOrder: '/api/purchaseOrders/bulkPurchaseOrder/',
  bulkPurchaseOrderLogs: '/api/purchaseOrders/bulkPurchaseOrderLogs/',
  /** POST multipart (`file`, `target`: 'order'|'requisition'): LineItemUploadResult — lines read and checked against the catalogue, nothing written (the form fills in). */
  lineItemUploads: '/api/orders/line-item-uploads',

  /** defineResource (CompanyMasterEntry): list (`filter[kind]`, `filter[active]`, `search`), CRUD. */
  companyMaster: '/api/purchaseOrders/companyMaster',
  /** GET: SupplierOption[] (active SUPPLIER entries, for pickers; `search`). */
  suppliers: '/api/purchaseOrders/suppliers/',
  /** GET: PartyOption[] (every active company-master entry: id, code, name, kind). */
  companiesId: '/api/purchaseOrders/companiesId/',
  /** defineResource (CompanyLocation): CRUD. */
  locations: '/api/location/locations',
  /** GET `?search=`: LocationOption[] (active locations, for pickers). */
  listCompanyLocations: '/api/location/list-company-locations',

  /** defineResource (Product): list (`filter[category]`, `filter[active]`, `search` SKU/name), CRUD; `GET :id/prices` ProductPrice[]. */
  products: '/api/product-catalog/products',
  /** POST multipart (`file`, PRODUCT_UPLOAD_COLUMNS): 202 BulkUploadLog (kind PRODUCTS; an existing SKU is updated, its price change kept in the history). */
  bulkProducts: '/api/product-catalog/bulkProducts',
  /** GET list of BulkUploadLog (kind PRODUCTS); `:id` one. */
  bulkProductLogs: '/api/product-catalog/bulkProductLogs',

  /**
   * defineResource (Requisition): list (`filter[status]`, `search`), create `{data: NewRequisition}`,
   * `GET :id` RequisitionDetails, `POST :id/` (DRAFT only), `:id/<action>/` (REQUISITION_ACTIONS; submit
   * requests approval with facts categories/location), `:id/activity`, `:id/comments`; approval routes at
   * `:id/approval` like orders.
   */
  requisitions: '/api/orders/requisitions',
  /** GET: RequisitionLineItem list (`filter[requisitionId]`). */
  requisitionLineItems: '/api/orders/requisition-line-items',
  /** GET: {statuses: Record<RequisitionState, number>, total}. */
  requisitionsSummary: '/api/orders/requisitions/summary',

  /** SDK defineApprovalConfigurations, kind 'requisition' (feature requisitions). */
  requisitionApprovalConfigurations: '/api/orders/approval-user-configurations',
  /** SDK defineApprovalConfigurations, kind 'purchase-order' (feature configurations). */
  orderApprovalConfigurations: '/api/configurations/approval-user-configurations',
  /** GET: ApprovalCriteriaOptions (SDK) — what a rule's criteria may name (categories, locations, suppliers). */
  rulesCriteria: '/api/configurations/rulesCriteria',

  /**
   * defineResource (OrderRfq): list (`filter[status]`, `search`), create (DRAFT, with lines and supplierIds),
   * `GET :id` OrderRfqDetails, `POST :id/` (DRAFT: all; OPEN: quoteDeadline, notes, more suppliers),
   * `:id/<action>/` (ORDER_RFQ_ACTIONS), `:id/activity`, `:id/comments`.
   */
  orderRfqs: '/api/order-rfq/rfqs',
  /** POST `{data: {requisitionId, supplierIds, quoteDeadline, title?}}`: an OrderRfq (DRAFT) with the requisition's lines; the requisition → SOURCING. */
  createFromRequisition: '/api/order-rfq/rfqs/create-from-requisition',
  /** POST `{data: NewOrderRfq}`: the same as create (the SPEC's name). */
  createWithLineItems: '/api/order-rfq/rfqs/create-order-rfq-with-line-items',
  /** GET `?rfqId=`: OrderRfqLineItem[]. */
  orderRfqLineItems: '/api/order-rfq/line-items',
  /** POST `{data: {rfqId, version, lineItemIds}}`: deletes lines of a DRAFT RFQ (not its last). */
  deleteOrderRfqLineItems: '/api/order-rfq/line-items/delete',
  /** GET `?rfqId=`: SupplierQuote[] (the buyer's view: submitted quotes; drafts are the supplier's own). */
  supplierQuotes: '/api/order-rfq/supplier-quotes',
  /** GET `?rfqId=`: SupplierQuoteLineItem[] flat, for the compare matrix. */
  supplierQuoteLineItems: '/api/order-rfq/supplier-quote-line-items',
  /** POST `{data: {rfqId, version, awards: [{supplierQuoteLineItemId, quantity}]}}`: CLOSED → AWARDED; creates one DRAFT PO per supplier. Answers {record: OrderRfqDetails, purchaseOrderIds}. */
  awardSupplierQuotes: '/api/order-rfq/supplier-quotes/award',
  /** Public (token): GET SupplierQuoteView; POST `{data: SupplierQuoteAnswer}` saves (submit: true submits) → SupplierQuoteView. */
  supplierQuoteLink: (token: string) => `/api/order-rfq/supplier-quotes/link/${token}`,
} as const;

/** The web screens' paths. */
export const ORDERS_SCREENS = {
  acknowledge: '/ordersV2/acknowledge',
  quote: '/ordersV2/acknowledge/quote',
} as const;

export interface Money { amount: string; currency: string }

/** One milestone of a line or of an order. `delayDays`: (actual, or today when the planned day passed without one) − planned; null when not computable or not late yet. */
export interface MilestoneDates {
  milestone: Milestone;
  plannedDate: string | null;
  actualDate: string | null;
  delayDays: number | null;
  source: MilestoneSource;
  updatedAt: string;
}

export interface NewOrderLine {
  productId?: string | null;
  sku: string;
  description?: string;
  hsCode?: string | null;
  quantity: string;
  unit?: string;
  unitPrice: string;
  cargoReadyDate: string;
  requiredDeliveryDate: string;
}

export interface NewPurchaseOrder {
  /** Empty: the next `PO-<year>-<n>`. */
  poNumber?: string | null;
  supplierId: string;
  orderDate: string;
  shipFrom?: string | null;
  pol?: string | null;
  pod?: string | null;
  shipToLocationId?: string | null;
  incoterm: Incoterm;
  currency: string;
  paymentTerms?: string | null;
  notes?: string | null;
  lines: NewOrderLine[];
}

export interface OrderLineItem {
  _id: string;
  lineNo: number;
  productId: string | null;
  sku: string;
  description: string;
  hsCode: string | null;
  quantity: string;
  unit: string;
  unitPrice: string;
  amount: string;
  cargoReadyDate: string;
  requiredDeliveryDate: string;
  milestone: Milestone;
  bookedQuantity: string;
  openQuantity: string;
  cancelled: boolean;
  delayDays: number;
  late: boolean;
  milestones: MilestoneDates[];
  shipments: Array<{ shipmentId: string; reference: string; quantity: string }>;
  version: number;
}

/** A list row (orders list). */
export interface PurchaseOrder extends Base {
  poNumber: string;
  supplierId: string;
  supplierName: string;
  supplierCode: string;
  status: OrderState;
  milestone: Milestone;
  orderDate: string;
  shipFrom: string | null;
  pol: string | null;
  pod: string | null;
  shipToLocationId: string | null;
  shipToName: string | null;
  incoterm: Incoterm;
  currency: string;
  paymentTerms: string | null;
  notes: string | null;
  totalAmount: string;
  lineCount: number;
  late: boolean;
  maxDelayDays: number;
  /** Earliest planned cargo-ready day of the open lines. */
  nextCargoReadyDate: string | null;
  requisitionId: string | null;
  orderRfqId: string | null;
  issuedAt: string | null;
  acknowledgedAt: string | null;
  createdBy: string | null;
}

export interface ChangeProposal {
  _id: string;
  lineItemId: string;
  lineNo: number;
  field: ProposalField;
  currentValue: string;
  proposedValue: string;
  comment: string | null;
  status: ProposalState;
  proposedBy: string;
  proposedAt: string;
  answer: string | null;
  answeredAt: string | null;
}

export interface SupplierLinkInfo {
  /** The full URL (only in the answer that made it: the token is not kept). */
  url?: string;
  sentTo: string | null;
  expiresAt: string;
  lastOpenedAt: string | null;
  createdAt: string;
}

/** `GET /api/orders/orders/:id`. */
export interface PurchaseOrderDetails extends PurchaseOrder {
  supplier: CompanyMasterEntry;
  shipTo: CompanyLocation | null;
  lines: OrderLineItem[];
  /** Order-level milestones. */
  milestones: MilestoneDates[];
  proposals: ChangeProposal[];
  link: SupplierLinkInfo | null;
  approval: ApprovalState | null;
  cancelReason: string | null;
}

export interface OrderLineItemRow extends OrderLineItem {
  orderId: string;
  poNumber: string;
  supplierId: string;
  supplierName: string;
  orderStatus: OrderState;
  currency: string;
}

export interface OrdersSummary {
  /** Orders per status (every state present, 0 when none). */
  statuses: Record<OrderState, number>;
  /** Orders per milestone, of orders not DRAFT/CANCELLED. */
  milestones: Record<Milestone, number>;
  late: number;
  total: number;
}

export interface CreateShipmentFromLines {
  lines: Array<{ lineItemId: string; quantity: string }>;
  /** Link to an existing shipment of the company … */
  shipmentId?: string | null;
  /** … or create one (reference defaults to `<PO number>-<n>`). */
  shipment?: {
    reference?: string | null;
    mode: 'FCL' | 'LCL';
    carrier: string;
    /** Default: the order's POL / POD. */
    pol?: string;
    pod?: string;
    etd: string;
    eta: string;
    containers?: Array<{ number: string; isoType?: string }>;
  } | null;
}

export interface ShipmentFromLinesResult {
  shipmentId: string;
  shipmentReference: string;
  record: PurchaseOrderDetails;
}

/** `GET /api/shipments/v2/orders?shipmentId=`. */
export interface ShipmentOrderLine {
  orderId: string;
  poNumber: string;
  supplierName: string;
  lineItemId: string;
  lineNo: number;
  sku: string;
  description: string;
  quantity: string;
  unit: string;
  milestone: Milestone;
}

/** What the supplier sees from its acknowledgement link (no buyer notes, approvals or other orders). */
export interface AcknowledgementView {
  poNumber: string;
  status: OrderState;
  buyer: { name: string; country: string | null };
  supplierName: string;
  orderDate: string;
  incoterm: Incoterm;
  currency: string;
  paymentTerms: string | null;
  shipFrom: string | null;
  shipTo: { name: string; address: string | null; city: string | null; country: string } | null;
  totalAmount: string;
  lines: Array<Pick<OrderLineItem, '_id' | 'lineNo' | 'sku' | 'description' | 'hsCode' | 'quantity' | 'unit' | 'unitPrice' | 'amount' | 'cargoReadyDate' | 'requiredDeliveryDate' | 'milestone'>>;
  proposals: ChangeProposal[];
  /** ISSUED: may acknowledge, propose or reject; else read-only. */
  canAnswer: boolean;
  expiresAt: string;
}

export type AcknowledgementAnswer =
  | { action: 'ACKNOWLEDGE'; name: string }
  | { action: 'PROPOSE'; name: string; changes: Array<{ lineItemId: string; field: ProposalField; value: string; comment?: string | null }> }
  | { action: 'REJECT'; name: string; reason: string }
  /** Marks lines IN_PRODUCTION or CARGO_READY (actual date today unless given), once ACKNOWLEDGED. */
  | { action: 'PROGRESS'; name: string; lines: Array<{ lineItemId: string; milestone: 'IN_PRODUCTION' | 'CARGO_READY'; actualDate?: string }> };

export interface RevenuePoint { month: string; supplierId: string; supplierName: string; amount: string }
export interface AggregateAnswer<T> { currency: string; currencies: string[]; items: T[] }
export interface DelayBucketCount { bucket: string; title: string; count: number }
export interface SupplierPerformance { supplierId: string; supplierName: string; lines: number; onTime: number; late: number; onTimePct: number; averageDelayDays: number }
export interface LineRevenue { sku: string; description: string; quantity: string; unit: string; amount: string }

export interface BulkUploadError { row: number; field: string; message: string }
export interface BulkUploadLog {
  _id: string;
  kind: BulkUploadKind;
  fileName: string;
  status: BulkUploadState;
  rowsTotal: number;
  rowsProcessed: number;
  rowsAccepted: number;
  rowsRefused: number;
  errors: BulkUploadError[];
  created: Record<string, number>;
  message: string | null;
  createdByName: string;
  createdAt: string;
  finishedAt: string | null;
}

/** Columns of an orders file (one row per line; rows with one PO number form one order). Header matching ignores case, spaces and underscores. */
export const ORDER_UPLOAD_COLUMNS = [
  'poNumber', 'supplierCode', 'orderDate', 'incoterm', 'currency', 'paymentTerms', 'shipFrom', 'pol', 'pod', 'shipToCode',
  'sku', 'description', 'hsCode', 'quantity', 'unit', 'unitPrice', 'cargoReadyDate', 'requiredDeliveryDate',
] as const;
export const PRODUCT_UPLOAD_COLUMNS = ['sku', 'name', 'description', 'category', 'hsCode', 'unit', 'lengthCm', 'widthCm', 'heightCm', 'weightKg', 'unitPrice', 'currency', 'supplierCode'] as const;

export interface LineItemUploadResult {
  lines: NewOrderLine[] | NewRequisitionLine[];
  errors: BulkUploadError[];
}

export interface CompanyMasterEntry extends Base {
  code: string;
  name: string;
  kind: MasterKind;
  country: string;
  city: string | null;
  address: string | null;
  port: string | null;
  contactName: string | null;
  contactEmail: string | null;
  phone: string | null;
  taxId: string | null;
  paymentTerms: string | null;
  currency: string | null;
  active: boolean;
}
export interface SupplierOption { _id: string; code: string; name: string; country: string; currency: string | null; paymentTerms: string | null; contactEmail: string | null; port: string | null }
export interface PartyOption { _id: string; code: string; name: string; kind: MasterKind }

export interface CompanyLocation extends Base {
  code: string;
  name: string;
  kind: LocationKind;
  address: string | null;
  city: string | null;
  country: string;
  port: string | null;
  active: boolean;
}
export interface LocationOption { _id: string; code: string; name: string; kind: LocationKind; city: string | null; country: string; port: string | null }

export interface Product extends Base {
  sku: string;
  name: string;
  description: string | null;
  category: string;
  hsCode: string | null;
  unit: string;
  lengthCm: string | null;
  widthCm: string | null;
  heightCm: string | null;
  weightKg: string | null;
  unitPrice: string;
  currency: string;
  supplierId: string | null;
  supplierName: string | null;
  active: boolean;
}
export interface ProductPrice { _id: string; unitPrice: string; currency: string; source: 'MANUAL' | 'UPLOAD' | 'ORDER' | 'AWARD'; sourceReference: string | null; effectiveAt: string }

export interface NewRequisitionLine {
  productId?: string | null;
  sku: string;
  description?: string;
  category?: string;
  quantity: string;
  unit?: string;
  estimatedUnitPrice: string;
  neededBy: string;
}
export interface NewRequisition {
  title: string;
  locationId?: string | null;
  department?: string | null;
  neededBy: string;
  currency: string;
  justification?: string | null;
  lines: NewRequisitionLine[];
}
export interface RequisitionLineItem {
  _id: string;
  requisitionId: string;
  lineNo: number;
  productId: string | null;
  sku: string;
  description: string;
  category: string;
  quantity: string;
  unit: string;
  estimatedUnitPrice: string;
  amount: string;
  neededBy: string;
}
export interface Requisition extends Base {
  reference: string;
  title: string;
  status: RequisitionState;
  locationId: string | null;
  locationName: string | null;
  department: string | null;
  neededBy: string;
  currency: string;
  estimatedTotal: string;
  lineCount: number;
  requestedByName: string;
  orderRfqId: string | null;
}
export interface RequisitionDetails extends Requisition {
  justification: string | null;
  lines: RequisitionLineItem[];
  approval: ApprovalState | null;
  /** The POs made from it (through its order RFQ's award). */
  purchaseOrders: Array<{ _id: string; poNumber: string; supplierName: string; status: OrderState; totalAmount: string; currency: string }>;
  cancelReason: string | null;
}

export interface NewOrderRfqLine {
  productId?: string | null;
  requisitionLineItemId?: string | null;
  sku: string;
  description?: string;
  hsCode?: string | null;
  quantity: string;
  unit?: string;
  targetUnitPrice?: string | null;
  neededBy: string;
}
export interface NewOrderRfq {
  title: string;
  currency: string;
  incoterm: Incoterm;
  shipToLocationId?: string | null;
  quoteDeadline: string;
  notes?: string | null;
  supplierIds: string[];
  lines: NewOrderRfqLine[];
}
export interface OrderRfqLineItem {
  _id: string;
  lineNo: number;
  requisitionLineItemId: string | null;
  productId: string | null;
  sku: string;
  description: string;
  hsCode: string | null;
  quantity: string;
  unit: string;
  targetUnitPrice: string | null;
  neededBy: string;
}
export interface OrderRfqSupplier { _id: string; supplierId: string; supplierName: string; supplierCode: string; status: RfqSupplierState; declineReason: string | null; invitedAt: string | null }
export interface OrderRfq extends Base {
  reference: string;
  title: string;
  status: OrderRfqState;
  requisitionId: string | null;
  requisitionReference: string | null;
  currency: string;
  incoterm: Incoterm;
  shipToLocationId: string | null;
  quoteDeadline: string;
  lineCount: number;
  supplierCount: number;
  quotedCount: number;
}
export interface OrderRfqDetails extends OrderRfq {
  notes: string | null;
  lines: OrderRfqLineItem[];
  suppliers: OrderRfqSupplier[];
  /** Awarded lines: which supplier quote line won how much. */
  awards: Array<{ rfqLineItemId: string; supplierQuoteLineItemId: string; supplierId: string; supplierName: string; quantity: string; unitPrice: string }>;
  purchaseOrders: Array<{ _id: string; poNumber: string; supplierName: string; status: OrderState; totalAmount: string }>;
  cancelReason: string | null;
}
export interface SupplierQuoteLineItem {
  _id: string;
  quoteId: string;
  supplierId: string;
  supplierName: string;
  rfqLineItemId: string;
  unitPrice: string;
  quantity: string;
  amount: string;
  leadTimeDays: number;
  cargoReadyDate: string;
  comment: string | null;
  awardedQuantity: string | null;
}
export interface SupplierQuote extends Base {
  rfqId: string;
  supplierId: string;
  supplierName: string;
  status: SupplierQuoteState;
  validUntil: string | null;
  notes: string | null;
  totalAmount: string;
  currency: string;
  submittedAt: string | null;
  lines: SupplierQuoteLineItem[];
}
/** What a supplier sees from its quote link: the RFQ's lines (no target prices), its own quote only. */
export interface SupplierQuoteView {
  rfqReference: string;
  title: string;
  buyer: { name: string };
  supplierName: string;
  status: OrderRfqState;
  supplierStatus: RfqSupplierState;
  currency: string;
  incoterm: Incoterm;
  quoteDeadline: string;
  notes: string | null;
  lines: Array<Omit<OrderRfqLineItem, 'targetUnitPrice' | 'requisitionLineItemId' | 'productId'>>;
  quote: Omit<SupplierQuote, 'supplierName' | 'rfqId'> | null;
  /** OPEN and before the deadline. */
  canQuote: boolean;
  expiresAt: string;
}
export interface SupplierQuoteAnswer {
  validUntil?: string | null;
  notes?: string | null;
  lines: Array<{ rfqLineItemId: string; unitPrice: string; quantity: string; leadTimeDays: number; cargoReadyDate: string; comment?: string | null }>;
  submit?: boolean;
  /** Declining instead (lines ignored). */
  decline?: { reason: string } | null;
}
