import { observer } from 'mobx-react-lite';
import type { KeyboardEvent, ReactNode } from 'react';
import type { ComposerNode } from '../../shared/composer/ComposerTree';
import type { ComposerRenderNode } from './ComposerBlockDefinition';
import { ComposerDragHandle } from './ComposerDragHandle';
import { ComposerDropZone } from './ComposerDropZone';
import type { ComposerStore } from './ComposerStore';
import { sortByOrder } from './sortByOrder';

export interface ComposerCanvasProps {
  store: ComposerStore;
  renderNode: ComposerRenderNode;
  className?: string;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * The canvas: the consumer's drawing of the tree from the root, children in flex order; every node but
 * the root in a frame that selects on click, highlights on hover and has a drag handle; containers are
 * drop targets.
 */
export const ComposerCanvas = observer(function ComposerCanvas({ store, renderNode, className, onKeyDown }: ComposerCanvasProps) {
  const tree = store.tree;
  const draw = (node: ComposerNode): ReactNode => {
    const children = sortByOrder(node.children.map((id) => tree.nodes[id]).filter((n): n is ComposerNode => !!n)).map(draw);
    const drawn = renderNode(node, children);
    if (node.id === tree.rootId) {
      return (
        <ComposerDropZone key={node.id} store={store} parent={node.id} dropId={`canvas:${node.id}`} className="pt-composer-root">
          {drawn}
        </ComposerDropZone>
      );
    }
    const selected = store.selected === node.id;
    const highlighted = tree.highlighted === node.id;
    const body = store.rules.isContainer(node.type) ? (
      <ComposerDropZone store={store} parent={node.id} dropId={`canvas:${node.id}`}>
        {drawn}
      </ComposerDropZone>
    ) : (
      drawn
    );
    return (
      <div
        key={node.id}
        className={`pt-composer-frame${selected ? ' is-selected' : ''}${highlighted ? ' is-highlighted' : ''}`}
        data-node={node.id}
        onClick={(event) => {
          event.stopPropagation();
          store.select(node.id);
        }}
        onMouseOver={(event) => {
          event.stopPropagation();
          store.highlight(node.id);
        }}
      >
        <div className="pt-composer-frame-bar">
          <ComposerDragHandle dragId={`canvas-node:${node.id}`} data={{ kind: 'node', id: node.id, title: node.title }} onFocus={() => store.select(node.id)} />
          <span className="pt-composer-frame-name">{node.title}</span>
        </div>
        {body}
      </div>
    );
  };
  const root = tree.nodes[tree.rootId];
  return (
    <section
      className={`pt-composer-canvas${className ? ` ${className}` : ''}`}
      aria-label="Canvas"
      tabIndex={0}
      onKeyDown={onKeyDown}
      onMouseLeave={() => store.highlight(null)}
    >
      {root && draw(root)}
    </section>
  );
});
