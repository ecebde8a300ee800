import { describe, expect, it } from 'vitest';
import { checkComposerTree } from './checkComposerTree';
import { deleteNode } from './deleteNode';
import { highlightNode } from './highlightNode';
import { sampleComposerTree } from './sampleComposerTree';

describe('deleteNode', () => {
  it('removes a node with its whole subtree and unlists it from its parent', () => {
    const { tree } = sampleComposerTree();
    const result = deleteNode(tree, 'header');
    if (!result.ok) throw new Error(result.reason);
    expect(Object.keys(result.tree.nodes).sort()).toEqual(['body', 'footer', 'items', 'root']);
    expect(result.tree.nodes.root.children).toEqual(['body', 'footer']);
    expect(checkComposerTree(result.tree)).toEqual([]);
    expect(Object.keys(tree.nodes)).toHaveLength(8);
    expect(tree.nodes.root.children).toEqual(['header', 'body', 'footer']);
    expect(result.tree.nodes.body).toBe(tree.nodes.body);
  });

  it('clears the highlight when it was inside, keeps it otherwise', () => {
    const { tree } = sampleComposerTree();
    const lit = highlightNode(tree, 'name');
    if (!lit.ok) throw new Error(lit.reason);
    const inside = deleteNode(lit.tree, 'details');
    expect(inside.ok && inside.tree.highlighted).toBeNull();
    const outside = deleteNode(lit.tree, 'body');
    expect(outside.ok && outside.tree.highlighted).toBe('name');
  });

  it('refuses the root and unknown nodes', () => {
    const { tree } = sampleComposerTree();
    expect(deleteNode(tree, 'root')).toEqual({ ok: false, reason: 'The root cannot be deleted' });
    expect(deleteNode(tree, 'ghost')).toEqual({ ok: false, reason: 'There is no component "ghost"' });
    expect(deleteNode(tree, '__proto__')).toEqual({ ok: false, reason: 'There is no component "__proto__"' });
  });
});
