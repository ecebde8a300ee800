import type { Db } from '@portolan/sdk/server';
import type { SyncAction } from '../../shared/types';

/**
 * Queues one sync job per active accounting connection of the company, in the caller's transaction (the
 * outbox: nothing is queued for work that rolls back). The sync job (registerAccountingRoutes) sends
 * them. Answers how many were queued (0 when the company has no connection).
 */
export async function queueAccountingSync(tx: Db, companyId: string, action: SyncAction, ref: { invoiceId?: string; paymentId?: string }): Promise<number> {
  const result = await tx.query(
    `INSERT INTO accounting_sync_jobs (company_id, connection_id, provider, action, invoice_id, payment_id)
     SELECT company_id, id, provider, $2, $3, $4 FROM accounting_connections WHERE company_id = $1 AND status = 'ACTIVE'`,
    [companyId, action, ref.invoiceId ?? null, ref.paymentId ?? null],
  );
  return result.rowCount ?? 0;
}
