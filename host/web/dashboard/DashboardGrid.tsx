import { useRef } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, rectSortingStrategy, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { LayoutChange } from './applyLayoutChange';
import type { ArrangedWidget } from './arrangeWidgets';
import { WidgetCard } from './WidgetCard';

export interface DashboardGridProps {
  /** The shown widgets, in order. */
  items: ArrangedWidget[];
  onChange: (change: LayoutChange) => void;
  onHide: (item: ArrangedWidget) => void;
}

const INSTRUCTIONS =
  'To move a widget, focus its move handle and press Space or Enter to pick it up. Use the arrow keys to move it, Space or Enter to drop it where it is, or Escape to cancel.';

/**
 * The dashboard's 12-column grid (small 3, medium 6, large 9, full 12; fewer columns on narrow screens,
 * dashboard.css), its cards sortable by pointer and keyboard; moves are announced to screen readers.
 */
export function DashboardGrid({ items, onChange, onHide }: DashboardGridProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const titleOf = (id: UniqueIdentifier) => items.find((i) => i.key === id)?.widget.title ?? String(id);
  const positionOf = (id: UniqueIdentifier) => `position ${items.findIndex((i) => i.key === id) + 1} of ${items.length}`;
  // Until the widget leaves its place, "Picked up" stays the announcement (dnd-kit reports it over itself at once).
  const moved = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      moved.current = false;
      return `Picked up ${titleOf(active.id)}, at ${positionOf(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!moved.current && over?.id === active.id) return undefined;
      moved.current = true;
      return over ? `${titleOf(active.id)} is over ${positionOf(over.id)}.` : `${titleOf(active.id)} is not over a position.`;
    },
    onDragEnd: ({ active, over }) => (over ? `${titleOf(active.id)} dropped at ${positionOf(over.id)}.` : `${titleOf(active.id)} dropped where it was.`),
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} cancelled; it stays at ${positionOf(active.id)}.`,
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
      onDragEnd={({ active, over }) => {
        if (over && active.id !== over.id) onChange({ kind: 'move', key: String(active.id), over: String(over.id) });
      }}
    >
      <SortableContext items={items.map((i) => i.key)} strategy={rectSortingStrategy}>
        <div className="pt-dashboard-grid">
          {items.map((item, i) => (
            <WidgetCard key={item.key} item={item} previous={items[i - 1]?.key} next={items[i + 1]?.key} onChange={onChange} onHide={() => onHide(item)} />
          ))}
        </div>
      </SortableContext>
    </DndContext>
  );
}
