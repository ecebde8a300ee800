import type { WidgetDefinition } from '@portolan/sdk';

export type WidgetSize = NonNullable<WidgetDefinition['size']>;

/** The dashboard's widths on its 12-column grid (narrow screens collapse them, dashboard.css). */
export const WIDGET_SIZES: readonly { size: WidgetSize; title: string; span: number }[] = [
  { size: 'small', title: 'Small (¼ width)', span: 3 },
  { size: 'medium', title: 'Medium (½ width)', span: 6 },
  { size: 'large', title: 'Large (¾ width)', span: 9 },
  { size: 'full', title: 'Full width', span: 12 },
];

/** Whether a stored value is one of the sizes (a layout saved by an older release may hold anything). */
export function isWidgetSize(value: unknown): value is WidgetSize {
  return WIDGET_SIZES.some((s) => s.size === value);
}
