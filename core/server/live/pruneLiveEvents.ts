import type { Db } from '@portolan/sdk/server';

/** How long stored live events are kept for catch-up after a reconnect (sdk Live). */
export const LIVE_EVENT_DAYS = 7;

/** Deletes stored live events older than `days` (the cursors stay, so seqs keep growing); answers how many. */
export async function pruneLiveEvents(db: Db, days = LIVE_EVENT_DAYS): Promise<number> {
  const result = await db.query("DELETE FROM live_events WHERE created_at < now() - make_interval(days => $1::int)", [days]);
  return result.rowCount;
}
