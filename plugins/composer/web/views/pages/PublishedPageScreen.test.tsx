import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ContainerContext } from '@portolan/sdk';
import { createPluginTester, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import CompanyPageWidget from './CompanyPageWidget';
import { pageRecord, pageTree } from './pageFixtures';

const LOAD = { timeout: 10_000 };
const publishedTree = pageTree([
  { id: 'h', type: 'heading', parent: 'root', title: 'Cut-offs this week' },
  { id: 'f', type: 'field', parent: 'root', entityField: 'company.name' },
  { id: 'w', type: 'widget', parent: 'root', props: { widget: 'nowhere:gone' } },
]);
const published = pageRecord({ _id: 'p1', title: 'Bluewave news', publishedTree, publishedAt: '2026-11-21T09:00:00.000Z', pinned: true });

describe('Published pages', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('lists only published pages at /pages and shows one with live fields at /pages/:id', async () => {
    const tester = createPluginTester({ plugin, accesses: { composer: ['Read'] } });
    tester.http.on('GET', '/api/composer/pages', { success: true, data: { items: [published, pageRecord({ _id: 'p2', title: 'Draft plan' })], count: 2 } });
    tester.http.on('GET', '/api/composer/published/p1', { success: true, data: { record: published } });
    const list = renderWorkbench(tester, '/pages');
    const items = await within(await list.findByRole('list', { name: 'Published pages' }, LOAD)).findAllByRole('listitem');
    expect(items.map((i) => i.querySelector('a')!.textContent)).toEqual(['Bluewave news']);
    expect(tester.http.callsTo('GET', '/api/composer/pages')[0].query).toEqual({ published: true });
    cleanup();

    const view = renderWorkbench(tester, '/pages/p1');
    expect(await view.findByRole('heading', { level: 1, name: 'Bluewave news' }, LOAD)).toBeTruthy();
    // The published tree, not the working one; the field shows the reader's company; a switched-off widget says so.
    expect(view.getByRole('heading', { name: 'Cut-offs this week' })).toBeTruthy();
    expect(view.queryByText('Welcome aboard')).toBeNull();
    expect(view.container.querySelector('[data-block="field"]')!.textContent).toBe('Company nameTest Shipper');
    expect(view.getByText('Widget not available')).toBeTruthy();
    expect(view.queryByRole('link', { name: 'Edit in the composer' })).toBeNull();
    expect(await seriousA11yViolations(view.container)).toEqual([]);
  });

  it('shows the pinned page in the home widget, or how to make one', async () => {
    const tester = createPluginTester({ plugin });
    tester.http.on('GET', '/api/composer/pages/pinned', { success: true, data: { record: published } });
    const widget = () => (
      <ContainerContext.Provider value={tester.container}>
        <MemoryRouter>
          <CompanyPageWidget />
        </MemoryRouter>
      </ContainerContext.Provider>
    );
    const view = render(widget());
    expect(await view.findByRole('heading', { name: 'Cut-offs this week' }, LOAD)).toBeTruthy();
    expect(view.getByRole('link', { name: 'Bluewave news' }).getAttribute('href')).toBe('/pages/p1');
    cleanup();

    tester.http.on('GET', '/api/composer/pages/pinned', { success: true, data: { record: null } });
    const empty = render(widget());
    expect(await empty.findByText('No company page yet', undefined, LOAD)).toBeTruthy();
    expect(empty.getByRole('link', { name: 'Open the composer' }).getAttribute('href')).toBe('/composer');
  });
});
