import { Container } from 'inversify';
import { NavRegistry, RouteRegistry, type WebPlugin } from '@portolan/sdk';
import { specRouteTable } from '../routes/specRouteTable';
import { PluginContainers } from './PluginContainers';

/**
 * Registers the SPEC §2 table, then every plugin:
 * its own child container (its services bound when its first screen loads), its routes (inheriting the plugin's requirement)
 * and its nav entries. A plugin id used twice fails loudly, naming both.
 */
export function registerPlugins(root: Container, plugins: WebPlugin[]): PluginContainers {
  const routes = root.get<RouteRegistry>(RouteRegistry);
  const nav = root.get<NavRegistry>(NavRegistry);
  routes.register('spec', specRouteTable);

  const containers = new PluginContainers(root);
  const seen = new Set<string>();
  for (const plugin of plugins) {
    if (seen.has(plugin.id)) throw new Error(`Two web plugins share the id "${plugin.id}"`);
    seen.add(plugin.id);
    const child = new Container({ parent: root, defaultScope: 'Singleton' });
    // The plugin's services bind on its first screen (PluginContainers.ready), not at start.
    containers.set(plugin.id, child, plugin.services);
    routes.register(
      plugin.id,
      (plugin.routes ?? []).map((r) => ({ ...r, requires: r.requires ?? plugin.requires })),
    );
    nav.register(plugin.id, plugin.nav ?? [], plugin.requires);
  }
  return containers;
}
