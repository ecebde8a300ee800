import type { FastifyInstance } from 'fastify';
import { companyOf, conflict, iso, ok, type ServerPluginContext } from '@portolan/sdk/server';
import { INVITATION_STATES, RFQ_STATES, RFQ_KIND, type InvitationState, type RfqQuoteState, type RfqState } from '../../shared/states';
import { RFQ_API, type AuditEntry, type RfqSummary, type VendorRfqListItem, type VendorRfqSummary } from '../../shared/types';
import { bidsSealed } from './bidsSealed';
import { rfqAccess } from './rfqAccess';
import { loadRevisions } from '../bids/loadRevisions';
import { VENDOR_RFQ_COLUMNS, VENDOR_RFQ_FROM, vendorWindow } from './loadVendorRfq';

const read = { access: { features: ['rfq'], level: 'Read' } };
const rfqParams = { type: 'object', required: ['rfq'], properties: { rfq: { type: 'string', maxLength: 100 } } };

/**
 * The RFQ's read-only views besides its details: the vendor's pending quotes, the summary (owner or
 * vendor), the quote history and the audit trail.
 */
export function registerRfqViews(app: FastifyInstance, { db }: ServerPluginContext): void {
  app.get<{ Querystring: { filter?: { invitationStatus?: string | string[] } } }>(
    RFQ_API.pendingQuotes,
    {
      config: read,
      schema: {
        querystring: {
          type: 'object',
          properties: { filter: { type: 'object', properties: { invitationStatus: { anyOf: [{ type: 'string', maxLength: 200 }, { type: 'array', maxItems: 10, items: { type: 'string', enum: [...INVITATION_STATES] } }] } } } },
        },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const raw = request.query.filter?.invitationStatus;
      const statuses = raw === undefined ? null : (Array.isArray(raw) ? raw : raw.split(',')).filter((s) => (INVITATION_STATES as readonly string[]).includes(s));
      const rows = await db.query<Record<string, unknown>>(
        `SELECT ${VENDOR_RFQ_COLUMNS}, (SELECT count(*) FROM rfq_lanes l WHERE l.rfq_id = r.id) AS lane_count,
                (SELECT q.status FROM rfq_quotes q WHERE q.rfq_id = r.id AND q.company_id = $1) AS quote_status
           FROM ${VENDOR_RFQ_FROM}
          WHERE i.company_id = $1 AND ($2::text[] IS NULL OR i.status = ANY($2::text[]))
          ORDER BY (r.status IN ('OPEN', 'NEGOTIATION')) DESC, r.bid_deadline, r.id
          LIMIT 500`,
        [companyId, statuses],
      );
      const items = rows.rows.map((r): VendorRfqListItem => {
        const { canBid, deadline } = vendorWindow(r as never);
        return {
          _id: String(r.id),
          reference: String(r.reference),
          title: String(r.title),
          shipperName: String(r.shipper_name),
          status: String(r.status) as RfqState,
          currency: String(r.currency),
          bidDeadline: deadline,
          laneCount: Number(r.lane_count),
          invitationStatus: String(r.invitation_status) as InvitationState,
          quoteStatus: (r.quote_status as RfqQuoteState | null) ?? null,
          canBid,
        };
      });
      return ok({ items, count: items.length });
    },
  );

  app.get<{ Querystring: { as?: 'owner' | 'vendor' } }>(
    RFQ_API.summary,
    { config: read, schema: { querystring: { type: 'object', properties: { as: { type: 'string', enum: ['owner', 'vendor'] } } } } },
    async (request) => {
      const companyId = companyOf(request);
      let as = request.query.as;
      if (!as) {
        const row = await db.one<{ owns: boolean; invited: boolean }>(
          "SELECT EXISTS (SELECT 1 FROM rfqs WHERE company_id = $1) AS owns, EXISTS (SELECT 1 FROM rfq_invitations i JOIN rfqs r ON r.id = i.rfq_id AND r.status <> 'DRAFT' WHERE i.company_id = $1) AS invited",
          [companyId],
        );
        as = !row?.owns && row?.invited ? 'vendor' : 'owner';
      }
      if (as === 'vendor') {
        const row = await db.one<Record<string, number>>(
          `SELECT count(*) AS invited,
                  count(*) FILTER (WHERE r.status IN ('OPEN', 'NEGOTIATION') AND i.status NOT IN ('DECLINED')) AS open_for_bids,
                  count(*) FILTER (WHERE i.status IN ('BID', 'AWARDED', 'LOST')) AS bid,
                  count(*) FILTER (WHERE i.status = 'AWARDED') AS awarded,
                  count(*) FILTER (WHERE i.status = 'LOST') AS lost
             FROM rfq_invitations i JOIN rfqs r ON r.id = i.rfq_id AND r.status <> 'DRAFT' WHERE i.company_id = $1`,
          [companyId],
        );
        const record: VendorRfqSummary = { invited: Number(row?.invited ?? 0), openForBids: Number(row?.open_for_bids ?? 0), bid: Number(row?.bid ?? 0), awarded: Number(row?.awarded ?? 0), lost: Number(row?.lost ?? 0) };
        return ok({ record });
      }
      const states = await db.query<{ status: string; n: number }>('SELECT status, count(*) AS n FROM rfqs WHERE company_id = $1 GROUP BY status', [companyId]);
      const byStatus = Object.fromEntries(RFQ_STATES.map((s) => [s, 0])) as Record<RfqState, number>;
      for (const r of states.rows) byStatus[r.status as RfqState] = Number(r.n);
      // Awarded lanes with a baseline: what they would have cost at the baseline against what was awarded.
      const awarded = await db.query<{ currency: string; baseline: string; awarded: string; saving: string; pct: string | null }>(
        `SELECT currency, round(baseline, 2)::text AS baseline, round(awarded, 2)::text AS awarded, round(baseline - awarded, 2)::text AS saving,
                CASE WHEN baseline > 0 THEN round((baseline - awarded) * 100 / baseline, 2)::text END AS pct
           FROM (SELECT r.currency, sum(l.volume * a.share_pct / 100 * l.baseline_amount) AS baseline, sum(l.volume * a.share_pct / 100 * a.amount) AS awarded
                   FROM rfqs r JOIN rfq_allocations a ON a.rfq_id = r.id JOIN rfq_lanes l ON l.id = a.lane_id
                  WHERE r.company_id = $1 AND r.status = 'AWARDED' AND l.baseline_amount IS NOT NULL
                  GROUP BY r.currency) t
          ORDER BY currency`,
        [companyId],
      );
      const record: RfqSummary = {
        byStatus,
        awarded: awarded.rows.map((r) => ({ currency: r.currency, baselineTotal: r.baseline, awardedTotal: r.awarded, saving: r.saving, savingPct: r.pct })),
        openForBids: byStatus.OPEN + byStatus.NEGOTIATION,
        pendingApproval: byStatus.PENDING_APPROVAL,
      };
      return ok({ record });
    },
  );

  app.get<{ Params: { rfq: string } }>(`${RFQ_API.rfqs}/:rfq/quoteHistory`, { config: read, schema: { params: rfqParams } }, async (request) => {
    const companyId = companyOf(request);
    const rfqId = request.params.rfq;
    const access = await rfqAccess(db, companyId, rfqId);
    if (access.role === 'owner') {
      const rfq = await db.one<{ sealed: boolean; status: string; bid_deadline: Date; statuses: string[] }>(
        'SELECT r.sealed, r.status, r.bid_deadline, coalesce((SELECT array_agg(i.status) FROM rfq_invitations i WHERE i.rfq_id = r.id), ARRAY[]::text[]) AS statuses FROM rfqs r WHERE r.id = $1',
        [rfqId],
      );
      if (bidsSealed({ sealed: rfq!.sealed, status: rfq!.status, bidDeadline: rfq!.bid_deadline }, rfq!.statuses ?? [])) {
        throw conflict(`Bids are sealed until ${iso(rfq!.bid_deadline)}`);
      }
    }
    const items = await loadRevisions(db, { rfqId, vendorCompanyId: access.role === 'owner' ? undefined : companyId });
    return ok({ items, count: items.length });
  });

  app.get<{ Params: { rfq: string } }>(`${RFQ_API.rfqs}/:rfq/auditTrail`, { config: read, schema: { params: rfqParams } }, async (request) => {
    const companyId = companyOf(request);
    const rfqId = request.params.rfq;
    const access = await rfqAccess(db, companyId, rfqId);
    const vendor = access.role === 'vendor';
    // A vendor: the RFQ's state changes (without the owner's notes) and its own company's actions.
    const rows = await db.query<Record<string, unknown>>(
      `SELECT id, action, from_state, to_state, actor_name, note, company_id, created_at FROM record_activity
        WHERE kind = $1 AND record_id = $2 AND ($3::uuid IS NULL OR company_id = $3 OR to_state IS NOT NULL)
        ORDER BY created_at, id LIMIT 1000`,
      [RFQ_KIND, rfqId, vendor ? companyId : null],
    );
    const items = rows.rows.map(
      (r): AuditEntry => ({
        _id: String(r.id),
        action: String(r.action),
        fromState: (r.from_state as string | null) ?? null,
        toState: (r.to_state as string | null) ?? null,
        actorName: String(r.actor_name),
        note: vendor && String(r.company_id) !== companyId ? null : ((r.note as string | null) ?? null),
        createdAt: iso(r.created_at)!,
      }),
    );
    return ok({ items, count: items.length });
  });
}
