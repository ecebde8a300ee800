import { vi } from 'vitest';
import { DashboardFilter, definePlugin, type WebPlugin, type WidgetDefinition } from '@portolan/sdk';
import { createPluginTester, type FakeRequest, type PluginTester, type PluginTesterOptions } from '@portolan/sdk/testing';
import { DASHBOARD_API, type DashboardLayout } from '@portolan/sdk';
import { startAddons } from '../addons/startAddons';

const body = (text: string) => async () => ({ default: () => <p>{text}</p> });

/** Two SPEC §9 widgets, one analytics widget and one without a setting (an add-on's kind). */
export const TEST_WIDGETS: WidgetDefinition[] = [
  { id: 'radar', title: 'Global Shipment Radar', description: 'Where your shipments are now.', size: 'large', order: 0, setting: { key: 'sideNavDashboardReports', name: 'Global Shipment Radar' }, load: body('Radar body') },
  { id: 'monthly', title: 'Monthly Shipments/TEUS', description: 'Shipments and TEU per month.', size: 'large', order: 1, setting: { key: 'sideNavDashboardAnalytics', name: 'Monthly Shipments/TEUS' }, load: body('Monthly body') },
  { id: 'onTime', title: 'On Time Performance By Carrier', size: 'medium', order: 2, setting: { key: 'sideNavDashboardAnalytics', name: 'On Time Performance By Carrier' }, load: body('On time body') },
  { id: 'top', title: 'Top carriers', description: 'The carriers you ship with most.', size: 'small', order: 3, load: body('Top carriers body') },
];

export const fleet = definePlugin({ id: 'fleet', title: 'Fleet', requires: { features: ['dashboard'] }, widgets: TEST_WIDGETS });

export interface DashboardTester extends PluginTester {
  filter: DashboardFilter;
  /** The layouts the server holds (the last one is answered to GET). */
  saved: DashboardLayout[];
}

/**
 * A workbench with the test widgets (or another plugin's), the host's dashboard routes (startAddons, no add-ons installed), a
 * layout server that keeps what is PUT (a new version each time; answers `{ record }` like the analytics server) and a facts revision `r1`.
 */
export function createDashboardTester(layout: DashboardLayout = { items: [], version: 1 }, options: PluginTesterOptions & { plugin?: WebPlugin } = { plugin: fleet, accesses: { dashboard: ['Read'] } }): DashboardTester {
  const tester = createPluginTester(options);
  const saved = [layout];
  tester.http
    .on('GET', '/api/plugins', { success: true, data: { items: [], count: 0 } })
    .on('GET', DASHBOARD_API.layout, () => ({ success: true, data: { record: saved[saved.length - 1] } }))
    .on('PUT', DASHBOARD_API.layout, (req: FakeRequest) => {
      const sent = (req.body as { data: DashboardLayout }).data;
      const next = { items: sent.items, version: (sent.version ?? 0) + 1, updatedAt: new Date().toISOString() };
      saved.push(next);
      return { success: true, data: { record: next } };
    })
    .on('GET', DASHBOARD_API.freshness, { success: true, data: { record: { revision: 'r1', refreshedAt: new Date().toISOString(), shipments: 3 } } });
  startAddons(tester.root, tester.containers, { sdkVersion: '0.1.3', importEntry: vi.fn(), preloadShared: async () => undefined });
  return { ...tester, filter: tester.root.get<DashboardFilter>(DashboardFilter), saved };
}
