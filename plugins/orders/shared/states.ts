import type { Level } from '@portolan/sdk/shared';

type Rule<S extends string> = { from: readonly S[]; to: S; level: Level; title: string; intent?: 'primary' | 'success' | 'danger' };

/**
 * A purchase order's life (README: the state table). The buyer drafts it and submits it for approval
 * (SDK approvals, kind 'purchase-order'; ISSUED at once when no rule applies); issuing sends the
 * supplier a signed acknowledgement link. The supplier acknowledges (ACKNOWLEDGED), proposes changes
 * per line (CHANGES_PROPOSED) or rejects (REJECTED) from the link; the buyer accepts the changes
 * (→ ACKNOWLEDGED) or answers them (→ ISSUED again). CLOSED and CANCELLED are final.
 */
export const ORDER_STATES = ['DRAFT', 'PENDING_APPROVAL', 'ISSUED', 'CHANGES_PROPOSED', 'ACKNOWLEDGED', 'REJECTED', 'CANCELLED', 'CLOSED'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/**
 * The buyer's order actions, `POST /api/orders/orders/:id/<action>/` (defineTransitions, audit trail).
 * `submit` lands in PENDING_APPROVAL or, when no approval rule applies, ISSUED (the server's route does
 * the approval request). The supplier's moves (acknowledge, propose, reject) go through the link routes;
 * accepting or answering a proposal through `:id/changes/accept/` and `:id/changes/decline/`.
 */
export const ORDER_ACTIONS = {
  submit: { from: ['DRAFT'], to: 'PENDING_APPROVAL', level: 'Update', title: 'Submit for approval', intent: 'primary' },
  revise: { from: ['REJECTED'], to: 'DRAFT', level: 'Update', title: 'Revise' },
  close: { from: ['ACKNOWLEDGED'], to: 'CLOSED', level: 'Update', title: 'Close order' },
  cancel: { from: ['DRAFT', 'PENDING_APPROVAL', 'ISSUED', 'CHANGES_PROPOSED', 'REJECTED', 'ACKNOWLEDGED'], to: 'CANCELLED', level: 'Delete', title: 'Cancel order', intent: 'danger' },
} as const satisfies Record<string, Rule<OrderState>>;

/** Milestones of a line and of an order, in order. Each has a planned and an actual day; delay is computed. */
export const MILESTONES = ['ISSUED', 'ACKNOWLEDGED', 'IN_PRODUCTION', 'CARGO_READY', 'BOOKED', 'SHIPPED', 'DELIVERED'] as const;
export type Milestone = (typeof MILESTONES)[number];
export const MILESTONE_TITLES: Record<Milestone, string> = {
  ISSUED: 'Issued', ACKNOWLEDGED: 'Acknowledged', IN_PRODUCTION: 'In production', CARGO_READY: 'Cargo ready', BOOKED: 'Booked', SHIPPED: 'Shipped', DELIVERED: 'Delivered',
};
/** Where a milestone's last change came from. */
export const MILESTONE_SOURCES = ['USER', 'SUPPLIER', 'SHIPMENT', 'UPLOAD', 'SYSTEM'] as const;
export type MilestoneSource = (typeof MILESTONE_SOURCES)[number];

/** What a supplier may propose to change on a line from its acknowledgement link. */
export const PROPOSAL_FIELDS = ['cargoReadyDate', 'requiredDeliveryDate', 'quantity', 'unitPrice'] as const;
export type ProposalField = (typeof PROPOSAL_FIELDS)[number];
export const PROPOSAL_STATES = ['PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN'] as const;
export type ProposalState = (typeof PROPOSAL_STATES)[number];

/** A requisition's life: approval (SDK approvals, kind 'requisition'), then sourcing through an order RFQ, then ordered. */
export const REQUISITION_STATES = ['DRAFT', 'PENDING_APPROVAL', 'APPROVED', 'REJECTED', 'SOURCING', 'ORDERED', 'CANCELLED'] as const;
export type RequisitionState = (typeof REQUISITION_STATES)[number];

/** `POST /api/orders/requisitions/:id/<action>/`; `submit` → PENDING_APPROVAL or APPROVED at once (no rule applies). */
export const REQUISITION_ACTIONS = {
  submit: { from: ['DRAFT'], to: 'PENDING_APPROVAL', level: 'Update', title: 'Submit for approval', intent: 'primary' },
  revise: { from: ['REJECTED'], to: 'DRAFT', level: 'Update', title: 'Revise' },
  cancel: { from: ['DRAFT', 'PENDING_APPROVAL', 'APPROVED', 'REJECTED'], to: 'CANCELLED', level: 'Delete', title: 'Cancel requisition', intent: 'danger' },
} as const satisfies Record<string, Rule<RequisitionState>>;

/** An order RFQ's life: suppliers quote while OPEN (until the deadline or close), the buyer awards per line. */
export const ORDER_RFQ_STATES = ['DRAFT', 'OPEN', 'CLOSED', 'AWARDED', 'CANCELLED'] as const;
export type OrderRfqState = (typeof ORDER_RFQ_STATES)[number];

/** `POST /api/order-rfq/rfqs/:id/<action>/`; `open` sends each supplier its quote link. Award: `supplier-quotes/award`. */
export const ORDER_RFQ_ACTIONS = {
  open: { from: ['DRAFT'], to: 'OPEN', level: 'Update', title: 'Send to suppliers', intent: 'primary' },
  close: { from: ['OPEN'], to: 'CLOSED', level: 'Update', title: 'Close quoting' },
  cancel: { from: ['DRAFT', 'OPEN', 'CLOSED'], to: 'CANCELLED', level: 'Delete', title: 'Cancel RFQ', intent: 'danger' },
} as const satisfies Record<string, Rule<OrderRfqState>>;

export const RFQ_SUPPLIER_STATES = ['INVITED', 'VIEWED', 'QUOTED', 'DECLINED', 'AWARDED', 'LOST'] as const;
export type RfqSupplierState = (typeof RFQ_SUPPLIER_STATES)[number];
export const SUPPLIER_QUOTE_STATES = ['DRAFT', 'SUBMITTED'] as const;
export type SupplierQuoteState = (typeof SUPPLIER_QUOTE_STATES)[number];

export const BULK_UPLOAD_KINDS = ['ORDERS', 'PRODUCTS'] as const;
export type BulkUploadKind = (typeof BULK_UPLOAD_KINDS)[number];
export const BULK_UPLOAD_STATES = ['PROCESSING', 'COMPLETED', 'FAILED'] as const;
export type BulkUploadState = (typeof BULK_UPLOAD_STATES)[number];

export const INCOTERMS = ['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const;
export type Incoterm = (typeof INCOTERMS)[number];
export const MASTER_KINDS = ['SUPPLIER', 'CUSTOMER', 'CONSIGNEE', 'AGENT'] as const;
export type MasterKind = (typeof MASTER_KINDS)[number];
export const LOCATION_KINDS = ['WAREHOUSE', 'FACTORY', 'OFFICE', 'DISTRIBUTION_CENTRE', 'STORE'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

/** Record kinds in the SDK's shared tables (activity, comments, documents, approvals). */
export const ORDER_KIND = 'purchase-order';
export const REQUISITION_KIND = 'requisition';
export const ORDER_RFQ_KIND = 'order-rfq';

/** How long a supplier's link is valid from issue (and from each resend). */
export const SUPPLIER_LINK_DAYS = 30;
/** Line delay buckets of the delay distribution chart (days late; 0 = on time). */
export const DELAY_BUCKETS = [
  { key: 'ON_TIME', title: 'On time', from: null, to: 0 },
  { key: 'D1_7', title: '1–7 days', from: 1, to: 7 },
  { key: 'D8_14', title: '8–14 days', from: 8, to: 14 },
  { key: 'D15_30', title: '15–30 days', from: 15, to: 30 },
  { key: 'D31', title: 'Over 30 days', from: 31, to: null },
] as const;
