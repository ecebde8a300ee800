import { iso, type Db } from '@portolan/sdk/server';
import { ENQUIRY_KIND } from '../../shared/types';

/** A comment on an enquiry's thread as the API answers it (the SDK CommentRecord shape, plus who wrote it). */
export type ThreadComment = { _id: string; createdAt: string; updatedAt: string; version: number; recordId: string; authorName: string; text: string; isMine: boolean; byCustomer: boolean };

export function threadCommentOf(row: Record<string, unknown>, userId: string | null): ThreadComment {
  return {
    _id: String(row.id),
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    version: Number(row.version),
    recordId: String(row.record_id),
    authorName: String(row.author_name),
    text: String(row.text),
    isMine: userId !== null && row.author_id === userId,
    byCustomer: row.author_id === null || row.company_id !== row.owner_company_id,
  };
}

/**
 * Adds a comment to an enquiry's thread (the core record_comments table, kind 'enquiry'), also for a
 * customer without an account (no author id: the name they gave). `companyId` is the writer's company
 * (the forwarder's for a link visitor).
 */
export async function addEnquiryComment(tx: Db, c: { enquiryId: string; companyId: string; authorId: string | null; authorName: string; text: string }): Promise<ThreadComment> {
  const row = await tx.one(
    `INSERT INTO record_comments (kind, record_id, company_id, author_id, author_name, text) VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING *, (SELECT company_id FROM enquiries WHERE id = $2) AS owner_company_id`,
    [ENQUIRY_KIND, c.enquiryId, c.companyId, c.authorId, c.authorName.trim().slice(0, 200), c.text.trim()],
  );
  return threadCommentOf(row!, c.authorId);
}

/** An enquiry's thread, oldest first. */
export async function enquiryThread(db: Db, enquiryId: string, userId: string | null): Promise<ThreadComment[]> {
  const rows = await db.query(
    `SELECT c.*, e.company_id AS owner_company_id FROM record_comments c JOIN enquiries e ON e.id = c.record_id
     WHERE c.kind = $1 AND c.record_id = $2 ORDER BY c.created_at, c.id LIMIT 500`,
    [ENQUIRY_KIND, enquiryId],
  );
  return rows.rows.map((r) => threadCommentOf(r, userId));
}
