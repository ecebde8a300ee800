import type { Level } from '@portolan/sdk/shared';

/**
 * An RFQ's life (README: the state table). The shipper owns it; OPEN and NEGOTIATION are the times
 * vendors may bid; CLOSED is "bids in, comparing"; PENDING_APPROVAL waits for the approval chain
 * (SDK approvals); APPROVED may be awarded; AWARDED and CANCELLED are final.
 */
export const RFQ_STATES = ['DRAFT', 'OPEN', 'CLOSED', 'NEGOTIATION', 'PENDING_APPROVAL', 'APPROVED', 'AWARDED', 'CANCELLED'] as const;
export type RfqState = (typeof RFQ_STATES)[number];

type Rule<S extends string> = { from: readonly S[]; to: S; level: Level; title: string; intent?: 'primary' | 'success' | 'danger' };

/**
 * The shipper's RFQ actions, `POST /api/rfq/rfqs/:id/<action>/` (defineTransitions, audit trail). The
 * other moves happen with their work and are written to the same trail: the bid deadline passing (the
 * scheduler) OPEN/NEGOTIATION → CLOSED; a negotiation round (`POST /api/rfq/negotiations`) CLOSED →
 * NEGOTIATION; `quotes/request-approval` CLOSED → PENDING_APPROVAL (→ APPROVED at once when no approval
 * configuration covers the amount); the last approval PENDING_APPROVAL → APPROVED; a rejection
 * PENDING_APPROVAL → CLOSED.
 */
export const RFQ_ACTIONS = {
  open: { from: ['DRAFT'], to: 'OPEN', level: 'Update', title: 'Open for bids', intent: 'primary' },
  close: { from: ['OPEN', 'NEGOTIATION'], to: 'CLOSED', level: 'Update', title: 'Close bidding' },
  award: { from: ['APPROVED'], to: 'AWARDED', level: 'Approve', title: 'Award', intent: 'success' },
  cancel: { from: ['DRAFT', 'OPEN', 'CLOSED', 'NEGOTIATION', 'PENDING_APPROVAL', 'APPROVED'], to: 'CANCELLED', level: 'Delete', title: 'Cancel RFQ', intent: 'danger' },
} as const satisfies Record<string, Rule<RfqState>>;

/** A vendor's invitation to one RFQ, as the shipper and that vendor see it. */
export const INVITATION_STATES = ['INVITED', 'VIEWED', 'BID', 'DECLINED', 'AWARDED', 'LOST'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** A vendor's bid sheet on one RFQ: saved (DRAFT, the vendor's eyes only) or SUBMITTED (revised in place; each submit is a revision). */
export const QUOTE_STATES = ['DRAFT', 'SUBMITTED'] as const;
export type RfqQuoteState = (typeof QUOTE_STATES)[number];

/** Why a vendor declines to bid. */
export const DECLINE_REASONS = ['NO_CAPACITY', 'LANES_NOT_SERVED', 'DEADLINE_TOO_SHORT', 'VOLUME_TOO_LOW', 'OTHER'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** Where an allocation came from. */
export const ALLOCATION_SOURCES = ['MANUAL', 'OPTIMISER'] as const;
export type AllocationSource = (typeof ALLOCATION_SOURCES)[number];

/** A negotiation round's life: OPEN until its deadline (or the shipper closes bidding), then CLOSED. */
export const NEGOTIATION_STATES = ['OPEN', 'CLOSED'] as const;
export type NegotiationState = (typeof NEGOTIATION_STATES)[number];

/** The record kind of an RFQ in the SDK's shared tables (activity, parties, documents, approvals). */
export const RFQ_KIND = 'rfq';
