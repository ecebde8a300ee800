import type { ServerPluginContext, ShipmentRecords } from '@portolan/sdk/server';
import { refreshOrderDelays } from './refreshOrderDelays';
import { OPEN_LINKED_LINES, syncShipmentMilestones } from './syncShipmentMilestones';

/**
 * The orders area's timed work: every 5 minutes, tracking moves the milestones of the companies with
 * open lines on shipments (syncShipmentMilestones); every hour, the delay sweep (delays grow by the day;
 * a sweep that finds nothing new costs one statement).
 */
export function scheduleProgressJobs(ctx: ServerPluginContext, shipments: ShipmentRecords): void {
  ctx.scheduler.every('shipment-milestones', 300, async () => {
    const companies = await ctx.db.query<{ company_id: string }>(`SELECT DISTINCT ls.company_id ${OPEN_LINKED_LINES}`, [null, null]);
    for (const c of companies.rows) {
      try {
        await syncShipmentMilestones(ctx.db, shipments, String(c.company_id));
      } catch (error) {
        ctx.log.error({ err: error, companyId: c.company_id }, 'shipment milestones of a company failed');
      }
    }
  });
  ctx.scheduler.every('order-delays', 3600, async () => {
    const changed = await refreshOrderDelays(ctx.db);
    if (changed) ctx.log.info({ orders: changed }, 'order delays refreshed');
  });
}
