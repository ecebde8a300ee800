import { definePlugin } from '@portolan/sdk';
import { features, planFeatures } from '../shared/features';

/**
 * Accounts (SPEC §2), one plugin for everything the auth server plugin serves:
 * - open routes without chrome: the login app (/login), auth v2 (/signup, /update-password), the
 *   change-password app (/forgot-password, /change-password) and the enterprise demo request (/enterprises);
 * - the enterprise admin (/admin, /staffs, /shippers): users and roles, plan features and plugin
 *   switches of the company; for platform admins every company, subscriptions, leads and the outbox;
 * - the users app (/me, /user-actions): the signed-in user's profile and own audit trail.
 */
export default definePlugin({
  id: 'auth',
  features,
  planFeatures,
  title: 'Accounts',
  nav: [
    { id: 'admin', section: 'admin', title: 'Enterprise admin', icon: 'office', to: '/admin', order: 1, requires: { features: ['admin'] } },
    { id: 'staffs', section: 'admin', title: 'Users and roles', icon: 'people', to: '/staffs', order: 2, requires: { features: ['users'] } },
    { id: 'shippers', section: 'company-master', title: 'Companies', icon: 'globe-network', to: '/shippers', order: 1, requires: { features: ['admin'] } },
    { id: 'network', section: 'company-master', title: 'Network', icon: 'people', to: '/network', order: 2, requires: { features: ['network'] } },
    { id: 'me', section: 'settings', title: 'My profile', icon: 'user', to: '/me', order: 1 },
    { id: 'user-actions', section: 'settings', title: 'My activity', icon: 'history', to: '/user-actions', order: 2 },
  ],
  routes: [
    { path: '/login', load: () => import('./views/LoginScreen') },
    { path: '/signup', load: () => import('./views/SignUpScreen') },
    { path: '/forgot-password', load: () => import('./views/ForgotPasswordScreen') },
    { path: '/change-password', load: () => import('./views/ChangePasswordScreen') },
    { path: '/update-password', load: () => import('./views/UpdatePasswordScreen') },
    { path: '/enterprises', load: () => import('./views/RequestDemoScreen') },
    { path: '/setup', load: () => import('./views/SetupScreen') },
    { path: '/admin', load: () => import('./admin/views/AdminScreen'), requires: { features: ['admin'] } },
    { path: '/staffs', load: () => import('./admin/views/StaffsScreen'), requires: { features: ['users'] } },
    { path: '/shippers', load: () => import('./admin/views/ShippersScreen'), requires: { features: ['admin'] } },
    { path: '/network', load: () => import('./network/NetworkScreen'), requires: { features: ['network'] } },
    { path: '/me', load: () => import('./profile/views/ProfileScreen') },
    { path: '/user-actions', load: () => import('./profile/views/UserActionsScreen') },
  ],
});
