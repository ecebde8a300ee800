import { describe, expect, it } from 'vitest';
import { checkComposerTree } from './checkComposerTree';
import { COMPOSER_MAX_DEPTH, COMPOSER_MAX_NODES, type ComposerResult, type ComposerTree } from './ComposerTree';
import { createNode } from './createNode';
import { deepFreeze } from './deepFreeze';
import { emptyComposerTree } from './emptyComposerTree';
import { sampleComposerTree } from './sampleComposerTree';

const treeOf = (result: ComposerResult): ComposerTree => {
  if (!result.ok) throw new Error(result.reason);
  return result.tree;
};

describe('createNode', () => {
  it('adds a node last under its parent with defaults, and answers its id', () => {
    const { tree, newId } = sampleComposerTree();
    const result = createNode(tree, { type: 'heading', parent: 'root' }, newId);
    expect(result).toMatchObject({ ok: true, id: 'x1' });
    const next = treeOf(result);
    expect(next.nodes.root.children).toEqual(['header', 'body', 'footer', 'x1']);
    expect(next.nodes.x1).toEqual({ id: 'x1', type: 'heading', parent: 'root', children: [], isCollapsed: false, title: 'Untitled', order: 0, props: {} });
    expect(checkComposerTree(next)).toEqual([]);
  });

  it('places it at the index asked, clamping one past either end', () => {
    const { tree, newId } = sampleComposerTree();
    expect(treeOf(createNode(tree, { type: 'text', parent: 'root', index: 1 }, newId)).nodes.root.children).toEqual(['header', 'x1', 'body', 'footer']);
    expect(treeOf(createNode(tree, { type: 'text', parent: 'root', index: 0 }, newId)).nodes.root.children[0]).toBe('x2');
    expect(treeOf(createNode(tree, { type: 'text', parent: 'root', index: -5 }, newId)).nodes.root.children[0]).toBe('x3');
    expect(treeOf(createNode(tree, { type: 'text', parent: 'root', index: 99 }, newId)).nodes.root.children.at(-1)).toBe('x4');
  });

  it('keeps the fields given: title trimmed, value, entityField, flags, order, props without nulls', () => {
    const { tree, newId } = sampleComposerTree();
    const next = treeOf(createNode(tree, { type: 'field', parent: 'body', title: '  Valid until ', entityField: 'quote.validUntil', value: 'v', companyDetails: true, companyLogo: false, order: -8, isCollapsed: true, props: { showLabel: false, size: 10, gone: null } }, newId));
    expect(next.nodes.x1).toEqual({ id: 'x1', type: 'field', parent: 'body', children: [], isCollapsed: true, title: 'Valid until', entityField: 'quote.validUntil', value: 'v', companyDetails: true, companyLogo: false, order: -8, props: { showLabel: false, size: 10 } });
  });

  it('never changes the tree it was given and shares the nodes it did not touch', () => {
    const { tree, newId } = sampleComposerTree();
    const next = treeOf(createNode(tree, { type: 'text', parent: 'details' }, newId));
    expect(tree.nodes.details.children).toEqual(['name']);
    expect(tree.nodes.x1).toBeUndefined();
    expect(next.nodes.details).not.toBe(tree.nodes.details);
    expect(next.nodes.header).toBe(tree.nodes.header);
    expect(next.nodes.items).toBe(tree.nodes.items);
  });

  it.each([
    [{ type: 'text', parent: 'nowhere' }, 'There is no component "nowhere"'],
    [{ type: 'text', parent: '__proto__' }, 'There is no component "__proto__"'],
    [{ type: 'text', parent: 'footer' }, 'A text component cannot hold other components'],
    [{ type: 'text', parent: 'root', order: 9 }, 'Flex order must be a whole number from -8 to 8'],
    [{ type: 'text', parent: 'root', order: 1.5 }, 'Flex order must be a whole number from -8 to 8'],
    [{ type: '  ', parent: 'root' }, 'A component needs a type'],
    [{ type: 'Fragment', parent: 'root' }, 'Only the root can be a Fragment'],
  ])('refuses %j: %s', (spec, reason) => {
    const { tree, newId } = sampleComposerTree();
    expect(createNode(tree, spec, newId)).toEqual({ ok: false, reason });
  });

  it('refuses an id already in use', () => {
    const { tree } = sampleComposerTree();
    expect(createNode(tree, { type: 'text', parent: 'root' }, () => 'footer')).toEqual({ ok: false, reason: 'The id "footer" is already in use' });
  });

  it('refuses past COMPOSER_MAX_NODES', () => {
    let tree = emptyComposerTree();
    let n = 0;
    for (let i = 1; i < COMPOSER_MAX_NODES; i++) tree = treeOf(createNode(tree, { type: 'text', parent: 'root' }, () => `n${n++}`));
    expect(Object.keys(tree.nodes)).toHaveLength(COMPOSER_MAX_NODES);
    expect(createNode(deepFreeze(tree), { type: 'text', parent: 'root' }, () => 'one-more')).toEqual({ ok: false, reason: 'A layout can hold at most 500 components' });
  });

  it('refuses deeper than COMPOSER_MAX_DEPTH below the root', () => {
    let tree = emptyComposerTree();
    let parent = 'root';
    for (let depth = 1; depth <= COMPOSER_MAX_DEPTH; depth++) {
      tree = treeOf(createNode(tree, { type: 'section', parent }, () => `s${depth}`));
      parent = `s${depth}`;
    }
    expect(checkComposerTree(tree)).toEqual([]);
    expect(createNode(tree, { type: 'text', parent }, () => 'too-deep')).toEqual({ ok: false, reason: 'Components can be nested at most 12 levels deep' });
  });
});
