import { Container } from 'inversify';
import { Entitlements, NavRegistry, RouteRegistry } from '@portolan/sdk';
import { bindCoreServices, type CoreServiceOptions } from './bindCoreServices';
import { NavStore } from './nav/NavStore';
import { RouteEngine } from './routes/RouteEngine';

/** Options of the root container: where the core services reach the network, storage and window. */
export type RootContainerOptions = CoreServiceOptions;

/**
 * The workbench's root inversify container: singletons of the SDK services core implements
 * (HttpClient, Session, Entitlements, NotificationBus, LocalSettings, SearchHistory; see
 * bindCoreServices) and the workbench registries (RouteRegistry, NavRegistry), which filter by
 * entitlements. Each plugin gets a child of it for its own stores.
 */
export function createRootContainer(options: RootContainerOptions = {}): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  bindCoreServices(container, options);
  container.bind(RouteRegistry).toDynamicValue((ctx) => new RouteEngine(ctx.get<Entitlements>(Entitlements)));
  container.bind(NavRegistry).toDynamicValue((ctx) => new NavStore(ctx.get<Entitlements>(Entitlements)));
  return container;
}
