import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { FakeHttpClient, createPluginTester, renderWorkbench, seriousA11yViolations, type FakeRequest } from '@portolan/sdk/testing';
import type { ComposerTree } from '@portolan/sdk';
import plugin from '../../index';
import { pageLayoutKey, type ComposedPageRecord } from '../../../shared/types';
import { pageRecord } from './pageFixtures';

const LOAD = { timeout: 10_000 };
const body = (call: FakeRequest | undefined) => (call?.body as { data: { title?: string; tree?: ComposerTree; version: number } }).data;
const headingsOf = (tree: ComposerTree) => Object.values(tree.nodes).filter((n) => n.type === 'heading').map((n) => n.title);

/** A tester whose server keeps one page, saving and publishing it as the real routes do (409 on a stale version). */
function serve() {
  const tester = createPluginTester({ plugin, accesses: { composer: ['Read', 'Create', 'Update', 'Delete'] } });
  let page: ComposedPageRecord = pageRecord();
  tester.http.on('GET', '/api/reporting/v2/catalogue', { success: true, data: { items: [{ name: 'monthlyShipments', title: 'Monthly Shipments/TEUS' }], count: 1 } });
  tester.http.on('GET', '/api/composer/pages/p1', () => ({ success: true, data: { record: page } }));
  tester.http.on('POST', '/api/composer/pages', () => ({ success: true, data: { record: page } }));
  tester.http.on('POST', '/api/composer/pages/p1/', (req) => {
    const data = body(req);
    if (data.version !== page.version) return FakeHttpClient.reply(409, { success: false, error: { message: 'The page changed since it was loaded' } });
    page = { ...page, title: data.title ?? page.title, tree: data.tree ?? page.tree, version: page.version + 1 };
    return { success: true, data: { record: page } };
  });
  tester.http.on('POST', '/api/composer/pages/p1/publish', (req) => {
    page = { ...page, publishedTree: page.tree, publishedAt: '2026-11-25T10:00:00.000Z', publishedByName: 'Test User', version: page.version + 1 };
    return body(req).version === page.version - 1 ? { success: true, data: { record: page } } : FakeHttpClient.reply(409, { success: false, error: { message: 'stale' } });
  });
  return { tester, page: () => page };
}

describe('Page composer', { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('makes a new page, then saves the edited tree and title with its version and publishes it', async () => {
    const { tester, page } = serve();
    const view = renderWorkbench(tester, '/composer/pages/new');
    const editor = await view.findByRole('region', { name: 'Page composer' }, LOAD);
    expect(body(tester.http.callsTo('POST', '/api/composer/pages')[0]).title).toBe('Untitled');
    const canvas = within(editor).getByRole('region', { name: 'Canvas' });
    expect(within(canvas).getByRole('heading', { name: 'Welcome aboard' })).toBeTruthy();
    expect(view.getByText('Saved, not published')).toBeTruthy();
    // Nothing selected yet: the SDK property panel's order input (Blueprint NumericInput) is not on screen.
    expect(await seriousA11yViolations(view.container)).toEqual([]);

    fireEvent.click(within(view.getByRole('group', { name: 'Content' })).getByRole('button', { name: /^Heading/ }));
    fireEvent.change(view.getByRole('textbox', { name: 'Page title' }), { target: { value: 'Peak season plan' } });
    expect(view.getByText('Unsaved changes')).toBeTruthy();
    expect(within(canvas).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Welcome aboard', 'Heading']);

    fireEvent.click(view.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.getByText('Saved, not published')).toBeTruthy(), LOAD);
    const saved = body(tester.http.callsTo('POST', '/api/composer/pages/p1/')[0]);
    expect(saved.version).toBe(1);
    expect(saved.title).toBe('Peak season plan');
    expect(headingsOf(saved.tree!)).toEqual(['Welcome aboard', 'Heading']);
    expect(view.getByRole('heading', { level: 1, name: 'Peak season plan' })).toBeTruthy();
    expect(view.getByRole('button', { name: 'Pin to home' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(view.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(view.getByText('Published')).toBeTruthy(), LOAD);
    expect(body(tester.http.callsTo('POST', '/api/composer/pages/p1/publish')[0]).version).toBe(2);
    expect(page().publishedTree).toEqual(page().tree);
    expect(view.getByRole('link', { name: 'Open the published page' }).getAttribute('href')).toBe('/pages/p1');
    expect(view.getByRole('button', { name: 'Pin to home' }).hasAttribute('disabled')).toBe(false);
  });

  it('keeps the working layout in browser storage: a remount restores it before it is saved', async () => {
    const { tester } = serve();
    const first = renderWorkbench(tester, '/composer/pages/p1');
    await first.findByRole('region', { name: 'Page composer' }, LOAD);
    fireEvent.click(within(first.getByRole('group', { name: 'Content' })).getByRole('button', { name: /^Divider/ }));
    fireEvent.click(within(first.getByRole('group', { name: 'Content' })).getByRole('button', { name: /^Heading/ }));
    expect(headingsOf(JSON.parse(localStorage.getItem(pageLayoutKey('p1'))!))).toEqual(['Welcome aboard', 'Heading']);
    cleanup();

    const again = renderWorkbench(serve().tester, '/composer/pages/p1');
    const canvas = within(await again.findByRole('region', { name: 'Page composer' }, LOAD)).getByRole('region', { name: 'Canvas' });
    expect(within(canvas).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Welcome aboard', 'Heading']);
    expect(canvas.querySelector('[data-block="divider"]')).not.toBeNull();
    expect(again.getByText('Unsaved changes')).toBeTruthy();
  });

  it('says when someone else saved the page since it was opened', async () => {
    const { tester } = serve();
    tester.http.on('POST', '/api/composer/pages/p1/', FakeHttpClient.reply(409, { success: false, error: { message: 'The page changed since it was loaded' } }));
    const view = renderWorkbench(tester, '/composer/pages/p1');
    await view.findByRole('region', { name: 'Page composer' }, LOAD);
    fireEvent.click(within(view.getByRole('group', { name: 'Content' })).getByRole('button', { name: /^Divider/ }));
    fireEvent.click(view.getByRole('button', { name: 'Save' }));
    expect(await view.findByText('This page was saved elsewhere', undefined, LOAD)).toBeTruthy();
    expect(view.getByText('Unsaved changes')).toBeTruthy();
    expect(view.getByRole('button', { name: 'Keep my layout' })).toBeTruthy();
  });
});
