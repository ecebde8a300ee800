import type { ComposerResult, ComposerTree } from './ComposerTree';

/** Highlights a node (or none with null). Refused for an unknown node. */
export function highlightNode(tree: ComposerTree, id: string | null): ComposerResult {
  void tree; void id;
  throw new Error('not built yet');
}
