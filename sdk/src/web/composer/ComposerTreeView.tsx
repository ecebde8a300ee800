import { Tree, type TreeNodeInfo } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { KeyboardEvent } from 'react';
import type { ComposerNode } from '../../shared/composer/ComposerTree';
import type { ComposerBlockDefinition } from './ComposerBlockDefinition';
import { ComposerDragHandle } from './ComposerDragHandle';
import { ComposerDropZone } from './ComposerDropZone';
import type { ComposerStore } from './ComposerStore';

export interface ComposerTreeViewProps {
  store: ComposerStore;
  blocks: ComposerBlockDefinition[];
  /** The editor's shortcuts (Alt+arrows nudge, undo, delete, …), after the tree's own keys. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * The component tree (Blueprint Tree): title and type per node, expansion from isCollapsed (toggling it
 * is store.update), click selects, drag handles move, containers take drops. Keyboard (when focused):
 * ↑/↓ select the previous/next shown node, ←/→ collapse/expand; the editor adds Alt+arrows.
 */
export const ComposerTreeView = observer(function ComposerTreeView({ store, blocks, onKeyDown }: ComposerTreeViewProps) {
  const tree = store.tree;
  const visible: string[] = [];
  const info = (node: ComposerNode): TreeNodeInfo<string> => {
    visible.push(node.id);
    const block = blocks.find((b) => b.type === node.type);
    const isRoot = node.id === tree.rootId;
    const container = store.rules.isContainer(node.type);
    const label = (
      <span className="pt-composer-tree-label">
        {!isRoot && <ComposerDragHandle dragId={`tree-node:${node.id}`} data={{ kind: 'node', id: node.id, title: node.title }} />}
        <span className="pt-composer-tree-title">{node.title}</span>
        <span className="pt-composer-tree-type">{block?.label ?? node.type}</span>
      </span>
    );
    const children = node.children.map((id) => tree.nodes[id]).filter((n): n is ComposerNode => !!n);
    return {
      id: node.id,
      nodeData: node.id,
      icon: block?.icon ?? (isRoot ? 'document' : 'cube'),
      isExpanded: !node.isCollapsed,
      isSelected: store.selected === node.id,
      hasCaret: children.length > 0,
      label: container ? (
        <ComposerDropZone store={store} parent={node.id} dropId={`tree:${node.id}`} inline>
          {label}
        </ComposerDropZone>
      ) : (
        label
      ),
      // Collapsed children are not drawn, so they are not in the keyboard order either (hasCaret keeps the caret).
      childNodes: node.isCollapsed ? [] : children.map(info),
    };
  };
  const root = tree.nodes[tree.rootId];
  const contents = root ? [info(root)] : [];

  const keys = (event: KeyboardEvent<HTMLElement>) => {
    const node = store.selectedNode;
    // Plain arrows are the tree's only when the tree itself has focus (on a drag handle they move a keyboard drag).
    if (event.target === event.currentTarget && !event.altKey && !event.ctrlKey && !event.metaKey) {
      const at = node ? visible.indexOf(node.id) : -1;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const next = visible[event.key === 'ArrowDown' ? Math.min(at + 1, visible.length - 1) : Math.max(at - 1, 0)];
        if (next) store.select(next);
        return;
      }
      if (node && (event.key === 'ArrowLeft' || event.key === 'ArrowRight') && node.children.length > 0) {
        event.preventDefault();
        const collapse = event.key === 'ArrowLeft';
        if (node.isCollapsed !== collapse) store.update(node.id, { isCollapsed: collapse });
        return;
      }
    }
    onKeyDown(event);
  };

  return (
    <section className="pt-composer-tree" aria-label="Component tree" tabIndex={0} onKeyDown={keys}>
      <Tree<string>
        contents={contents}
        onNodeClick={(n) => store.select(String(n.id))}
        onNodeExpand={(n) => store.update(String(n.id), { isCollapsed: false })}
        onNodeCollapse={(n) => store.update(String(n.id), { isCollapsed: true })}
        onNodeMouseEnter={(n) => store.highlight(String(n.id))}
        onNodeMouseLeave={() => store.highlight(null)}
      />
    </section>
  );
});
