import type { SeedContext } from '@portolan/sdk/server';
import { seedPages } from './seedPages';
import { seedTemplates } from './seedTemplates';

/** Demo data: Bluewave's logo, its quote and invoice templates (defaults), and one composed page (published, pinned). Idempotent. */
export async function seedComposer(ctx: SeedContext): Promise<void> {
  await seedTemplates(ctx);
  await seedPages(ctx);
}
