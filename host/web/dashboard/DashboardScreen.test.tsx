import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LocalSettings, addDays, todayUtc } from '@portolan/sdk';
import { seriousA11yViolations } from '@portolan/sdk/testing';
import analytics from '../../../plugins/analytics/web';
import { DASHBOARD_API, type DashboardLayout } from '@portolan/sdk';
import DashboardScreen from './DashboardScreen';
import { createDashboardTester } from './dashboardTester';
import { renderDashboard } from './renderDashboard';

const LOAD = { timeout: 10_000 };

/** The titles of the widget cards on the page, in order. */
function cardTitles(): string[] {
  return [...document.querySelectorAll('[data-widget]')].map((card) => card.getAttribute('aria-labelledby')).map((id) => document.getElementById(id!)!.textContent!);
}

async function openDashboard(layout?: DashboardLayout, path?: string) {
  const tester = createDashboardTester(layout);
  const view = renderDashboard(tester, <DashboardScreen />, path);
  await screen.findByText('Radar body', {}, LOAD).catch(() => undefined);
  return { tester, view };
}

describe('the dashboard', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('lists the widgets in the saved order (then the rest in registered order) at their sizes, leaving out switched-off ones', async () => {
    const tester = createDashboardTester({ items: [{ key: 'fleet:top', size: 'medium' }, { key: 'gone:widget', size: 'full' }, { key: 'fleet:onTime', size: 'full' }], version: 4 });
    tester.root.get<LocalSettings>(LocalSettings).set('sideNavDashboardAnalytics', { ...tester.root.get<LocalSettings>(LocalSettings).get('sideNavDashboardAnalytics'), 'Monthly Shipments/TEUS': false });
    renderDashboard(tester, <DashboardScreen />);
    await screen.findByText('Top carriers body', {}, LOAD);
    expect(cardTitles()).toEqual(['Top carriers', 'On Time Performance By Carrier', 'Global Shipment Radar']);
    const top = screen.getByRole('region', { name: 'Top carriers' });
    expect(top.className).toContain('pt-dashboard-card--medium');
    expect(screen.getByRole('region', { name: 'On Time Performance By Carrier' }).className).toContain('pt-dashboard-card--full');
    expect(screen.getByRole('region', { name: 'Global Shipment Radar' }).className).toContain('pt-dashboard-card--large');
    expect(within(top).getByRole('button', { name: 'Move Top carriers' })).toBeTruthy();
    expect(screen.queryByText('Monthly body')).toBeNull();
  });

  it('shows the four SPEC reports and ten analytics widgets of the analytics plugin, all on by default, grouped in Customize', async () => {
    const tester = createDashboardTester(undefined, { plugin: analytics, accesses: { dashboard: ['Read'] }, plan: { analytics: true, 'watch-tower': true, multimodal: true } });
    renderDashboard(tester, <DashboardScreen />);
    await screen.findByRole('region', { name: 'Global Shipment Radar' }, LOAD);
    const titles = cardTitles();
    expect(titles).toHaveLength(14);
    expect(titles.slice(0, 4)).toEqual(['Global Shipment Radar', 'Watch Tower', 'Shipment', 'Multimodal']);
    expect(titles[13]).toBe('Transshipment Ageing By POD');
    fireEvent.click(screen.getByRole('button', { name: 'Customize' }));
    const drawer = await screen.findByRole('dialog', { name: 'Customize dashboard' }, LOAD);
    expect(within(within(drawer).getByRole('group', { name: 'Reports' })).getAllByRole('switch')).toHaveLength(4);
    const analyticsSwitches = within(within(drawer).getByRole('group', { name: 'Analytics' })).getAllByRole('switch') as HTMLInputElement[];
    expect(analyticsSwitches).toHaveLength(10);
    expect(analyticsSwitches.every((s) => s.checked)).toBe(true);
    expect(within(drawer).queryByRole('group', { name: 'Add-ons' })).toBeNull();
    // Switching one off is the SPEC §9 local setting itself.
    fireEvent.click(within(drawer).getByRole('switch', { name: 'Watch Tower' }));
    expect(tester.root.get<LocalSettings>(LocalSettings).get('sideNavDashboardReports')['Watch Tower']).toBe(false);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Watch Tower' })).toBeNull());
  });

  it('hides a widget from Customize: the switch writes the local setting and the card goes', async () => {
    const { tester } = await openDashboard();
    const settings = tester.root.get<LocalSettings>(LocalSettings);
    fireEvent.click(screen.getByRole('button', { name: 'Customize' }));
    const drawer = await screen.findByRole('dialog', { name: 'Customize dashboard' }, LOAD);
    const reports = within(drawer).getByRole('group', { name: 'Reports' });
    expect(within(reports).getByRole('switch', { name: 'Global Shipment Radar' })).toBeTruthy();
    expect(within(within(drawer).getByRole('group', { name: 'Analytics' })).getAllByRole('switch').map((s) => s.getAttribute('aria-label') ?? s.closest('label')!.textContent)).toEqual([
      'Monthly Shipments/TEUS',
      'On Time Performance By Carrier',
    ]);
    expect(within(drawer).getByText('Where your shipments are now.')).toBeTruthy();

    fireEvent.click(within(reports).getByRole('switch', { name: 'Global Shipment Radar' }));
    expect(settings.get('sideNavDashboardReports')['Global Shipment Radar']).toBe(false);
    expect(settings.get('sideNavDashboardReports').Multimodal).toBe(true);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Global Shipment Radar' })).toBeNull());

    // A widget without a SPEC setting is kept under `<pluginId>:<id>`.
    fireEvent.click(within(within(drawer).getByRole('group', { name: 'Add-ons' })).getByRole('switch', { name: 'Top carriers' }));
    expect(settings.get('sideNavDashboardAnalytics')['fleet:top']).toBe(false);
    await waitFor(() => expect(cardTitles()).toEqual(['Monthly Shipments/TEUS', 'On Time Performance By Carrier']));
  });

  it('hides from the card, and offers Customize when every widget is hidden', async () => {
    const { tester } = await openDashboard();
    for (const title of ['Global Shipment Radar', 'Monthly Shipments/TEUS', 'On Time Performance By Carrier', 'Top carriers']) {
      fireEvent.click(within(screen.getByRole('region', { name: title })).getByRole('button', { name: `Options for ${title}` }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Hide' }, LOAD));
      await waitFor(() => expect(screen.queryByRole('region', { name: title })).toBeNull());
    }
    expect(tester.root.get<LocalSettings>(LocalSettings).get('sideNavDashboardAnalytics')['On Time Performance By Carrier']).toBe(false);
    expect(await screen.findByText('Every widget is hidden', {}, LOAD)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Customize' }).length).toBe(2);
  });

  it('saves a size change to the server layout, keeping the version it loaded', async () => {
    const { tester } = await openDashboard({ items: [{ key: 'fleet:onTime', size: 'medium' }], version: 3 });
    fireEvent.click(within(screen.getByRole('region', { name: 'Global Shipment Radar' })).getByRole('button', { name: 'Options for Global Shipment Radar' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Full width' }, LOAD));
    expect(screen.getByRole('region', { name: 'Global Shipment Radar' }).className).toContain('pt-dashboard-card--full');
    await waitFor(() => expect(tester.http.callsTo('PUT', DASHBOARD_API.layout)).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('PUT', DASHBOARD_API.layout)[0].body).toEqual({
      data: {
        version: 3,
        items: [
          { key: 'fleet:onTime', size: 'medium' },
          { key: 'fleet:radar', size: 'full' },
          { key: 'fleet:monthly', size: 'large' },
          { key: 'fleet:top', size: 'small' },
        ],
      },
    });
  });

  it('moves a widget without dragging (Move later) and saves the order', async () => {
    const { tester } = await openDashboard();
    fireEvent.click(within(screen.getByRole('region', { name: 'Global Shipment Radar' })).getByRole('button', { name: 'Options for Global Shipment Radar' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move later' }, LOAD));
    expect(cardTitles()).toEqual(['Monthly Shipments/TEUS', 'Global Shipment Radar', 'On Time Performance By Carrier', 'Top carriers']);
    await waitFor(() => expect(tester.saved).toHaveLength(2), LOAD);
    expect(tester.saved[1].items.map((i) => i.key)).toEqual(['fleet:monthly', 'fleet:radar', 'fleet:onTime', 'fleet:top']);
  });

  it('applies a filter from the URL, and writes the filter bar’s changes to DashboardFilter and the URL', async () => {
    const { tester } = await openDashboard(undefined, '/dashboard?from=2026-01-01&to=2026-03-31&carriers=MAEU');
    await waitFor(() => expect(tester.filter.filter).toMatchObject({ from: '2026-01-01', to: '2026-03-31', carriers: ['MAEU'] }));
    const bar = screen.getByRole('search', { name: 'Dashboard filter' });
    expect((within(bar).getByLabelText('From') as HTMLInputElement).value).toBe('2026-01-01');

    fireEvent.click(within(bar).getByRole('checkbox', { name: 'FCL' }));
    expect(tester.filter.filter.modes).toEqual(['FCL']);
    await waitFor(() => expect(new URLSearchParams(screen.getByTestId('location-search').textContent!).get('modes')).toBe('FCL'));

    fireEvent.click(within(bar).getByRole('button', { name: 'Last 30 days' }));
    const today = todayUtc();
    expect(tester.filter.filter).toMatchObject({ from: addDays(today, -29), to: today });
    await waitFor(() => expect(new URLSearchParams(screen.getByTestId('location-search').textContent!).get('from')).toBe(addDays(today, -29)));

    fireEvent.click(within(bar).getByRole('button', { name: 'Carriers: Maersk (MAEU)' }));
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search carriers' }, LOAD), { target: { value: 'hapag' } });
    expect(screen.queryByRole('checkbox', { name: 'Maersk (MAEU)' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hapag-Lloyd (HLCU)' }));
    expect(tester.filter.filter.carriers).toEqual(['MAEU', 'HLCU']);
    await waitFor(() => expect(new URLSearchParams(screen.getByTestId('location-search').textContent!).get('carriers')).toBe('MAEU,HLCU'));

    // A range the server would refuse is not applied.
    fireEvent.change(within(bar).getByLabelText('To'), { target: { value: '2020-01-01' } });
    expect(await within(bar).findByRole('alert')).toBeTruthy();
    expect(tester.filter.filter.to).toBe(today);
  });

  it('has no serious accessibility violations, with the Customize drawer open too', async () => {
    const { view } = await openDashboard();
    expect(await seriousA11yViolations(view.container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Customize' }));
    await screen.findByRole('dialog', { name: 'Customize dashboard' }, LOAD);
    expect(await seriousA11yViolations(document.body)).toEqual([]);
  });
});
