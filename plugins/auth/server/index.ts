import { defineServerPlugin } from '@portolan/sdk/server';
import auth001 from './migrations/001_auth.sql';
import { accountRoutes } from './accountRoutes';
import { passwordRoutes } from './passwordRoutes';
import { companyRoutes } from './companyRoutes';
import { seedDemo } from './seedDemo';

/** Accounts: sign-in/out, profile, sign-up, password reset, the company and its subscription (SPEC §7 Auth). */
export default defineServerPlugin({
  id: 'auth',
  migrations: [{ name: '001_auth', sql: auth001 }],
  routes(app, ctx) {
    accountRoutes(app, ctx);
    passwordRoutes(app, ctx);
    companyRoutes(app, ctx);
  },
  seed: seedDemo,
});
