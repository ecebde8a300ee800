import { iso, type Db } from '@portolan/sdk/server';
import type { VendorRfq, VendorRfqLane } from '../../shared/types';
import type { InvitationState, RfqState } from '../../shared/states';
import { loadVendorQuote } from '../bids/loadVendorQuote';
import { documentsOf, termsOf } from './loadRfq';

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

/**
 * Whether a vendor may bid now, and the deadline that applies to it: OPEN before the bid deadline, or
 * NEGOTIATION before the open round's deadline when the round names the vendor; never once it declined.
 */
export function vendorWindow(r: { status: string; bid_deadline: unknown; round_deadline: unknown; in_round: boolean; invitation_status: string }, now = new Date()): { canBid: boolean; deadline: string } {
  const negotiating = r.status === 'NEGOTIATION' && r.in_round && r.round_deadline;
  const deadline = iso(negotiating ? r.round_deadline : r.bid_deadline)!;
  const biddable = r.status === 'OPEN' || negotiating;
  return { canBid: Boolean(biddable) && r.invitation_status !== 'DECLINED' && new Date(deadline).getTime() > now.getTime(), deadline };
}

/** The SQL of the vendor-visible columns of an RFQ and of its invitation ($1 the vendor), shared with the vendor's list. */
export const VENDOR_RFQ_COLUMNS = `r.id, r.reference, r.title, r.description, r.currency, r.contract_from::text AS contract_from, r.contract_to::text AS contract_to,
  r.bid_deadline, r.status, r.round, r.terms, r.company_id AS owner_id, c.name AS shipper_name, i.status AS invitation_status,
  n.id AS round_id, n.deadline AS round_deadline,
  EXISTS (SELECT 1 FROM rfq_negotiation_items ni WHERE ni.negotiation_id = n.id AND ni.vendor_company_id = $1) AS in_round`;

/** FROM … of VENDOR_RFQ_COLUMNS: the vendor's invitations ($1) with their RFQ, its shipper and its open round. */
export const VENDOR_RFQ_FROM = `rfq_invitations i
  JOIN rfqs r ON r.id = i.rfq_id AND r.status <> 'DRAFT'
  JOIN companies c ON c.id = r.company_id
  LEFT JOIN LATERAL (SELECT id, deadline FROM rfq_negotiations WHERE rfq_id = r.id AND status = 'OPEN' ORDER BY round DESC LIMIT 1) n ON r.status = 'NEGOTIATION'`;

/**
 * The RFQ as an invited vendor sees it (VendorRfq), built from a column list: the lanes without
 * baseline, current rate or incumbent; the shipper's documents and its own; its own bid sheet and its
 * own counter-offers; never another vendor. Undefined when it is not invited (or the RFQ is a DRAFT).
 */
export async function loadVendorRfq(db: Db, vendorCompanyId: string, rfqId: string, now = new Date()): Promise<VendorRfq | undefined> {
  const row = await db.one<Record<string, unknown>>(`SELECT ${VENDOR_RFQ_COLUMNS} FROM ${VENDOR_RFQ_FROM} WHERE i.company_id = $1 AND i.rfq_id = $2`, [vendorCompanyId, rfqId]);
  if (!row) return undefined;
  const lanes = await db.query<Record<string, unknown>>(
    `SELECT l.id, l.line_no, l.origin, l.destination, l.container_type, l.volume, l.commodity, l.requirements,
            (ni.lane_id IS NOT NULL) AS in_round, ni.counter_amount::text AS counter_amount
       FROM rfq_lanes l
       LEFT JOIN rfq_negotiation_items ni ON ni.negotiation_id = $3 AND ni.lane_id = l.id AND ni.vendor_company_id = $2
      WHERE l.rfq_id = $1 ORDER BY l.line_no`,
    [rfqId, vendorCompanyId, row.round_id ?? null],
  );
  const { canBid, deadline } = vendorWindow(row as never, now);
  return {
    view: 'vendor',
    _id: String(row.id),
    reference: String(row.reference),
    title: String(row.title),
    description: text(row.description),
    shipperName: String(row.shipper_name),
    currency: String(row.currency),
    contractFrom: String(row.contract_from),
    contractTo: String(row.contract_to),
    bidDeadline: deadline,
    status: String(row.status) as RfqState,
    round: Number(row.round),
    terms: termsOf(row.terms),
    lanes: lanes.rows.map(
      (l): VendorRfqLane => ({
        _id: String(l.id),
        lineNo: Number(l.line_no),
        origin: String(l.origin),
        destination: String(l.destination),
        containerType: String(l.container_type),
        volume: Number(l.volume),
        commodity: text(l.commodity),
        requirements: text(l.requirements),
        inRound: Boolean(l.in_round),
        counterAmount: text(l.counter_amount),
      }),
    ),
    documents: await documentsOf(db, rfqId, String(row.owner_id), vendorCompanyId),
    invitationStatus: String(row.invitation_status) as InvitationState,
    canBid,
    quote: await loadVendorQuote(db, rfqId, vendorCompanyId),
  };
}
