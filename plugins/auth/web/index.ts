import { definePlugin } from '@portolan/sdk';

/**
 * Accounts: the login app (/login), auth v2 (/signup, /update-password) and the change-password
 * app (/forgot-password, /change-password), and the enterprise demo request (/enterprises). All open
 * routes (SPEC §2).
 */
export default definePlugin({
  id: 'auth',
  title: 'Accounts',
  routes: [
    { path: '/login', load: () => import('./views/LoginScreen') },
    { path: '/signup', load: () => import('./views/SignUpScreen') },
    { path: '/forgot-password', load: () => import('./views/ForgotPasswordScreen') },
    { path: '/change-password', load: () => import('./views/ChangePasswordScreen') },
    { path: '/update-password', load: () => import('./views/UpdatePasswordScreen') },
    { path: '/enterprises', load: () => import('./views/RequestDemoScreen') },
  ],
});
