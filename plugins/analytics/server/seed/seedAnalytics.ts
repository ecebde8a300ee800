import type { SeedContext } from '@portolan/sdk/server';
import { refreshFacts } from '../facts/refreshFacts';
import { seedReports } from './seedReports';

/**
 * Demo data: the facts (and emissions) of every demo shipment, so the first dashboard draws at once; saved
 * views and a weekly scheduled report for Acme. Idempotent.
 */
export async function seedAnalytics(ctx: SeedContext): Promise<void> {
  await refreshFacts(ctx.db, ctx);
  await seedReports(ctx);
}
