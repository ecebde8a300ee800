import { definePlugin } from '@portolan/sdk';
import { features, planFeatures } from '../shared/features';

/**
 * The schedules area on the web (README.md): `/schedules` and `/schedules-v2` — the same screens
 * under both prefixes: the sailing search (with the "coming from rates" link), `…/import` (CSV and
 * the carrier API sync) and `…/new` (a sailing typed in). One lazy chunk.
 */
export default definePlugin({
  id: 'schedules',
  title: 'Schedules',
  features,
  planFeatures,
  requires: { features: ['schedules'] },
  nav: [
    { id: 'schedules', section: 'schedules', title: 'Sailing schedules', icon: 'calendar', to: '/schedules', order: 10 },
    { id: 'schedules-import', section: 'schedules', title: 'Import schedules', icon: 'import', to: '/schedules/import', order: 20, requires: { features: ['schedules'], level: 'Create' } },
  ],
  routes: [
    { path: '/schedules', load: () => import('./views/SchedulesScreen') },
    { path: '/schedules-v2', load: () => import('./views/SchedulesScreen') },
  ],
  commands: [
    { id: 'open-schedules', title: 'Search sailings', section: 'Schedules', run: ({ navigate }) => navigate('/schedules') },
    { id: 'import-schedules', title: 'Import schedules', section: 'Schedules', requires: { features: ['schedules'], level: 'Create' }, run: ({ navigate }) => navigate('/schedules/import') },
    { id: 'new-sailing', title: 'New sailing', section: 'Schedules', requires: { features: ['schedules'], level: 'Create' }, run: ({ navigate }) => navigate('/schedules/new') },
  ],
});
