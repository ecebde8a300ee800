import type { Db } from '@portolan/sdk/server';

/** A stored event of one user, as the socket sends it. */
export interface StoredLiveEvent {
  user: string;
  seq: number;
  kind: string;
  data: unknown;
  at: string;
}

interface Row {
  user_id: string;
  seq: number | string;
  kind: string;
  data: unknown;
  created_at: Date | string;
}

const toEvent = (row: Row): StoredLiveEvent => ({ user: row.user_id, seq: Number(row.seq), kind: row.kind, data: row.data, at: new Date(row.created_at).toISOString() });

/**
 * A reconnecting tab's catch-up, in one statement (one snapshot): the user's newest seq and their
 * stored events with a seq in (after, newest], in order.
 */
export async function readCatchUp(db: Db, user: string, after: number): Promise<{ newest: number; events: StoredLiveEvent[] }> {
  const { rows } = await db.query<Row & { newest: number | string }>(
    `SELECT c.seq AS newest, e.user_id, e.seq, e.kind, e.data, e.created_at
       FROM live_cursors c LEFT JOIN live_events e ON e.user_id = c.user_id AND e.seq > $2
      WHERE c.user_id = $1
      ORDER BY e.seq`,
    [user, after],
  );
  return { newest: rows.length ? Number(rows[0].newest) : 0, events: rows.filter((row) => row.seq !== null).map(toEvent) };
}

/** A user's stored events with a seq in (after, upTo], in order (a gap after lost notifications). */
export async function readEventRange(db: Db, user: string, after: number, upTo: number): Promise<StoredLiveEvent[]> {
  const { rows } = await db.query<Row>(
    'SELECT user_id, seq, kind, data, created_at FROM live_events WHERE user_id = $1 AND seq > $2 AND seq <= $3 ORDER BY seq',
    [user, after, upTo],
  );
  return rows.map(toEvent);
}

/** The stored events of these (user, seq) pairs (notices that carried references), in seq order. */
export async function readEventsAt(db: Db, at: ReadonlyArray<readonly [string, number]>): Promise<StoredLiveEvent[]> {
  if (!at.length) return [];
  const { rows } = await db.query<Row>(
    `SELECT e.user_id, e.seq, e.kind, e.data, e.created_at
       FROM unnest($1::uuid[], $2::bigint[]) AS x(u, s) JOIN live_events e ON e.user_id = x.u AND e.seq = x.s
      ORDER BY e.seq`,
    [at.map(([user]) => user), at.map(([, seq]) => seq)],
  );
  return rows.map(toEvent);
}
