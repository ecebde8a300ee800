import { defineServerPlugin, MAILER } from '@portolan/sdk/server';
import { features, planFeatures } from '../shared/features';
import migration001 from './migrations/001_pages.sql';
import { registerFaqRoutes } from './faqs/registerFaqRoutes';
import { registerTicketRoutes } from './tickets/registerTicketRoutes';
import { seedPages } from './seedPages';

/**
 * The pages app (README.md): platform-wide FAQs (`/api/pages/faqs`, edited by the platform admin) and
 * support requests (`/api/pages/contact`, `/api/pages/tickets`), emailed through the outbox.
 */
export default defineServerPlugin({
  id: 'pages',
  features,
  planFeatures,
  requires: [MAILER],
  migrations: [{ name: '001_pages', sql: migration001 }],
  config: {
    supportEmail: { env: 'PORTOLAN_SUPPORT_EMAIL', type: 'string', default: 'support@portolan.example', description: 'Where new support requests are emailed' },
  },
  routes(app, ctx) {
    registerFaqRoutes(app, ctx);
    registerTicketRoutes(app, ctx);
  },
  seedAfter: ['auth'],
  seed: seedPages,
});
