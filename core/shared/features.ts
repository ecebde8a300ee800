/**
 * The access features of every SPEC area. A role grants levels per feature; routes, nav entries and
 * API routes name the features they need. Levels: Read, Create, Update, Delete, Approve, plus the
 * special 'Always' (every level) and 'Never' (nothing).
 */
export const FEATURES = [
  'shipments',
  'tracking',
  'containers',
  'documents',
  'dashboard',
  'reports',
  'rates',
  'schedules',
  'enquiries',
  'quotes',
  'rfq',
  'orders',
  'requisitions',
  'bookings',
  'dnd',
  'contracts',
  'customers',
  'providers',
  'invoices',
  'payments',
  'emission',
  'egm',
  'regularization',
  'chat',
  'composer',
  'shipment-planner',
  'network',
  'configurations',
  'users',
  'admin',
] as const;

export type Feature = (typeof FEATURES)[number];

export const LEVELS = ['Read', 'Create', 'Update', 'Delete', 'Approve'] as const;
