import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { createPluginTester, layoutViewport, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { ORDER } from './orderFixtures';
import { serveOrderScreens } from './serveOrderScreens';

/** axe-core (WCAG 2.1 AA rules; colour contrast needs a real layout, so the browser journey checks it) on each purchase-order screen's own content. */
describe('Purchase order screens: accessibility', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it.each([
    ['the list with counters and analytics', '/orders'],
    ['the new-order form with the lines editor', '/ordersV2/new'],
    ['an order (overview)', '/orders/o1'],
    ['its lines', '/orders/o1?tab=lines'],
    ['its changes', '/orders/o1?tab=changes'],
    ['its milestones', '/orders/o1?tab=milestones'],
    ['its approval', '/orders/o1?tab=approval'],
    ['its comments', '/orders/o1?tab=comments'],
    ['its activity', '/orders/o1?tab=activity'],
  ])('%s has no serious or critical violation', async (_name, path) => {
    const tester = createPluginTester({ plugin, accesses: { orders: ['Read', 'Create', 'Update', 'Delete', 'Approve'] } });
    serveOrderScreens(tester.http, { ...ORDER, status: 'CHANGES_PROPOSED' });
    const view = renderWorkbench(tester, path);
    await waitFor(() => expect(view.container.querySelector('section h1.pt-page-title')).toBeTruthy(), { timeout: 10_000 });
    await waitFor(() => expect(view.container.querySelector('[aria-busy="true"], .pt-load-spinner')).toBeNull(), { timeout: 10_000 });
    const screen = view.container.querySelector('section h1.pt-page-title')!.closest('section')!;
    expect(await seriousA11yViolations(screen)).toEqual([]);
  });
});
