import { writeActivity, type Db } from '@portolan/sdk/server';
import { RFQ_KIND } from '../../shared/states';

/**
 * The deadline sweep (scheduler job `rfq-deadlines`): OPEN RFQs whose bid deadline passed, and
 * NEGOTIATION RFQs whose open round's deadline passed, become CLOSED (the round too), each in its own
 * transaction and audited as the system. Answers how many closed.
 */
export async function sweepDeadlines(db: Db, now = new Date()): Promise<number> {
  const due = await db.query<{ id: string }>(
    `SELECT r.id FROM rfqs r
      WHERE (r.status = 'OPEN' AND r.bid_deadline <= $1)
         OR (r.status = 'NEGOTIATION' AND EXISTS (SELECT 1 FROM rfq_negotiations n WHERE n.rfq_id = r.id AND n.status = 'OPEN' AND n.deadline <= $1))
      ORDER BY r.bid_deadline, r.id LIMIT 500`,
    [now.toISOString()],
  );
  let closed = 0;
  for (const { id } of due.rows) {
    await db.transaction(async (tx) => {
      const row = await tx.one<{ company_id: string; status: string; bid_deadline: Date; round_deadline: Date | null }>(
        `SELECT r.company_id, r.status, r.bid_deadline,
                (SELECT n.deadline FROM rfq_negotiations n WHERE n.rfq_id = r.id AND n.status = 'OPEN' ORDER BY n.round DESC LIMIT 1) AS round_deadline
           FROM rfqs r WHERE r.id = $1 AND r.status IN ('OPEN', 'NEGOTIATION') FOR UPDATE`,
        [id],
      );
      if (!row) return;
      const deadline = row.status === 'OPEN' ? row.bid_deadline : row.round_deadline;
      if (!deadline || new Date(deadline).getTime() > now.getTime()) return;
      await tx.query("UPDATE rfq_negotiations SET status = 'CLOSED', updated_at = now(), version = version + 1 WHERE rfq_id = $1 AND status = 'OPEN'", [id]);
      await tx.query("UPDATE rfqs SET status = 'CLOSED', closed_at = $2, version = version + 1, updated_at = now() WHERE id = $1", [id, now.toISOString()]);
      const when = new Date(deadline).toISOString().replace('T', ' ').slice(0, 16);
      await writeActivity(tx, { kind: RFQ_KIND, recordId: id, companyId: row.company_id, actorId: null, actorName: 'System', action: 'deadline', from: row.status, to: 'CLOSED', note: `${row.status === 'OPEN' ? 'Bid' : 'Negotiation round'} deadline ${when} UTC passed` });
      closed++;
    });
  }
  return closed;
}
