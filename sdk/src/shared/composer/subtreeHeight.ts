import type { ComposerTree } from './ComposerTree';
import { nodeOf } from './nodeOf';

/** How many levels lie below `id` (0 for a leaf). */
export function subtreeHeight(tree: ComposerTree, id: string): number {
  let height = 0;
  const seen = new Set<string>();
  const stack: Array<[string, number]> = [[id, 0]];
  while (stack.length > 0) {
    const [current, level] = stack.pop() as [string, number];
    const node = nodeOf(tree, current);
    if (!node || seen.has(current)) continue;
    seen.add(current);
    if (level > height) height = level;
    for (const child of node.children) stack.push([child, level + 1]);
  }
  return height;
}
