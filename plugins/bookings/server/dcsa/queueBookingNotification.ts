import { randomUUID } from 'node:crypto';
import { queueWebhook, type Db } from '@portolan/sdk/server';
import type { Booking, BookingDetails } from '../../shared/types';
import { DCSA_BKG_API } from '../../shared/types';
import { cancelledAfterConfirmation, toDcsaFeedbacks } from './toDcsaBooking';

/** The standard's lightweight BookingNotification (BKG 2.0.5) for one subscription. */
export function bookingNotification(booking: Booking, subscriptionId: string, time = new Date()): Record<string, unknown> {
  const data: Record<string, unknown> = { bookingStatus: booking.status, carrierBookingRequestReference: booking.reference };
  if (booking.amendedStatus) data.amendedBookingStatus = booking.amendedStatus;
  if (cancelledAfterConfirmation(booking)) data.bookingCancellationStatus = 'CANCELLATION_CONFIRMED';
  if (booking.confirmation?.carrierBookingReference) data.carrierBookingReference = booking.confirmation.carrierBookingReference;
  const feedbacks = toDcsaFeedbacks(booking);
  if (feedbacks.length) data.feedbacks = feedbacks;
  return {
    specversion: '1.0',
    id: randomUUID(),
    source: DCSA_BKG_API.bookings,
    type: 'org.dcsa.booking.v2',
    time: time.toISOString(),
    datacontenttype: 'application/json',
    subscriptionReference: subscriptionId,
    data,
  };
}

/**
 * Queues a DCSA BKG 2.0 notification (the standard's BookingNotification, bkgSchemas.ts) for every
 * subscriber of the booking's owner and of its provider (`bkg` webhook tables), in the caller's
 * transaction. The bookings commands call it after every state change; a DRAFT is never announced.
 */
export async function queueBookingNotification(tx: Db, booking: BookingDetails): Promise<void> {
  if (booking.status === 'DRAFT') return;
  const subscriptions = await tx.query<{ id: string; company_id: string }>(
    'SELECT id, company_id FROM bkg_webhook_subscriptions WHERE company_id = ANY($1::uuid[]) ORDER BY created_at, id',
    [[booking.companyId, booking.providerCompanyId]],
  );
  for (const s of subscriptions.rows) {
    const id = String(s.id);
    await queueWebhook(tx, 'bkg', { companyId: String(s.company_id), subscriptionId: id, body: bookingNotification(booking, id) });
  }
}
