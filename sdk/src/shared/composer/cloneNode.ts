import type { ComposerResult, ComposerTree } from './ComposerTree';

/**
 * Copies a node and its subtree (fresh ids from `newId()`), placed right after the original under the
 * same parent; the copy's title is the original's (as a user expects from "Duplicate"). The root is
 * refused ("The root cannot be cloned"); so is a copy past COMPOSER_MAX_NODES. `result.id` is the copy's id.
 */
export function cloneNode(tree: ComposerTree, id: string, newId: () => string): ComposerResult {
  void tree; void id; void newId;
  throw new Error('not built yet');
}
