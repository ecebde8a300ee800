import { describe, expect, it } from 'vitest';
import { sampleComposerTree } from './sampleComposerTree';
import { titleNode } from './titleNode';

describe('titleNode', () => {
  it('names a node, trimmed', () => {
    const { tree } = sampleComposerTree();
    const result = titleNode(tree, 'header', '  Letterhead  ');
    expect(result.ok && result.tree.nodes.header.title).toBe('Letterhead');
    expect(tree.nodes.header.title).toBe('header');
  });

  it('makes a blank title "Untitled"', () => {
    const { tree } = sampleComposerTree();
    const result = titleNode(tree, 'header', ' \t ');
    expect(result.ok && result.tree.nodes.header.title).toBe('Untitled');
  });

  it('keeps at most 120 characters', () => {
    const { tree } = sampleComposerTree();
    const result = titleNode(tree, 'root', 'a'.repeat(200));
    expect(result.ok && result.tree.nodes.root.title).toBe('a'.repeat(120));
  });

  it('refuses an unknown node', () => {
    const { tree } = sampleComposerTree();
    expect(titleNode(tree, 'ghost', 'x')).toEqual({ ok: false, reason: 'There is no component "ghost"' });
  });
});
