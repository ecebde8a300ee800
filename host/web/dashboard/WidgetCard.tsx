import { useContext } from 'react';
import type { Container } from 'inversify';
import { Button, Classes, H3, Icon, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ContainerContext } from '@portolan/sdk';
import { ChunkErrorBoundary } from '../shell/ChunkErrorBoundary';
import { LazyScreen } from '../shell/LazyScreen';
import { PluginContainersContext } from '../addons/PluginContainersContext';
import type { LayoutChange } from './applyLayoutChange';
import type { ArrangedWidget } from './arrangeWidgets';
import { WIDGET_SIZES } from './widgetSizes';

export interface WidgetCardProps {
  item: ArrangedWidget;
  /** The keys of the shown widgets before and after it (Move earlier / later). */
  previous?: string;
  next?: string;
  onChange: (change: LayoutChange) => void;
  onHide: () => void;
}

/**
 * One widget on the dashboard: a region named by its title with a drag handle (pointer or keyboard:
 * Space picks it up, arrows move it, Space drops it), a menu of sizes, Move earlier / later (moving
 * without dragging) and Hide; the widget itself is a lazy chunk run in its plugin's container, and a
 * failed chunk shows its error in this card only.
 */
export function WidgetCard({ item, previous, next, onChange, onHide }: WidgetCardProps) {
  const { widget, key, size } = item;
  const containers = useContext(PluginContainersContext);
  const fallback = useContext(ContainerContext);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: key });
  const titleId = `dashboard-widget-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  const menu = (
    <Menu aria-label={`Options for ${widget.title}`}>
      <MenuDivider title="Size" />
      {WIDGET_SIZES.map((s) => (
        <MenuItem key={s.size} text={s.title} icon={s.size === size ? 'tick' : 'blank'} aria-current={s.size === size ? 'true' : undefined} onClick={() => s.size !== size && onChange({ kind: 'size', key, size: s.size })} />
      ))}
      <MenuDivider />
      <MenuItem text="Move earlier" icon="arrow-left" disabled={!previous} onClick={() => previous && onChange({ kind: 'move', key, over: previous })} />
      <MenuItem text="Move later" icon="arrow-right" disabled={!next} onClick={() => next && onChange({ kind: 'move', key, over: next })} />
      <MenuDivider />
      <MenuItem text="Hide" icon="eye-off" onClick={onHide} />
    </Menu>
  );
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={titleId}
      className={`${Classes.CARD} ${Classes.COMPACT} pt-dashboard-card pt-dashboard-card--${size}${isDragging ? ' pt-dashboard-card--dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-widget={key}
    >
      <header className="pt-dashboard-card__header">
        <button type="button" ref={setActivatorNodeRef} className={`${Classes.BUTTON} ${Classes.MINIMAL} ${Classes.SMALL} pt-dashboard-card__handle`} {...attributes} {...listeners} aria-label={`Move ${widget.title}`}>
          <Icon icon="drag-handle-vertical" />
        </button>
        <H3 id={titleId} className="pt-dashboard-card__title">
          {widget.title}
        </H3>
        <PopoverNext content={menu} placement="bottom-end">
          <Button variant="minimal" size="small" icon="more" aria-label={`Options for ${widget.title}`} />
        </PopoverNext>
      </header>
      <ContainerContext.Provider value={(containers?.of(widget.pluginId) ?? fallback) as Container}>
        <ChunkErrorBoundary>
          <LazyScreen load={widget.load} />
        </ChunkErrorBoundary>
      </ContainerContext.Provider>
    </section>
  );
}
