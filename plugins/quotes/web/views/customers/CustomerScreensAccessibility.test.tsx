import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { createPluginTester, layoutViewport, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { QUOTES_API } from '../../../shared/types';

const ok = (data: unknown) => ({ success: true, data });
const page = (items: unknown[]) => ok({ items, count: items.length, nextCursor: null, prevCursor: null });
const customer = {
  _id: 'c1', name: 'Acme Exports', customerCompanyId: 'acme', email: 'logistics@acme.example', phone: null, address: null, country: 'IN', taxId: null,
  contacts: [{ name: 'Asha Patel', email: 'asha@acme.example', phone: null, role: 'Logistics head' }], creditDays: 30, creditLimit: '500000', defaultMargin: { type: 'PERCENT', value: '10' },
  currency: 'USD', status: 'ACTIVE', notes: null, version: 1, createdAt: '2026-05-01T00:00:00.000Z', updatedAt: '2026-05-01T00:00:00.000Z',
};
const overview = {
  customer,
  enquiries: { count: 1, byStatus: { WON: 1 }, recent: [{ _id: 'e1', reference: 'ENQ-2026-00042', status: 'WON', origin: 'INNSA', destination: 'NLRTM', createdAt: '2026-10-01T00:00:00.000Z' }] },
  quotes: { count: 0, recent: [] },
  shipments: { count: 0, recent: [] },
};

/** axe-core (WCAG 2.1 AA rules; colour contrast is the browser journey's) on each customers screen's own content. */
describe('customers screens: accessibility', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it.each([
    ['the list', '/customers'],
    ['the new-customer form', '/customers/new'],
    ['a customer with its overview', '/customers/c1'],
    ['the edit form', '/customers/c1/edit'],
  ])('%s has no serious or critical violation', async (_name, path) => {
    const tester = createPluginTester({ plugin });
    tester.http.on('GET', QUOTES_API.customers, page([customer]));
    tester.http.on('GET', `${QUOTES_API.customers}/c1`, ok({ record: customer }));
    tester.http.on('GET', `${QUOTES_API.customers}/c1/overview`, ok({ record: overview }));
    tester.http.on('GET', '/api/auth/v2/network/connections/', page([{ companyId: 'acme', name: 'Acme Exports', status: 'accepted' }]));
    const view = renderWorkbench(tester, path);
    await waitFor(() => expect(view.container.querySelector('section h1.pt-page-title')).toBeTruthy(), { timeout: 10_000 });
    await waitFor(() => expect(view.container.querySelector('[aria-busy="true"], .pt-load-spinner')).toBeNull(), { timeout: 10_000 });
    const screen = view.container.querySelector('section h1.pt-page-title')!.closest('section')!;
    const serious = await seriousA11yViolations(screen);
    expect(serious).toEqual([]);
  });
});
