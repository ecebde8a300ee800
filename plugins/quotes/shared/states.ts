import type { Level } from '@portolan/sdk/shared';

/** An enquiry's life (README: the state table). */
export const ENQUIRY_STATES = ['RECEIVED', 'QUOTING', 'QUOTED', 'WON', 'LOST', 'EXPIRED'] as const;
export type EnquiryState = (typeof ENQUIRY_STATES)[number];

/** A quote's life: one record per enquiry option set, revised in place (revisions keep snapshots). */
export const QUOTE_STATES = ['DRAFT', 'PUBLISHED', 'ACCEPTED', 'DECLINED', 'EXPIRED', 'WITHDRAWN'] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

/** A lead's life (from a planner page). */
export const LEAD_STATES = ['NEW', 'CONTACTED', 'QUOTED', 'CONVERTED', 'LOST'] as const;
export type LeadState = (typeof LEAD_STATES)[number];

type Rule<S extends string> = { from: readonly S[]; to: S; level: Level; title: string; intent?: 'primary' | 'success' | 'danger' };

/**
 * The forwarder's own enquiry actions, `POST /api/enquiries/v2/:id/<action>/` (defineTransitions). The
 * other moves happen with their work: the first quote → QUOTING, publishing → QUOTED, the customer's
 * order confirm → WON, the customer's decline (feedback) → LOST, a published quote's validity passing
 * → EXPIRED; each is written to the same audit trail.
 */
export const ENQUIRY_ACTIONS = {
  'start-quote': { from: ['RECEIVED'], to: 'QUOTING', level: 'Update', title: 'Start quoting', intent: 'primary' },
  'mark-won': { from: ['QUOTED'], to: 'WON', level: 'Approve', title: 'Mark won', intent: 'success' },
  'mark-lost': { from: ['RECEIVED', 'QUOTING', 'QUOTED'], to: 'LOST', level: 'Update', title: 'Mark lost', intent: 'danger' },
  reopen: { from: ['LOST', 'EXPIRED'], to: 'RECEIVED', level: 'Update', title: 'Reopen' },
} as const satisfies Record<string, Rule<EnquiryState>>;

/**
 * Quote actions, `POST /api/enquiries/v2/quote/:id/<action>/`. Publishing is `publishQuotes`; the
 * customer's accept is `orderConfirm`, its decline `feedback/`; expiry is the scheduler's.
 */
export const QUOTE_ACTIONS = {
  revise: { from: ['PUBLISHED', 'DECLINED', 'EXPIRED'], to: 'DRAFT', level: 'Update', title: 'Revise', intent: 'primary' },
  withdraw: { from: ['DRAFT', 'PUBLISHED'], to: 'WITHDRAWN', level: 'Update', title: 'Withdraw', intent: 'danger' },
} as const satisfies Record<string, Rule<QuoteState>>;

/** Lead status moves (`POST /api/webforms/leads/:id/` with `status`): any open state to any other; CONVERTED is final. */
export const LEAD_ACTIONS = {
  contacted: { from: ['NEW'], to: 'CONTACTED', level: 'Update', title: 'Contacted' },
  quoted: { from: ['NEW', 'CONTACTED'], to: 'QUOTED', level: 'Update', title: 'Quoted' },
  converted: { from: ['NEW', 'CONTACTED', 'QUOTED'], to: 'CONVERTED', level: 'Update', title: 'Converted', intent: 'success' },
  lost: { from: ['NEW', 'CONTACTED', 'QUOTED'], to: 'LOST', level: 'Update', title: 'Lost', intent: 'danger' },
  reopen: { from: ['LOST'], to: 'NEW', level: 'Update', title: 'Reopen' },
} as const satisfies Record<string, Rule<LeadState>>;

/** Why an enquiry was lost (feedback). */
export const LOSS_REASONS = ['PRICE', 'TRANSIT_TIME', 'SCHEDULE', 'SERVICE', 'NO_RESPONSE', 'CARGO_NOT_READY', 'OTHER'] as const;
export type LossReason = (typeof LOSS_REASONS)[number];

export const INCOTERMS = ['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const;
export type Incoterm = (typeof INCOTERMS)[number];

/** Services an enquiry may ask for besides the ocean leg. */
export const ENQUIRY_SERVICES = ['ORIGIN_CUSTOMS', 'DESTINATION_CUSTOMS', 'ORIGIN_TRUCKING', 'DESTINATION_TRUCKING', 'INSURANCE'] as const;
export type EnquiryService = (typeof ENQUIRY_SERVICES)[number];

/** Where an enquiry came from. */
export const ENQUIRY_SOURCES = ['MANUAL', 'CUSTOMER', 'PLANNER', 'PARTNER'] as const;
export type EnquirySource = (typeof ENQUIRY_SOURCES)[number];

/** The partner planner pages, at exact paths (SPEC §2); `get-quote` is the unbranded planner. */
export const PARTNER_KEYS = ['icici', 'yes-connect', 'hdfc', 'axis', 'm-junction', 'fedex'] as const;
export type PartnerKey = (typeof PARTNER_KEYS)[number];
export const PLANNER_KEYS = ['get-quote', ...PARTNER_KEYS] as const;
export type PlannerKey = (typeof PLANNER_KEYS)[number];
