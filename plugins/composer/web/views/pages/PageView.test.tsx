import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { PageView } from './PageView';
import { pageTree } from './pageFixtures';

// Root → row → two columns (the second ordered first) → blocks, whose flex orders differ from document order.
const tree = pageTree([
  { id: 'intro', type: 'heading', parent: 'root', title: 'Our lanes', order: 1 },
  { id: 'row', type: 'row', parent: 'root', order: 0 },
  { id: 'left', type: 'column', parent: 'row', order: 2 },
  { id: 'right', type: 'column', parent: 'row', order: -3 },
  { id: 'l1', type: 'text', parent: 'left', value: 'Left second', order: 5 },
  { id: 'l2', type: 'text', parent: 'left', value: 'Left first', order: -1 },
  { id: 'r1', type: 'heading', parent: 'right', title: 'Right A', order: 0 },
  { id: 'r2', type: 'divider', parent: 'right', order: 0 },
  { id: 'r3', type: 'chart', parent: 'right', title: 'Volumes', props: { report: 'monthlyShipments' }, order: 0 },
]);

const blocks = (root: Element) => [...root.querySelectorAll('[data-block]')].map((el) => el.getAttribute('data-block') + (el.textContent ? `:${el.textContent}` : ''));

describe('PageView', () => {
  afterEach(cleanup);

  it('draws a three-level tree with every level sorted by flex order, rows as rows and columns as stacks', () => {
    const { container } = render(<PageView tree={tree} mode="public" companyName="Bluewave Logistics" logoUrl={null} />);
    const page = container.querySelector('.composer-page')!;
    // The row (order 0) comes before the heading (order 1) although it is listed after it.
    expect([...page.children].map((el) => el.getAttribute('data-block'))).toEqual(['row', 'heading']);
    const row = page.querySelector('[data-block="row"]')!;
    const columns = [...row.children];
    expect(columns.map((c) => c.getAttribute('data-block'))).toEqual(['column', 'column']);
    // The right column (order −3) first; inside each, blocks by order, equal orders in document order.
    expect(blocks(columns[0])).toEqual(['heading:Right A', 'divider', 'live-data:Volumes: Sign in to see live data']);
    expect(blocks(columns[1])).toEqual(['text:Left first', 'text:Left second']);
    expect(page.textContent).toContain('Our lanes');
  });

  it('says so when a page has no blocks', () => {
    const { container } = render(<PageView tree={pageTree([])} />);
    expect(container.textContent).toContain('This page is empty.');
  });
});
