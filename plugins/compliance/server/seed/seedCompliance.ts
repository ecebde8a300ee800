import type { SeedContext } from '@portolan/sdk/server';
import { seedBills } from './seedBills';
import { seedChas } from './seedChas';
import { seedEgm } from './seedEgm';
import { seedKyc } from './seedKyc';

/**
 * The demo story (README "Demo data"), each part idempotent: KYC documents in every state (Acme verified,
 * so its bills can be regularized), Acme's forty export bills with remittances and realizations, its CHAs
 * at three ports with assignments on its shipments, and Bluewave's export sailings with their EGMs.
 */
export async function seedCompliance(ctx: SeedContext): Promise<void> {
  await seedKyc(ctx);
  await seedBills(ctx);
  await seedChas(ctx);
  await seedEgm(ctx);
}
