import { token } from './Token';
import type { Requirement } from './Entitlements';

/** Side navigation sections of SPEC §2, in display order. */
export const NAV_SECTIONS = [
  'dashboard',
  'messages',
  'shipments',
  'containers',
  'tracking',
  'contracts',
  'documents',
  'enquiries',
  'rates',
  'schedules',
  'rfq',
  'purchase-orders',
  'shipment-planner',
  'invoice',
  'payments',
  'reports',
  'dnd',
  'compliance',
  'company-master',
  'bulk-logs',
  'admin',
  'settings',
] as const;

export type NavSection = (typeof NAV_SECTIONS)[number];

export interface NavEntry {
  /** Unique within the plugin. */
  id: string;
  section: NavSection;
  title: string;
  /** A Blueprint icon name. */
  icon: string;
  to: string;
  /** Lower first, within a section. */
  order?: number;
  requires?: Requirement;
}

export interface RegisteredNavEntry extends NavEntry {
  pluginId: string;
}

export interface NavRegistry {
  register(pluginId: string, entries: NavEntry[], pluginRequires?: Requirement): void;
  /** Entries the signed-in user is entitled to, ordered by section then order. */
  readonly visible: readonly RegisteredNavEntry[];
}

export const NavRegistry = token<NavRegistry>('portolan.sdk.NavRegistry');
