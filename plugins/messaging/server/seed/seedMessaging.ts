import type { SeedContext } from '@portolan/sdk/server';

/** Placeholder of the contract: the helpers building chat and notifications fill it (seedChats, seedNotifications, seedReminders). */
export async function seedMessaging(ctx: SeedContext): Promise<void> {
  void ctx;
}
