import type { Db } from '@portolan/sdk/server';
import type { BookingDetails } from '../../shared/types';

/**
 * CONTRACT: queues a DCSA BKG 2.0 notification (the standard's BookingNotification shape, written from
 * BKG_NTF) for every subscriber of the booking's owner and of its provider (`bkg` webhook tables), in
 * the caller's transaction. The bookings-server helper calls it after every state change; the DCSA helper writes it.
 */
export async function queueBookingNotification(tx: Db, booking: BookingDetails): Promise<void> {
  void tx;
  void booking;
}
