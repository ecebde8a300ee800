import { notifyCompany, type Db, type NoticeServices } from '@portolan/sdk/server';
import { RFQ_KIND } from '../../shared/states';

/** Invited vendors that have not bid are reminded this long before an OPEN RFQ's bid deadline. */
export const DEADLINE_REMINDER_HOURS = 24;

/**
 * The deadline reminder (scheduler job `rfq-deadlines`, before the sweep): every vendor invited to an
 * OPEN RFQ whose bid deadline is within DEADLINE_REMINDER_HOURS and that has not bid nor declined
 * (INVITED, VIEWED) is told once per deadline ('rfq.deadline'; a moved deadline reminds again), in one
 * transaction. Answers how many vendors it reminded.
 */
export async function remindDeadlines(db: Db, notices: NoticeServices, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx.query<{ rfq_id: string; company_id: string; reference: string; title: string; bid_deadline: Date | string; shipper: string }>(
      `UPDATE rfq_invitations i SET deadline_reminded_for = r.bid_deadline
         FROM rfqs r JOIN companies c ON c.id = r.company_id
        WHERE r.id = i.rfq_id AND r.status = 'OPEN' AND r.bid_deadline > $1::timestamptz AND r.bid_deadline <= $1::timestamptz + make_interval(hours => $2::int)
          AND i.status IN ('INVITED', 'VIEWED') AND i.deadline_reminded_for IS DISTINCT FROM r.bid_deadline
        RETURNING i.rfq_id, i.company_id, r.reference, r.title, r.bid_deadline, c.name AS shipper`,
      [now.toISOString(), DEADLINE_REMINDER_HOURS],
    );
    for (const r of due.rows) {
      const deadline = new Date(r.bid_deadline).toISOString().replace('T', ' ').slice(0, 16);
      const rfqId = String(r.rfq_id);
      await notifyCompany(tx, notices, String(r.company_id), {
        event: 'rfq.deadline',
        subject: `${r.reference} ${r.title}: bids close ${deadline} UTC`,
        body: `${r.shipper}'s RFQ ${r.reference} "${r.title}" closes for bids on ${deadline} UTC, and you have not bid yet. Bid or decline on the RFQ's page (/rfq/${rfqId}).`,
        href: `/rfq/${rfqId}`,
        record: { kind: RFQ_KIND, id: rfqId },
      });
    }
    return due.rows.length;
  });
}
