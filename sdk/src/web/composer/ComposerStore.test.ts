import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptyComposerTree } from '../../shared/composer/emptyComposerTree';
import { ComposerStore } from './ComposerStore';

/** Ids n1, n2, … so the tests can name the nodes they made. */
function counter() {
  let n = 0;
  return () => `n${++n}`;
}

/** The titles of a parent's children, in document order. */
function titles(store: ComposerStore, parent: string): string[] {
  return store.tree.nodes[parent].children.map((id) => store.tree.nodes[id].title);
}

describe('ComposerStore', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('creates under the selected container, else beside the selected node, else the root, and selects the new node', () => {
    const store = new ComposerStore(emptyComposerTree('Page'), { newId: counter() });
    const row = store.create('row', { title: 'Row' });
    expect(row).toBe('n1');
    expect(store.selected).toBe('n1');
    const heading = store.create('heading', { title: 'Heading' });
    expect(store.tree.nodes[heading!].parent).toBe(row);
    // A leaf selected: the next block goes beside it, in the same row.
    store.create('text', { title: 'Text' });
    expect(titles(store, row!)).toEqual(['Heading', 'Text']);
    store.select(null);
    store.create('text', { title: 'Footer' });
    expect(titles(store, 'root')).toEqual(['Row', 'Footer']);
    expect(store.dirty).toBe(true);
  });

  it('undoes and redoes each operation, and a new operation drops what was undone', () => {
    const store = new ComposerStore(emptyComposerTree(), { newId: counter() });
    expect(store.canUndo).toBe(false);
    const a = store.create('text', { title: 'A' })!;
    store.title(a, '  Intro  ');
    expect(store.tree.nodes[a].title).toBe('Intro');
    store.undo();
    expect(store.tree.nodes[a].title).toBe('A');
    store.undo();
    expect(store.tree.nodes[a]).toBeUndefined();
    expect(store.canUndo).toBe(false);
    expect(store.dirty).toBe(false);
    store.redo();
    store.redo();
    expect(store.tree.nodes[a].title).toBe('Intro');
    store.undo();
    store.update(a, { value: 'Hello' });
    expect(store.canRedo).toBe(false);
    expect(store.tree.nodes[a]).toMatchObject({ title: 'A', value: 'Hello' });
  });

  it('reports a refused move and changes nothing; the next successful operation clears the reason', () => {
    const store = new ComposerStore(emptyComposerTree(), { newId: counter() });
    const outer = store.create('section', { title: 'Outer' }, 'root')!;
    const inner = store.create('row', { title: 'Inner' }, outer)!;
    const before = store.tree;
    expect(store.move(outer, inner)).toBe(false);
    expect(store.refusal).toBe('A component cannot be moved into one of its own descendants');
    expect(store.tree).toBe(before);
    expect(store.move(outer, outer)).toBe(false);
    expect(store.refusal).toBe('A component cannot be moved into itself');
    expect(store.update(inner, { order: 9 })).toBe(false);
    expect(store.refusal).toMatch(/Flex order must be a whole number from -8 to 8/);
    expect(store.move(inner, 'root')).toBe(true);
    expect(store.refusal).toBeNull();
    expect(titles(store, 'root')).toEqual(['Outer', 'Inner']);
  });

  it('removes a subtree (the selection moves to its parent), clones after the original, and refuses the root', () => {
    const store = new ComposerStore(emptyComposerTree(), { newId: counter() });
    const row = store.create('row', { title: 'Row' }, 'root')!;
    const text = store.create('text', { title: 'Text' }, row)!;
    const copy = store.clone(row)!;
    expect(titles(store, 'root')).toEqual(['Row', 'Row']);
    expect(store.selected).toBe(copy);
    expect(titles(store, copy)).toEqual(['Text']);
    expect(store.tree.nodes[copy].children[0]).not.toBe(text);
    store.select(text);
    expect(store.remove(row)).toBe(true);
    expect(store.selected).toBe('root');
    expect(store.tree.nodes[text]).toBeUndefined();
    expect(store.remove('root')).toBe(false);
    expect(store.refusal).toBe('The root cannot be deleted');
  });

  it('keeps the layout in browser storage: a reload with the same key restores it', () => {
    const first = new ComposerStore(emptyComposerTree('Quote'), { storageKey: 'composer:test', newId: counter() });
    const row = first.create('row', { title: 'Header' })!;
    first.create('heading', { title: 'Quotation' }, row);
    first.highlight(row);
    const reloaded = new ComposerStore(emptyComposerTree('Quote'), { storageKey: 'composer:test' });
    expect(titles(reloaded, 'root')).toEqual(['Header']);
    expect(titles(reloaded, row)).toEqual(['Quotation']);
    // Restored, not yet saved to the server.
    expect(reloaded.dirty).toBe(true);
    reloaded.markSaved();
    expect(reloaded.dirty).toBe(false);
    first.forgetStored();
    expect(new ComposerStore(emptyComposerTree('Quote'), { storageKey: 'composer:test' }).tree.nodes.root.children).toEqual([]);
  });

  it('ignores a stored value that is not a well-formed tree', () => {
    localStorage.setItem('composer:bad', JSON.stringify({ rootId: 'root', nodes: {}, highlighted: null }));
    expect(new ComposerStore(emptyComposerTree('Fresh'), { storageKey: 'composer:bad' }).tree.nodes.root.title).toBe('Fresh');
    localStorage.setItem('composer:bad', '{not json');
    expect(new ComposerStore(emptyComposerTree('Fresh'), { storageKey: 'composer:bad' }).tree.nodes.root.title).toBe('Fresh');
  });

  it('hovering is neither an undo step nor a storage write', () => {
    const store = new ComposerStore(emptyComposerTree(), { storageKey: 'composer:hover', newId: counter() });
    const a = store.create('text', { title: 'A' })!;
    const stored = localStorage.getItem('composer:hover');
    store.highlight(a);
    expect(store.tree.highlighted).toBe(a);
    expect(localStorage.getItem('composer:hover')).toBe(stored);
    store.undo();
    expect(store.tree.nodes[a]).toBeUndefined();
  });

  it('nudges the selected node up, down, into the container above and out again', () => {
    const store = new ComposerStore(emptyComposerTree(), { newId: counter() });
    const row = store.create('row', { title: 'Row' }, 'root')!;
    const a = store.create('text', { title: 'A' }, 'root')!;
    store.create('text', { title: 'B' }, 'root');
    store.select(a);
    expect(store.nudge('down')).toBe(true);
    expect(titles(store, 'root')).toEqual(['Row', 'B', 'A']);
    expect(store.nudge('down')).toBe(false);
    expect(store.nudge('up')).toBe(true);
    expect(store.nudge('up')).toBe(true);
    expect(titles(store, 'root')).toEqual(['A', 'Row', 'B']);
    expect(store.nudge('in')).toBe(false);
    expect(store.refusal).toMatch(/no container/);
    store.nudge('down');
    expect(store.nudge('in')).toBe(true);
    expect(titles(store, row)).toEqual(['A']);
    expect(titles(store, 'root')).toEqual(['Row', 'B']);
    expect(store.nudge('out')).toBe(true);
    expect(titles(store, 'root')).toEqual(['Row', 'A', 'B']);
    expect(store.nudge('out')).toBe(false);
    expect(store.selected).toBe(a);
  });
});
