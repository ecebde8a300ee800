import { definePlugin, type WidgetDefinition } from '@portolan/sdk';
import { features, planFeatures } from '../shared/features';
import { BUILT_IN_WIDGETS } from '../shared/widgets';

const dashboard = { features: ['dashboard'] };
const reports = { features: ['reports'] };
const emission = { features: ['emission'] };

/** The fourteen SPEC §9 widgets, registered like any add-on's: each a lazy chunk drawing its report. */
const widgets: WidgetDefinition[] = BUILT_IN_WIDGETS.map((w, order) => ({
  id: w.name,
  title: w.specName,
  description: w.description,
  size: w.size,
  order,
  setting: { key: w.setting, name: w.specName },
  requires: { features: ['dashboard'], ...(w.plan ? { plan: [w.plan] } : {}) },
  load: () => import('./views/widgets/BuiltInWidget').then((m) => ({ default: m.widgetFor(w.name) })),
}));

/**
 * Dashboards, reports and emissions on the web (README.md): the built-in dashboard widgets (the host's
 * `/dashboard` lays them out beside add-ons' widgets), `/reports` and `/insights/v2` (the report catalogue
 * of every area, a report as a full page with grouping, pivots, saved views and schedules; the drill list
 * `/insights/v2/shipments`), `/emission` (the emission dashboard and its downloadable report).
 */
export default definePlugin({
  id: 'analytics',
  title: 'Dashboards and reports',
  features,
  planFeatures,
  nav: [
    { id: 'reports', section: 'reports', title: 'Reports', icon: 'timeline-bar-chart', to: '/reports', order: 0, requires: reports },
    { id: 'emission', section: 'reports', title: 'Emissions', icon: 'eco', to: '/emission', order: 10, requires: emission },
  ],
  routes: [
    { path: '/reports', requires: reports, load: () => import('./views/reports/ReportsScreens') },
    { path: '/insights/v2', requires: dashboard, load: () => import('./views/reports/InsightsScreens') },
    { path: '/emission', requires: emission, load: () => import('./views/emission/EmissionScreen') },
  ],
  widgets,
  commands: [
    { id: 'open-reports', title: 'Reports', section: 'Reports', requires: reports, run: ({ navigate }) => navigate('/reports') },
    { id: 'open-emission', title: 'Emission dashboard', section: 'Reports', requires: emission, run: ({ navigate }) => navigate('/emission') },
    { id: 'open-dashboard', title: 'Dashboard', section: 'Reports', requires: dashboard, run: ({ navigate }) => navigate('/dashboard') },
  ],
});
