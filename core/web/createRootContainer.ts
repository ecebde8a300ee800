import { Container } from 'inversify';
import { CommandRegistry, Entitlements, NavRegistry, RouteRegistry, SlotRegistry, WidgetRegistry } from '@portolan/sdk';
import { bindCoreServices, type CoreServiceOptions } from './bindCoreServices';
import { NavStore } from './nav/NavStore';
import { RouteEngine } from './routes/RouteEngine';
import { CommandStore } from './commands/CommandStore';
import { SlotStore } from './slots/SlotStore';
import { WidgetStore } from './slots/WidgetStore';

/** Options of the root container: where the core services reach the network, storage and window. */
export type RootContainerOptions = CoreServiceOptions;

/**
 * The workbench's root inversify container: singletons of the SDK services core implements
 * (HttpClient, Session, Entitlements, NotificationBus, LocalSettings, SearchHistory; see
 * bindCoreServices) and the workbench registries (RouteRegistry, NavRegistry, WidgetRegistry,
 * SlotRegistry, CommandRegistry), which filter by entitlements. Each plugin gets a child of it for its own stores.
 */
export function createRootContainer(options: RootContainerOptions = {}): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  bindCoreServices(container, options);
  container.bind(RouteRegistry).toDynamicValue((ctx) => new RouteEngine(ctx.get<Entitlements>(Entitlements)));
  container.bind(NavRegistry).toDynamicValue((ctx) => new NavStore(ctx.get<Entitlements>(Entitlements)));
  container.bind(WidgetRegistry).toDynamicValue((ctx) => new WidgetStore(ctx.get<Entitlements>(Entitlements)));
  container.bind(SlotRegistry).toDynamicValue((ctx) => new SlotStore(ctx.get<Entitlements>(Entitlements), container));
  container.bind(CommandRegistry).toDynamicValue((ctx) => new CommandStore(ctx.get<Entitlements>(Entitlements), container));
  return container;
}
