import { definePlugin } from '@portolan/sdk';

/** The users app (SPEC §2 /me and /user-actions): the signed-in user's profile and own audit trail. */
export default definePlugin({
  id: 'users',
  title: 'My account',
  nav: [
    { id: 'me', section: 'settings', title: 'My profile', icon: 'user', to: '/me', order: 1 },
    { id: 'user-actions', section: 'settings', title: 'My activity', icon: 'history', to: '/user-actions', order: 2 },
  ],
  routes: [
    { path: '/me', load: () => import('./views/ProfileScreen') },
    { path: '/user-actions', load: () => import('./views/UserActionsScreen') },
  ],
});
