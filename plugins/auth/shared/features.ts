import type { FeatureDefinition, PlanFeatureDefinition } from '@portolan/sdk/shared';

/**
 * The access features of the accounts plugin: the company-governing ones (`admin: true`, the admin
 * role's alone unless `grants` says more) and the network. Named by both halves (web/index.ts, server/index.ts).
 */
export const features: FeatureDefinition[] = [
  { name: 'network', title: 'Network', routes: ['/network'], levels: ['Read', 'Create', 'Update', 'Delete'] },
  { name: 'configurations', title: 'Configurations', routes: ['/configurations'], levels: ['Read', 'Update'], admin: true, grants: { manager: ['Read', 'Update'], operator: ['Read'] } },
  { name: 'users', title: 'Users and roles', routes: ['/staffs'], levels: ['Read', 'Create', 'Update', 'Delete'], admin: true, grants: { manager: ['Read'] } },
  { name: 'admin', title: 'Enterprise admin (plan features, plugins)', routes: ['/admin', '/shippers'], levels: ['Read', 'Update'], admin: true },
];

export const planFeatures: PlanFeatureDefinition[] = [];
