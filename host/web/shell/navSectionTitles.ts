import type { NavSection } from '@portolan/sdk';

/** Display names of the SPEC §2 side-nav sections. */
export const navSectionTitles: Record<NavSection, string> = {
  dashboard: 'Dashboard',
  messages: 'Messages',
  shipments: 'Shipments',
  containers: 'Containers',
  tracking: 'Tracking',
  contracts: 'Contracts',
  documents: 'Documents',
  enquiries: 'Enquiries',
  rates: 'Rates',
  schedules: 'Schedules',
  rfq: 'RFQ',
  'purchase-orders': 'Purchase orders',
  'shipment-planner': 'Shipment planner',
  invoice: 'Invoices',
  payments: 'Payments',
  reports: 'Reports',
  dnd: 'Demurrage & detention',
  'company-master': 'Company master',
  compliance: 'India compliance',
  'bulk-logs': 'Bulk logs',
  admin: 'Admin',
  settings: 'Settings',
};
