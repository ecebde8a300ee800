import { useDndContext, useDroppable } from '@dnd-kit/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { moveRefusal } from '../../shared/composer/moveNode';
import type { ComposerDragData, ComposerDropData } from './composerDrag';
import type { ComposerStore } from './ComposerStore';

export interface ComposerDropZoneProps {
  store: ComposerStore;
  /** The container a drop lands in. */
  parent: string;
  /** Unique among the editor's drop targets (the canvas and the tree both offer each container). */
  dropId: string;
  className?: string;
  /** Inside inline content (a tree node's label): a span instead of a div. */
  inline?: boolean;
  children: ReactNode;
}

/**
 * A container as a drop target. While a node is dragged over a target that moveRefusal() refuses (itself,
 * one of its descendants), the target says why; dropping there still calls store.move so the refusal is
 * reported in the editor's callout.
 */
export const ComposerDropZone = observer(function ComposerDropZone({ store, parent, dropId, className, inline, children }: ComposerDropZoneProps) {
  const data: ComposerDropData = { parent };
  const { setNodeRef, isOver } = useDroppable({ id: dropId, data });
  const { active } = useDndContext();
  const dragged = active?.data.current as ComposerDragData | undefined;
  const refusal = isOver && dragged?.kind === 'node' ? moveRefusal(store.tree, dragged.id, parent, store.rules) : null;
  const state = isOver ? (refusal ? ' is-refused' : ' is-over') : '';
  const Tag = inline ? 'span' : 'div';
  return (
    <Tag ref={setNodeRef} className={`pt-composer-drop${state}${className ? ` ${className}` : ''}`}>
      {children}
      {refusal && (
        <span className="pt-composer-drop-refusal" role="status">
          {refusal}
        </span>
      )}
    </Tag>
  );
});
