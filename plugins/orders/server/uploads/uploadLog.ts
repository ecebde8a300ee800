import { iso, type Db } from '@portolan/sdk/server';
import type { BulkUploadKind } from '../../shared/states';
import type { BulkUploadError, BulkUploadLog } from '../../shared/types';

/** At most this many row errors are kept in a log (rows_refused counts them all). */
export const MAX_LOG_ERRORS = 1000;

export function toBulkUploadLog(r: Record<string, unknown>): BulkUploadLog {
  return {
    _id: String(r.id),
    kind: r.kind as BulkUploadKind,
    fileName: String(r.file_name),
    status: r.status as BulkUploadLog['status'],
    rowsTotal: Number(r.rows_total),
    rowsProcessed: Number(r.rows_processed),
    rowsAccepted: Number(r.rows_accepted),
    rowsRefused: Number(r.rows_refused),
    errors: (r.errors as BulkUploadError[] | null) ?? [],
    created: (r.created as Record<string, number> | null) ?? {},
    message: (r.message as string | null) ?? null,
    createdByName: String(r.created_by_name),
    createdAt: iso(r.created_at)!,
    finishedAt: iso(r.finished_at),
  };
}

/** Who uploads: the company and the user. */
export interface Uploader { companyId: string; userId: string; userName: string }

/** A new log, PROCESSING, with the file's row count. */
export async function createUploadLog(db: Db, who: Uploader, kind: BulkUploadKind, fileName: string, rowsTotal: number): Promise<BulkUploadLog> {
  const row = await db.one<Record<string, unknown>>(
    'INSERT INTO order_bulk_uploads (company_id, kind, file_name, rows_total, created_by, created_by_name) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *',
    [who.companyId, kind, fileName.slice(0, 255), rowsTotal, who.userId, who.userName],
  );
  return toBulkUploadLog(row!);
}

/** How a file ended: FAILED with its row errors (nothing written) or COMPLETED with what it created. */
export type UploadOutcome =
  | { status: 'FAILED'; rowsRefused: number; errors: BulkUploadError[]; message: string }
  | { status: 'COMPLETED'; created: Record<string, number>; message: string };

/** Writes the outcome into the log (every row processed). */
export async function finishUploadLog(db: Db, logId: string, outcome: UploadOutcome): Promise<void> {
  const failed = outcome.status === 'FAILED';
  await db.query(
    `UPDATE order_bulk_uploads SET status = $2, rows_processed = rows_total, rows_refused = $3, rows_accepted = rows_total - $3, errors = $4::jsonb, created = $5::jsonb,
            message = $6, finished_at = now() WHERE id = $1`,
    [logId, outcome.status, failed ? outcome.rowsRefused : 0, JSON.stringify(failed ? outcome.errors.slice(0, MAX_LOG_ERRORS) : []), JSON.stringify(failed ? {} : outcome.created), outcome.message],
  );
}

/** Progress while the rows are checked: the client polling the log sees it move. */
export async function reportUploadProgress(db: Db, logId: string, rowsProcessed: number): Promise<void> {
  await db.query("UPDATE order_bulk_uploads SET rows_processed = greatest(rows_processed, $2) WHERE id = $1 AND status = 'PROCESSING'", [logId, rowsProcessed]);
}
