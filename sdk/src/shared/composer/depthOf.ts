import type { ComposerTree } from './ComposerTree';
import { nodeOf } from './nodeOf';

/** How far below the root `id` is (the root 0, its children 1, …), following parents (stops on a cycle). */
export function depthOf(tree: ComposerTree, id: string): number {
  let depth = 0;
  let node = nodeOf(tree, id);
  const limit = Object.keys(tree.nodes).length;
  while (node && node.parent !== null && depth <= limit) {
    depth++;
    node = nodeOf(tree, node.parent);
  }
  return depth;
}
