import { COMPOSER_DEFAULT_TITLE, COMPOSER_MAX_DEPTH, COMPOSER_MAX_NODES, COMPOSER_ROOT_TYPE, DEFAULT_COMPOSER_RULES, type ComposerNode, type ComposerResult, type ComposerRules, type ComposerTree, type NewComposerNode } from './ComposerTree';
import { COMPOSER_REASONS } from './composerReasons';
import { depthOf } from './depthOf';
import { insertAt } from './insertAt';
import { nodeOf } from './nodeOf';
import { patchNode } from './patchNode';
import { withNodes } from './withNodes';

/**
 * Adds a node under `spec.parent` at `spec.index` (default last) with id `newId()`. Refused (with the
 * reason) when the parent is unknown or not a container, the order is out of range, or the tree would
 * pass COMPOSER_MAX_NODES / COMPOSER_MAX_DEPTH. `result.id` is the new node's id.
 */
export function createNode(tree: ComposerTree, spec: NewComposerNode, newId: () => string, rules: ComposerRules = DEFAULT_COMPOSER_RULES): ComposerResult {
  const parent = nodeOf(tree, spec.parent);
  if (!parent) return { ok: false, reason: COMPOSER_REASONS.unknown(spec.parent) };
  if (typeof spec.type !== 'string' || spec.type.trim() === '') return { ok: false, reason: COMPOSER_REASONS.noType };
  if (spec.type === COMPOSER_ROOT_TYPE) return { ok: false, reason: COMPOSER_REASONS.secondRoot };
  if (!rules.isContainer(parent.type)) return { ok: false, reason: COMPOSER_REASONS.notContainer(parent.type) };
  if (Object.keys(tree.nodes).length + 1 > COMPOSER_MAX_NODES) return { ok: false, reason: COMPOSER_REASONS.tooMany };
  if (depthOf(tree, parent.id) + 1 > COMPOSER_MAX_DEPTH) return { ok: false, reason: COMPOSER_REASONS.tooDeep };
  const blank: ComposerNode = { id: '', type: spec.type, parent: parent.id, children: [], isCollapsed: false, title: COMPOSER_DEFAULT_TITLE, order: 0, props: {} };
  const patched = patchNode(blank, { title: spec.title, value: spec.value, entityField: spec.entityField, companyDetails: spec.companyDetails, companyLogo: spec.companyLogo, order: spec.order, isCollapsed: spec.isCollapsed, props: spec.props });
  if (!patched.ok) return patched;
  const id = newId();
  if (typeof id !== 'string' || id === '' || nodeOf(tree, id)) return { ok: false, reason: COMPOSER_REASONS.idTaken(String(id)) };
  const nextParent: ComposerNode = { ...parent, children: insertAt(parent.children, id, spec.index) };
  return { ok: true, tree: withNodes(tree, [nextParent, { ...patched.node, id }]), id };
}
