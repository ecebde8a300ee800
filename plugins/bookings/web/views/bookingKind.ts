/** The record kind of a booking (record tabs and actions other areas contribute, documents, comments). */
export const BOOKING_KIND = 'booking';
