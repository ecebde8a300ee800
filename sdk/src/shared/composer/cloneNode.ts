import { COMPOSER_MAX_NODES, type ComposerNode, type ComposerResult, type ComposerTree } from './ComposerTree';
import { COMPOSER_REASONS } from './composerReasons';
import { nodeOf } from './nodeOf';
import { subtreeIds } from './subtreeIds';
import { withNodes } from './withNodes';

/**
 * Copies a node and its subtree (fresh ids from `newId()`), placed right after the original under the
 * same parent; the copy's title is the original's (as a user expects from "Duplicate"). The root is
 * refused ("The root cannot be cloned"); so is a copy past COMPOSER_MAX_NODES. `result.id` is the copy's id.
 */
export function cloneNode(tree: ComposerTree, id: string, newId: () => string): ComposerResult {
  const node = nodeOf(tree, id);
  if (!node) return { ok: false, reason: COMPOSER_REASONS.unknown(id) };
  const parent = node.parent === null ? undefined : nodeOf(tree, node.parent);
  if (id === tree.rootId || !parent) return { ok: false, reason: COMPOSER_REASONS.rootCloned };
  const ids = subtreeIds(tree, id);
  if (Object.keys(tree.nodes).length + ids.length > COMPOSER_MAX_NODES) return { ok: false, reason: COMPOSER_REASONS.tooMany };
  const fresh = new Map<string, string>();
  const taken = new Set<string>();
  for (const original of ids) {
    const copyId = newId();
    if (typeof copyId !== 'string' || copyId === '' || nodeOf(tree, copyId) || taken.has(copyId)) return { ok: false, reason: COMPOSER_REASONS.idTaken(String(copyId)) };
    taken.add(copyId);
    fresh.set(original, copyId);
  }
  const copies: ComposerNode[] = ids.map((original) => {
    const source = nodeOf(tree, original) as ComposerNode;
    return {
      ...source,
      id: fresh.get(original) as string,
      parent: original === id ? parent.id : (fresh.get(source.parent as string) as string),
      children: source.children.map((child) => fresh.get(child) as string),
      props: { ...source.props },
    };
  });
  const copyId = fresh.get(id) as string;
  const at = parent.children.indexOf(id) + 1;
  const nextParent: ComposerNode = { ...parent, children: [...parent.children.slice(0, at), copyId, ...parent.children.slice(at)] };
  return { ok: true, tree: withNodes(tree, [nextParent, ...copies]), id: copyId };
}
