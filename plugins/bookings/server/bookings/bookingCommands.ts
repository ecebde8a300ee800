/**
 * The booking commands both the screens' routes (registerBookingRoutes) and the DCSA interface (dcsa/)
 * run, so a booking behaves the same whichever door it came in by (one file per command):
 *
 * - `createBooking(ctx, actor, request, options)` — validates (400 naming `<options.field>.<field>`; the
 *   provider must be in the actor's network; HS codes known six-digit subheadings; reefer settings only
 *   and always for reefer types; DG UN number and IMDG class), inserts the booking (DRAFT) and its
 *   version 1, writes activity; `options.submit` also submits it (RECEIVED, provider party added,
 *   provider notified, DCSA notification queued). Answers BookingDetails.
 * - `loadBooking(db, actor, idOrReference)` — the booking by id, by its reference
 *   (carrierBookingRequestReference) or by its carrier booking reference, visible to the actor (owner or
 *   provider); 404 otherwise.
 * - `runBookingAction(ctx, actor, id, action, body)` — BOOKING_ACTIONS with their guards (404 invisible,
 *   403 the other side's action or a missing level, 409 naming the state, 409 on a stale version, 400 a
 *   bad body naming `data.<field>`), versions with diffs, activity, the shipment on confirm (created) and
 *   on amendment / confirmation changes (updated), the email to the other side and
 *   `queueBookingNotification` (dcsa/), all in one transaction.
 * - `listBookingVersions(db, actor, id)` — BookingVersion[], newest first.
 * - `updateDraftBooking` / `deleteDraftBooking` — the resource's update and delete (DRAFT only).
 */
export type { Actor, BookingContext, CreateOptions } from './Actor';
export { createBooking } from './createBooking';
export { loadBooking } from './loadBooking';
export { runBookingAction } from './runBookingAction';
export { listBookingVersions } from './listBookingVersions';
export { updateDraftBooking, deleteDraftBooking } from './updateDraftBooking';
