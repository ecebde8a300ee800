import type { ComponentType } from 'react';
import { token } from './Token';
import type { Requirement } from './Entitlements';

/** A dashboard widget: a small lazily loaded component the dashboard lays out in a grid. */
export interface WidgetDefinition {
  /** Unique within the plugin. */
  id: string;
  title: string;
  /** The widget component, loaded when the dashboard first shows it. */
  load: () => Promise<{ default: ComponentType }>;
  requires?: Requirement;
  /** Lower first. */
  order?: number;
}

export interface RegisteredWidget extends WidgetDefinition {
  pluginId: string;
}

export interface WidgetRegistry {
  register(pluginId: string, widgets: WidgetDefinition[], pluginRequires?: Requirement): void;
  /** Widgets the signed-in user is entitled to (and whose plugin is on for the company), in order. */
  readonly visible: readonly RegisteredWidget[];
}

export const WidgetRegistry = token<WidgetRegistry>('portolan.sdk.WidgetRegistry');
