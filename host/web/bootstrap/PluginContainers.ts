import type { Container } from 'inversify';

/** Each plugin's child container, by plugin id: its screens resolve services from it. */
export class PluginContainers {
  private readonly byPlugin = new Map<string, Container>();

  constructor(readonly root: Container) {}

  set(pluginId: string, container: Container): void {
    this.byPlugin.set(pluginId, container);
  }

  /** The plugin's container, or the root for routes no plugin owns. */
  of(pluginId: string | undefined): Container {
    return (pluginId && this.byPlugin.get(pluginId)) || this.root;
  }
}
