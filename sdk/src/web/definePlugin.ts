import type { Container } from 'inversify';
import type { Requirement } from './Entitlements';
import type { NavEntry } from './Nav';
import type { RouteDefinition } from './Routes';

/** A web plugin: one object the host reads at start-up. */
export interface WebPlugin {
  /** Unique, kebab-case. */
  id: string;
  title: string;
  /** Needed for the whole plugin: nav entries and routes inherit it. */
  requires?: Requirement;
  nav?: NavEntry[];
  routes?: RouteDefinition[];
  /** Binds the plugin's own stores into its child container. */
  services?: (container: Container) => void;
}

/** Declares a web plugin. Returns it unchanged, typed. */
export function definePlugin(plugin: WebPlugin): WebPlugin {
  if (!/^[a-z][a-z0-9-]*$/.test(plugin.id)) {
    throw new Error(`Plugin id "${plugin.id}" must be kebab-case (a-z, 0-9, -)`);
  }
  return plugin;
}
