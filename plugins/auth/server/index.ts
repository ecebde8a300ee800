import { defineServerPlugin, MAILER, provide } from '@portolan/sdk/server';
import { features, planFeatures } from '../shared/features';
import auth001 from './migrations/001_auth.sql';
import auth002 from './migrations/002_accounts.sql';
import auth003 from './migrations/003_throttle.sql';
import auth004 from './migrations/004_outbox_attachments.sql';
import { accountRoutes } from './accountRoutes';
import { passwordRoutes } from './passwordRoutes';
import { companyRoutes } from './companyRoutes';
import { networkRoutes } from './networkRoutes';
import { networkConnectionRoutes } from './networkConnectionRoutes';
import { userRoutes } from './userRoutes';
import { enterpriseRoutes } from './enterpriseRoutes';
import { leadRoutes } from './leadRoutes';
import { outboxRoutes } from './outboxRoutes';
import { setupRoutes } from './setup/setupRoutes';
import { deliverOutbox, logTransport, queueEmail, smtpTransport } from './outbox';
import { seedDemo } from './seedDemo';
import { mailDelivery } from './mailDelivery';

/**
 * Accounts and tenancy (SPEC §3, §4, §6, §7): sign-in/out, profile, sign-up, password reset, users and
 * roles, companies, enterprise plans, subscriptions and switches, leads, the outbox and its sender.
 * The core owns users, companies, sessions, plans and subscriptions; this plugin serves them.
 */
export default defineServerPlugin({
  id: 'auth',
  features,
  planFeatures,
  provides: [provide(MAILER, () => ({ queue: queueEmail }))],
  migrations: [
    { name: '001_auth', sql: auth001 },
    { name: '002_accounts', sql: auth002 },
    { name: '003_throttle', sql: auth003 },
    { name: '004_outbox_attachments', sql: auth004 },
  ],
  config: {
    smtpUrl: { env: 'PORTOLAN_SMTP_URL', type: 'string', default: '', description: 'Send the outbox by SMTP (smtp://user:pass@host:587, smtps://…); empty: emails go to the server log' },
    mailFrom: { env: 'PORTOLAN_MAIL_FROM', type: 'string', default: 'Portolan <no-reply@portolan.local>', description: 'The sender of emails' },
  },
  routes(app, ctx) {
    const smtpUrl = ctx.settings.smtpUrl.trim();
    accountRoutes(app, ctx);
    passwordRoutes(app, ctx, smtpUrl);
    companyRoutes(app, ctx);
    networkRoutes(app, ctx);
    networkConnectionRoutes(app, ctx);
    userRoutes(app, ctx);
    enterpriseRoutes(app, ctx);
    leadRoutes(app, ctx);
    outboxRoutes(app, ctx);
    setupRoutes(app, ctx);
    // The outbox sender, a scheduler job every 5 s (one pass at a time across every API process; the
    // batch claim keeps emails apart anyway): SMTP when PORTOLAN_SMTP_URL is set, else the server log
    // (bodies only outside production). Tests drive `deliverOutbox` themselves.
    if (ctx.config.env !== 'test') {
      const delivery = mailDelivery(ctx.config.env, smtpUrl);
      const transport = delivery === 'email' ? smtpTransport(smtpUrl, ctx.settings.mailFrom.trim() || 'Portolan <no-reply@portolan.local>') : logTransport(ctx.log, delivery === 'server-log');
      if (delivery === 'none') ctx.log.warn('PORTOLAN_SMTP_URL is not set: emails go to the server log without their bodies');
      ctx.scheduler.every('outbox', 5, async () => void (await deliverOutbox(ctx.db, transport, ctx.log)));
    }
  },
  seed: seedDemo,
});
