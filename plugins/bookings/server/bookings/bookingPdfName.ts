import type { Booking } from '../../shared/types';

/** The PDF's file name of a booking: its reference, with the carrier booking number once confirmed. */
export const bookingPdfName = (booking: Pick<Booking, 'reference' | 'confirmation'>) =>
  `${(booking.confirmation ? `${booking.reference}-${booking.confirmation.carrierBookingReference}` : booking.reference).replace(/[^\w.-]/g, '_')}.pdf`;
