import { computed, makeObservable, observableShallow } from 'mobx';
import type { Entitlements, RegisteredWidget, Requirement, WidgetDefinition, WidgetRegistry } from '@portolan/sdk';

interface Registered extends RegisteredWidget {
  pluginRequires?: Requirement;
}

/** Dashboard widgets of plugins and add-ons, shown to users entitled to them while their plugin is on. */
export class WidgetStore implements WidgetRegistry {
  private readonly entries: Registered[] = [];

  constructor(private readonly entitlements: Entitlements) {
    makeObservable<WidgetStore, 'entries'>(this, { entries: observableShallow, visible: computed });
  }

  register(pluginId: string, widgets: WidgetDefinition[], pluginRequires?: Requirement): void {
    for (const widget of widgets) {
      if (this.entries.some((w) => w.pluginId === pluginId && w.id === widget.id)) throw new Error(`Plugin "${pluginId}" registers widget "${widget.id}" twice`);
      this.entries.push({ ...widget, pluginId, pluginRequires });
    }
  }

  get visible(): readonly RegisteredWidget[] {
    return this.entries
      .filter((w) => this.entitlements.isPluginEnabled(w.pluginId) && this.entitlements.meets(w.pluginRequires) && this.entitlements.meets(w.requires))
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
      .map(({ pluginRequires: _ignored, ...widget }) => widget);
  }
}
