import { DEFAULT_COMPOSER_RULES, type ComposerRules } from './ComposerTree';

/**
 * The problems of a value offered as a tree (a posted layout, browser storage): empty when it is a
 * well-formed ComposerTree — exactly one root, of type Fragment, with parent null; every other node's
 * parent exists and lists it exactly once among its children; every child points back; no cycles;
 * every node reachable from the root; ids are the nodes' keys; only containers have children; orders
 * whole and within −8..8; titles strings; at most COMPOSER_MAX_NODES nodes and COMPOSER_MAX_DEPTH deep;
 * the highlight null or a node. Each problem is one sentence naming the node id.
 */
export function checkComposerTree(value: unknown, rules: ComposerRules = DEFAULT_COMPOSER_RULES): string[] {
  void value; void rules;
  throw new Error('not built yet');
}
