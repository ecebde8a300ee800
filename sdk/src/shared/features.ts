/**
 * The access features of every SPEC area (SPEC §6: access is keyed by feature name). A role grants
 * levels per feature; routes, nav entries and API routes name the features they need. Levels: Read,
 * Create, Update, Delete, Approve, plus the special 'Always' (every level) and 'Never' (nothing).
 * `levels` lists the levels that mean something for the feature; a role's grant is cut to them.
 * `admin: true` marks the features that govern the company itself (users, roles, switches).
 */
export const LEVELS = ['Read', 'Create', 'Update', 'Delete', 'Approve'] as const;
export type Level = (typeof LEVELS)[number];

export interface FeatureDefinition {
  name: string;
  title: string;
  /** SPEC §2 routes the feature guards. */
  routes: string[];
  levels: readonly Level[];
  admin?: boolean;
}

const ALL = LEVELS;
const NO_APPROVE: readonly Level[] = ['Read', 'Create', 'Update', 'Delete'];
const READ_ONLY: readonly Level[] = ['Read'];

export const FEATURE_CATALOGUE = [
  { name: 'shipments', title: 'Shipments', routes: ['/', '/shipments', '/vendor-payments', '/container-shipment'], levels: ALL },
  { name: 'tracking', title: 'Tracking', routes: ['/trackings', '/track-vessel', '/{product}-tracking', '/global-shipment-radar', '/subscription-logs', '/ddt'], levels: NO_APPROVE },
  { name: 'containers', title: 'Containers', routes: ['/containers', '/container-inventory'], levels: NO_APPROVE },
  { name: 'documents', title: 'Documents', routes: ['/documents', '/kyc'], levels: ALL },
  { name: 'dashboard', title: 'Dashboard', routes: ['/dashboard'], levels: READ_ONLY },
  { name: 'reports', title: 'Reports and analytics', routes: ['/reports', '/insights/v2'], levels: READ_ONLY },
  { name: 'rates', title: 'Rates', routes: ['/rates', '/rates-v2', '/qbrates'], levels: ALL },
  { name: 'schedules', title: 'Schedules', routes: ['/schedules', '/schedules-v2'], levels: READ_ONLY },
  { name: 'enquiries', title: 'Enquiries', routes: ['/enquiries', '/enquiriesV2'], levels: ALL },
  { name: 'quotes', title: 'Quotes', routes: ['/quotes'], levels: ALL },
  { name: 'rfq', title: 'Request for quote', routes: ['/rfq', '/rfq-v2'], levels: ALL },
  { name: 'orders', title: 'Purchase orders', routes: ['/orders', '/ordersV2', '/order-rfqs', '/products'], levels: ALL },
  { name: 'requisitions', title: 'Requisitions', routes: ['/requisitions'], levels: ALL },
  { name: 'bookings', title: 'Bookings', routes: ['/bookings'], levels: ALL },
  { name: 'dnd', title: 'Demurrage and detention', routes: ['/dnd'], levels: NO_APPROVE },
  { name: 'contracts', title: 'Contracts', routes: ['/contracts'], levels: ALL },
  { name: 'customers', title: 'Customers', routes: ['/customers', '/account'], levels: NO_APPROVE },
  { name: 'providers', title: 'Providers and vendors', routes: ['/providers'], levels: NO_APPROVE },
  { name: 'invoices', title: 'Invoices', routes: ['/invoices'], levels: ALL },
  { name: 'payments', title: 'Payments', routes: ['/payments', '/pay'], levels: ALL },
  { name: 'emission', title: 'Emission reporting', routes: ['/emission'], levels: READ_ONLY },
  { name: 'egm', title: 'Export general manifests', routes: ['/egm', '/manifests'], levels: ALL },
  { name: 'regularization', title: 'Regularization of bills', routes: ['/regularize'], levels: ALL },
  { name: 'chat', title: 'Messages', routes: ['/chat', '/messages'], levels: ['Read', 'Create'] },
  { name: 'composer', title: 'Document and page composer', routes: ['/components'], levels: NO_APPROVE },
  { name: 'shipment-planner', title: 'Shipment planner', routes: ['/shipment-planner'], levels: ['Read', 'Create'] },
  { name: 'network', title: 'Network', routes: ['/network'], levels: NO_APPROVE },
  { name: 'configurations', title: 'Configurations', routes: ['/configurations'], levels: ['Read', 'Update'], admin: true },
  { name: 'users', title: 'Users and roles', routes: ['/staffs'], levels: ['Read', 'Create', 'Update', 'Delete'], admin: true },
  { name: 'admin', title: 'Enterprise admin (plan features, plugins)', routes: ['/admin', '/shippers'], levels: ['Read', 'Update'], admin: true },
] as const satisfies readonly FeatureDefinition[];

export const FEATURES = FEATURE_CATALOGUE.map((f) => f.name);

export type Feature = (typeof FEATURE_CATALOGUE)[number]['name'];

export function featureDefinition(name: string): FeatureDefinition | undefined {
  return (FEATURE_CATALOGUE as readonly FeatureDefinition[]).find((f) => f.name === name);
}

/**
 * Enterprise plan features (SPEC §3, §9): switched by the plan and by the company's enterprise admin;
 * screens and routes name them with `plan: [...]`.
 */
export const PLAN_FEATURES = [
  { name: 'analytics', title: 'Analytics' },
  { name: 'multimodal', title: 'Multimodal' },
  { name: 'global-shipment-radar', title: 'Global Shipment Radar' },
  { name: 'watch-tower', title: 'Watch Tower' },
  { name: 'shipment', title: 'Shipment' },
  { name: 'tracking', title: 'Container tracking' },
] as const;
