import { describe, expect, it } from 'vitest';
import { highlightNode } from './highlightNode';
import { sampleComposerTree } from './sampleComposerTree';

describe('highlightNode', () => {
  it('highlights a node and clears with null, sharing every node', () => {
    const { tree } = sampleComposerTree();
    const on = highlightNode(tree, 'items');
    if (!on.ok) throw new Error(on.reason);
    expect(on.tree.highlighted).toBe('items');
    expect(on.tree.nodes).toBe(tree.nodes);
    expect(tree.highlighted).toBeNull();
    const off = highlightNode(on.tree, null);
    expect(off.ok && off.tree.highlighted).toBeNull();
  });

  it('answers the same tree when the highlight does not change', () => {
    const { tree } = sampleComposerTree();
    expect(highlightNode(tree, null)).toEqual({ ok: true, tree });
  });

  it('refuses an unknown node', () => {
    const { tree } = sampleComposerTree();
    expect(highlightNode(tree, 'hasOwnProperty')).toEqual({ ok: false, reason: 'There is no component "hasOwnProperty"' });
  });
});
