import { describe, expect, it } from 'vitest';
import { checkComposerTree } from './checkComposerTree';
import type { ComposerResult, ComposerTree } from './ComposerTree';
import { sampleComposerTree } from './sampleComposerTree';
import { updateNode } from './updateNode';

const treeOf = (result: ComposerResult): ComposerTree => {
  if (!result.ok) throw new Error(result.reason);
  return result.tree;
};

describe('updateNode', () => {
  it('changes the fields given and keeps the rest', () => {
    const { tree } = sampleComposerTree();
    const next = treeOf(updateNode(tree, 'name', { value: 'Quote {{reference}}', order: -3, isCollapsed: true, companyDetails: true, entityField: 'quote.reference' }));
    expect(next.nodes.name).toEqual({ ...tree.nodes.name, value: 'Quote {{reference}}', order: -3, isCollapsed: true, companyDetails: true, entityField: 'quote.reference' });
    expect(checkComposerTree(next)).toEqual([]);
  });

  it('merges props, a null value removing one', () => {
    const { tree } = sampleComposerTree();
    const next = treeOf(updateNode(tree, 'header', { props: { gap: null, align: 'center', bold: true } }));
    expect(next.nodes.header.props).toEqual({ align: 'center', bold: true });
    expect(tree.nodes.header.props).toEqual({ gap: 12 });
  });

  it('turns a blank title into "Untitled" and trims others', () => {
    const { tree } = sampleComposerTree();
    expect(treeOf(updateNode(tree, 'footer', { title: '   ' })).nodes.footer.title).toBe('Untitled');
    expect(treeOf(updateNode(tree, 'footer', { title: ' Closing words ' })).nodes.footer.title).toBe('Closing words');
  });

  it('answers a fresh object only for the changed node, and the same tree when nothing changes', () => {
    const { tree } = sampleComposerTree();
    const next = treeOf(updateNode(tree, 'logo', { companyLogo: false }));
    expect(next).not.toBe(tree);
    expect(next.nodes.logo).not.toBe(tree.nodes.logo);
    expect(next.nodes.header).toBe(tree.nodes.header);
    expect(tree.nodes.logo.companyLogo).toBe(true);
    expect(treeOf(updateNode(tree, 'logo', { companyLogo: true, order: 0 }))).toBe(tree);
  });

  it.each([9, -9, 0.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses the flex order %s', (order) => {
    const { tree } = sampleComposerTree();
    expect(updateNode(tree, 'name', { order })).toEqual({ ok: false, reason: 'Flex order must be a whole number from -8 to 8' });
  });

  it('accepts both ends of the flex order range', () => {
    const { tree } = sampleComposerTree();
    expect(treeOf(updateNode(tree, 'name', { order: -8 })).nodes.name.order).toBe(-8);
    expect(treeOf(updateNode(tree, 'name', { order: 8 })).nodes.name.order).toBe(8);
  });

  it('refuses an unknown node, prototype names included', () => {
    const { tree } = sampleComposerTree();
    expect(updateNode(tree, 'ghost', { title: 'x' })).toEqual({ ok: false, reason: 'There is no component "ghost"' });
    expect(updateNode(tree, 'constructor', { title: 'x' })).toEqual({ ok: false, reason: 'There is no component "constructor"' });
  });

  it('refuses props that are not plain values', () => {
    const { tree } = sampleComposerTree();
    expect(updateNode(tree, 'name', { props: { size: Number.NaN } })).toEqual({ ok: false, reason: 'Property "size" must be text, a number, true/false or null' });
  });
});
