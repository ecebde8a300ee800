import type { Db } from '../Db';
import { iso } from '../resource/baseRecord';

/** One entry of a record's audit trail. */
export interface ActivityRecord {
  _id: string;
  kind: string;
  recordId: string;
  action: string;
  from: string | null;
  to: string | null;
  note: string | null;
  actorId: string | null;
  actorName: string;
  createdAt: string;
}

export interface NewActivity {
  kind: string;
  recordId: string;
  /** The acting user's company. */
  companyId: string;
  actorId: string | null;
  actorName: string;
  action: string;
  from?: string | null;
  to?: string | null;
  note?: string | null;
}

/** Writes an audit entry; call it in the transaction of the change it records, so both commit or neither. */
export async function writeActivity(tx: Db, entry: NewActivity): Promise<void> {
  await tx.query(
    'INSERT INTO record_activity (kind, record_id, company_id, actor_id, actor_name, action, from_state, to_state, note) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
    [entry.kind, entry.recordId, entry.companyId, entry.actorId, entry.actorName, entry.action, entry.from ?? null, entry.to ?? null, entry.note ?? null],
  );
}

/**
 * Writes many audit entries in one statement (a batch that moves hundreds of records at once); same rule
 * as writeActivity: in the transaction of the change.
 */
export async function writeActivities(tx: Db, entries: readonly NewActivity[]): Promise<void> {
  if (!entries.length) return;
  const column = <K extends keyof NewActivity>(key: K) => entries.map((e) => (e[key] ?? null) as NewActivity[K] | null);
  await tx.query(
    `INSERT INTO record_activity (kind, record_id, company_id, actor_id, actor_name, action, from_state, to_state, note)
     SELECT * FROM unnest($1::text[], $2::uuid[], $3::uuid[], $4::uuid[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[])`,
    [column('kind'), column('recordId'), column('companyId'), column('actorId'), column('actorName'), column('action'), column('from'), column('to'), column('note')],
  );
}

/**
 * The audit trail of one record, oldest first (at most `limit`, the newest ones). The caller must have
 * checked that the record is visible to it (see `findVisibleRecord`).
 */
export async function activityOf(db: Db, kind: string, recordId: string, limit = 200): Promise<ActivityRecord[]> {
  const rows = await db.query<Record<string, unknown>>(
    'SELECT * FROM (SELECT * FROM record_activity WHERE kind = $1 AND record_id = $2 ORDER BY created_at DESC, id DESC LIMIT $3) a ORDER BY created_at, id',
    [kind, recordId, limit],
  );
  return rows.rows.map((r) => ({
    _id: String(r.id),
    kind: String(r.kind),
    recordId: String(r.record_id),
    action: String(r.action),
    from: (r.from_state as string) ?? null,
    to: (r.to_state as string) ?? null,
    note: (r.note as string) ?? null,
    actorId: (r.actor_id as string) ?? null,
    actorName: String(r.actor_name),
    createdAt: iso(r.created_at)!,
  }));
}
