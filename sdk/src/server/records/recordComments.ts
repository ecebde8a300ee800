import type { Db } from '../Db';
import { conflict, forbidden, notFound } from '../HttpError';
import { baseRecord } from '../resource/baseRecord';
import { isUuid } from '../resource/isUuid';
import type { AuthUser } from '../AuthUser';

/** A comment on a record, by anyone who may read the record. */
export interface CommentRecord {
  _id: string;
  createdAt: string;
  updatedAt: string;
  version: number;
  recordId: string;
  authorName: string;
  text: string;
  /** The caller wrote it (may edit and delete it). */
  isMine: boolean;
}

function toComment(row: Record<string, unknown>, userId: string): CommentRecord {
  return { ...baseRecord(row), recordId: String(row.record_id), authorName: String(row.author_name), text: String(row.text), isMine: row.author_id === userId };
}

/** The comments of a record, oldest first. The caller must have checked that the record is visible to it. */
export async function listComments(db: Db, kind: string, recordId: string, user: AuthUser): Promise<CommentRecord[]> {
  const rows = await db.query<Record<string, unknown>>('SELECT * FROM record_comments WHERE kind = $1 AND record_id = $2 ORDER BY created_at, id LIMIT 500', [kind, recordId]);
  return rows.rows.map((r) => toComment(r, user.id));
}

/** Adds a comment to a record the caller may read (checked by the caller). */
export async function addComment(db: Db, kind: string, recordId: string, user: AuthUser, text: string): Promise<CommentRecord> {
  const row = await db.one<Record<string, unknown>>(
    'INSERT INTO record_comments (kind, record_id, company_id, author_id, author_name, text) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *',
    [kind, recordId, user.companyId, user.id, user.name, text.trim()],
  );
  return toComment(row!, user.id);
}

/** Counts of comments per record, for lists. */
export async function commentCounts(db: Db, kind: string, recordIds: readonly string[]): Promise<Map<string, number>> {
  if (recordIds.length === 0) return new Map();
  const rows = await db.query<{ record_id: string; n: number }>('SELECT record_id, count(*)::int AS n FROM record_comments WHERE kind = $1 AND record_id = ANY($2::uuid[]) GROUP BY record_id', [kind, recordIds]);
  return new Map(rows.rows.map((r) => [r.record_id, Number(r.n)]));
}

/**
 * Changes (text) or deletes ('delete') the caller's own comment on a record, in one transaction.
 * Another user's comment is a 403, an unknown one a 404.
 */
export async function changeOwnComment(db: Db, kind: string, recordId: string, commentId: string, user: AuthUser, change: { text: string; version: number } | 'delete'): Promise<CommentRecord | undefined> {
  if (!isUuid(commentId)) throw notFound('Comment not found');
  return db.transaction(async (tx) => {
    const row = await tx.one<Record<string, unknown>>('SELECT * FROM record_comments WHERE id = $1 AND kind = $2 AND record_id = $3 FOR UPDATE', [commentId, kind, recordId]);
    if (!row) throw notFound('Comment not found');
    if (row.author_id !== user.id) throw forbidden('Only its author may change a comment');
    if (change === 'delete') {
      await tx.query('DELETE FROM record_comments WHERE id = $1', [commentId]);
      return undefined;
    }
    if (Number(row.version) !== change.version) {
      throw conflict(`This comment was changed (version ${row.version}); reload it and try again`, 'data.version');
    }
    const updated = await tx.one<Record<string, unknown>>('UPDATE record_comments SET text = $2, version = version + 1, updated_at = now() WHERE id = $1 RETURNING *', [commentId, change.text.trim()]);
    return toComment(updated!, user.id);
  });
}
