import type { SeedContext } from '@portolan/sdk/server';
import { seedChats } from './seedChats';
import { seedNotifications } from './seedNotifications';
import { seedReminders } from './seedReminders';

/** The messaging demo: chats between Acme and Bluewave, unread notifications, reminders due soon. Idempotent. */
export async function seedMessaging(ctx: SeedContext): Promise<void> {
  await seedChats(ctx);
  await seedNotifications(ctx);
  await seedReminders(ctx);
}
