import type { Entitlements, RegisteredWidget, Requirement, WidgetDefinition, WidgetRegistry } from '@portolan/sdk';
import { Contributions } from './Contributions';

/** Dashboard widgets of plugins and add-ons, shown to users entitled to them while their plugin is on. */
export class WidgetStore implements WidgetRegistry {
  private readonly widgets: Contributions<WidgetDefinition>;

  constructor(entitlements: Entitlements) {
    this.widgets = new Contributions(entitlements, 'widget');
  }

  register(pluginId: string, widgets: WidgetDefinition[], pluginRequires?: Requirement): void {
    this.widgets.add({ ownerId: pluginId, pluginId, requires: pluginRequires }, widgets);
  }

  get visible(): readonly RegisteredWidget[] {
    return this.widgets.visible().map(({ item, owner }) => ({ ...item, pluginId: owner.ownerId }));
  }
}
