import type { ComposerNodePatch, ComposerResult, ComposerTree } from './ComposerTree';

/**
 * Changes a node's own fields (title, value, entityField, companyDetails, companyLogo, order,
 * isCollapsed, props — props are merged, a null prop value removes it). Refused for an unknown node
 * or an order outside FLEX_ORDER_MIN..FLEX_ORDER_MAX or not whole ("Flex order must be a whole number from -8 to 8").
 * A blank title becomes "Untitled".
 */
export function updateNode(tree: ComposerTree, id: string, patch: ComposerNodePatch): ComposerResult {
  void tree; void id; void patch;
  throw new Error('not built yet');
}
