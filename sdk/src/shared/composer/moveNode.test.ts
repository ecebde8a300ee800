import { describe, expect, it } from 'vitest';
import { checkComposerTree } from './checkComposerTree';
import { COMPOSER_MAX_DEPTH, type ComposerResult, type ComposerTree } from './ComposerTree';
import { createNode } from './createNode';
import { deepFreeze } from './deepFreeze';
import { moveNode, moveRefusal } from './moveNode';
import { sampleComposerTree } from './sampleComposerTree';

const treeOf = (result: ComposerResult): ComposerTree => {
  if (!result.ok) throw new Error(result.reason);
  return result.tree;
};

describe('moveNode', () => {
  it('moves a node with its subtree under another container, last by default', () => {
    const { tree } = sampleComposerTree();
    const next = treeOf(moveNode(tree, 'details', 'body'));
    expect(next.nodes.header.children).toEqual(['logo']);
    expect(next.nodes.body.children).toEqual(['items', 'details']);
    expect(next.nodes.details.parent).toBe('body');
    expect(next.nodes.name).toBe(tree.nodes.name);
    expect(checkComposerTree(next)).toEqual([]);
    expect(tree.nodes.details.parent).toBe('header');
    expect(tree.nodes.header.children).toEqual(['logo', 'details']);
  });

  it('puts it at the index asked', () => {
    const { tree } = sampleComposerTree();
    expect(treeOf(moveNode(tree, 'footer', 'header', 0)).nodes.header.children).toEqual(['footer', 'logo', 'details']);
    expect(treeOf(moveNode(tree, 'footer', 'header', 1)).nodes.header.children).toEqual(['logo', 'footer', 'details']);
  });

  it('reorders within the same parent, the index counting the siblings without the node', () => {
    const { tree } = sampleComposerTree();
    expect(treeOf(moveNode(tree, 'header', 'root')).nodes.root.children).toEqual(['body', 'footer', 'header']);
    expect(treeOf(moveNode(tree, 'footer', 'root', 0)).nodes.root.children).toEqual(['footer', 'header', 'body']);
    expect(treeOf(moveNode(tree, 'header', 'root', 1)).nodes.root.children).toEqual(['body', 'header', 'footer']);
    expect(treeOf(moveNode(tree, 'header', 'root', 0))).toBe(tree);
  });

  it('refuses a move into the node itself', () => {
    const { tree } = sampleComposerTree();
    expect(moveNode(tree, 'header', 'header')).toEqual({ ok: false, reason: 'A component cannot be moved into itself' });
    expect(moveRefusal(tree, 'details', 'details')).toBe('A component cannot be moved into itself');
  });

  it('refuses a move into any of its descendants', () => {
    const { tree } = sampleComposerTree();
    expect(moveNode(tree, 'header', 'details')).toEqual({ ok: false, reason: 'A component cannot be moved into one of its own descendants' });
    expect(moveRefusal(tree, 'header', 'name')).toBe('A component cannot be moved into one of its own descendants');
  });

  it('refuses the root, unknown nodes and targets that hold nothing', () => {
    const { tree } = sampleComposerTree();
    expect(moveNode(tree, 'root', 'body')).toEqual({ ok: false, reason: 'The root cannot be moved' });
    expect(moveNode(tree, 'ghost', 'body')).toEqual({ ok: false, reason: 'There is no component "ghost"' });
    expect(moveNode(tree, 'footer', 'ghost')).toEqual({ ok: false, reason: 'There is no component "ghost"' });
    expect(moveNode(tree, 'footer', 'toString')).toEqual({ ok: false, reason: 'There is no component "toString"' });
    expect(moveNode(tree, 'footer', 'items')).toEqual({ ok: false, reason: 'A lineItems component cannot hold other components' });
  });

  it('refuses a move that would nest deeper than COMPOSER_MAX_DEPTH', () => {
    let tree = sampleComposerTree().tree;
    let parent = 'body';
    for (let depth = 2; depth <= COMPOSER_MAX_DEPTH; depth++) {
      tree = treeOf(createNode(tree, { type: 'section', parent }, () => `s${depth}`));
      parent = `s${depth}`;
    }
    deepFreeze(tree);
    // s12 sits 12 levels below the root: a leaf may go under s11, not under s12; details has a child, header two levels.
    expect(moveNode(tree, 'footer', 's11')).toMatchObject({ ok: true });
    expect(moveNode(tree, 'footer', parent)).toEqual({ ok: false, reason: 'Components can be nested at most 12 levels deep' });
    expect(moveNode(tree, 'details', 's11')).toEqual({ ok: false, reason: 'Components can be nested at most 12 levels deep' });
    expect(moveRefusal(tree, 'details', 's10')).toBeNull();
    expect(moveRefusal(tree, 'header', 's10')).toBe('Components can be nested at most 12 levels deep');
  });

  it('answers null from moveRefusal for an allowed drop', () => {
    const { tree } = sampleComposerTree();
    expect(moveRefusal(tree, 'footer', 'details')).toBeNull();
  });
});
