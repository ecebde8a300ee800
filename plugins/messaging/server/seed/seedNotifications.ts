import type { SeedContext } from '@portolan/sdk/server';

/**
 * The demo's notification settings: Bluewave's company default sends shipment events by email too. The
 * demo's notifications themselves are not written here: they come from the other areas' demo data, which
 * runs first (bookings confirmed, shipments departed and arrived, D&D last free days, KYC expiring …), so
 * each links to a real record. Idempotent.
 */
export async function seedNotifications(ctx: SeedContext): Promise<void> {
  const bluewave = await ctx.db.one<{ company_id: string }>('SELECT company_id FROM users WHERE email = $1', ['forwarder@portolan.test']);
  if (!bluewave) return;
  await ctx.db.query(
    `INSERT INTO notification_defaults (company_id, category, in_app, email) VALUES ($1, 'shipments', true, true) ON CONFLICT (company_id, category) DO NOTHING`,
    [bluewave.company_id],
  );
}
