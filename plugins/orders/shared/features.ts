import type { FeatureDefinition, PlanFeatureDefinition } from '@portolan/sdk/shared';

/**
 * The orders area's access features (SPEC §6), named by both halves. Approval rules (`/configurations`)
 * use the auth plugin's `configurations` feature; the company master and locations use `orders`.
 */
export const features: FeatureDefinition[] = [
  { name: 'orders', title: 'Purchase orders', routes: ['/orders', '/ordersV2', '/order-rfqs', '/products'], levels: ['Read', 'Create', 'Update', 'Delete', 'Approve'] },
  { name: 'requisitions', title: 'Requisitions', routes: ['/requisitions'], levels: ['Read', 'Create', 'Update', 'Delete', 'Approve'] },
];

export const planFeatures: PlanFeatureDefinition[] = [];
