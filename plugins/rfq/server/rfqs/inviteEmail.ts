import { notifyCompany } from '@portolan/sdk/server';
import type { Db, NoticeServices } from '@portolan/sdk/server';
import { RFQ_KIND } from '../../shared/states';

/** Tells ('rfq.invited') each newly invited vendor of an open RFQ: the shipper, the RFQ, its deadline and the link. */
export async function emailInvitations(tx: Db, notices: NoticeServices, rfqId: string, vendorIds: readonly string[], link: string): Promise<void> {
  if (vendorIds.length === 0) return;
  const rfq = await tx.one<{ reference: string; title: string; bid_deadline: Date; shipper: string; lanes: number }>(
    `SELECT r.reference, r.title, r.bid_deadline, c.name AS shipper, (SELECT count(*) FROM rfq_lanes l WHERE l.rfq_id = r.id) AS lanes
       FROM rfqs r JOIN companies c ON c.id = r.company_id WHERE r.id = $1`,
    [rfqId],
  );
  if (!rfq) return;
  const deadline = new Date(rfq.bid_deadline).toISOString().replace('T', ' ').slice(0, 16);
  for (const vendorId of vendorIds) {
    await notifyCompany(tx, notices, vendorId, {
      event: 'rfq.invited',
      subject: `${rfq.shipper} invites you to bid: ${rfq.reference} ${rfq.title}`,
      href: `/rfq/${rfqId}`,
      record: { kind: RFQ_KIND, id: rfqId },
      body: `${rfq.shipper} invites you to bid on ${rfq.reference} "${rfq.title}" (${rfq.lanes} lanes).\n\nBids close ${deadline} UTC.\n\nOpen the RFQ: ${link}\n`,
    });
  }
}
