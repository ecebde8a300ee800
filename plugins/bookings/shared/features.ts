import type { FeatureDefinition, PlanFeatureDefinition } from '@portolan/sdk/shared';

/**
 * The bookings area's access feature (SPEC §6), named by both halves: the shipper's and the provider's
 * screens, the DCSA Booking 2.0 interface (`/api/dcsa/bkg`) and the HS code search. Approve: confirm,
 * reject and decline as the provider (forwarder or carrier) a booking was sent to.
 */
export const features: FeatureDefinition[] = [
  { name: 'bookings', title: 'Bookings', routes: ['/bookings'], levels: ['Read', 'Create', 'Update', 'Delete', 'Approve'] },
];

export const planFeatures: PlanFeatureDefinition[] = [];
