import type { ComposerNode, ComposerTree } from '../../shared/composer/ComposerTree';

/** A node's children in drawing order: by flex `order`, stable (equal orders keep the tree's order); missing ids skipped. */
export function sortedChildren(tree: ComposerTree, node: ComposerNode): ComposerNode[] {
  return node.children
    .map((id, index) => ({ child: tree.nodes[id], index }))
    .filter((c): c is { child: ComposerNode; index: number } => c.child !== undefined)
    .sort((a, b) => (a.child.order ?? 0) - (b.child.order ?? 0) || a.index - b.index)
    .map((c) => c.child);
}
