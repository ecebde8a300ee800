import { describe, expect, it } from 'vitest';
import { COMPOSER_ROOT_TYPE, type ComposerNode, type ComposerTree } from '@portolan/sdk/shared';
import { checkPageTree } from './checkPageTree';

const node = (id: string, type: string, parent: string | null, children: string[] = [], extra: Partial<ComposerNode> = {}): ComposerNode => ({
  id, type, parent, children, isCollapsed: false, title: id, order: 0, props: {}, ...extra,
});

/** root → row → column → heading, text, field, chart, widget, image. */
function page(): ComposerTree {
  return {
    rootId: 'root',
    highlighted: null,
    nodes: {
      root: node('root', COMPOSER_ROOT_TYPE, null, ['row']),
      row: node('row', 'row', 'root', ['col']),
      col: node('col', 'column', 'row', ['h', 'txt', 'f', 'c', 'w', 'img']),
      h: node('h', 'heading', 'col'),
      txt: node('txt', 'text', 'col', [], { value: 'Hello' }),
      f: node('f', 'field', 'col', [], { entityField: 'company.name' }),
      c: node('c', 'chart', 'col', [], { props: { report: 'quoteWinRate' } }),
      w: node('w', 'widget', 'col', [], { props: { widget: 'analytics:shipmentSummary' } }),
      img: node('img', 'image', 'col', [], { value: 'https://example.com/ship.png' }),
    },
  };
}

describe('checkPageTree', () => {
  it('accepts a page of page blocks', () => {
    expect(checkPageTree(page())).toBeUndefined();
  });

  it.each([
    ['a cycle', (t: ComposerTree) => { t.nodes.row.parent = 'col'; t.nodes.col.children.push('row'); t.nodes.root.children = []; }, /row|col/],
    ['two roots', (t: ComposerTree) => { t.nodes.root2 = node('root2', COMPOSER_ROOT_TYPE, null); }, /root2/],
    ['an unknown block type', (t: ComposerTree) => { t.nodes.h.type = 'lineItems'; }, /Node h: lineItems is not a page block/],
    ['order 9', (t: ComposerTree) => { t.nodes.txt.order = 9; }, /"txt".*order/],
    ['a leaf with children', (t: ComposerTree) => { t.nodes.h.children = ['txt']; t.nodes.txt.parent = 'h'; t.nodes.col.children = t.nodes.col.children.filter((c) => c !== 'txt'); }, /heading, which cannot have children/],
    ['an unknown entity field', (t: ComposerTree) => { t.nodes.f.entityField = 'user.password'; }, /Node f: a field shows one of company\.name/],
    ['a javascript: image', (t: ComposerTree) => { t.nodes.img.value = 'javascript:alert(1)'; }, /Node img: an image's value is an https:\/\/ URL/],
    ['a malformed report', (t: ComposerTree) => { t.nodes.c.props.report = '../etc'; }, /Node c: props\.report/],
    ['a malformed widget', (t: ComposerTree) => { t.nodes.w.props.widget = 'shipmentSummary'; }, /Node w: props\.widget/],
    ['a NUL character', (t: ComposerTree) => { t.nodes.txt.value = 'a\u0000b'; }, /NUL/],
    ['an unpaired surrogate', (t: ComposerTree) => { t.nodes.h.title = 'a\ud800b'; }, /broken Unicode/],
  ])('refuses %s with the first problem', (_name, spoil, problem) => {
    const tree = page();
    spoil(tree);
    expect(checkPageTree(tree)).toMatch(problem);
  });

  it('accepts text that only spells an escape', () => {
    const tree = page();
    tree.nodes.txt.value = 'Type \\u0000 or \\ud800 literally';
    expect(checkPageTree(tree)).toBeUndefined();
  });

  it('refuses what is not a tree', () => {
    expect(checkPageTree({})).toMatch(/rootId|nodes/);
    expect(checkPageTree(null)).toMatch(/object/);
  });
});
