import { isUuid, type Db } from '@portolan/sdk/server';
import { BOOKING_SELECT, type BookingRow } from './bookingRow';

/**
 * The booking the company may see (it owns it, or it is its provider through booking_parties) by id,
 * by its reference (carrierBookingRequestReference) or by its carrier booking number; undefined
 * otherwise. `lock` takes the row lock (inside a transaction, before a change).
 */
export async function findBookingRow(db: Db, companyId: string, idOrReference: string, lock = false): Promise<BookingRow | undefined> {
  if (!isUuid(companyId) || typeof idOrReference !== 'string' || !idOrReference || idOrReference.length > 100) return undefined;
  const visible = `(b.company_id = $1 OR EXISTS (SELECT 1 FROM booking_parties p WHERE p.booking_id = b.id AND p.company_id = $1))`;
  const by = isUuid(idOrReference)
    ? 'b.id = $2::uuid'
    : /^BKG-\d{4}-\d{5,}$/.test(idOrReference)
      ? 'b.reference = $2'
      : 'b.carrier_booking_reference = $2';
  // A reference names one booking per owner; among those the company sees, the oldest wins (stable).
  const row = await db.one<BookingRow>(
    `SELECT ${BOOKING_SELECT} FROM bookings b WHERE ${by} AND ${visible} ORDER BY (b.company_id = $1) DESC, b.created_at, b.id LIMIT 1${lock ? ' FOR UPDATE OF b' : ''}`,
    [companyId, idOrReference],
  );
  return row;
}
