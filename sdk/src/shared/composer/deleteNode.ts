import type { ComposerResult, ComposerTree } from './ComposerTree';
import { COMPOSER_REASONS } from './composerReasons';
import { nodeOf } from './nodeOf';
import { subtreeIds } from './subtreeIds';
import { withNodes } from './withNodes';

/** Removes a node and its whole subtree (the highlight too, when it was inside). The root is refused ("The root cannot be deleted"). */
export function deleteNode(tree: ComposerTree, id: string): ComposerResult {
  const node = nodeOf(tree, id);
  if (!node) return { ok: false, reason: COMPOSER_REASONS.unknown(id) };
  const parent = node.parent === null ? undefined : nodeOf(tree, node.parent);
  if (id === tree.rootId || !parent) return { ok: false, reason: COMPOSER_REASONS.rootDeleted };
  const removed = new Set(subtreeIds(tree, id));
  const highlighted = tree.highlighted !== null && removed.has(tree.highlighted) ? null : tree.highlighted;
  return { ok: true, tree: withNodes(tree, [{ ...parent, children: parent.children.filter((child) => child !== id) }], removed, highlighted) };
}
