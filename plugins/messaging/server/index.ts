import { defineServerPlugin, DOCUMENT_FILES, MAILER, NOTIFIER, provide } from '@portolan/sdk/server';
import { features } from '../shared/features';
import { MESSAGING_EVENTS } from '../shared/events';
import migration001 from './migrations/001_messaging.sql';
import { registerChatRoutes } from './chat/registerChatRoutes';
import { registerNotificationRoutes } from './notifications/registerNotificationRoutes';
import { createNotifier } from './notifications/createNotifier';
import { scheduleDigests } from './notifications/scheduleDigests';
import { registerReminderRoutes } from './reminders/registerReminderRoutes';
import { seedMessaging } from './seed/seedMessaging';

/**
 * Chat, notifications and reminders (README.md): chats between people of one company and of companies
 * that work together, optionally on a record (`/api/messages`); the event catalogue's notifications
 * with per-user, per-category channels and company defaults, emailed through the outbox now or in a
 * digest (`/api/events`, SDK `NOTIFIER`); reminders that become notifications when due (`/api/reminders`).
 * Everything a user should see at once is pushed over the live connection (`ctx.live`).
 */
export default defineServerPlugin({
  id: 'messaging',
  features,
  events: MESSAGING_EVENTS,
  provides: [provide(NOTIFIER, (ctx) => createNotifier(ctx))],
  requires: [MAILER],
  optional: [DOCUMENT_FILES],
  migrations: [{ name: '001_messaging', sql: migration001 }],
  routes(app, ctx) {
    registerChatRoutes(app, ctx);
    registerNotificationRoutes(app, ctx);
    registerReminderRoutes(app, ctx);
    scheduleDigests(ctx);
  },
  // Chats, notifications and reminders about the other areas' demo records.
  seedAfter: ['shipments', 'trackings', 'quotes', 'rfq', 'orders', 'bookings', 'dnd', 'compliance', 'analytics'],
  async seed(ctx) {
    await seedMessaging(ctx);
  },
});
