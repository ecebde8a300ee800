import { DEFAULT_COMPOSER_RULES, type ComposerResult, type ComposerRules, type ComposerTree, type NewComposerNode } from './ComposerTree';

/**
 * Adds a node under `spec.parent` at `spec.index` (default last) with id `newId()`. Refused (with the
 * reason) when the parent is unknown or not a container, the order is out of range, or the tree would
 * pass COMPOSER_MAX_NODES / COMPOSER_MAX_DEPTH. `result.id` is the new node's id.
 */
export function createNode(tree: ComposerTree, spec: NewComposerNode, newId: () => string, rules: ComposerRules = DEFAULT_COMPOSER_RULES): ComposerResult {
  void tree; void spec; void newId; void rules;
  throw new Error('not built yet');
}
