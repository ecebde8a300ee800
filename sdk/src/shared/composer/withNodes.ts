import type { ComposerNode, ComposerTree } from './ComposerTree';
import { setOwn } from './setOwn';

/** A fresh tree whose nodes are `tree`'s with `changed` put in (added or replaced) and `removed` left out; the other nodes are shared. */
export function withNodes(tree: ComposerTree, changed: ComposerNode[], removed: Iterable<string> = [], highlighted: string | null = tree.highlighted): ComposerTree {
  const nodes: Record<string, ComposerNode> = { ...tree.nodes };
  for (const id of removed) delete nodes[id];
  for (const node of changed) setOwn(nodes, node.id, node);
  return { ...tree, nodes, highlighted };
}
