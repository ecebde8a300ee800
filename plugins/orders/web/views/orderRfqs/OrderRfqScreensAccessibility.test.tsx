import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { createPluginTester, layoutViewport, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { ORDERS_API } from '../../../shared/types';
import { SUPPLIERS } from '../requisitions/requisitionFixtures';
import { LIST_ITEM, QUOTE_LINES, QUOTES, RFQ, ok, page } from './orderRfqFixtures';

const PATH = `${ORDERS_API.orderRfqs}/r7`;

/** axe-core (WCAG 2.1 AA rules; colour contrast needs a real layout, so the browser journey checks it) on each order RFQ screen's own content. */
describe('Order RFQ screens: accessibility', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it.each([
    ['the list', '/order-rfqs', 'OPEN'],
    ['the new-RFQ form', '/order-rfqs/new', 'DRAFT'],
    ['the edit form of a DRAFT', '/order-rfqs/r7/edit', 'DRAFT'],
    ['a DRAFT RFQ (overview)', '/order-rfqs/r7', 'DRAFT'],
    ['the quote comparison', '/order-rfqs/r7?tab=quotes', 'CLOSED', 'table[aria-label="Quote comparison"]'],
    ['the award', '/order-rfqs/r7?tab=award', 'CLOSED', 'table[aria-label="Award"]'],
    ['its activity', '/order-rfqs/r7?tab=activity', 'CLOSED'],
  ])('%s has no serious or critical violation', async (_name, path, status, ready = 'section h1.pt-page-title') => {
    const tester = createPluginTester({ plugin, accesses: { orders: ['Read', 'Create', 'Update', 'Delete', 'Approve'] } });
    tester.http.on('GET', ORDERS_API.orderRfqs, page([LIST_ITEM]));
    tester.http.on('GET', ORDERS_API.listCompanyLocations, ok({ items: [] }));
    tester.http.on('GET', ORDERS_API.suppliers, ok({ items: SUPPLIERS }));
    tester.http.on('GET', PATH, ok({ record: { ...RFQ, status } }));
    tester.http.on('GET', `${PATH}/activity`, ok({ items: [{ _id: 'a1', action: 'close', from: 'OPEN', to: 'CLOSED', note: null, actorName: 'Asha Patel', createdAt: '2026-12-01T12:00:00Z' }] }));
    tester.http.on('GET', `${PATH}/comments`, ok({ items: [] }));
    tester.http.on('GET', ORDERS_API.supplierQuotes, ok({ items: QUOTES }));
    tester.http.on('GET', ORDERS_API.supplierQuoteLineItems, ok({ items: QUOTE_LINES }));
    const view = renderWorkbench(tester, path);
    await waitFor(() => expect(view.container.querySelector(ready)).toBeTruthy(), { timeout: 10_000 });
    await waitFor(() => expect(view.container.querySelector('[aria-busy="true"], .pt-load-spinner')).toBeNull(), { timeout: 10_000 });
    const screen = view.container.querySelector('section h1.pt-page-title')!.closest('section')!;
    expect(await seriousA11yViolations(screen)).toEqual([]);
  });
});
