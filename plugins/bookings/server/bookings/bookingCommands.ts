/**
 * CONTRACT (written before the code): the booking commands both the screens' routes
 * (registerBookingRoutes) and the DCSA interface (dcsa/) run, so a booking behaves the same whichever
 * door it came in by. The bookings-server helper implements them; the DCSA helper calls them.
 *
 * - `createBooking(ctx, actor, request, options)` — validates (400 naming `data.<field>`; the provider must
 *   be in the actor's network; HS codes known six-digit subheadings; reefer settings only and always for
 *   reefer types), inserts the booking (DRAFT) and its version 1, writes activity; `options.submit` also
 *   submits it (RECEIVED, provider party added, provider notified). Answers BookingDetails.
 * - `loadBooking(db, actor, idOrReference)` — the booking by id, by its reference (carrierBookingRequestReference)
 *   or by its carrier booking reference, visible to the actor (owner or provider); 404 otherwise.
 * - `runBookingAction(ctx, actor, id, action, body)` — BOOKING_ACTIONS with their guards (409 naming the
 *   state, 403 the wrong side/level, 409 on a stale version), versions, activity, the shipment on confirm,
 *   emails to the other side, and `queueBookingNotification` (dcsa/) in the same transaction.
 * - `listBookingVersions(db, actor, id)` — BookingVersion[], newest first.
 */
import type { ServerPluginContext } from '@portolan/sdk/server';
import type { ActionBody, BookingDetails, BookingRequest, BookingVersion } from '../../shared/types';
import type { BookingAction, BookingSource } from '../../shared/states';
import type { Db } from '@portolan/sdk/server';

export interface Actor {
  companyId: string;
  userId: string;
  /** The actor's level on `bookings` decides Update / Delete / Approve actions. */
  can(level: 'Read' | 'Create' | 'Update' | 'Delete' | 'Approve'): boolean;
}

export interface CreateOptions {
  submit?: boolean;
  source?: { kind: BookingSource; id?: string | null; label?: string | null };
  /** The field prefix of errors: 'data' (screens) or '' (DCSA bodies are mapped first). */
  field?: string;
}

export declare function createBooking(ctx: ServerPluginContext, actor: Actor, request: BookingRequest, options: CreateOptions): Promise<BookingDetails>;
export declare function loadBooking(db: Db, actor: Actor, idOrReference: string): Promise<BookingDetails>;
export declare function runBookingAction(ctx: ServerPluginContext, actor: Actor, id: string, action: BookingAction, body: ActionBody): Promise<BookingDetails>;
export declare function listBookingVersions(db: Db, actor: Actor, id: string): Promise<BookingVersion[]>;
