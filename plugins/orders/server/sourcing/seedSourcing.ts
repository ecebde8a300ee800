import type { SeedContext } from '@portolan/sdk/server';

/** A requisition that became an order RFQ and then POs (placeholder: being built). */
export async function seedSourcing(ctx: SeedContext): Promise<void> {
  void ctx;
}
