import type { ComposerNode, ComposerTree } from './ComposerTree';

/** The node `id` when the tree has it as its own key (never one of Object.prototype's: "__proto__", "constructor", …), else undefined. */
export function nodeOf(tree: ComposerTree, id: unknown): ComposerNode | undefined {
  if (typeof id !== 'string' || !Object.prototype.hasOwnProperty.call(tree.nodes, id)) return undefined;
  return tree.nodes[id];
}
