import { COMPOSER_ROOT_TYPE, type ComposerNode, type ComposerTree } from './ComposerTree';
import { deepFreeze } from './deepFreeze';

const node = (id: string, type: string, parent: string | null, children: string[], extra: Partial<ComposerNode> = {}): ComposerNode => ({
  id, type, parent, children, isCollapsed: false, title: id, order: 0, props: {}, ...extra,
});

/**
 * A small, deep-frozen document-like tree for tests, and an id maker (`x1`, `x2`, …):
 * root → header(row: logo, details(column: name)), body(section: items), footer(text).
 */
export function sampleComposerTree(): { tree: ComposerTree; newId: () => string } {
  let next = 0;
  const tree: ComposerTree = {
    rootId: 'root',
    highlighted: null,
    nodes: {
      root: node('root', COMPOSER_ROOT_TYPE, null, ['header', 'body', 'footer'], { title: 'Untitled' }),
      header: node('header', 'row', 'root', ['logo', 'details'], { props: { gap: 12 } }),
      logo: node('logo', 'companyLogo', 'header', [], { companyLogo: true }),
      details: node('details', 'column', 'header', ['name']),
      name: node('name', 'text', 'details', [], { value: '{{reference}}', order: 2 }),
      body: node('body', 'section', 'root', ['items']),
      items: node('items', 'lineItems', 'body', [], { props: { table: 'lines' } }),
      footer: node('footer', 'text', 'root', [], { value: 'Thank you' }),
    },
  };
  return { tree: deepFreeze(tree), newId: () => `x${++next}` };
}
