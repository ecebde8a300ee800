import { definePlugin } from '@portolan/sdk';
import { features, planFeatures } from '../shared/features';

/**
 * The shipments app (SPEC §2): the home page at `/` (exact), `/shipments` (list, details, bulk
 * create) and `/containers` (`/vendor-payments` is the billing plugin's). Screens are lazy chunks; the store is bound once per
 * plugin container.
 */
export default definePlugin({
  id: 'shipments',
  features,
  planFeatures,
  title: 'Shipments',
  requires: { features: ['shipments'] },
  nav: [
    { id: 'home', section: 'shipments', title: 'Home', icon: 'home', to: '/', order: 0 },
    { id: 'shipments', section: 'shipments', title: 'Shipments', icon: 'box', to: '/shipments', order: 10 },
    { id: 'containers', section: 'containers', title: 'Containers', icon: 'cube', to: '/containers', order: 10 },
  ],
  routes: [
    { path: '/', exact: true, load: () => import('./views/ShipmentsHome') },
    { path: '/shipments', load: () => import('./views/ShipmentsScreen') },
    { path: '/containers', load: () => import('./views/ContainersScreen') },
  ],
  // The stores load with the first screen, not with the declaration (it is part of the boot chunk).
  services: async (c) => (await import('./bindShipmentsServices')).bindShipmentsServices(c),
});
