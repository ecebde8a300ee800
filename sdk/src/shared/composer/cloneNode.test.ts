import { describe, expect, it } from 'vitest';
import { checkComposerTree } from './checkComposerTree';
import { cloneNode } from './cloneNode';
import { sampleComposerTree } from './sampleComposerTree';

describe('cloneNode', () => {
  it('copies the subtree with fresh ids right after the original, titles and fields kept', () => {
    const { tree, newId } = sampleComposerTree();
    const result = cloneNode(tree, 'header', newId);
    if (!result.ok) throw new Error(result.reason);
    expect(result.id).toBe('x1');
    const { nodes } = result.tree;
    expect(nodes.root.children).toEqual(['header', 'x1', 'body', 'footer']);
    expect(nodes.x1).toEqual({ ...tree.nodes.header, id: 'x1', children: ['x2', 'x3'] });
    expect(nodes.x2).toEqual({ ...tree.nodes.logo, id: 'x2', parent: 'x1' });
    expect(nodes.x3).toEqual({ ...tree.nodes.details, id: 'x3', parent: 'x1', children: ['x4'] });
    expect(nodes.x4).toEqual({ ...tree.nodes.name, id: 'x4', parent: 'x3' });
    expect(Object.keys(nodes)).toHaveLength(12);
    expect(checkComposerTree(result.tree)).toEqual([]);
  });

  it('shares nothing mutable with the original and leaves the input as it was', () => {
    const { tree, newId } = sampleComposerTree();
    const result = cloneNode(tree, 'header', newId);
    if (!result.ok) throw new Error(result.reason);
    expect(result.tree.nodes.x1.props).toEqual({ gap: 12 });
    expect(result.tree.nodes.x1.props).not.toBe(tree.nodes.header.props);
    expect(result.tree.nodes.header).toBe(tree.nodes.header);
    expect(tree.nodes.root.children).toEqual(['header', 'body', 'footer']);
  });

  it('clones a last child to the end', () => {
    const { tree, newId } = sampleComposerTree();
    const result = cloneNode(tree, 'footer', newId);
    expect(result.ok && result.tree.nodes.root.children).toEqual(['header', 'body', 'footer', 'x1']);
  });

  it('refuses the root, unknown nodes and taken ids', () => {
    const { tree, newId } = sampleComposerTree();
    expect(cloneNode(tree, 'root', newId)).toEqual({ ok: false, reason: 'The root cannot be cloned' });
    expect(cloneNode(tree, 'ghost', newId)).toEqual({ ok: false, reason: 'There is no component "ghost"' });
    expect(cloneNode(tree, 'details', () => 'same')).toEqual({ ok: false, reason: 'The id "same" is already in use' });
    expect(cloneNode(tree, 'footer', () => 'body')).toEqual({ ok: false, reason: 'The id "body" is already in use' });
  });
});
