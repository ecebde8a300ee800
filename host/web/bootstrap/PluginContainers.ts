import type { Container } from 'inversify';
import type { ScreenLoader } from '@portolan/sdk';

/** Binds a plugin's services into its container (a plugin's `services`); may be async. */
export type BindServices = (container: Container) => unknown;

/**
 * Each plugin's child container, by plugin id: its screens resolve services from it. A plugin's
 * services are bound the first time one of its screens (or widgets, tabs…) loads, never at start:
 * the login page fetches no plugin stores.
 */
export class PluginContainers {
  private readonly byPlugin = new Map<string, Container>();
  private readonly binders = new Map<string, BindServices>();
  private readonly readiness = new Map<string, Promise<void>>();
  private readonly loaders = new Map<string, WeakMap<ScreenLoader, ScreenLoader>>();

  constructor(readonly root: Container) {}

  /** Records a plugin's container and the function that binds its services, run on first use. */
  set(pluginId: string, container: Container, bind?: BindServices): void {
    this.byPlugin.set(pluginId, container);
    this.readiness.delete(pluginId);
    if (bind) this.binders.set(pluginId, bind);
    else this.binders.delete(pluginId);
  }

  /**
   * Binds the plugin's services once (the first call starts it) and resolves when they are bound.
   * A failed binding is forgotten, so a retry of the screen tries again.
   */
  ready(pluginId: string | undefined): Promise<void> {
    if (!pluginId) return Promise.resolve();
    const bind = this.binders.get(pluginId);
    const container = this.byPlugin.get(pluginId);
    if (!bind || !container) return Promise.resolve();
    let pending = this.readiness.get(pluginId);
    if (!pending) {
      // Synchronous services are bound before this returns; async ones when their promise settles.
      try {
        pending = Promise.resolve(bind(container)).then(() => undefined);
      } catch (error) {
        pending = Promise.reject(error);
      }
      pending.catch(() => this.readiness.delete(pluginId));
      this.readiness.set(pluginId, pending);
    }
    return pending;
  }

  /** A loader of the plugin's (screen, widget, tab) that binds the plugin's services first; the same function every time. */
  screenLoader<T = Awaited<ReturnType<ScreenLoader>>>(pluginId: string | undefined, load: () => Promise<T>): () => Promise<T> {
    const key = pluginId ?? '';
    let byLoad = this.loaders.get(key);
    if (!byLoad) {
      byLoad = new WeakMap();
      this.loaders.set(key, byLoad);
    }
    let wrapped = byLoad.get(load as ScreenLoader) as (() => Promise<T>) | undefined;
    if (!wrapped) {
      wrapped = () => this.ready(pluginId).then(load);
      byLoad.set(load as ScreenLoader, wrapped as ScreenLoader);
    }
    return wrapped;
  }

  /** The plugin's container, or the root for routes no plugin owns. */
  of(pluginId: string | undefined): Container {
    return (pluginId && this.byPlugin.get(pluginId)) || this.root;
  }
}
