import { useDraggable } from '@dnd-kit/core';
import { Icon } from '@blueprintjs/core';
import type { ComposerDragData } from './composerDrag';

export interface ComposerDragHandleProps {
  /** Unique among the editor's draggables. */
  dragId: string;
  data: ComposerDragData;
  /** Called when the handle gets focus (keyboard users select the node by tabbing to it). */
  onFocus?: () => void;
}

/** The handle a node is dragged by (pointer, or Space/Enter then arrows from the keyboard). */
export function ComposerDragHandle({ dragId, data, onFocus }: ComposerDragHandleProps) {
  const { setNodeRef, attributes, listeners, isDragging } = useDraggable({ id: dragId, data });
  return (
    <span
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Move ${data.title}`}
      data-handle-for={data.kind === 'node' ? data.id : undefined}
      title={`Move ${data.title}`}
      className={`pt-composer-handle${isDragging ? ' is-dragging' : ''}`}
      onFocus={onFocus}
    >
      <Icon icon="drag-handle-vertical" size={12} aria-hidden />
    </span>
  );
}
