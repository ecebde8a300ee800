import type { FeatureDefinition, PlanFeatureDefinition } from '@portolan/sdk/shared';

/** The enquiries-and-quotes area's access features (SPEC §6), named by both halves. */
export const features: FeatureDefinition[] = [
  { name: 'enquiries', title: 'Enquiries', routes: ['/enquiries', '/enquiriesV2', '/icici-leads'], levels: ['Read', 'Create', 'Update', 'Delete', 'Approve'] },
  { name: 'quotes', title: 'Quotes', routes: ['/quotes'], levels: ['Read', 'Create', 'Update', 'Delete', 'Approve'] },
  { name: 'customers', title: 'Customers', routes: ['/customers', '/account'], levels: ['Read', 'Create', 'Update', 'Delete'] },
  { name: 'shipment-planner', title: 'Shipment planner', routes: ['/shipment-planner', '/promo'], levels: ['Read', 'Create'] },
];

export const planFeatures: PlanFeatureDefinition[] = [];
