import { badRequest, baseRecord, conflict, iso, nextReference, type Db, type NoticeServices, type ResourceSpec, type WriteContext } from '@portolan/sdk/server';
import { RFQ_API, type Rfq, type RfqInput, type RfqLaneInput, type RfqListItem } from '../../shared/types';
import type { RfqState } from '../../shared/states';
import { checkLanes } from './checkLanes';
import { emailInvitations } from './inviteEmail';
import { invitedVendors } from './invitedVendors';
import { lanesOf, loadRfq, termsOf } from './loadRfq';
import { rfqLink } from './rfqLink';
import { RFQ_CREATE_SCHEMA, RFQ_UPDATE_SCHEMA } from './rfqSchemas';
import { replaceInvitations, replaceLanes, termsOfGroup } from './saveRfqParts';

/** What the resource answers: a list item on lists, the owner's full Rfq on details, writes and actions. */
export type RfqRecord = RfqListItem | Rfq;

const day = (value: unknown) => String(value).slice(0, 10);

/** The fields an OPEN RFQ may still change (README: update rules). */
const OPEN_FIELDS = new Set(['bidDeadline', 'description', 'vendorCompanyIds', 'vendorGroupIds']);

/** A lane as compared between the stored RFQ and an update (amounts as numbers, so '1200' = '1200.00'). */
const laneKey = (l: RfqLaneInput) =>
  JSON.stringify([l.origin, l.destination, l.containerType, l.volume, l.commodity?.trim() || null, l.requirements?.trim() || null, l.baselineAmount == null ? null : Number(l.baselineAmount), l.currentAmount == null ? null : Number(l.currentAmount), l.incumbentCompanyId ?? null]);

function checkDates(data: Partial<RfqInput>, current?: Record<string, unknown>): void {
  const from = data.contractFrom ?? (current ? day(current.contract_from) : undefined);
  const to = data.contractTo ?? (current ? day(current.contract_to) : undefined);
  if (from && to && to < from) throw badRequest('The contract must end on or after the day it starts', 'data.contractTo');
}

/** The fields of an update to an OPEN RFQ that change something it may no longer change. */
async function lockedChange(tx: Db, data: Partial<RfqInput>, current: Record<string, unknown>): Promise<string | undefined> {
  const same: Record<string, (value: any) => boolean | Promise<boolean>> = {
    title: (v: string) => v.trim() === current.title,
    currency: (v: string) => v === current.currency,
    contractFrom: (v: string) => v === day(current.contract_from),
    contractTo: (v: string) => v === day(current.contract_to),
    sealed: (v: boolean) => v === current.sealed,
    termGroupId: (v: string | null) => (v ?? null) === (current.term_group_id ?? null),
    terms: (v: RfqInput['terms']) => JSON.stringify(v) === JSON.stringify(termsOf(current.terms)),
    lanes: async (v: RfqLaneInput[]) => JSON.stringify(v.map(laneKey)) === JSON.stringify((await lanesOf(tx, String(current.id))).map(laneKey)),
  };
  for (const [field, value] of Object.entries(data)) {
    if (OPEN_FIELDS.has(field) || value === undefined) continue;
    if (!(await same[field]?.(value))) return field;
  }
  return undefined;
}

/**
 * The owner's RFQs (defineResource `/api/rfq/rfqs`): list (filter status, bidDeadline range; search
 * reference and title; sort createdAt, bidDeadline), create and update of RfqInput with lanes
 * (replaced as a set), invitations (vendorCompanyIds ∪ vendor groups, network only) and terms (copied
 * from the term group unless given). Update rules: DRAFT anything; OPEN only a later bidDeadline, the
 * description and more vendors (emailed at once); later states nothing (409 naming the state). Never
 * shared: `details` (rfqDetails) answers an invited vendor its VendorRfq, never this record.
 */
export function rfqResource(notices: () => NoticeServices, publicUrl: string | undefined): ResourceSpec<RfqRecord> {
  return {
    base: RFQ_API.rfqs,
    table: 'rfqs',
    feature: 'rfq',
    fields: {
      status: { column: 'status', type: 'text', filter: 'in' },
      bidDeadline: { column: 'bid_deadline', type: 'timestamp', filter: 'range', sort: true },
      createdAt: { column: 'created_at', type: 'timestamp', filter: 'range', sort: true },
    },
    defaultSort: { field: 'createdAt', dir: 'desc' },
    search: { columns: ['reference', 'title'] },
    toRecord: (row) => ({
      ...baseRecord(row),
      reference: String(row.reference),
      title: String(row.title),
      status: String(row.status) as RfqState,
      currency: String(row.currency),
      contractFrom: day(row.contract_from),
      contractTo: day(row.contract_to),
      bidDeadline: iso(row.bid_deadline)!,
      round: Number(row.round),
    }) as RfqListItem,
    async expand(db, records, { companyId, many }) {
      if (records.length === 0) return;
      if (!many) {
        for (const rec of records) Object.assign(rec, await loadRfq(db, companyId, rec._id));
        return;
      }
      const rows = await db.query<{ id: string; lanes: number; invited: number; bid: number; baseline: string | null; allocated: string | null }>(
        `SELECT r.id,
                (SELECT count(*) FROM rfq_lanes l WHERE l.rfq_id = r.id) AS lanes,
                (SELECT count(*) FROM rfq_invitations i WHERE i.rfq_id = r.id) AS invited,
                (SELECT count(*) FROM rfq_quotes q WHERE q.rfq_id = r.id AND q.status = 'SUBMITTED') AS bid,
                (SELECT round(sum(l.volume * l.baseline_amount), 2)::text FROM rfq_lanes l WHERE l.rfq_id = r.id AND l.baseline_amount IS NOT NULL) AS baseline,
                (SELECT round(sum(l.volume * a.amount * a.share_pct / 100), 2)::text FROM rfq_allocations a JOIN rfq_lanes l ON l.id = a.lane_id WHERE a.rfq_id = r.id) AS allocated
           FROM rfqs r WHERE r.id = ANY($1::uuid[]) AND r.company_id = $2`,
        [records.map((r) => r._id), companyId],
      );
      const byId = new Map(rows.rows.map((r) => [String(r.id), r]));
      for (const rec of records as RfqListItem[]) {
        const r = byId.get(rec._id);
        rec.laneCount = Number(r?.lanes ?? 0);
        rec.invitedCount = Number(r?.invited ?? 0);
        rec.bidCount = Number(r?.bid ?? 0);
        rec.baselineTotal = r?.baseline ?? null;
        rec.allocatedTotal = r?.allocated ?? null;
      }
    },
    create: {
      data: RFQ_CREATE_SCHEMA,
      async columns(data: RfqInput, { tx, companyId, userId }: WriteContext) {
        checkDates(data);
        await checkLanes(tx, companyId, data.lanes);
        const terms = data.terms ?? (data.termGroupId ? await termsOfGroup(tx, companyId, data.termGroupId) : []);
        // Checked before the reference is drawn (a 400 gives its number back with the rollback anyway).
        await invitedVendors(tx, companyId, data.vendorCompanyIds ?? [], data.vendorGroupIds ?? []);
        return {
          reference: await nextReference(tx, companyId, 'RFQ'),
          title: data.title.trim(),
          description: data.description?.trim() || null,
          currency: data.currency,
          contract_from: data.contractFrom,
          contract_to: data.contractTo,
          bid_deadline: data.bidDeadline,
          sealed: data.sealed ?? true,
          term_group_id: data.termGroupId ?? null,
          terms: JSON.stringify(terms),
          created_by: userId,
        };
      },
      async after(id, data: RfqInput, { tx, companyId }) {
        await replaceLanes(tx, id, companyId, data.lanes);
        await replaceInvitations(tx, id, companyId, await invitedVendors(tx, companyId, data.vendorCompanyIds ?? [], data.vendorGroupIds ?? []));
      },
    },
    update: {
      data: RFQ_UPDATE_SCHEMA,
      async columns(data: Partial<RfqInput>, current, { tx, companyId }) {
        const state = String(current.status);
        if (state !== 'DRAFT' && state !== 'OPEN') throw conflict(`Cannot change the RFQ: it is ${state}`);
        checkDates(data, current);
        if (state === 'OPEN') {
          const locked = await lockedChange(tx, data, current);
          if (locked) throw conflict(`Cannot change ${locked}: the RFQ is OPEN (only the deadline, the description and more vendors)`, `data.${locked}`);
          if (data.bidDeadline !== undefined) {
            const next = new Date(data.bidDeadline).getTime();
            if (next < new Date(current.bid_deadline as string).getTime() || next <= Date.now()) throw badRequest('An open RFQ’s deadline can only move later, into the future', 'data.bidDeadline');
          }
          return {
            ...(data.bidDeadline !== undefined && { bid_deadline: data.bidDeadline }),
            ...(data.description !== undefined && { description: data.description?.trim() || null }),
          };
        }
        if (data.lanes) await checkLanes(tx, companyId, data.lanes);
        let terms = data.terms;
        if (terms === undefined && data.termGroupId && data.termGroupId !== current.term_group_id) terms = await termsOfGroup(tx, companyId, data.termGroupId);
        return {
          ...(data.title !== undefined && { title: data.title.trim() }),
          ...(data.description !== undefined && { description: data.description?.trim() || null }),
          ...(data.currency !== undefined && { currency: data.currency }),
          ...(data.contractFrom !== undefined && { contract_from: data.contractFrom }),
          ...(data.contractTo !== undefined && { contract_to: data.contractTo }),
          ...(data.bidDeadline !== undefined && { bid_deadline: data.bidDeadline }),
          ...(data.sealed !== undefined && { sealed: data.sealed }),
          ...(data.termGroupId !== undefined && { term_group_id: data.termGroupId }),
          ...(terms !== undefined && { terms: JSON.stringify(terms) }),
        };
      },
      async after(id, data: Partial<RfqInput>, current, { tx, companyId, request }) {
        if (String(current.status) === 'DRAFT' && data.lanes) await replaceLanes(tx, id, companyId, data.lanes);
        if (data.vendorCompanyIds === undefined && data.vendorGroupIds === undefined) return;
        const vendors = await invitedVendors(tx, companyId, data.vendorCompanyIds ?? [], data.vendorGroupIds ?? []);
        if (String(current.status) === 'OPEN') {
          const invited = await tx.query<{ company_id: string }>('SELECT company_id FROM rfq_invitations WHERE rfq_id = $1', [id]);
          if (invited.rows.some((r) => !vendors.has(String(r.company_id)))) throw conflict('Cannot remove an invited vendor: the RFQ is OPEN (you may invite more)', 'data.vendorCompanyIds');
          const added = await replaceInvitations(tx, id, companyId, vendors);
          await emailInvitations(tx, notices(), id, added, rfqLink(request, publicUrl, id));
          return;
        }
        await replaceInvitations(tx, id, companyId, vendors);
      },
    },
  };
}
