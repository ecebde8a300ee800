import type { FastifyInstance } from 'fastify';
import Big from 'big.js';
import { badRequest, companyOf, iso, list, ok, type ServerPluginContext } from '@portolan/sdk/server';
import { RFQ_API, type AwardedLane, type QuoteStatusSummary, type VendorAwardedSummaryRow, type VendorParticipation } from '../../shared/types';
import { DAY, UUID } from './bidSchemas';
import { compareMatrix } from './compareMatrix';
import { ownerRfq, requireUnsealed, rfqForCaller } from './rfqAccess';
import { portSummaryOf, vendorSummaryOf } from './summariesOfMatrix';

const READ = { access: { features: ['rfq'], level: 'Read' } };
const RFQ_QUERY = { type: 'object', required: ['rfqId'], properties: { rfqId: UUID } } as const;
const ratio = (part: number, whole: number) => (whole === 0 ? null : new Big(part).times(100).div(whole).toFixed(1));

/**
 * The owner's analysis (compare matrix, port and vendor summaries, invitation counts, participation across
 * RFQs) and the awarded lanes (a vendor: only its own share and rate).
 */
export function registerAnalysisRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;

  app.get<{ Params: { id: string } }>(`${RFQ_API.rfqs}/:id/compare`, { config: READ, schema: { params: { type: 'object', properties: { id: { type: 'string', maxLength: 100 } } } } }, async (request) => {
    const rfq = await ownerRfq(db, companyOf(request), request.params.id);
    return ok({ record: await compareMatrix(db, rfq) });
  });

  app.get<{ Querystring: { rfqId: string } }>(RFQ_API.portSummary, { config: READ, schema: { querystring: RFQ_QUERY } }, async (request) => {
    const rfq = await ownerRfq(db, companyOf(request), request.query.rfqId);
    requireUnsealed(rfq);
    const items = portSummaryOf(await compareMatrix(db, rfq));
    return list(items, items.length);
  });

  app.get<{ Querystring: { rfqId: string } }>(RFQ_API.vendorSummary, { config: READ, schema: { querystring: RFQ_QUERY } }, async (request) => {
    const rfq = await ownerRfq(db, companyOf(request), request.query.rfqId);
    requireUnsealed(rfq);
    const items = vendorSummaryOf(await compareMatrix(db, rfq));
    return list(items, items.length);
  });

  app.get<{ Querystring: { rfqId: string } }>(RFQ_API.quotesSummary, { config: READ, schema: { querystring: RFQ_QUERY } }, async (request) => {
    const rfq = await ownerRfq(db, companyOf(request), request.query.rfqId);
    const row = await db.one<Record<keyof QuoteStatusSummary, number>>(
      `SELECT count(*)::int AS invited, count(viewed_at)::int AS viewed, count(bid_at)::int AS bid, count(*) FILTER (WHERE status = 'DECLINED')::int AS declined,
              count(*) FILTER (WHERE status = 'AWARDED')::int AS awarded, count(*) FILTER (WHERE status = 'LOST')::int AS lost FROM rfq_invitations WHERE rfq_id = $1`,
      [rfq.id],
    );
    return ok({ record: { _id: rfq.id, ...row! } });
  });

  app.get<{ Querystring: { from?: string; to?: string } }>(
    RFQ_API.vendorParticipationSummary,
    { config: READ, schema: { querystring: { type: 'object', properties: { from: DAY, to: DAY } } } },
    async (request) => {
      const companyId = companyOf(request);
      const { from, to } = request.query;
      if (from && to && to < from) throw badRequest('to must not be before from', 'to');
      const rows = await db.query<{ vendor: string; name: string; invited: number; viewed: number; bid: number; declined: number; awarded: number }>(
        `SELECT i.company_id AS vendor, c.name, count(*)::int AS invited, count(i.viewed_at)::int AS viewed, count(i.bid_at)::int AS bid,
                count(*) FILTER (WHERE i.status = 'DECLINED')::int AS declined, count(*) FILTER (WHERE i.status = 'AWARDED')::int AS awarded
           FROM rfq_invitations i JOIN rfqs r ON r.id = i.rfq_id JOIN companies c ON c.id = i.company_id
          WHERE r.company_id = $1 AND r.status <> 'DRAFT' AND ($2::date IS NULL OR r.created_at >= $2::date) AND ($3::date IS NULL OR r.created_at < $3::date + 1)
          GROUP BY i.company_id, c.name ORDER BY c.name`,
        [companyId, from ?? null, to ?? null],
      );
      const items: VendorParticipation[] = rows.rows.map((r) => ({
        vendorCompanyId: String(r.vendor), vendorName: r.name, invited: r.invited, viewed: r.viewed, bid: r.bid, declined: r.declined, awarded: r.awarded,
        responseRatePct: ratio(r.bid, r.invited), winRatePct: ratio(r.awarded, r.bid),
      }));
      return list(items, items.length);
    },
  );

  app.get(RFQ_API.vendorAwardedSummary, { config: READ }, async (request) => {
    const companyId = companyOf(request);
    // The owner: a row per vendor of its awarded RFQs; anyone else (a vendor): its own row across the RFQs awarded to it.
    const owns = await db.one("SELECT 1 AS x FROM rfqs WHERE company_id = $1 AND status = 'AWARDED' LIMIT 1", [companyId]);
    const rows = await db.query<{ vendor: string; name: string; rfq_id: string; volume: number; share_pct: string; amount: string; currency: string }>(
      `SELECT a.vendor_company_id AS vendor, c.name, a.rfq_id, n.volume, a.share_pct::text AS share_pct, a.amount::text AS amount, r.currency
         FROM rfq_allocations a JOIN rfqs r ON r.id = a.rfq_id JOIN rfq_lanes n ON n.id = a.lane_id JOIN companies c ON c.id = a.vendor_company_id
        WHERE r.status = 'AWARDED' AND ${owns ? 'r.company_id = $1' : 'a.vendor_company_id = $1'}`,
      [companyId],
    );
    const acc = new Map<string, { name: string; rfqs: Set<string>; lanes: number; volume: Big; totals: Map<string, Big> }>();
    for (const r of rows.rows) {
      const a = acc.get(String(r.vendor)) ?? { name: r.name, rfqs: new Set(), lanes: 0, volume: new Big(0), totals: new Map() };
      const volume = new Big(r.volume).times(r.share_pct).div(100);
      a.rfqs.add(String(r.rfq_id));
      a.lanes++;
      a.volume = a.volume.plus(volume);
      a.totals.set(r.currency, (a.totals.get(r.currency) ?? new Big(0)).plus(volume.times(r.amount)));
      acc.set(String(r.vendor), a);
    }
    const items: VendorAwardedSummaryRow[] = [...acc].map(([id, a]) => ({
      vendorCompanyId: id, vendorName: a.name, rfqs: a.rfqs.size, lanes: a.lanes, volume: Number(a.volume.toFixed(2)),
      totals: [...a.totals].map(([currency, amount]) => ({ currency, amount: amount.toFixed(2) })),
    })).sort((x, y) => x.vendorName.localeCompare(y.vendorName));
    return list(items, items.length);
  });

  app.get<{ Querystring: { rfqId?: string } }>(RFQ_API.vendorAwarded, { config: READ, schema: { querystring: { type: 'object', properties: { rfqId: UUID } } } }, async (request) => {
    const companyId = companyOf(request);
    let scope = 'a.vendor_company_id = $1';
    const params: unknown[] = [companyId];
    if (request.query.rfqId) {
      const { role, rfq } = await rfqForCaller(db, companyId, request.query.rfqId);
      params.push(rfq.id);
      scope = role === 'owner' ? 'r.id = $2 AND r.company_id = $1' : 'r.id = $2 AND a.vendor_company_id = $1';
    }
    const rows = await db.query<Record<string, unknown>>(
      `SELECT r.id AS rfq_id, r.reference, r.title, o.name AS shipper_name, n.id AS lane_id, n.origin, n.destination, n.container_type, n.volume,
              a.vendor_company_id, c.name AS vendor_name, a.share_pct::text AS share_pct, a.amount::text AS amount, r.currency,
              to_char(r.contract_from, 'YYYY-MM-DD') AS contract_from, to_char(r.contract_to, 'YYYY-MM-DD') AS contract_to, r.awarded_at,
              (SELECT count(*)::int FROM rfq_lane_shipments s WHERE s.lane_id = n.id AND s.vendor_company_id = a.vendor_company_id) AS shipment_count
         FROM rfq_allocations a JOIN rfqs r ON r.id = a.rfq_id JOIN rfq_lanes n ON n.id = a.lane_id
         JOIN companies c ON c.id = a.vendor_company_id JOIN companies o ON o.id = r.company_id
        WHERE r.status = 'AWARDED' AND ${scope} ORDER BY r.awarded_at DESC, r.id, n.line_no, c.name`,
      params,
    );
    const items: AwardedLane[] = rows.rows.map((r) => ({
      rfqId: String(r.rfq_id), rfqReference: String(r.reference), rfqTitle: String(r.title), shipperName: String(r.shipper_name), laneId: String(r.lane_id),
      origin: String(r.origin), destination: String(r.destination), containerType: String(r.container_type), volume: Number(r.volume),
      vendorCompanyId: String(r.vendor_company_id), vendorName: String(r.vendor_name), sharePct: new Big(String(r.share_pct)).toString(), amount: String(r.amount),
      currency: String(r.currency), contractFrom: String(r.contract_from), contractTo: String(r.contract_to), awardedAt: iso(r.awarded_at) ?? '', shipmentCount: Number(r.shipment_count),
    }));
    return list(items, items.length);
  });
}
