import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { emptyComposerTree } from '../../shared/composer/emptyComposerTree';
import type { ComposerBlockDefinition, ComposerRenderNode } from './ComposerBlockDefinition';
import { ComposerEditor } from './ComposerEditor';
import { ComposerStore } from './ComposerStore';
import { seriousA11yViolations } from '../../testing/seriousA11yViolations';

const blocks: ComposerBlockDefinition[] = [
  { type: 'row', label: 'Row', icon: 'layout-grid', group: 'Layout', container: true, properties: [] },
  {
    type: 'heading',
    label: 'Heading',
    icon: 'header',
    group: 'Content',
    description: 'A title line',
    properties: [
      { key: 'value', label: 'Text', kind: 'text' },
      { key: 'entityField', label: 'Field', kind: 'field', options: [{ value: 'quote.number', label: 'Quote number' }] },
      { key: 'props', prop: 'bold', label: 'Bold', kind: 'switch' },
    ],
  },
];

/** Draws a node as the consumer would: rows as divs, headings as h2 with their title. */
const renderNode: ComposerRenderNode = (node, children) =>
  node.type === 'heading' ? <h2 data-testid={`drawn-${node.id}`}>{node.value || node.title}</h2> : <div data-testid={`drawn-${node.id}`}>{children}</div>;

function counter() {
  let n = 0;
  return () => `n${++n}`;
}

function setup() {
  const store = new ComposerStore(emptyComposerTree('Quote'), { newId: counter() });
  const row = store.create('row', { title: 'Header row' })!;
  const heading = store.create('heading', { title: 'Quotation' }, row)!;
  store.select(null);
  render(<ComposerEditor store={store} blocks={blocks} renderNode={renderNode} label="Quote template composer" toolbar={<button type="button">Save</button>} />);
  return { store, row, heading };
}

describe('ComposerEditor', () => {
  afterEach(cleanup);

  it('shows the tree (title and type) and draws the canvas from the root, children in flex order', () => {
    const { store, row } = setup();
    const tree = screen.getByRole('region', { name: 'Component tree' });
    expect(within(tree).getByText('Header row')).toBeTruthy();
    expect(within(tree).getByText('Quotation')).toBeTruthy();
    expect(within(tree).getAllByText('Heading').length).toBeGreaterThan(0);
    const canvas = screen.getByRole('region', { name: 'Canvas' });
    expect(within(canvas).getByTestId(`drawn-${row}`).textContent).toContain('Quotation');
    let second: string | null = null;
    act(() => {
      second = store.create('heading', { title: 'Second', order: -1 }, row);
    });
    const drawn = within(canvas).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(drawn).toEqual(['Second', 'Quotation']);
    expect(store.tree.nodes[row].children.at(-1)).toBe(second);
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('adds a palette block to the selected container and selects it', () => {
    const { store, row } = setup();
    fireEvent.click(within(screen.getByRole('region', { name: 'Component tree' })).getByText('Header row'));
    expect(store.selected).toBe(row);
    fireEvent.click(screen.getByRole('button', { name: /Heading/ }));
    expect(store.tree.nodes[row].children).toHaveLength(2);
    const added = store.tree.nodes[row].children[1];
    expect(store.tree.nodes[added]).toMatchObject({ type: 'heading', title: 'Heading' });
    expect(store.selected).toBe(added);
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Heading');
  });

  it('edits the selected node in the property panel', () => {
    const { store, heading } = setup();
    fireEvent.click(screen.getByTestId(`drawn-${heading}`));
    expect(store.selected).toBe(heading);
    const text = screen.getByLabelText('Text') as HTMLInputElement;
    fireEvent.change(text, { target: { value: 'Our offer' } });
    fireEvent.blur(text);
    expect(store.tree.nodes[heading].value).toBe('Our offer');
    expect(screen.getByTestId(`drawn-${heading}`).textContent).toBe('Our offer');
    fireEvent.change(screen.getByLabelText('Field'), { target: { value: 'quote.number' } });
    expect(store.tree.nodes[heading].entityField).toBe('quote.number');
    fireEvent.click(screen.getByLabelText('Bold'));
    expect(store.tree.nodes[heading].props.bold).toBe(true);
    const order = screen.getByLabelText('Order') as HTMLInputElement;
    fireEvent.change(order, { target: { value: '3' } });
    expect(store.tree.nodes[heading].order).toBe(3);
  });

  it('deletes the selected node with the Delete key and brings it back with Ctrl+Z', () => {
    const { store, heading } = setup();
    const tree = screen.getByRole('region', { name: 'Component tree' });
    fireEvent.click(within(tree).getByText('Quotation'));
    fireEvent.keyDown(tree, { key: 'Delete' });
    expect(store.tree.nodes[heading]).toBeUndefined();
    expect(within(tree).queryByText('Quotation')).toBeNull();
    fireEvent.keyDown(tree, { key: 'z', ctrlKey: true });
    expect(within(tree).getByText('Quotation')).toBeTruthy();
    fireEvent.keyDown(tree, { key: 'z', ctrlKey: true, shiftKey: true });
    expect(within(tree).queryByText('Quotation')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(within(tree).getByText('Quotation')).toBeTruthy();
  });

  it('duplicates with Ctrl+D and moves with Alt+arrows from the tree', () => {
    const { store, row, heading } = setup();
    const tree = screen.getByRole('region', { name: 'Component tree' });
    fireEvent.click(within(tree).getByText('Quotation'));
    fireEvent.keyDown(tree, { key: 'd', ctrlKey: true });
    expect(store.tree.nodes[row].children).toHaveLength(2);
    store.select(heading);
    fireEvent.keyDown(tree, { key: 'ArrowLeft', altKey: true });
    expect(store.tree.nodes.root.children).toEqual([row, heading]);
  });

  it('shows why a move was refused in an alert', () => {
    const { store, row, heading } = setup();
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => {
      store.move(row, row);
    });
    expect(screen.getByRole('alert').textContent).toContain('A component cannot be moved into itself');
    act(() => {
      store.move(heading, 'root');
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('has no serious accessibility violations with a node selected and a refusal shown', async () => {
    const { store, heading, row } = setup();
    act(() => {
      store.select(heading);
      store.move(row, row);
    });
    expect(screen.getByLabelText('Order')).toBeTruthy();
    expect(await seriousA11yViolations(screen.getByRole('region', { name: 'Quote template composer' }))).toEqual([]);
  });

  it('collapses a tree node through isCollapsed', () => {
    const { store, row } = setup();
    const tree = screen.getByRole('region', { name: 'Component tree' });
    fireEvent.click(within(tree).getByText('Header row'));
    fireEvent.keyDown(tree, { key: 'ArrowLeft' });
    expect(store.tree.nodes[row].isCollapsed).toBe(true);
    expect(within(tree).queryByText('Quotation')).toBeNull();
    // The canvas still draws it.
    expect(within(screen.getByRole('region', { name: 'Canvas' })).getByRole('heading', { name: 'Quotation' })).toBeTruthy();
    fireEvent.keyDown(tree, { key: 'ArrowRight' });
    expect(within(tree).getByText('Quotation')).toBeTruthy();
  });
});
