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
  /** One line on what it shows (the widgets screen lists it). */
  description?: string;
  /** Default width on the dashboard grid (the user may change it): small ¼, medium ½, large ¾, full. */
  size?: 'small' | 'medium' | 'large' | 'full';
  /**
   * The SPEC §3/§9 local setting that switches it on and off (`sideNavDashboardReports` or
   * `sideNavDashboardAnalytics`) and its name there. Without one, the switch is kept in
   * `sideNavDashboardAnalytics` under `<pluginId>:<id>`.
   */
  setting?: { key: 'sideNavDashboardReports' | 'sideNavDashboardAnalytics'; name: string };
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
