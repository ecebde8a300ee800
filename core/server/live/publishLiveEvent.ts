import type { Db, LiveEvent } from '@portolan/sdk/server';
import { eventNotices, LIVE_CHANNEL, type LiveRecipient } from './liveNotices';

/** The most a stored event's data may take, serialized (sdk Live). */
export const MAX_EVENT_DATA_BYTES = 64 * 1024;

/**
 * Stores `event` for each of its users under their next seq and queues its NOTIFY, in `tx`'s
 * transaction (or a new one): the upsert of the user's cursor row locks it until commit, so a user's
 * seqs grow by one in commit order, and PostgreSQL delivers the NOTIFY only on commit.
 */
export async function publishLiveEvent(tx: Db, event: LiveEvent): Promise<void> {
  const users = [...new Set(event.users)];
  if (!users.length) return;
  if (typeof event.kind !== 'string' || !event.kind) throw new Error('A live event needs a kind');
  const data = JSON.stringify(event.data ?? null);
  if (Buffer.byteLength(data, 'utf8') > MAX_EVENT_DATA_BYTES) throw new Error(`The live event "${event.kind}" is too big: at most ${MAX_EVENT_DATA_BYTES} bytes of data`);
  await tx.transaction(async (t) => {
    // Cursor rows in one order, so that concurrent publishes to overlapping users cannot deadlock.
    const { rows } = await t.query<{ user_id: string; seq: number | string; at: Date }>(
      `INSERT INTO live_cursors (user_id, seq)
       SELECT u, 1 FROM unnest($1::uuid[]) AS u ORDER BY u
       ON CONFLICT (user_id) DO UPDATE SET seq = live_cursors.seq + 1
       RETURNING user_id, seq, now() AS at`,
      [users],
    );
    const to: LiveRecipient[] = rows.map((row) => [row.user_id, Number(row.seq)]);
    await t.query(
      `INSERT INTO live_events (user_id, seq, kind, data)
       SELECT u, s, $3, $4::jsonb FROM unnest($1::uuid[], $2::bigint[]) AS x(u, s)`,
      [to.map(([user]) => user), to.map(([, seq]) => seq), event.kind, data],
    );
    const at = new Date(rows[0].at).toISOString();
    for (const payload of eventNotices(event.kind, JSON.parse(data), at, to)) {
      await t.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, payload]);
    }
  });
}
