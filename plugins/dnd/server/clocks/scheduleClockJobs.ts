import { addDays, daysBetween } from '@portolan/sdk/shared';
import { MAILER, NOTIFIER, notifyCompany, SHIPMENT_EQUIPMENT, type ServerPluginContext } from '@portolan/sdk/server';
import { portLocalDay } from '../../shared/freeTime';
import { DND_ALERT_DAYS } from '../../shared/states';
import type { DndAlert } from '../../shared/types';
import { refreshClocks, type ClockContext } from './containerClocks';

/** Events recorded this long before the cursor are read again (a slow transaction commits late); refreshing twice is harmless. */
const OVERLAP_MS = 5 * 60_000;
/** An OVER alert goes out on the first day of charges, or within this many days when the job missed it. */
const OVER_ALERT_DAYS = 3;

/**
 * Timed work: every minute the clocks of containers with new events (SHIPMENT_EQUIPMENT.changedSince
 * from dnd_event_cursor) are recomputed, then the alert round runs; every hour the companies with a
 * running clock computed on another port-local day than today are re-priced (cost to date moves with
 * the day), then the alert round runs.
 */
export function scheduleClockJobs(ctx: ServerPluginContext): void {
  ctx.scheduler.every('dnd-clocks-changed', 60, async (now) => {
    await refreshChanged(ctx, now);
    await alertRound(ctx, now);
  });
  ctx.scheduler.every('dnd-clocks-daily', 3600, async (now) => {
    await repriceStale(ctx, now);
    await alertRound(ctx, now);
  });
}

/** Recomputes the clocks of containers with events after the cursor (a full refresh for a company with very many), and moves the cursor. Answers the companies refreshed. */
export async function refreshChanged(ctx: ClockContext, now: Date = new Date()): Promise<number> {
  const cursor = await ctx.db.one<{ since: string | Date }>('SELECT since FROM dnd_event_cursor WHERE id = 1');
  const since = cursor ? new Date(new Date(cursor.since).getTime() - OVERLAP_MS).toISOString() : new Date(now.getTime() - 86_400_000).toISOString();
  const limit = 10_000;
  const changed = await ctx.services.get(SHIPMENT_EQUIPMENT).changedSince(ctx.db, since, limit);
  for (const { companyId, containerIds } of changed) {
    await refreshClocks(ctx, companyId, { now, containerIds: containerIds.length >= limit ? undefined : containerIds });
  }
  await ctx.db.query('INSERT INTO dnd_event_cursor (id, since) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET since = EXCLUDED.since', [now.toISOString()]);
  return changed.length;
}

/** Re-prices every company with a running clock computed on another port-local day than today there. Answers the companies re-priced. */
export async function repriceStale(ctx: ClockContext, now: Date = new Date()): Promise<number> {
  const rows = await ctx.db.query<{ company_id: string; time_zone: string; computed_on: string }>(
    "SELECT DISTINCT company_id, time_zone, computed_on::text AS computed_on FROM dnd_clocks WHERE state IN ('RUNNING', 'AT_RISK', 'OVER')",
  );
  const companies = [...new Set(rows.rows.filter((r) => r.computed_on !== portLocalDay(now, r.time_zone)).map((r) => r.company_id))];
  for (const companyId of companies) await refreshClocks(ctx, companyId, { now });
  return companies.length;
}

const CHARGE_LABEL = { DEMURRAGE: 'demurrage', DETENTION: 'detention', COMBINED: 'demurrage and detention' } as const;

/** The alert a running clock is due today (port-local), if any. */
export function alertKind(state: string, lastFreeDay: string, today: string): DndAlert['kind'] | null {
  const left = daysBetween(today, lastFreeDay);
  if (state === 'AT_RISK' && left > 0 && left <= DND_ALERT_DAYS) return 'AT_RISK';
  if (state === 'AT_RISK' && left === 0) return 'LAST_FREE_DAY';
  if (state === 'OVER' && left < 0 && -left <= OVER_ALERT_DAYS) return 'OVER';
  return null;
}

function alertMessage(kind: DndAlert['kind'], c: { container_number: string; shipment_reference: string; charge_type: keyof typeof CHARGE_LABEL; direction: string; port: string; last_free_day: string }, today: string): string {
  const what = `${c.container_number} (${c.shipment_reference}) ${c.direction.toLowerCase()} ${CHARGE_LABEL[c.charge_type]} at ${c.port}`;
  if (kind === 'AT_RISK') {
    const left = daysBetween(today, c.last_free_day);
    return `${what}: free time ends on ${c.last_free_day} (${left} day${left === 1 ? '' : 's'} left)`;
  }
  if (kind === 'LAST_FREE_DAY') return `${what}: today, ${c.last_free_day}, is the last free day`;
  return `${what}: charges run from ${addDays(c.last_free_day, 1)} (the last free day was ${c.last_free_day})`;
}

/**
 * The alert round: for running clocks at risk (within DND_ALERT_DAYS of the last free day), on the last
 * free day and on the first day over, one dnd_alerts row per clock, kind and last free day (a moved
 * last free day alerts again), and one notice per company listing its new alerts (event 'dnd.last-free-day'), in the same
 * transaction. Answers how many alerts it made.
 */
export async function alertRound(ctx: ClockContext, now: Date = new Date()): Promise<number> {
  const notices = { mailer: ctx.services.get(MAILER), notifier: ctx.services.find(NOTIFIER) };
  const clocks = await ctx.db.query<{ company_id: string; id: string; container_id: string; container_number: string; shipment_reference: string; charge_type: keyof typeof CHARGE_LABEL; direction: string; port: string; time_zone: string; state: string; last_free_day: string }>(
    `SELECT company_id, id, container_id, container_number, shipment_reference, charge_type, direction, port, time_zone, state, last_free_day::text AS last_free_day
     FROM dnd_clocks WHERE state IN ('AT_RISK', 'OVER') AND last_free_day IS NOT NULL ORDER BY company_id, last_free_day, container_number, id`,
  );
  const byCompany = new Map<string, typeof clocks.rows>();
  for (const c of clocks.rows) byCompany.set(c.company_id, [...(byCompany.get(c.company_id) ?? []), c]);
  let made = 0;
  for (const [companyId, rows] of byCompany) {
    made += await ctx.db.transaction(async (tx) => {
      const lines: string[] = [];
      for (const c of rows) {
        const today = portLocalDay(now, c.time_zone);
        const kind = alertKind(c.state, c.last_free_day, today);
        if (!kind) continue;
        const message = alertMessage(kind, c, today);
        const inserted = await tx.one(
          `INSERT INTO dnd_alerts (company_id, clock_id, container_id, container_number, shipment_reference, charge_type, kind, last_free_day, message)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (company_id, clock_id, kind, last_free_day) DO NOTHING RETURNING id`,
          [companyId, c.id, c.container_id, c.container_number, c.shipment_reference, c.charge_type, kind, c.last_free_day, message],
        );
        if (inserted) lines.push(`- ${message}`);
      }
      if (lines.length) {
        const subject = lines.length === 1 ? `D&D alert: ${lines[0].slice(2, 120)}` : `D&D alerts: ${lines.length} containers near or past their last free day`;
        await notifyCompany(tx, notices, companyId, { event: 'dnd.last-free-day', subject, body: `${lines.join('\n')}\n\nSee them under Demurrage and detention (/dnd).`, href: '/dnd' });
      }
      return lines.length;
    });
  }
  return made;
}
