import type { ComposerNode, ComposerTree } from '@portolan/sdk';
import type { ComposedPageRecord } from '../../../shared/types';

type NodeSpec = Partial<ComposerNode> & Pick<ComposerNode, 'id' | 'type' | 'parent'>;

/** A page tree for tests from a flat list of nodes (children in the listed order; `order` sets flex order). */
export function pageTree(specs: NodeSpec[]): ComposerTree {
  const nodes: Record<string, ComposerNode> = { root: { id: 'root', type: 'Fragment', parent: null, children: [], isCollapsed: false, title: 'Untitled', order: 0, props: {} } };
  for (const spec of specs) nodes[spec.id] = { children: [], isCollapsed: false, title: spec.type, order: 0, props: {}, ...spec };
  for (const spec of specs) nodes[spec.parent!].children.push(spec.id);
  return { rootId: 'root', nodes, highlighted: null };
}

/** A composed page record for tests. */
export function pageRecord(patch: Partial<ComposedPageRecord> = {}): ComposedPageRecord {
  const tree = pageTree([{ id: 'h1', type: 'heading', parent: 'root', title: 'Welcome aboard' }]);
  return {
    _id: 'p1',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    version: 1,
    title: 'Bluewave news',
    tree,
    publishedTree: null,
    publishedAt: null,
    publishedByName: null,
    pinned: false,
    updatedByName: 'Priya Nair',
    ...patch,
  };
}
