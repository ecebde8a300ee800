import type { ServerPluginContext } from '@portolan/sdk/server';
import { fireDueReminder } from './fireDueReminder';

/**
 * Fires every scheduled reminder whose due time has passed (at most 500 a run): the safety net behind
 * the one-off jobs, for reminders that have none (demo data) or whose job was lost. A reminder fires
 * once however many runs or jobs reach it (fireDueReminder). Answers how many fired.
 */
export async function sweepDueReminders(ctx: Pick<ServerPluginContext, 'db' | 'events' | 'live' | 'services'>, now: Date): Promise<number> {
  const due = await ctx.db.query<{ id: string }>("SELECT id FROM reminders WHERE state = 'scheduled' AND due_at <= $1::timestamptz ORDER BY due_at LIMIT 500", [now.toISOString()]);
  let fired = 0;
  for (const { id } of due.rows) if (await fireDueReminder(ctx, String(id), now)) fired += 1;
  return fired;
}
