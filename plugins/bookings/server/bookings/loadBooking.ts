import { notFound, type Db } from '@portolan/sdk/server';
import type { BookingDetails } from '../../shared/types';
import type { Actor } from './Actor';
import { bookingDetails } from './bookingDetails';
import { findBookingRow } from './findBookingRow';

/** The booking by id, reference or carrier booking number as the actor sees it (owner or provider); 404 otherwise. */
export async function loadBooking(db: Db, actor: Actor, idOrReference: string): Promise<BookingDetails> {
  const row = await findBookingRow(db, actor.companyId, idOrReference);
  if (!row) throw notFound('Booking not found');
  return bookingDetails(db, actor, row);
}
