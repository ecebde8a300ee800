import { baseRecord, iso, type Db } from '@portolan/sdk/server';
import type { Rfq, RfqDocument, RfqInvitation, RfqLane, RfqTerm } from '../../shared/types';
import type { DeclineReason, InvitationState, RfqState } from '../../shared/states';
import { bidsSealed } from './bidsSealed';

const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** The RFQ's lanes in line order, every column (the owner's view). */
export async function lanesOf(db: Db, rfqId: string): Promise<RfqLane[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT id, line_no, origin, destination, container_type, volume, commodity, requirements, baseline_amount::text AS baseline_amount,
            current_amount::text AS current_amount, incumbent_company_id
       FROM rfq_lanes WHERE rfq_id = $1 ORDER BY line_no`,
    [rfqId],
  );
  return rows.rows.map((r) => ({
    _id: String(r.id),
    lineNo: Number(r.line_no),
    origin: String(r.origin),
    destination: String(r.destination),
    containerType: String(r.container_type),
    volume: Number(r.volume),
    commodity: text(r.commodity),
    requirements: text(r.requirements),
    baselineAmount: text(r.baseline_amount),
    currentAmount: text(r.current_amount),
    incumbentCompanyId: text(r.incumbent_company_id),
  }));
}

/**
 * The documents of an RFQ a company may see: the owner's (everyone who sees the RFQ) and, for a vendor,
 * its own; the owner (`vendorCompanyId` undefined) sees all.
 */
export async function documentsOf(db: Db, rfqId: string, ownerCompanyId: string, vendorCompanyId?: string): Promise<RfqDocument[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT d.id, d.rfq_id, d.file_name, d.content_type, d.size, d.company_id, c.name AS company_name, d.uploaded_by_name, d.created_at
       FROM rfq_documents d JOIN companies c ON c.id = d.company_id
      WHERE d.rfq_id = $1 AND ($3::uuid IS NULL OR d.company_id = $2 OR d.company_id = $3)
      ORDER BY d.created_at, d.id`,
    [rfqId, ownerCompanyId, vendorCompanyId ?? null],
  );
  return rows.rows.map(documentOf);
}

export function documentOf(r: Record<string, unknown>): RfqDocument {
  return {
    _id: String(r.id),
    rfqId: String(r.rfq_id),
    fileName: String(r.file_name),
    contentType: String(r.content_type),
    size: Number(r.size),
    companyId: String(r.company_id),
    companyName: String(r.company_name),
    uploadedBy: String(r.uploaded_by_name),
    createdAt: iso(r.created_at)!,
  };
}

/** The terms column as RfqTerm[] (jsonb comes back parsed on PostgreSQL, as text elsewhere). */
export function termsOf(value: unknown): RfqTerm[] {
  const list = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(list) ? list.map((t: RfqTerm) => ({ title: String(t.title), body: String(t.body) })) : [];
}

/** The owner's full RFQ (lanes, invitations, documents, totals, bidsSealed), or undefined when it is not the company's. */
export async function loadRfq(db: Db, companyId: string, rfqId: string, now = new Date()): Promise<Rfq | undefined> {
  const row = await db.one<Record<string, unknown>>(
    `SELECT r.*, r.contract_from::text AS contract_from_day, r.contract_to::text AS contract_to_day,
            (SELECT n.deadline FROM rfq_negotiations n WHERE n.rfq_id = r.id AND n.status = 'OPEN' ORDER BY n.round DESC LIMIT 1) AS round_deadline,
            (SELECT round(sum(l.volume * l.baseline_amount), 2)::text FROM rfq_lanes l WHERE l.rfq_id = r.id AND l.baseline_amount IS NOT NULL) AS baseline_total,
            (SELECT round(sum(l.volume * a.amount * a.share_pct / 100), 2)::text FROM rfq_allocations a JOIN rfq_lanes l ON l.id = a.lane_id WHERE a.rfq_id = r.id) AS allocated_total
       FROM rfqs r WHERE r.id = $1 AND r.company_id = $2`,
    [rfqId, companyId],
  );
  if (!row) return undefined;
  const invitationRows = await db.query<Record<string, unknown>>(
    `SELECT i.company_id, c.name, i.status, i.invited_at, i.viewed_at, i.bid_at, i.decline_reason, i.decline_comment
       FROM rfq_invitations i JOIN companies c ON c.id = i.company_id
      WHERE i.rfq_id = $1 ORDER BY c.name, i.company_id`,
    [rfqId],
  );
  const invitations: RfqInvitation[] = invitationRows.rows.map((r) => ({
    vendorCompanyId: String(r.company_id),
    vendorName: String(r.name),
    status: String(r.status) as InvitationState,
    invitedAt: iso(r.invited_at)!,
    viewedAt: iso(r.viewed_at),
    bidAt: iso(r.bid_at),
    declineReason: (text(r.decline_reason) as DeclineReason | null) ?? null,
    declineComment: text(r.decline_comment),
  }));
  const status = String(row.status) as RfqState;
  const bidDeadline = iso(row.bid_deadline)!;
  return {
    ...baseRecord(row),
    view: 'owner',
    companyId: String(row.company_id),
    reference: String(row.reference),
    title: String(row.title),
    description: text(row.description),
    currency: String(row.currency),
    contractFrom: day(row.contract_from_day),
    contractTo: day(row.contract_to_day),
    bidDeadline,
    sealed: Boolean(row.sealed),
    status,
    round: Number(row.round),
    roundDeadline: status === 'NEGOTIATION' ? iso(row.round_deadline) : null,
    termGroupId: text(row.term_group_id),
    terms: termsOf(row.terms),
    lanes: await lanesOf(db, rfqId),
    invitations,
    documents: await documentsOf(db, rfqId, companyId),
    bidsSealed: bidsSealed({ sealed: Boolean(row.sealed), status, bidDeadline }, invitations.map((i) => i.status), now),
    baselineTotal: text(row.baseline_total),
    allocatedTotal: text(row.allocated_total),
    openedAt: iso(row.opened_at),
    closedAt: iso(row.closed_at),
    awardedAt: iso(row.awarded_at),
    cancelReason: text(row.cancel_reason),
    createdBy: text(row.created_by),
  };
}
