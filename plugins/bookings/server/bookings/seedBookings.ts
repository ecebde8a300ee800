import type { SeedContext } from '@portolan/sdk/server';

/** PLACEHOLDER: a helper writes it. */
export async function seedBookings(ctx: SeedContext): Promise<void> {
  void ctx;
}
