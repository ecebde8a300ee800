import { conflict, forbidden, notFound, type Db } from '@portolan/sdk/server';
import type { RfqState } from '../../shared/states';
import { bidsSealed } from '../rfqs/bidsSealed';
import { rfqAccess } from '../rfqs/rfqAccess';

/** The RFQ columns the bids side works with (one statement; the row, not the owner's full Rfq). */
export interface RfqRow {
  id: string;
  companyId: string;
  reference: string;
  title: string;
  currency: string;
  status: RfqState;
  sealed: boolean;
  bidDeadline: Date;
  round: number;
  contractFrom: string;
  contractTo: string;
  version: number;
  /** The open negotiation round's deadline (NEGOTIATION only). */
  roundDeadline: Date | null;
  /** Whether the owner may not see prices now (bidsSealed with the invitations' states). */
  sealedNow: boolean;
}

/** The RFQ row by id (optionally locked for the caller's transaction). */
export async function rfqRow(db: Db, rfqId: string, lock = false): Promise<RfqRow | undefined> {
  const row = await db.one<Record<string, unknown>>(
    `SELECT r.id, r.company_id, r.reference, r.title, r.currency, r.status, r.sealed, r.bid_deadline, r.round, r.version,
            to_char(r.contract_from, 'YYYY-MM-DD') AS contract_from, to_char(r.contract_to, 'YYYY-MM-DD') AS contract_to,
            (SELECT n.deadline FROM rfq_negotiations n WHERE n.rfq_id = r.id AND n.status = 'OPEN' ORDER BY n.round DESC LIMIT 1) AS round_deadline,
            ARRAY(SELECT i.status FROM rfq_invitations i WHERE i.rfq_id = r.id) AS invitation_statuses
       FROM rfqs r WHERE r.id = $1${lock ? ' FOR UPDATE' : ''}`,
    [rfqId],
  );
  if (!row) return undefined;
  const base = {
    id: String(row.id),
    companyId: String(row.company_id),
    reference: String(row.reference),
    title: String(row.title),
    currency: String(row.currency),
    status: row.status as RfqState,
    sealed: Boolean(row.sealed),
    bidDeadline: new Date(row.bid_deadline as string),
    round: Number(row.round),
    contractFrom: String(row.contract_from),
    contractTo: String(row.contract_to),
    version: Number(row.version),
    roundDeadline: row.round_deadline ? new Date(row.round_deadline as string) : null,
  };
  return { ...base, sealedNow: bidsSealed(base, (row.invitation_statuses as string[]) ?? []) };
}

/** The RFQ and how the caller's company relates to it; 404 when it neither owns it nor is invited (or invited to a DRAFT). */
export async function rfqForCaller(db: Db, companyId: string, rfqId: string, lock = false): Promise<{ role: 'owner' | 'vendor'; rfq: RfqRow }> {
  const role = await rfqAccess(db, companyId, rfqId);
  const rfq = await rfqRow(db, rfqId, lock);
  if (!rfq) throw notFound('RFQ not found');
  return { role: role.role, rfq };
}

/** The caller's own RFQ: 404 for a stranger, 403 for an invited vendor (owner-only work). */
export async function ownerRfq(db: Db, companyId: string, rfqId: string, lock = false): Promise<RfqRow> {
  const { role, rfq } = await rfqForCaller(db, companyId, rfqId, lock);
  if (role !== 'owner') throw forbidden("Only the RFQ's owner can do this");
  return rfq;
}

/** 409 naming the current state unless the RFQ is in one of `states`. */
export function requireState(rfq: RfqRow, states: readonly RfqState[], what: string): void {
  if (!states.includes(rfq.status)) throw conflict(`Cannot ${what}: the RFQ is ${rfq.status}`);
}

/** 409 when the body's version is not the RFQ's. */
export function requireVersion(rfq: RfqRow, version: number | undefined): void {
  if (version !== undefined && version !== rfq.version) throw conflict(`This RFQ was changed by someone else (version ${rfq.version}); reload it and try again`, 'data.version');
}

/** 409 'Bids are sealed until <deadline>' while the owner may not see prices. */
export function requireUnsealed(rfq: RfqRow): void {
  if (rfq.sealedNow) throw conflict(`Bids are sealed until ${rfq.bidDeadline.toISOString()}`);
}

/** Bumps the RFQ's version (a change to its allocations, round or state). */
export async function touchRfq(tx: Db, rfqId: string, sets: Record<string, unknown> = {}): Promise<void> {
  const names = Object.keys(sets);
  await tx.query(`UPDATE rfqs SET ${names.map((n, i) => `${n} = $${i + 2}, `).join('')}updated_at = now(), version = version + 1 WHERE id = $1`, [rfqId, ...names.map((n) => sets[n])]);
}
