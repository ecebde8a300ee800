import { describe, expect, it } from 'vitest';
import { checkComposerTree } from './checkComposerTree';
import { emptyComposerTree } from './emptyComposerTree';

describe('emptyComposerTree', () => {
  it('holds only a Fragment root called "Untitled"', () => {
    expect(emptyComposerTree()).toEqual({
      rootId: 'root',
      highlighted: null,
      nodes: { root: { id: 'root', type: 'Fragment', parent: null, children: [], isCollapsed: false, title: 'Untitled', order: 0, props: {} } },
    });
  });

  it('takes a title, trimmed, and treats a blank one as "Untitled"', () => {
    expect(emptyComposerTree('  Quote layout ').nodes.root.title).toBe('Quote layout');
    expect(emptyComposerTree('   ').nodes.root.title).toBe('Untitled');
  });

  it('is a well-formed tree, and a fresh one each time', () => {
    expect(checkComposerTree(emptyComposerTree())).toEqual([]);
    expect(emptyComposerTree()).not.toBe(emptyComposerTree());
    expect(emptyComposerTree().nodes.root.children).not.toBe(emptyComposerTree().nodes.root.children);
  });
});
