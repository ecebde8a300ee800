import type { Container } from 'inversify';
import type { ScreenLoader } from '@portolan/sdk';

/** Each plugin's child container, by plugin id: its screens resolve services from it. */
export class PluginContainers {
  private readonly byPlugin = new Map<string, Container>();
  private readonly readiness = new Map<string, Promise<void>>();
  private readonly loaders = new WeakMap<ScreenLoader, ScreenLoader>();

  constructor(readonly root: Container) {}

  /** Records a plugin's container and, when its `services` are async, the promise of their binding. */
  set(pluginId: string, container: Container, ready?: unknown): void {
    this.byPlugin.set(pluginId, container);
    if (ready instanceof Promise) this.readiness.set(pluginId, ready.then(() => undefined));
  }

  /** Resolves once the plugin's services are bound (at once for synchronous ones). */
  ready(pluginId: string | undefined): Promise<void> {
    return (pluginId && this.readiness.get(pluginId)) || Promise.resolve();
  }

  /** The route's screen loader, waiting for the plugin's services first; the same function every time. */
  screenLoader(pluginId: string | undefined, load: ScreenLoader): ScreenLoader {
    let wrapped = this.loaders.get(load);
    if (!wrapped) {
      wrapped = () => this.ready(pluginId).then(load);
      this.loaders.set(load, wrapped);
    }
    return wrapped;
  }

  /** The plugin's container, or the root for routes no plugin owns. */
  of(pluginId: string | undefined): Container {
    return (pluginId && this.byPlugin.get(pluginId)) || this.root;
  }
}
