import type { ComposerResult, ComposerTree } from './ComposerTree';
import { updateNode } from './updateNode';

/** Names a node: the title trimmed (at most 120 characters); a blank one becomes "Untitled". Refused for an unknown node. */
export function titleNode(tree: ComposerTree, id: string, title: string): ComposerResult {
  return updateNode(tree, id, { title: typeof title === 'string' ? title : '' });
}
