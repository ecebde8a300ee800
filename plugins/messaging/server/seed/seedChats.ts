import type { SeedContext } from '@portolan/sdk/server';

/** Placeholder of the contract: the chat helper writes the demo chats (Acme ↔ Bluewave on shipments, a quote, the RFQ). */
export async function seedChats(ctx: SeedContext): Promise<void> {
  void ctx;
}
