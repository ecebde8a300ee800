import { definePlugin, HttpClient } from '@portolan/sdk';
import { ShipmentsStore, ShipmentsStoreToken } from './stores/ShipmentsStore';
import { ContainersStore, ContainersStoreToken, InvoicesStore, InvoicesStoreToken } from './stores/ListStores';

/**
 * The shipments app (SPEC §2): the home page at `/` (exact), `/shipments` (list, details, bulk
 * create), `/containers` and `/vendor-payments`. Screens are lazy chunks; the store is bound once per
 * plugin container.
 */
export default definePlugin({
  id: 'shipments',
  title: 'Shipments',
  requires: { features: ['shipments'] },
  nav: [
    { id: 'home', section: 'shipments', title: 'Home', icon: 'home', to: '/', order: 0 },
    { id: 'shipments', section: 'shipments', title: 'Shipments', icon: 'box', to: '/shipments', order: 10 },
    { id: 'containers', section: 'containers', title: 'Containers', icon: 'cube', to: '/containers', order: 10 },
    { id: 'vendor-payments', section: 'payments', title: 'Vendor payments', icon: 'dollar', to: '/vendor-payments', order: 10 },
  ],
  routes: [
    { path: '/', exact: true, load: () => import('./views/ShipmentsHome') },
    { path: '/shipments', load: () => import('./views/ShipmentsScreen') },
    { path: '/containers', load: () => import('./views/ContainersScreen') },
    { path: '/vendor-payments', load: () => import('./views/VendorPaymentsScreen') },
  ],
  services: (c) => {
    c.bind(ShipmentsStoreToken).toDynamicValue((ctx) => new ShipmentsStore(ctx.get<HttpClient>(HttpClient))).inSingletonScope();
    c.bind(ContainersStoreToken).toDynamicValue((ctx) => new ContainersStore(ctx.get<HttpClient>(HttpClient))).inSingletonScope();
    c.bind(InvoicesStoreToken).toDynamicValue((ctx) => new InvoicesStore(ctx.get<HttpClient>(HttpClient))).inSingletonScope();
  },
});
