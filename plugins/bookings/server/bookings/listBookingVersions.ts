import { notFound, type Db } from '@portolan/sdk/server';
import type { BookingVersion } from '../../shared/types';
import type { Actor } from './Actor';
import { versionsOf } from './bookingVersions';
import { findBookingRow } from './findBookingRow';

/** A visible booking's versions, newest first, each with its changes against the one before; 404 otherwise. */
export async function listBookingVersions(db: Db, actor: Actor, id: string): Promise<BookingVersion[]> {
  const row = await findBookingRow(db, actor.companyId, id);
  if (!row) throw notFound('Booking not found');
  return versionsOf(db, String(row.id));
}
