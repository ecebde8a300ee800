import type { ComposerResult, ComposerTree } from './ComposerTree';

/** Names a node: the title trimmed (at most 120 characters); a blank one becomes "Untitled". Refused for an unknown node. */
export function titleNode(tree: ComposerTree, id: string, title: string): ComposerResult {
  void tree; void id; void title;
  throw new Error('not built yet');
}
