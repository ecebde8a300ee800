import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LocalSettings, NavRegistry } from '@portolan/sdk';
import { renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import { DASHBOARD_API } from '@portolan/sdk';
import { createDashboardTester } from './dashboardTester';

const LOAD = { timeout: 15_000 };

describe('the widgets screen (/dashboard/widgets)', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('is in the dashboard section of the nav and switches and sizes the widgets the dashboard shows', async () => {
    const tester = createDashboardTester({ items: [], version: 7 });
    await waitFor(() => expect(tester.root.get<NavRegistry>(NavRegistry).visible.map((e) => [e.title, e.to])).toEqual(expect.arrayContaining([['Dashboard', '/dashboard'], ['Widgets', '/dashboard/widgets']])));
    const view = renderWorkbench(tester, '/dashboard/widgets');
    expect(await screen.findByRole('heading', { name: 'Dashboard widgets' }, LOAD)).toBeTruthy();
    const addons = screen.getByRole('group', { name: 'Add-ons' });
    expect(within(addons).getByText('The carriers you ship with most.')).toBeTruthy();
    fireEvent.click(within(addons).getByRole('switch', { name: 'Top carriers' }));
    expect(tester.root.get<LocalSettings>(LocalSettings).get('sideNavDashboardAnalytics')['fleet:top']).toBe(false);

    fireEvent.change(screen.getByRole('combobox', { name: 'Size of Monthly Shipments/TEUS' }), { target: { value: 'small' } });
    await waitFor(() => expect(tester.http.callsTo('PUT', DASHBOARD_API.layout)).toHaveLength(1), LOAD);
    expect(tester.saved[1]).toMatchObject({ version: 8, items: expect.arrayContaining([{ key: 'fleet:monthly', size: 'small' }]) });

    fireEvent.click(screen.getByRole('button', { name: 'Reset layout' }));
    expect(tester.root.get<LocalSettings>(LocalSettings).get('sideNavDashboardAnalytics')['fleet:top']).toBe(true);
    await waitFor(() => expect(tester.saved[tester.saved.length - 1].items).toEqual([]), LOAD);
    expect(await seriousA11yViolations(view.container)).toEqual([]);
  });
});
