import type { ComposerNode, ComposerNodePatch, ComposerPropValue } from './ComposerTree';
import { COMPOSER_REASONS } from './composerReasons';
import { isFlexOrder } from './isFlexOrder';
import { isPropValue } from './isPropValue';
import { normaliseTitle } from './normaliseTitle';
import { setOwn } from './setOwn';

const TEXT_FIELDS = ['value', 'entityField'] as const;
const FLAG_FIELDS = ['companyDetails', 'companyLogo', 'isCollapsed'] as const;

/**
 * `node` with `patch` applied (the rules of updateNode: titles normalised, props merged with null
 * removing, order whole within range), or why not. Answers the same node object when nothing changes.
 */
export function patchNode(node: ComposerNode, patch: ComposerNodePatch): { ok: true; node: ComposerNode } | { ok: false; reason: string } {
  if (typeof patch !== 'object' || patch === null) return { ok: true, node };
  const next: ComposerNode = { ...node };
  let changed = false;
  if (patch.order !== undefined) {
    if (!isFlexOrder(patch.order)) return { ok: false, reason: COMPOSER_REASONS.flexOrder };
    if (patch.order !== node.order) { next.order = patch.order; changed = true; }
  }
  if (patch.title !== undefined) {
    const title = normaliseTitle(patch.title);
    if (title !== node.title) { next.title = title; changed = true; }
  }
  for (const field of TEXT_FIELDS) {
    const value = patch[field];
    if (value === undefined) continue;
    if (typeof value !== 'string') return { ok: false, reason: `A component's ${field} must be text` };
    if (value !== node[field]) { next[field] = value; changed = true; }
  }
  for (const field of FLAG_FIELDS) {
    const value = patch[field];
    if (value === undefined) continue;
    if (typeof value !== 'boolean') return { ok: false, reason: `A component's ${field} must be true or false` };
    if (value !== node[field]) { next[field] = value; changed = true; }
  }
  if (patch.props !== undefined) {
    if (typeof patch.props !== 'object' || patch.props === null || Array.isArray(patch.props)) return { ok: false, reason: "A component's props must be an object" };
    const props: Record<string, ComposerPropValue> = { ...node.props };
    let propsChanged = false;
    for (const key of Object.keys(patch.props)) {
      const value = patch.props[key];
      if (!isPropValue(value)) return { ok: false, reason: `Property ${JSON.stringify(key)} must be text, a number, true/false or null` };
      const present = Object.prototype.hasOwnProperty.call(props, key);
      if (value === null) {
        if (present) { delete props[key]; propsChanged = true; }
      } else if (!present || props[key] !== value) {
        setOwn(props, key, value);
        propsChanged = true;
      }
    }
    if (propsChanged) { next.props = props; changed = true; }
  }
  return { ok: true, node: changed ? next : node };
}
