import type { Db } from '@portolan/sdk/server';
import type { BookingDetails } from '../../shared/types';
import type { Actor } from './Actor';
import { allowedActions } from './allowedActions';
import { sideOf, toBooking, type BookingRow } from './bookingRow';
import { pendingVersionOf } from './bookingVersions';

/** BookingDetails of a visible row for the actor: the booking, its pending amendment and the actions open to the actor. */
export async function bookingDetails(db: Db, actor: Actor, row: BookingRow): Promise<BookingDetails> {
  const side = sideOf(row, actor.companyId);
  return {
    ...toBooking(row, actor.companyId),
    pendingAmendment: row.amended_status === 'AMENDMENT_RECEIVED' ? await pendingVersionOf(db, String(row.id)) : null,
    allowedActions: allowedActions(row, side, (level) => actor.can(level)),
  };
}
