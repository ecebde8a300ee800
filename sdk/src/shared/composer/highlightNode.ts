import type { ComposerResult, ComposerTree } from './ComposerTree';
import { COMPOSER_REASONS } from './composerReasons';
import { nodeOf } from './nodeOf';

/** Highlights a node (or none with null). Refused for an unknown node. */
export function highlightNode(tree: ComposerTree, id: string | null): ComposerResult {
  if (id !== null && !nodeOf(tree, id)) return { ok: false, reason: COMPOSER_REASONS.unknown(id) };
  return { ok: true, tree: id === tree.highlighted ? tree : { ...tree, highlighted: id } };
}
