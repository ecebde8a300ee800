import type { ComposerResult, ComposerTree } from './ComposerTree';

/** Removes a node and its whole subtree (the highlight too, when it was inside). The root is refused ("The root cannot be deleted"). */
export function deleteNode(tree: ComposerTree, id: string): ComposerResult {
  void tree; void id;
  throw new Error('not built yet');
}
