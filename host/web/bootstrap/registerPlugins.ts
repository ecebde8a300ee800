import { Container } from 'inversify';
import { CommandRegistry, FeatureCatalogue, NavRegistry, RouteRegistry, SlotRegistry, WidgetRegistry, featureCatalogueOf, type WebPlugin } from '@portolan/sdk';
import { specRouteTable } from '../routes/specRouteTable';
import { PluginContainers } from './PluginContainers';

/**
 * Binds the FeatureCatalogue (the features and plan features the plugins declare, plus the SPEC
 * areas not built yet; a name declared twice fails here, naming both), registers the SPEC §2 table, then every plugin: its own child container (its services bound
 * when its first screen, widget, tab or command needs them), its routes (inheriting the plugin's
 * requirement), nav entries, dashboard widgets, slot contributions (record tabs and actions, global
 * search) and palette commands. A plugin id used twice fails loudly, naming both.
 */
export function registerPlugins(root: Container, plugins: WebPlugin[]): PluginContainers {
  const routes = root.get<RouteRegistry>(RouteRegistry);
  const nav = root.get<NavRegistry>(NavRegistry);
  const widgets = root.get<WidgetRegistry>(WidgetRegistry);
  const slots = root.get<SlotRegistry>(SlotRegistry);
  const commands = root.get<CommandRegistry>(CommandRegistry);
  root.bind(FeatureCatalogue).toConstantValue(featureCatalogueOf(plugins));
  routes.register('spec', specRouteTable);

  const containers = new PluginContainers(root);
  const seen = new Set<string>();
  for (const plugin of plugins) {
    if (seen.has(plugin.id)) throw new Error(`Two web plugins share the id "${plugin.id}"`);
    seen.add(plugin.id);
    const child = new Container({ parent: root, defaultScope: 'Singleton' });
    // The plugin's services bind on first use (PluginContainers.ready), not at start.
    containers.set(plugin.id, child, plugin.services);
    const ready = () => containers.ready(plugin.id).then(() => child);
    routes.register(
      plugin.id,
      (plugin.routes ?? []).map((r) => ({ ...r, requires: r.requires ?? plugin.requires })),
    );
    nav.register(plugin.id, plugin.nav ?? [], plugin.requires);
    widgets.register(
      plugin.id,
      (plugin.widgets ?? []).map((w) => ({ ...w, load: containers.screenLoader(plugin.id, w.load) })),
      plugin.requires,
    );
    slots.register(
      { pluginId: plugin.id, requires: plugin.requires, container: ready },
      {
        recordTabs: plugin.recordTabs?.map((t) => ({ ...t, load: containers.screenLoader(plugin.id, t.load) })),
        recordActions: plugin.recordActions,
        search: plugin.search,
        headerItems: plugin.headerItems?.map((h) => ({ ...h, load: containers.screenLoader(plugin.id, h.load) })),
      },
    );
    commands.register(
      { ownerId: plugin.id, pluginId: plugin.id, requires: plugin.requires, container: ready },
      (plugin.commands ?? []).map((c) => ({ section: plugin.title, ...c })),
    );
  }
  return containers;
}
