import type { ComposerNodePatch, ComposerResult, ComposerTree } from './ComposerTree';
import { COMPOSER_REASONS } from './composerReasons';
import { nodeOf } from './nodeOf';
import { patchNode } from './patchNode';
import { withNodes } from './withNodes';

/**
 * Changes a node's own fields (title, value, entityField, companyDetails, companyLogo, order,
 * isCollapsed, props — props are merged, a null prop value removes it). Refused for an unknown node
 * or an order outside FLEX_ORDER_MIN..FLEX_ORDER_MAX or not whole ("Flex order must be a whole number from -8 to 8").
 * A blank title becomes "Untitled".
 */
export function updateNode(tree: ComposerTree, id: string, patch: ComposerNodePatch): ComposerResult {
  const node = nodeOf(tree, id);
  if (!node) return { ok: false, reason: COMPOSER_REASONS.unknown(id) };
  const patched = patchNode(node, patch);
  if (!patched.ok) return patched;
  return { ok: true, tree: patched.node === node ? tree : withNodes(tree, [patched.node]) };
}
