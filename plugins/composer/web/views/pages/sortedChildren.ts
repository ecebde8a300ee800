import type { ComposerNode, ComposerTree } from '@portolan/sdk';

/** A node's children sorted by flex order (stable: equal orders keep document order); unknown ids are skipped. */
export function sortedChildren(tree: ComposerTree, id: string): ComposerNode[] {
  const node = tree.nodes[id];
  if (!node) return [];
  return node.children
    .map((childId, index) => ({ child: tree.nodes[childId], index }))
    .filter((entry): entry is { child: ComposerNode; index: number } => Boolean(entry.child))
    .sort((a, b) => (a.child.order ?? 0) - (b.child.order ?? 0) || a.index - b.index)
    .map((entry) => entry.child);
}
