import type { SeedContext } from '@portolan/sdk/server';

/** Acme's suppliers, locations and products (placeholder: being built). */
export async function seedMaster(ctx: SeedContext): Promise<void> {
  void ctx;
}
