import { Button, ButtonGroup, Callout, Tooltip } from '@blueprintjs/core';
import { DndContext, DragOverlay, KeyboardSensor, PointerSensor, pointerWithin, rectIntersection, useSensor, useSensors, type Announcements, type CollisionDetection, type DragEndEvent } from '@dnd-kit/core';
import { observer } from 'mobx-react-lite';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { ComposerBlockDefinition, ComposerRenderNode } from './ComposerBlockDefinition';
import { ComposerCanvas } from './ComposerCanvas';
import type { ComposerDragData, ComposerDropData } from './composerDrag';
import { ComposerPalette } from './ComposerPalette';
import { ComposerPropertyPanel } from './ComposerPropertyPanel';
import type { ComposerStore } from './ComposerStore';
import { ComposerTreeView } from './ComposerTreeView';
import './composer.css';

export interface ComposerEditorProps {
  store: ComposerStore;
  /** The palette's blocks (the root Fragment is not one). */
  blocks: ComposerBlockDefinition[];
  /** Draws a node on the canvas; the editor wraps each in a frame that selects, highlights on hover and drags. */
  renderNode: ComposerRenderNode;
  /** Extra toolbar content (right of undo/redo: save, publish, preview toggles). */
  toolbar?: ReactNode;
  /** Shown beside the property panel (a live preview), optional. */
  aside?: ReactNode;
  /** The canvas's look (a page's width, a paper sheet). */
  canvasClassName?: string;
  /** Accessible name of the whole editor ("Quote template composer"). */
  label: string;
}

const NUDGES: Record<string, 'up' | 'down' | 'out' | 'in'> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'out', ArrowRight: 'in' };

const DRAG_INSTRUCTIONS =
  'To move a component, focus its move handle and press Space or Enter to pick it up, the arrow keys to move it over a container, Space or Enter to drop it, or Escape to cancel. Alt with the arrow keys also moves the selected component.';

/** The innermost target under the pointer (nested containers), else the one overlapping most (keyboard drags). */
const collision: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? [...within].sort((a, b) => area(args, a.id) - area(args, b.id)) : rectIntersection(args);
};
function area(args: Parameters<CollisionDetection>[0], id: string | number): number {
  const rect = args.droppableRects.get(id);
  return rect ? rect.width * rect.height : Infinity;
}

/** Keys typed into a field are the field's (its own undo, deleting characters). */
function typing(target: EventTarget): boolean {
  const el = target as HTMLElement;
  return el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable === true;
}

/**
 * The composer (the page composer and the document-template composer share it): a toolbar (undo,
 * redo, clone, delete; Ctrl+Z / Ctrl+Shift+Z / Ctrl+D / Delete), the palette (click or drag a block
 * in), the component tree (Blueprint Tree, collapsible through isCollapsed, drag to move, keyboard:
 * Alt+↑/↓ among siblings, Alt+← out, Alt+→ into the previous container), the canvas (frames select
 * on click, highlight on hover, drag handles; drop targets refuse self/descendant moves and say why),
 * the property panel of the selected node, and a callout with the last refusal's reason.
 */
export const ComposerEditor = observer(function ComposerEditor(props: ComposerEditorProps): ReactNode {
  const { store, blocks, renderNode, toolbar, aside, canvasClassName, label } = props;
  const treeRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState<ComposerDragData | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor));
  const selected = store.selectedNode;
  const removable = selected !== null && selected.id !== store.tree.rootId;

  /**
   * After a removal or a move the focused handle may be gone (its frame re-mounted elsewhere): keep the
   * keyboard in the editor, on the selected node's handle in `area` (the canvas or the tree), else on the tree.
   */
  const keepFocus = (area?: HTMLElement | null) =>
    setTimeout(() => {
      const active = document.activeElement;
      if (active && active !== document.body && rootRef.current?.contains(active)) return;
      const id = store.selected;
      const handle = id && area ? [...area.querySelectorAll<HTMLElement>('[data-handle-for]')].find((h) => h.dataset.handleFor === id) : undefined;
      (handle ?? area ?? treeRef.current?.querySelector<HTMLElement>('.pt-composer-tree'))?.focus();
    }, 0);
  const removeSelected = () => {
    if (selected && removable && store.remove(selected.id)) keepFocus();
  };
  const cloneSelected = () => {
    if (selected && removable) store.clone(selected.id);
  };
  const add = (block: ComposerBlockDefinition, parent?: string) => store.create(block.type, { ...block.defaults, title: block.defaults?.title ?? block.label }, parent);

  const shortcuts = (event: KeyboardEvent<HTMLElement>) => {
    if (event.defaultPrevented || typing(event.target)) return;
    const mod = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    if (mod && key === 'z' && !event.shiftKey) store.undo();
    else if (mod && ((key === 'z' && event.shiftKey) || key === 'y')) store.redo();
    else if (mod && key === 'd') cloneSelected();
    else if (event.key === 'Delete' && !mod) removeSelected();
    else return;
    event.preventDefault();
    keepFocus();
  };
  const nudgeKeys = (event: KeyboardEvent<HTMLElement>) => {
    const direction = NUDGES[event.key];
    if (!event.altKey || !direction || typing(event.target)) return;
    event.preventDefault();
    const area = event.currentTarget;
    if (store.nudge(direction)) keepFocus(area);
  };

  const drop = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const data = active.data.current as ComposerDragData | undefined;
    const target = over?.data.current as ComposerDropData | undefined;
    if (!data || !target) return;
    // A refused target still gets the move: the store reports why in the callout.
    if (data.kind === 'node') store.move(data.id, target.parent);
    else {
      const block = blocks.find((b) => b.type === data.type);
      if (block) add(block, target.parent);
    }
  };
  const titleOf = (data: unknown) => (data as ComposerDragData | undefined)?.title ?? 'component';
  const parentTitle = (data: unknown) => {
    const parent = (data as ComposerDropData | undefined)?.parent;
    return (parent && store.tree.nodes[parent]?.title) || 'nothing';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.data.current)}.`,
    onDragOver: ({ active, over }) => (over ? `${titleOf(active.data.current)} is over ${parentTitle(over.data.current)}.` : `${titleOf(active.data.current)} is not over a container.`),
    onDragEnd: ({ active, over }) => (over ? `${titleOf(active.data.current)} dropped into ${parentTitle(over.data.current)}.` : `${titleOf(active.data.current)} dropped where it was.`),
    onDragCancel: ({ active }) => `Moving ${titleOf(active.data.current)} cancelled.`,
  };

  return (
    <div ref={rootRef} className="pt-composer" role="region" aria-label={label} onKeyDown={shortcuts}>
      <div className="pt-composer-toolbar" role="toolbar" aria-label={`${label} actions`}>
        <ButtonGroup>
          <Tooltip content="Undo (Ctrl+Z)" placement="bottom">
            <Button size="small" variant="minimal" icon="undo" text="Undo" aria-keyshortcuts="Control+Z" disabled={!store.canUndo} onClick={() => store.undo()} />
          </Tooltip>
          <Tooltip content="Redo (Ctrl+Shift+Z or Ctrl+Y)" placement="bottom">
            <Button size="small" variant="minimal" icon="redo" text="Redo" aria-keyshortcuts="Control+Shift+Z Control+Y" disabled={!store.canRedo} onClick={() => store.redo()} />
          </Tooltip>
          <Tooltip content="Duplicate the selected component (Ctrl+D)" placement="bottom">
            <Button size="small" variant="minimal" icon="duplicate" text="Duplicate" aria-keyshortcuts="Control+D" disabled={!removable} onClick={cloneSelected} />
          </Tooltip>
          <Tooltip content="Delete the selected component (Delete)" placement="bottom">
            <Button size="small" variant="minimal" icon="trash" text="Delete" aria-keyshortcuts="Delete" disabled={!removable} onClick={removeSelected} />
          </Tooltip>
        </ButtonGroup>
        {toolbar && <div className="pt-composer-toolbar-extra">{toolbar}</div>}
      </div>
      {store.refusal && (
        <Callout intent="warning" role="alert" icon="warning-sign" className="pt-composer-refusal">
          <span>{store.refusal}</span>
          <Button size="small" variant="minimal" text="Dismiss" onClick={() => store.clearRefusal()} />
        </Callout>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={collision}
        accessibility={{ announcements, screenReaderInstructions: { draggable: DRAG_INSTRUCTIONS } }}
        onDragStart={({ active }) => setDragging((active.data.current as ComposerDragData | undefined) ?? null)}
        onDragCancel={() => setDragging(null)}
        onDragEnd={drop}
      >
        <div className="pt-composer-body">
          <div className="pt-composer-left" ref={treeRef}>
            <ComposerPalette blocks={blocks} onAdd={(block) => add(block)} />
            <ComposerTreeView store={store} blocks={blocks} onKeyDown={nudgeKeys} />
          </div>
          <ComposerCanvas store={store} renderNode={renderNode} className={canvasClassName} onKeyDown={nudgeKeys} />
          <div className="pt-composer-right">
            <ComposerPropertyPanel store={store} blocks={blocks} />
            {aside && <div className="pt-composer-aside">{aside}</div>}
          </div>
        </div>
        <DragOverlay dropAnimation={null}>{dragging && <div className="pt-composer-drag-chip">{dragging.title}</div>}</DragOverlay>
      </DndContext>
    </div>
  );
});
