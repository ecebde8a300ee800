import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { FakeHttpClient, createPluginTester, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import type { PublicPage } from '../../../shared/types';
import { pageTree } from '../pages/pageFixtures';

const LOAD = { timeout: 10_000 };

const shared: PublicPage = {
  title: 'Bluewave lanes',
  companyName: 'Bluewave Logistics',
  logoUrl: null,
  publishedAt: '2026-11-21T09:00:00.000Z',
  tree: pageTree([
    { id: 'row', type: 'row', parent: 'root' },
    { id: 'text', type: 'text', parent: 'row', value: 'Weekly sailings from Nhava Sheva', order: 1 },
    { id: 'company', type: 'companyDetails', parent: 'row', order: 0 },
    { id: 'chart', type: 'chart', parent: 'root', title: 'Volumes', props: { report: 'monthlyShipments' } },
    { id: 'field', type: 'field', parent: 'root', title: 'Reader', entityField: 'user.name' },
  ]),
};

describe('Shared page preview (/temp)', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('shows a shared page to a signed-out visitor: layout, text and company, live data behind sign-in', async () => {
    const tester = createPluginTester({ plugin, user: null });
    tester.http.on('GET', '/api/composer/public/page', { success: true, data: { record: shared } });
    const view = renderWorkbench(tester, '/temp?page=tok-123');
    expect(await view.findByRole('heading', { level: 1, name: 'Bluewave lanes' }, LOAD)).toBeTruthy();
    expect(tester.http.callsTo('GET', '/api/composer/public/page')[0].query).toEqual({ token: 'tok-123' });
    expect(view.getByText('Weekly sailings from Nhava Sheva')).toBeTruthy();
    expect(view.container.querySelector('[data-block="companyDetails"]')!.textContent).toBe('Bluewave Logistics');
    expect(view.getAllByText(/Sign in to see live data/)).toHaveLength(2);
    // No report or profile is asked for on a public page.
    expect(tester.http.calls.map((c) => c.path)).toEqual(['/api/composer/public/page']);
    expect(await seriousA11yViolations(view.container)).toEqual([]);
  });

  it('explains a bad or expired link, and a link without a page', async () => {
    const tester = createPluginTester({ plugin, user: null });
    tester.http.on('GET', '/api/composer/public/page', FakeHttpClient.reply(404, { success: false, error: { message: 'Not found' } }));
    const view = renderWorkbench(tester, '/temp?page=nope');
    expect((await view.findByRole('alert', undefined, LOAD)).textContent).toContain('This link does not lead to a page');
    cleanup();

    const expired = createPluginTester({ plugin, user: null });
    expired.http.on('GET', '/api/composer/public/page', FakeHttpClient.reply(410, { success: false, error: { message: 'The link expired' } }));
    const late = renderWorkbench(expired, '/temp?page=old');
    expect((await late.findByRole('alert', undefined, LOAD)).textContent).toContain('This link has expired');
    cleanup();

    const bare = createPluginTester({ plugin, user: null });
    const empty = renderWorkbench(bare, '/temp');
    expect(await empty.findByText('No page in this link', undefined, LOAD)).toBeTruthy();
    expect(bare.http.callsTo('GET', '/api/composer/public/page')).toHaveLength(0);
  });
});
