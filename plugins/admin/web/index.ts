import { definePlugin } from '@portolan/sdk';

/**
 * Enterprise admin (SPEC §2 /admin, /shippers, /staffs): users and roles, plan features and plugin
 * switches of the company; for platform admins every company, subscriptions, leads and the outbox.
 */
export default definePlugin({
  id: 'admin',
  title: 'Enterprise admin',
  nav: [
    { id: 'admin', section: 'admin', title: 'Enterprise admin', icon: 'office', to: '/admin', order: 1, requires: { features: ['admin'] } },
    { id: 'staffs', section: 'admin', title: 'Users and roles', icon: 'people', to: '/staffs', order: 2, requires: { features: ['users'] } },
    { id: 'shippers', section: 'company-master', title: 'Companies', icon: 'globe-network', to: '/shippers', order: 1, requires: { features: ['admin'] } },
  ],
  routes: [
    { path: '/admin', load: () => import('./views/AdminScreen'), requires: { features: ['admin'] } },
    { path: '/staffs', load: () => import('./views/StaffsScreen'), requires: { features: ['users'] } },
    { path: '/shippers', load: () => import('./views/ShippersScreen'), requires: { features: ['admin'] } },
  ],
});
