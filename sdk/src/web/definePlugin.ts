import type { Container } from 'inversify';
import type { Requirement } from './Entitlements';
import type { NavEntry } from './Nav';
import type { RouteDefinition } from './Routes';
import type { WidgetDefinition } from './Widgets';
import type { HeaderItemDefinition, RecordActionDefinition, RecordTabDefinition, SearchProviderDefinition } from './Slots';
import type { CommandDefinition } from './Commands';
import type { FeatureDefinition, PlanFeatureDefinition } from '../shared/features';

/** A web plugin: one object the host reads at start-up. */
export interface WebPlugin {
  /** Unique, kebab-case. */
  id: string;
  title: string;
  /**
   * The access features (with their levels) and plan features this plugin owns: the catalogue, the
   * role rules and the admin screens pick them up. Export them once from `plugins/<id>/shared/features.ts`
   * and name the same lists in the server half.
   */
  features?: readonly FeatureDefinition[];
  planFeatures?: readonly PlanFeatureDefinition[];
  /** Needed for the whole plugin: nav entries and routes inherit it. */
  requires?: Requirement;
  nav?: NavEntry[];
  routes?: RouteDefinition[];
  /** Dashboard widgets (shown on /dashboard to users entitled to them). */
  widgets?: WidgetDefinition[];
  /** Tabs on other areas' record details, by record kind (e.g. a 'shipment' tab). See Slots.ts. */
  recordTabs?: RecordTabDefinition[];
  /** Actions on other areas' record details, by record kind. */
  recordActions?: RecordActionDefinition[];
  /** The plugin's global search, asked from the command palette. */
  search?: SearchProviderDefinition;
  /** Items in the header (e.g. the messages button, the notification area). See Slots.ts. */
  headerItems?: HeaderItemDefinition[];
  /** Command palette actions (Ctrl/Cmd+K), with optional shortcuts. Screens add their own with `useCommands`. */
  commands?: CommandDefinition[];
  /**
   * Binds the plugin's own stores into its child container. May be async — keep the declaration
   * file tiny and load heavy stores with a dynamic import; the host waits for it before the
   * plugin's first screen renders:
   * `services: async (c) => (await import('./services')).bindServices(c)`.
   */
  services?: (container: Container) => unknown;
}

/** Declares a web plugin. Returns it unchanged, typed. */
export function definePlugin(plugin: WebPlugin): WebPlugin {
  if (!/^[a-z][a-z0-9-]*$/.test(plugin.id)) {
    throw new Error(`Plugin id "${plugin.id}" must be kebab-case (a-z, 0-9, -)`);
  }
  return plugin;
}
