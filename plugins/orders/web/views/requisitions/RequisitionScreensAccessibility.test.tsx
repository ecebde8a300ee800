import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { createPluginTester, layoutViewport, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { ORDERS_API } from '../../../shared/types';
import { APPROVAL, LOCATIONS, REQUISITION, SUMMARY, SUPPLIERS, ok, page } from './requisitionFixtures';

const PATH = `${ORDERS_API.requisitions}/q1`;

/** axe-core (WCAG 2.1 AA rules; colour contrast needs a real layout, so the browser journey checks it) on each requisition screen's own content. */
describe('Requisition screens: accessibility', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it.each([
    ['the list with the counters', '/requisitions'],
    ['the new-requisition form with the lines grid', '/requisitions/new'],
    ['the edit form of a DRAFT', '/requisitions/q1/edit'],
    ['a requisition (overview)', '/requisitions/q1'],
    ['its approval', '/requisitions/q1?tab=approval'],
    ['its sourcing', '/requisitions/q1?tab=sourcing'],
    ['its comments', '/requisitions/q1?tab=comments'],
    ['its activity', '/requisitions/q1?tab=activity'],
  ])('%s has no serious or critical violation', async (_name, path) => {
    const tester = createPluginTester({ plugin, accesses: { requisitions: ['Read', 'Create', 'Update', 'Delete', 'Approve'], orders: ['Read', 'Create'] } });
    tester.http.on('GET', ORDERS_API.requisitions, page([REQUISITION]));
    tester.http.on('GET', ORDERS_API.requisitionsSummary, ok(SUMMARY));
    tester.http.on('GET', ORDERS_API.listCompanyLocations, ok({ items: LOCATIONS }));
    tester.http.on('GET', ORDERS_API.suppliers, ok({ items: SUPPLIERS }));
    tester.http.on('GET', PATH, ok({ record: { ...REQUISITION, status: path.includes('sourcing') ? 'APPROVED' : 'DRAFT' } }));
    tester.http.on('GET', `${PATH}/approval`, ok({ record: APPROVAL }));
    tester.http.on('GET', `${PATH}/activity`, ok({ items: [{ _id: 'a1', action: 'submit', from: 'DRAFT', to: 'PENDING_APPROVAL', note: null, actorName: 'Asha Patel', createdAt: '2026-11-21T08:00:00Z' }] }));
    tester.http.on('GET', `${PATH}/comments`, ok({ items: [{ _id: 'c1', text: 'Check the sizes.', authorName: 'Ben Acme', createdAt: '2026-11-21T09:00:00Z', isMine: false }] }));
    const view = renderWorkbench(tester, path);
    await waitFor(() => expect(view.container.querySelector('section h1.pt-page-title')).toBeTruthy(), { timeout: 10_000 });
    await waitFor(() => expect(view.container.querySelector('[aria-busy="true"], .pt-load-spinner')).toBeNull(), { timeout: 10_000 });
    const screen = view.container.querySelector('section h1.pt-page-title')!.closest('section')!;
    expect(await seriousA11yViolations(screen)).toEqual([]);
  });
});
