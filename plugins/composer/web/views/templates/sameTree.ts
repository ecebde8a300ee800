import type { ComposerTree } from '@portolan/sdk';

/** JSON with object keys sorted, so two equal values give the same text whatever order their keys were set in. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The design of a tree (its root and nodes; the hover highlight and the tree view's collapsed flags are not the design). */
export function treeKey(tree: ComposerTree): string {
  const nodes = Object.fromEntries(Object.entries(tree.nodes).map(([id, n]) => [id, { ...n, isCollapsed: undefined }]));
  return stable({ rootId: tree.rootId, nodes });
}
