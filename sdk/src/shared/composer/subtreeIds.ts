import type { ComposerTree } from './ComposerTree';
import { nodeOf } from './nodeOf';

/** The ids of `id` and everything under it, parents before children, in document order (each once, unknown ids skipped). */
export function subtreeIds(tree: ComposerTree, id: string): string[] {
  const ids: string[] = [];
  const seen = new Set<string>();
  const stack = [id];
  while (stack.length > 0) {
    const current = stack.pop() as string;
    const node = nodeOf(tree, current);
    if (!node || seen.has(current)) continue;
    seen.add(current);
    ids.push(current);
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
  return ids;
}
