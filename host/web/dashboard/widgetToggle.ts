import type { LocalSettings, RegisteredWidget } from '@portolan/sdk';

/** `<pluginId>:<id>`: how the layout (and a widget without a SPEC setting) names a widget. */
export function widgetKey(widget: Pick<RegisteredWidget, 'pluginId' | 'id'>): string {
  return `${widget.pluginId}:${widget.id}`;
}

/**
 * The local setting that switches a widget on and off: its SPEC §9 toggle (`sideNavDashboardReports` /
 * `sideNavDashboardAnalytics` and its name there), else `sideNavDashboardAnalytics['<pluginId>:<id>']`.
 */
export function widgetToggle(widget: RegisteredWidget): NonNullable<RegisteredWidget['setting']> {
  return widget.setting ?? { key: 'sideNavDashboardAnalytics', name: widgetKey(widget) };
}

/** On unless the user switched it off. */
export function isWidgetShown(settings: LocalSettings, widget: RegisteredWidget): boolean {
  const { key, name } = widgetToggle(widget);
  return settings.get(key)[name] !== false;
}

/** Switches a widget on or off (in the browser's storage, through LocalSettings). */
export function setWidgetShown(settings: LocalSettings, widget: RegisteredWidget, shown: boolean): void {
  const { key, name } = widgetToggle(widget);
  settings.set(key, { ...settings.get(key), [name]: shown });
}
