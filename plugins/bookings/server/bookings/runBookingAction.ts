import { notFound } from '@portolan/sdk/server';
import type { BookingAction } from '../../shared/states';
import type { ActionBody, BookingDetails } from '../../shared/types';
import type { Actor, BookingContext } from './Actor';
import { applyBookingAction } from './applyBookingAction';
import { findBookingRow } from './findBookingRow';

/**
 * Runs a BOOKING_ACTION on a booking the actor sees (404 otherwise; `id` may be the reference or the
 * carrier booking number too), in one transaction with the row locked (applyBookingAction).
 */
export async function runBookingAction(ctx: BookingContext, actor: Actor, id: string, action: BookingAction, body: ActionBody): Promise<BookingDetails> {
  return ctx.db.transaction(async (tx) => {
    const row = await findBookingRow(tx, actor.companyId, id, true);
    if (!row) throw notFound('Booking not found');
    return applyBookingAction(tx, ctx, actor, row, action, body);
  });
}
