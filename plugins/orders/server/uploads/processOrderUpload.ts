import { writeActivity, type Db } from '@portolan/sdk/server';
import { checkOrderRows, type OrderColumn } from './checkOrderRows';
import { insertUploadedOrders } from './insertUploadedOrders';
import { reportUploadProgress, type Uploader, type UploadOutcome } from './uploadLog';
import type { UploadRow } from './uploadRows';

/** The activity kind of an upload's audit entry (one per file, not one per order). */
export const ORDER_UPLOAD_KIND = 'order-upload';

/**
 * An orders file, all or nothing: every row checked (progress in the log); any refused row → FAILED
 * with the row errors, nothing written; else every order in ONE transaction (DRAFT, upload_id set)
 * with one activity entry for the upload → COMPLETED `{orders, lines}`.
 */
export async function processOrderUpload(db: Db, who: Uploader, logId: string, fileName: string, rows: ReadonlyArray<UploadRow<OrderColumn>>): Promise<UploadOutcome> {
  const { orders, errors } = await checkOrderRows(db, who.companyId, rows, (n) => reportUploadProgress(db, logId, n));
  if (errors.refusedRows > 0) return { status: 'FAILED', rowsRefused: errors.refusedRows, errors: errors.sorted(), message: errors.message };
  const created = await db.transaction(async (tx) => {
    const counts = await insertUploadedOrders(tx, who, logId, orders);
    await writeActivity(tx, {
      kind: ORDER_UPLOAD_KIND, recordId: logId, companyId: who.companyId, actorId: who.userId, actorName: who.userName, action: 'imported',
      note: `${counts.orders} orders with ${counts.lines} lines from ${fileName}`.slice(0, 2000),
    });
    return counts;
  });
  return { status: 'COMPLETED', created, message: `${created.orders} order${created.orders === 1 ? '' : 's'} with ${created.lines} line${created.lines === 1 ? '' : 's'} imported as drafts` };
}
