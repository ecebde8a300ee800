import { arrayMove } from '@dnd-kit/sortable';
import type { DashboardLayoutItem } from '@portolan/sdk';
import type { WidgetSize } from './widgetSizes';

/** One thing the user did to the arrangement; replayed on a newer server layout after a 409. */
export type LayoutChange =
  | { kind: 'move'; key: string; over: string }
  | { kind: 'size'; key: string; size: WidgetSize }
  | { kind: 'reset' };

/**
 * The layout after a change. `defaults` are the registered widgets in registered order at their default
 * size: the layout is completed with them first, so a move or resize of a widget the layout did not list
 * yet keeps every other widget where the user sees it. Entries of unknown widgets stay where they were.
 */
export function applyLayoutChange(items: readonly DashboardLayoutItem[], defaults: readonly DashboardLayoutItem[], change: LayoutChange): DashboardLayoutItem[] {
  if (change.kind === 'reset') return [];
  const listed = new Set(items.map((i) => i.key));
  const full = [...items, ...defaults.filter((d) => !listed.has(d.key))];
  if (change.kind === 'size') return full.map((item) => (item.key === change.key ? { ...item, size: change.size } : item));
  const from = full.findIndex((i) => i.key === change.key);
  const to = full.findIndex((i) => i.key === change.over);
  return from < 0 || to < 0 || from === to ? full : arrayMove(full, from, to);
}
