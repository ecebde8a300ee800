import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { createPluginTester, layoutViewport, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { QUOTES_API } from '../../../shared/types';

const ok = (data: unknown) => ({ success: true, data });
const enquiry = {
  _id: 'e1', reference: 'ENQ-2026-00042', status: 'RECEIVED', customerId: 'c1', customerName: 'Acme Exports', customerCompanyId: null, contactName: 'Asha Patel', contactEmail: 'asha@acme.example',
  origin: 'INNSA', destination: 'NLRTM', originKind: 'PORT', destinationKind: 'PORT', mode: 'FCL', containers: [{ type: '42G1', count: 2 }],
  cargo: { commodity: 'Cotton garments', hsCode: '620342', weightKg: '18400', volumeM3: null, packages: 640, dgClass: null, reeferTempC: null },
  cargoReadyOn: '2026-12-01', incoterm: 'FOB', services: ['ORIGIN_CUSTOMS'], currency: 'USD', source: 'MANUAL', partner: null, leadId: null, dueOn: '2026-11-20', notes: null,
  lossReason: null, feedback: null, assignedTo: null, firstQuotedAt: null, quoteId: null, version: 1, createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z',
};
const summary = {
  from: '2025-12-01', to: '2026-11-23', currency: 'USD', enquiries: 2, quotesSent: 1, won: 1, lost: 0, winRate: 1, averageResponseHours: 5, revenueQuoted: '1000.00', revenueWon: '1000.00',
  byStatus: { RECEIVED: 1, QUOTING: 0, QUOTED: 0, WON: 1, LOST: 0, EXPIRED: 0 },
  byMonth: [{ month: '2026-11', received: 2, quoted: 1, won: 1, lost: 0, revenueQuoted: '1000.00', revenueWon: '1000.00' }],
};
const page = (items: unknown[]) => ok({ items, count: items.length, nextCursor: null, prevCursor: null });

/** axe-core (WCAG 2.1 AA rules; colour contrast needs a real layout, so the browser journey checks it) on each enquiries screen's own content. */
describe('enquiries screens: accessibility', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it.each([
    ['the list with the summary strip', '/enquiries'],
    ['the new-enquiry form', '/enquiriesV2/new'],
    ['an enquiry', '/enquiries/e1'],
    ['the summary', '/enquiries/summary'],
    ['the terms sets', '/enquiries/terms'],
  ])('%s has no serious or critical violation', async (_name, path) => {
    const tester = createPluginTester({ plugin });
    tester.http.on('GET', QUOTES_API.enquiries, page([enquiry]));
    tester.http.on('GET', `${QUOTES_API.enquiries}/e1`, ok({ record: enquiry }));
    tester.http.on('GET', QUOTES_API.summary, ok({ record: summary }));
    tester.http.on('GET', QUOTES_API.customers, page([{ _id: 'c1', name: 'Acme Exports', currency: 'USD', contacts: [] }]));
    tester.http.on('GET', QUOTES_API.termAndConditions, page([{ _id: 't1', name: 'Standard', body: 'Rates subject to space.', isDefault: true, version: 1, createdAt: '', updatedAt: '' }]));
    const view = renderWorkbench(tester, path);
    await waitFor(() => expect(view.container.querySelector('section h1.pt-page-title')).toBeTruthy(), { timeout: 10_000 });
    await waitFor(() => expect(view.container.querySelector('[aria-busy="true"], .pt-load-spinner')).toBeNull(), { timeout: 10_000 });
    const screen = view.container.querySelector('section h1.pt-page-title')!.closest('section')!;
    const serious = await seriousA11yViolations(screen);
    expect(serious).toEqual([]);
  });
});
