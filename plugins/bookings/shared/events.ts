import type { EventDefinition } from '@portolan/sdk/shared';

/** The events the bookings area notifies the other side of a booking about (the event catalogue, issue 17). */
export const BOOKINGS_EVENTS: EventDefinition[] = [
  { name: 'booking.requested', category: 'bookings', title: 'A shipper sends or updates a booking request', defaultChannels: ['inApp', 'email'] },
  { name: 'booking.confirmed', category: 'bookings', title: 'A provider confirms a booking or changes its confirmation', defaultChannels: ['inApp', 'email'] },
  { name: 'booking.amendment', category: 'bookings', title: 'An amendment is asked for, withdrawn, confirmed or declined', defaultChannels: ['inApp', 'email'] },
  { name: 'booking.update-requested', category: 'bookings', title: 'A provider asks you to update or amend a booking', defaultChannels: ['inApp', 'email'] },
  { name: 'booking.rejected', category: 'bookings', title: 'A booking is rejected, declined or cancelled', defaultChannels: ['inApp', 'email'] },
  { name: 'booking.completed', category: 'bookings', title: 'A provider completes a booking', defaultChannels: ['inApp', 'email'] },
];
