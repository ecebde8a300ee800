import type { RegisteredWidget } from '@portolan/sdk';
import type { DashboardLayoutItem } from '@portolan/sdk';
import { isWidgetSize, type WidgetSize } from './widgetSizes';
import { widgetKey } from './widgetToggle';

export interface ArrangedWidget {
  key: string;
  widget: RegisteredWidget;
  size: WidgetSize;
}

/** A widget's own default width. */
export function defaultSizeOf(widget: RegisteredWidget): WidgetSize {
  return widget.size ?? 'medium';
}

/**
 * The registered widgets in the user's order: those the layout lists first (at their saved size), then
 * the rest in registered order at their default size. Layout entries of widgets not registered (an
 * add-on not loaded yet, one the user may no longer see) are skipped here and kept in the layout.
 */
export function arrangeWidgets(widgets: readonly RegisteredWidget[], items: readonly DashboardLayoutItem[]): ArrangedWidget[] {
  const byKey = new Map(widgets.map((w) => [widgetKey(w), w]));
  const out: ArrangedWidget[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    const widget = byKey.get(item.key);
    if (!widget || seen.has(item.key)) continue;
    seen.add(item.key);
    out.push({ key: item.key, widget, size: isWidgetSize(item.size) ? item.size : defaultSizeOf(widget) });
  }
  for (const widget of widgets) {
    const key = widgetKey(widget);
    if (!seen.has(key)) out.push({ key, widget, size: defaultSizeOf(widget) });
  }
  return out;
}
