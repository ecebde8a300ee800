import { DEFAULT_COMPOSER_RULES, type ComposerResult, type ComposerRules, type ComposerTree } from './ComposerTree';

/**
 * Moves a node (with its subtree) under `targetParent` at `index` (default last; an index counts the
 * target's children without the moved node). SPEC §6: refused when the target is the node itself
 * ("A component cannot be moved into itself") or one of its descendants ("A component cannot be moved
 * into one of its own descendants"); also refused for the root, an unknown node or target, a target
 * that is not a container, or a move past COMPOSER_MAX_DEPTH.
 */
export function moveNode(tree: ComposerTree, id: string, targetParent: string, index?: number, rules: ComposerRules = DEFAULT_COMPOSER_RULES): ComposerResult {
  void tree; void id; void targetParent; void index; void rules;
  throw new Error('not built yet');
}

/** Why `id` may not move under `targetParent` (the same reasons moveNode gives), or null when it may — for drop targets while dragging. */
export function moveRefusal(tree: ComposerTree, id: string, targetParent: string, rules: ComposerRules = DEFAULT_COMPOSER_RULES): string | null {
  void tree; void id; void targetParent; void rules;
  throw new Error('not built yet');
}
