import { writeActivity, type Db } from '@portolan/sdk/server';
import { ORDER_RFQ_KIND } from '../../shared/states';

/**
 * The deadline sweep (scheduler job `order-rfq-deadlines`): OPEN order RFQs whose quote deadline passed
 * become CLOSED, each in its own transaction, audited as the system. Answers how many closed.
 */
export async function sweepOrderRfqDeadlines(db: Db, now = new Date()): Promise<number> {
  const due = await db.query<{ id: string }>("SELECT id FROM order_rfqs WHERE status = 'OPEN' AND quote_deadline <= $1 ORDER BY quote_deadline, id LIMIT 500", [now.toISOString()]);
  let closed = 0;
  for (const { id } of due.rows) {
    await db.transaction(async (tx) => {
      const row = await tx.one<{ company_id: string }>("SELECT company_id FROM order_rfqs WHERE id = $1 AND status = 'OPEN' AND quote_deadline <= $2 FOR UPDATE", [id, now.toISOString()]);
      if (!row) return;
      await tx.query("UPDATE order_rfqs SET status = 'CLOSED', closed_at = $2, version = version + 1, updated_at = now() WHERE id = $1", [id, now.toISOString()]);
      await writeActivity(tx, { kind: ORDER_RFQ_KIND, recordId: id, companyId: row.company_id, actorId: null, actorName: 'System', action: 'deadline', from: 'OPEN', to: 'CLOSED', note: 'The quote deadline passed' });
      closed++;
    });
  }
  return closed;
}
