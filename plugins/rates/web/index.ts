import { definePlugin } from '@portolan/sdk';
import { features, planFeatures } from '../shared/features';

/**
 * The rates area on the web (README.md): `/rates` and `/rates-v2` (the same screens under both
 * prefixes: search, inventory, add freight / other / transportation rates, imports, shortlist,
 * exchange rates, charge types), `/qbrates` (quick-book offers) and `/contracts`.
 */
export default definePlugin({
  id: 'rates',
  title: 'Rates',
  features,
  planFeatures,
  nav: [
    { id: 'rates', section: 'rates', title: 'Rate search', icon: 'search', to: '/rates', order: 10, requires: { features: ['rates'] } },
    { id: 'rate-inventory', section: 'rates', title: 'Rate inventory', icon: 'th-list', to: '/rates/inventory', order: 20, requires: { features: ['rates'] } },
    { id: 'qbrates', section: 'rates', title: 'Quick-book rates', icon: 'flash', to: '/qbrates', order: 30, requires: { features: ['rates'] } },
    { id: 'rate-shortlist', section: 'rates', title: 'Shortlist', icon: 'star', to: '/rates/shortlist', order: 40, requires: { features: ['rates'] } },
    { id: 'exchange-rates', section: 'rates', title: 'Exchange rates', icon: 'exchange', to: '/rates/exchange-rates', order: 50, requires: { features: ['rates'] } },
    { id: 'charge-types', section: 'rates', title: 'Charge types', icon: 'tag', to: '/rates/charge-types', order: 60, requires: { features: ['rates'] } },
    { id: 'contracts', section: 'contracts', title: 'Contracts', icon: 'document', to: '/contracts', order: 10, requires: { features: ['contracts'] } },
  ],
  routes: [
    { path: '/rates', load: () => import('./views/RatesScreen'), requires: { features: ['rates'] } },
    { path: '/rates-v2', load: () => import('./views/RatesScreen'), requires: { features: ['rates'] } },
    { path: '/qbrates', load: () => import('./views/quickbook/QuickBookScreen'), requires: { features: ['rates'] } },
    { path: '/contracts', load: () => import('./views/contracts/ContractsScreen'), requires: { features: ['contracts'] } },
  ],
  // The stores load with the first screen, not with the declaration (it is part of the boot chunk).
  services: async (c) => (await import('./bindRatesServices')).bindRatesServices(c),
  commands: [
    { id: 'open-rate-search', title: 'Search rates', section: 'Rates', requires: { features: ['rates'] }, run: ({ navigate }) => navigate('/rates') },
    { id: 'add-freight-rates', title: 'Add freight rates', section: 'Rates', requires: { features: ['rates'], level: 'Create' }, run: ({ navigate }) => navigate('/rates/inventory/new?kind=FCL') },
    { id: 'add-other-rates', title: 'Add other rates', section: 'Rates', requires: { features: ['rates'], level: 'Create' }, run: ({ navigate }) => navigate('/rates/inventory/new?kind=OTHER') },
    { id: 'add-transport-rates', title: 'Add transportation rates', section: 'Rates', requires: { features: ['rates'], level: 'Create' }, run: ({ navigate }) => navigate('/rates/inventory/new?kind=TRANSPORT') },
    { id: 'import-rate-sheet', title: 'Import a rate sheet', section: 'Rates', requires: { features: ['rates'], level: 'Create' }, run: ({ navigate }) => navigate('/rates/imports/new') },
  ],
});
