import { HttpClient, definePlugin } from '@portolan/sdk';
import { ScorecardStore, ScorecardStoreToken } from './stores/ScorecardStore';

/**
 * The carrier scorecard add-on: a page (/carrier-scorecard) and a dashboard widget that rank carriers
 * by on-time arrival, with notes per carrier. Its nav entry, route and widget are also declared in
 * package.json ("portolan"), so the host draws them before loading this file.
 */
export default definePlugin({
  id: 'carrier-scorecard',
  title: 'Carrier scorecard',
  requires: { features: ['shipments'] },
  routes: [{ path: '/carrier-scorecard', load: () => import('./views/ScorecardScreen') }],
  widgets: [{ id: 'top-carriers', title: 'On-time performance by carrier', load: () => import('./views/TopCarriersWidget') }],
  services: (container) => {
    container.bind(ScorecardStoreToken).toDynamicValue((ctx) => new ScorecardStore(ctx.get<HttpClient>(HttpClient))).inSingletonScope();
  },
});
