import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { createPluginTester, layoutViewport, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { RFQ_API } from '../../../shared/types';
import { AUDIT, AWARDED, LIST_ITEM, RFQ, SUMMARY } from './rfqFixtures';

const ok = (data: unknown) => ({ success: true, data });
const page = (items: unknown[]) => ok({ items, count: items.length, nextCursor: null, prevCursor: null });

/** axe-core (WCAG 2.1 AA rules; colour contrast needs a real layout, so the browser journey checks it) on each owner RFQ screen's own content. */
describe('RFQ owner screens: accessibility', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it.each([
    ['the list with the figures', '/rfq', 'section'],
    ['the new-RFQ form with the lanes grid', '/rfq-v2/new', 'section'],
    ['a DRAFT RFQ (overview)', '/rfq/r1', 'section'],
    ['its lanes', '/rfq/r1?tab=lanes', 'section'],
    ['its comments', '/rfq/r1?tab=comments', 'section'],
    ['its audit trail', '/rfq/r1?tab=activity', 'section'],
    ['the award summary', '/rfq/print-quote?id=r2', 'main'],
  ])('%s has no serious or critical violation', async (_name, path, root) => {
    const tester = createPluginTester({ plugin, accesses: { rfq: ['Read', 'Create', 'Update', 'Delete', 'Approve'] } });
    tester.http.on('GET', RFQ_API.rfqs, page([LIST_ITEM]));
    tester.http.on('GET', RFQ_API.summary, ok({ record: SUMMARY }));
    tester.http.on('GET', `${RFQ_API.rfqs}/r1`, ok({ record: RFQ }));
    tester.http.on('GET', `${RFQ_API.rfqs}/r2`, ok({ record: { ...RFQ, _id: 'r2', status: 'AWARDED', awardedAt: '2026-11-22T08:00:00Z' } }));
    tester.http.on('GET', RFQ_API.vendorAwarded, ok({ items: AWARDED, count: AWARDED.length }));
    tester.http.on('GET', RFQ_API.auditTrail('r1'), ok({ items: AUDIT, count: AUDIT.length }));
    tester.http.on('GET', RFQ_API.comments, ok({ items: [], count: 0 }));
    tester.http.on('GET', RFQ_API.termGroups, page([]));
    tester.http.on('GET', RFQ_API.terms, page([]));
    tester.http.on('GET', RFQ_API.vendorGroups, page([{ _id: 'vg1', name: 'Europe forwarders', vendorCompanyIds: ['v1'], version: 1, createdAt: '', updatedAt: '' }]));
    tester.http.on('GET', '/api/auth/v2/network/connections/', page([{ _id: 'n1', companyId: 'v1', name: 'Bluewave Logistics', kind: 'FORWARDER', status: 'accepted' }]));
    const view = renderWorkbench(tester, path);
    const selector = root === 'main' ? 'main article h1' : 'section h1.pt-page-title';
    await waitFor(() => expect(view.container.querySelector(selector)).toBeTruthy(), { timeout: 10_000 });
    await waitFor(() => expect(view.container.querySelector('[aria-busy="true"], .pt-load-spinner')).toBeNull(), { timeout: 10_000 });
    const screen = view.container.querySelector(selector)!.closest(root)!;
    const serious = await seriousA11yViolations(screen);
    expect(serious).toEqual([]);
  });
});
