import type { SeedContext } from '@portolan/sdk/server';

/** PLACEHOLDER: a helper writes it. */
export async function seedDnd(ctx: SeedContext): Promise<void> {
  void ctx;
}
