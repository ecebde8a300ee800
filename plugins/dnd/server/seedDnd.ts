import type { SeedContext } from '@portolan/sdk/server';
import { refreshClocks } from './clocks/containerClocks';
import { alertRound } from './clocks/scheduleClockJobs';
import { seedDemoClocks, seedDemoTariffs } from './seed/seedDemoClocks';
import { seedInvoicesAndInventory } from './seed/seedInvoicesAndInventory';

/**
 * The D&D demo (README "Demo data"): Acme's tariffs, overrides, demo containers past, on and before
 * their last free day and its clocks; Bluewave's tariffs and clocks; then Acme's carrier invoices,
 * dispute and container inventory; then the first alert round (the containers at risk and over). Idempotent.
 */
export async function seedDnd(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const now = new Date();
  const userOf = (email: string) => db.one<{ id: string; company_id: string }>('SELECT id, company_id FROM users WHERE email = $1', [email]);
  const acme = await userOf('shipper@portolan.test');
  if (acme) await seedDemoClocks(ctx, String(acme.company_id), String(acme.id), now);
  const bluewave = await userOf('forwarder@portolan.test');
  if (bluewave) {
    await seedDemoTariffs(db, String(bluewave.company_id), now.getUTCFullYear());
    await refreshClocks({ db, services: ctx.services }, String(bluewave.company_id), { now });
  }
  await seedInvoicesAndInventory(ctx);
  // The alerts a newcomer should see at once (the timed round would make them a minute later).
  await alertRound({ db, services: ctx.services }, now);
}
