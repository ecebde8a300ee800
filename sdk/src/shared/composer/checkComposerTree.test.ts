import { describe, expect, it } from 'vitest';
import { checkComposerTree } from './checkComposerTree';
import type { ComposerTree } from './ComposerTree';
import { sampleComposerTree } from './sampleComposerTree';

/** The sample tree (unfrozen, as JSON would give it) with `change` applied. */
function broken(change: (tree: ComposerTree) => void): unknown {
  const tree = JSON.parse(JSON.stringify(sampleComposerTree().tree));
  change(tree);
  return tree;
}

describe('checkComposerTree', () => {
  it('finds nothing wrong with a well-formed tree', () => {
    expect(checkComposerTree(sampleComposerTree().tree)).toEqual([]);
  });

  it.each([null, undefined, 42, 'tree', [], [1, 2]])('refuses %j with one sentence, never throwing', (value) => {
    expect(checkComposerTree(value)).toEqual(['The tree must be an object with rootId, nodes and highlighted']);
  });

  it('names missing parts', () => {
    expect(checkComposerTree({})).toEqual(["The tree's rootId must be a node id", "The tree's nodes must be an object of nodes by id"]);
    expect(checkComposerTree({ rootId: 'root', nodes: [], highlighted: null })).toEqual(["The tree's nodes must be an object of nodes by id"]);
    expect(checkComposerTree({ rootId: 'root', nodes: {}, highlighted: null })).toEqual(['The root "root" is not among the nodes']);
  });

  it.each<[string, (tree: ComposerTree) => void, string]>([
    ['a root of another type', (t) => { t.nodes.root.type = 'row'; }, 'The root "root" must be of type Fragment'],
    ['a root with a parent', (t) => { t.nodes.root.parent = 'body'; }, 'The root "root" must have no parent'],
    ['a second Fragment', (t) => { t.nodes.body.type = 'Fragment'; }, 'Node "body" is a Fragment but only the root may be one'],
    ['a second parentless node', (t) => { t.nodes.footer.parent = null; }, 'Node "footer" has no parent but is not the root'],
    ['an id unlike its key', (t) => { t.nodes.footer.id = 'other'; }, 'Node "footer" has an id other than its key'],
    ['a missing parent', (t) => { t.nodes.footer.parent = 'gone'; }, 'Node "footer" has a parent "gone" that does not exist'],
    ['a detached node', (t) => { t.nodes.footer.parent = 'gone'; }, 'Node "footer" cannot be reached from the root'],
    ['a child listed twice', (t) => { t.nodes.root.children.push('footer'); }, 'Node "footer" is listed 2 times among the children of its parent "root"'],
    ['a child not listed', (t) => { t.nodes.root.children.pop(); }, 'Node "footer" is listed 0 times among the children of its parent "root"'],
    ['a child that does not point back', (t) => { t.nodes.body.children.push('name'); }, 'Node "body" lists "name" as a child but its parent is another'],
    ['a missing child', (t) => { t.nodes.body.children.push('gone'); }, 'Node "body" lists a child "gone" that does not exist'],
    ['children under a leaf', (t) => { t.nodes.footer.children = ['name']; t.nodes.name.parent = 'footer'; t.nodes.details.children = []; }, 'Node "footer" is a text, which cannot have children'],
    ['an order out of range', (t) => { t.nodes.name.order = 9; }, 'Node "name" has an order that is not a whole number from -8 to 8'],
    ['a fractional order', (t) => { t.nodes.name.order = 0.5; }, 'Node "name" has an order that is not a whole number from -8 to 8'],
    ['a title that is not text', (t) => { Object.assign(t.nodes.name, { title: 7 }); }, 'Node "name" has a title that is not text'],
    ['a prop that is an object', (t) => { (t.nodes.name.props as Record<string, unknown>).size = {}; }, 'Node "name" has a property "size" that is not text, a number, true/false or null'],
    ['a flag that is not boolean', (t) => { Object.assign(t.nodes.logo, { companyLogo: 'yes' }); }, 'Node "logo" has a companyLogo that is not true or false'],
    ['a highlight on no node', (t) => { t.highlighted = 'gone'; }, 'The highlighted node must be null or one of the nodes'],
  ])('names %s', (_what, change, problem) => {
    expect(checkComposerTree(broken(change))).toContain(problem);
  });

  it('finds a cycle detached from the root', () => {
    const problems = checkComposerTree(broken((t) => {
      t.nodes.root.children = ['header', 'footer'];
      t.nodes.body.parent = 'items';
      t.nodes.items.type = 'section';
      t.nodes.items.children = ['body'];
    }));
    expect(problems).toContain('Node "body" is part of a cycle');
    expect(problems).toContain('Node "items" is part of a cycle');
  });

  it('finds the root listed as its own descendant', () => {
    const problems = checkComposerTree(broken((t) => { t.nodes.name.type = 'row'; t.nodes.name.children = ['root']; }));
    expect(problems).toContain('Node "name" lists "root" as a child but its parent is another');
  });

  it('finds nodes nested too deep', () => {
    const tree = JSON.parse(JSON.stringify(sampleComposerTree().tree));
    let parent = 'body';
    for (let depth = 2; depth <= 13; depth++) {
      const id = `s${depth}`;
      tree.nodes[id] = { id, type: 'section', parent, children: [], isCollapsed: false, title: id, order: 0, props: {} };
      tree.nodes[parent].children.push(id);
      parent = id;
    }
    expect(checkComposerTree(tree)).toEqual(['Node "s13" is nested more than 12 levels deep']);
  });

  it('refuses more than 500 nodes without looking further', () => {
    const nodes: Record<string, unknown> = {};
    for (let i = 0; i < 501; i++) nodes[`n${i}`] = {};
    expect(checkComposerTree({ rootId: 'n0', nodes, highlighted: null })).toEqual(['The tree has 501 nodes; at most 500 are allowed']);
  });

  it('reads prototype keys as plain ids and never throws on them', () => {
    const hostile = JSON.parse('{"rootId":"constructor","nodes":{"__proto__":{"id":"__proto__","type":"text","parent":"toString","children":[],"isCollapsed":false,"title":"x","order":0,"props":{}}},"highlighted":"hasOwnProperty"}');
    const problems = checkComposerTree(hostile);
    expect(problems).toContain('The root "constructor" is not among the nodes');
    expect(problems).toContain('Node "__proto__" has a parent "toString" that does not exist');
    expect(problems).toContain('The highlighted node must be null or one of the nodes');
  });

  it('does not throw on self-referencing values', () => {
    const node: Record<string, unknown> = { id: 'root', type: 'Fragment', parent: null, isCollapsed: false, title: 't', order: 0, props: {} };
    node.children = [node];
    const tree: Record<string, unknown> = { rootId: 'root', nodes: { root: node } };
    tree.highlighted = tree;
    expect(checkComposerTree(tree)).toEqual(['Node "root" must list its children as an array of ids', 'The highlighted node must be null or one of the nodes']);
  });

  it('caps a flood of problems', () => {
    const nodes: Record<string, unknown> = {};
    for (let i = 0; i < 200; i++) nodes[`n${i}`] = null;
    const problems = checkComposerTree({ rootId: 'x', nodes, highlighted: null });
    expect(problems).toHaveLength(51);
    expect(problems.at(-1)).toBe('…and 151 more problems');
  });
});
