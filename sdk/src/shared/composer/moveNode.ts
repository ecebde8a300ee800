import { COMPOSER_MAX_DEPTH, DEFAULT_COMPOSER_RULES, type ComposerNode, type ComposerResult, type ComposerRules, type ComposerTree } from './ComposerTree';
import { COMPOSER_REASONS } from './composerReasons';
import { depthOf } from './depthOf';
import { insertAt } from './insertAt';
import { nodeOf } from './nodeOf';
import { subtreeHeight } from './subtreeHeight';
import { withNodes } from './withNodes';

/**
 * Moves a node (with its subtree) under `targetParent` at `index` (default last; an index counts the
 * target's children without the moved node). SPEC §6: refused when the target is the node itself
 * ("A component cannot be moved into itself") or one of its descendants ("A component cannot be moved
 * into one of its own descendants"); also refused for the root, an unknown node or target, a target
 * that is not a container, or a move past COMPOSER_MAX_DEPTH.
 */
export function moveNode(tree: ComposerTree, id: string, targetParent: string, index?: number, rules: ComposerRules = DEFAULT_COMPOSER_RULES): ComposerResult {
  const reason = moveRefusal(tree, id, targetParent, rules);
  if (reason !== null) return { ok: false, reason };
  const node = nodeOf(tree, id) as ComposerNode;
  const from = nodeOf(tree, node.parent) as ComposerNode;
  const to = nodeOf(tree, targetParent) as ComposerNode;
  if (from === to) {
    const without = from.children.filter((child) => child !== id);
    const children = insertAt(without, id, index);
    if (children.every((child, i) => child === from.children[i])) return { ok: true, tree };
    return { ok: true, tree: withNodes(tree, [{ ...from, children }]) };
  }
  return {
    ok: true,
    tree: withNodes(tree, [
      { ...from, children: from.children.filter((child) => child !== id) },
      { ...to, children: insertAt(to.children, id, index) },
      { ...node, parent: to.id },
    ]),
  };
}

/** Why `id` may not move under `targetParent` (the same reasons moveNode gives), or null when it may — for drop targets while dragging. */
export function moveRefusal(tree: ComposerTree, id: string, targetParent: string, rules: ComposerRules = DEFAULT_COMPOSER_RULES): string | null {
  const node = nodeOf(tree, id);
  if (!node) return COMPOSER_REASONS.unknown(id);
  const target = nodeOf(tree, targetParent);
  if (!target) return COMPOSER_REASONS.unknown(targetParent);
  if (id === tree.rootId || node.parent === null || !nodeOf(tree, node.parent)) return COMPOSER_REASONS.rootMoved;
  if (targetParent === id) return COMPOSER_REASONS.movedIntoItself;
  const steps = Object.keys(tree.nodes).length;
  let ancestor = target.parent;
  for (let i = 0; ancestor !== null && i <= steps; i++) {
    if (ancestor === id) return COMPOSER_REASONS.movedIntoDescendant;
    ancestor = nodeOf(tree, ancestor)?.parent ?? null;
  }
  if (!rules.isContainer(target.type)) return COMPOSER_REASONS.notContainer(target.type);
  if (depthOf(tree, targetParent) + 1 + subtreeHeight(tree, id) > COMPOSER_MAX_DEPTH) return COMPOSER_REASONS.tooDeep;
  return null;
}
