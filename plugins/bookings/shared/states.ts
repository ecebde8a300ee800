import type { Level } from '@portolan/sdk/shared';

/**
 * A booking's life, in DCSA Booking 2.0's own words (`bookingStatus`), plus DRAFT before the shipper
 * submits it (DCSA has no draft: a request is RECEIVED when it arrives). README: the state table.
 *
 * The shipper (the booking's owner, `companyId`) drafts and submits; the provider (the forwarder or
 * carrier company the booking is sent to, `providerCompanyId`, in the shipper's network) confirms with
 * the carrier booking number, vessel, cut-offs and equipment release, asks for an update, rejects (before
 * confirmation) or declines (after). After confirmation the shipper amends (`amendedStatus`), the provider
 * confirms or declines the amendment; COMPLETED when the cargo is delivered (the provider closes it).
 */
export const BOOKING_STATES = ['DRAFT', 'RECEIVED', 'PENDING_UPDATE', 'UPDATE_RECEIVED', 'CONFIRMED', 'PENDING_AMENDMENT', 'REJECTED', 'DECLINED', 'CANCELLED', 'COMPLETED'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/** DCSA `amendedBookingStatus`: the latest amendment of a confirmed booking; null when none was asked for. */
export const AMENDMENT_STATES = ['AMENDMENT_RECEIVED', 'AMENDMENT_CONFIRMED', 'AMENDMENT_DECLINED', 'AMENDMENT_CANCELLED'] as const;
export type AmendmentState = (typeof AMENDMENT_STATES)[number];

export const FINAL_BOOKING_STATES: readonly BookingState[] = ['REJECTED', 'DECLINED', 'CANCELLED', 'COMPLETED'];

/** Who may take an action: the shipper (owner) or the provider the booking was sent to. */
export type BookingSide = 'SHIPPER' | 'PROVIDER';

type Rule = { side: BookingSide; from: readonly BookingState[]; to: BookingState | 'SAME'; level: Level; title: string; intent?: 'primary' | 'success' | 'danger'; amendment?: readonly (AmendmentState | null)[] };

/**
 * The actions, `POST /api/bookings/:id/<action>/` with `{data: {version, …}}` (BOOKINGS_API). A move
 * from any other state is a 409 naming the current one; the wrong side is a 404 (the shipper's) or 403.
 * 'SAME': the booking's state stays; the amendment state moves (see `amendment` for the states it needs).
 *
 * - submit: the draft goes to the provider (RECEIVED).
 * - amend (shipper): before confirmation a new request (RECEIVED, PENDING_UPDATE, UPDATE_RECEIVED →
 *   UPDATE_RECEIVED); after it (CONFIRMED, PENDING_AMENDMENT → CONFIRMED) a pending amendment
 *   (amendedStatus AMENDMENT_RECEIVED) that the provider confirms or declines; the diff is kept.
 * - amend (provider) on CONFIRMED: changes the confirmation (vessel, voyage, cut-offs, release) at once.
 * - requestUpdate (provider): RECEIVED, UPDATE_RECEIVED → PENDING_UPDATE; CONFIRMED → PENDING_AMENDMENT.
 * - confirm (provider): RECEIVED, UPDATE_RECEIVED → CONFIRMED (creates the shipment); on CONFIRMED with
 *   AMENDMENT_RECEIVED → AMENDMENT_CONFIRMED (the amendment becomes the booking; the shipment follows).
 */
export const BOOKING_ACTIONS = {
  submit: { side: 'SHIPPER', from: ['DRAFT'], to: 'RECEIVED', level: 'Update', title: 'Submit booking', intent: 'primary' },
  amend: { side: 'SHIPPER', from: ['RECEIVED', 'PENDING_UPDATE', 'UPDATE_RECEIVED', 'CONFIRMED', 'PENDING_AMENDMENT'], to: 'SAME', level: 'Update', title: 'Amend' },
  cancelAmendment: { side: 'SHIPPER', from: ['CONFIRMED'], to: 'SAME', level: 'Update', title: 'Withdraw amendment', amendment: ['AMENDMENT_RECEIVED'] },
  cancel: { side: 'SHIPPER', from: ['DRAFT', 'RECEIVED', 'PENDING_UPDATE', 'UPDATE_RECEIVED', 'CONFIRMED', 'PENDING_AMENDMENT'], to: 'CANCELLED', level: 'Delete', title: 'Cancel booking', intent: 'danger' },
  requestUpdate: { side: 'PROVIDER', from: ['RECEIVED', 'UPDATE_RECEIVED', 'CONFIRMED'], to: 'SAME', level: 'Approve', title: 'Ask for an update' },
  confirm: { side: 'PROVIDER', from: ['RECEIVED', 'UPDATE_RECEIVED', 'CONFIRMED'], to: 'CONFIRMED', level: 'Approve', title: 'Confirm', intent: 'success' },
  declineAmendment: { side: 'PROVIDER', from: ['CONFIRMED'], to: 'SAME', level: 'Approve', title: 'Decline amendment', amendment: ['AMENDMENT_RECEIVED'] },
  reject: { side: 'PROVIDER', from: ['RECEIVED', 'PENDING_UPDATE', 'UPDATE_RECEIVED'], to: 'REJECTED', level: 'Approve', title: 'Reject', intent: 'danger' },
  decline: { side: 'PROVIDER', from: ['CONFIRMED', 'PENDING_AMENDMENT'], to: 'DECLINED', level: 'Approve', title: 'Decline', intent: 'danger' },
  complete: { side: 'PROVIDER', from: ['CONFIRMED'], to: 'COMPLETED', level: 'Approve', title: 'Mark completed' },
} as const satisfies Record<string, Rule>;
export type BookingAction = keyof typeof BOOKING_ACTIONS;

/** How a booking started (its prefill): a rate search result, a quick-book rate, an accepted quote, an awarded RFQ lane, a sailing, or nothing. */
export const BOOKING_SOURCES = ['RATE', 'QUOTE', 'RFQ_LANE', 'SCHEDULE', 'SCRATCH', 'DCSA'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

/** DCSA receipt / delivery type at origin / destination: container yard, store door, container freight station. */
export const SERVICE_TYPES = ['CY', 'SD', 'CFS'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** DCSA cargo movement type. */
export const CARGO_MOVEMENTS = ['FCL', 'LCL'] as const;

/** IMO hazard classes of the IMDG Code (with divisions). */
export const IMO_CLASSES = ['1.1', '1.2', '1.3', '1.4', '1.5', '1.6', '2.1', '2.2', '2.3', '3', '4.1', '4.2', '4.3', '5.1', '5.2', '6.1', '6.2', '7', '8', '9'] as const;
export const PACKING_GROUPS = ['I', 'II', 'III'] as const;

/** A booking version's kind: the first request, an update before confirmation, an amendment after, or the provider's change of its confirmation. */
export const VERSION_KINDS = ['REQUEST', 'UPDATE', 'AMENDMENT', 'CONFIRMATION'] as const;
export type VersionKind = (typeof VERSION_KINDS)[number];
export const VERSION_STATES = ['CURRENT', 'PENDING', 'SUPERSEDED', 'DECLINED', 'CANCELLED'] as const;
export type VersionState = (typeof VERSION_STATES)[number];

/** The record kind of a booking in the shared tables (activity, comments). */
export const BOOKING_KIND = 'booking';
