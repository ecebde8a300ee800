import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { FakeHttpClient, createPluginTester, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../index';
import { pageRecord } from './pages/pageFixtures';

const LOAD = { timeout: 10_000 };

describe('Composer home', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it("lists the company's pages with their published and pinned state, opens, and deletes after asking", async () => {
    const tester = createPluginTester({ plugin, accesses: { composer: ['Read', 'Create', 'Update', 'Delete'] } });
    const pages = [
      pageRecord({ _id: 'p1', title: 'Bluewave news', publishedAt: '2026-11-21T09:00:00.000Z', publishedTree: pageRecord().tree, pinned: true }),
      pageRecord({ _id: 'p2', title: 'Peak season plan' }),
    ];
    tester.http.on('GET', '/api/composer/pages', () => ({ success: true, data: { items: pages, count: pages.length } }));
    tester.http.on('POST', '/api/composer/pages/p2/delete', () => {
      pages.splice(1, 1);
      return { success: true, data: {} };
    });
    const view = renderWorkbench(tester, '/composer');
    const table = await view.findByRole('table', { name: 'Pages' }, LOAD);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('Bluewave news');
    expect(rows[0].textContent).toContain('Published');
    expect(rows[0].textContent).toContain('Pinned');
    expect(rows[1].textContent).toContain('Draft');
    expect(within(rows[1]).getByRole('link', { name: 'Peak season plan' }).getAttribute('href')).toBe('/composer/pages/p2');
    expect(within(rows[0]).getByRole('link', { name: 'View Bluewave news' }).getAttribute('href')).toBe('/pages/p1');
    expect(view.getByRole('button', { name: 'New page' })).toBeTruthy();
    expect(view.getByRole('tab', { name: 'Pages' }).getAttribute('aria-selected')).toBe('true');
    expect(await seriousA11yViolations(view.container)).toEqual([]);

    fireEvent.click(within(rows[1]).getByRole('button', { name: 'Delete Peak season plan' }));
    fireEvent.click(await view.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(view.getByRole('table', { name: 'Pages' })).getAllByRole('row')).toHaveLength(2), LOAD);
    expect(tester.http.callsTo('POST', '/api/composer/pages/p2/delete')).toHaveLength(1);
  });

  it('says when there are no pages, and shows a failed load with Retry', async () => {
    const tester = createPluginTester({ plugin, accesses: { composer: ['Read', 'Create'] } });
    tester.http.on('GET', '/api/composer/pages', { success: true, data: { items: [], count: 0 } });
    const view = renderWorkbench(tester, '/composer');
    expect(await view.findByText('No pages yet', undefined, LOAD)).toBeTruthy();
    cleanup();
    const failing = createPluginTester({ plugin, accesses: { composer: ['Read'] } });
    failing.http.on('GET', '/api/composer/pages', FakeHttpClient.reply(500, { success: false, error: { message: 'Server Error' } }));
    const broken = renderWorkbench(failing, '/composer');
    expect(await broken.findByRole('button', { name: 'Retry' }, LOAD)).toBeTruthy();
    expect(broken.queryByRole('button', { name: 'New page' })).toBeNull();
  });
});
