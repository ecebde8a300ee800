import type { SeedContext } from '@portolan/sdk/server';

/** Acme's 200 purchase orders (placeholder: being built). */
export async function seedOrders(ctx: SeedContext): Promise<void> {
  void ctx;
}
