import type { FastifyInstance } from 'fastify';
import Big from 'big.js';
import { badRequest, companyOf, conflict, dataBody, iso, notFound, ok, SHIPMENT_RECORDS, writeActivity, type NewShipment, type ServerPluginContext } from '@portolan/sdk/server';
import { RFQ_KIND } from '../../shared/states';
import { RFQ_API, type ShipmentFromLane } from '../../shared/types';
import { DAY, UUID } from '../bids/bidSchemas';
import { ownerRfq, rfqForCaller } from '../bids/rfqAccess';
import { awardPdf, type PrintedAward } from './awardPdf';

/** TEU of one container of an ISO 6346 size-type code: 20' (2…) is 1, 40'/45' (4…, L…) are 2. */
export function teuOf(containerType: string): number {
  return containerType.startsWith('2') ? 1 : 2;
}

const SHIPMENT = {
  type: 'object',
  additionalProperties: false,
  required: ['reference', 'vendorCompanyId', 'containers', 'etd', 'eta'],
  properties: {
    reference: { type: 'string', minLength: 1, maxLength: 60 }, vendorCompanyId: UUID, containers: { type: 'integer', minimum: 1, maximum: 200 }, etd: DAY, eta: DAY,
    carrier: { type: ['string', 'null'], maxLength: 10 }, commodity: { type: ['string', 'null'], maxLength: 200 },
  },
} as const;

/** The award's documents (award.pdf) and shipments from an awarded lane (`POST /api/shipments/v2/createShipmentsFromRFQ`). */
export function registerAwardRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  const shipments = ctx.services.get(SHIPMENT_RECORDS);

  app.get<{ Params: { id: string } }>(`${RFQ_API.rfqs}/:id/award.pdf`, { config: { access: { features: ['rfq'], level: 'Read' } }, schema: { params: { type: 'object', properties: { id: { type: 'string', maxLength: 100 } } } } }, async (request, reply) => {
    const companyId = companyOf(request);
    const { role, rfq } = await rfqForCaller(db, companyId, request.params.id);
    if (rfq.status !== 'AWARDED') throw conflict(`No award yet: the RFQ is ${rfq.status}`);
    const head = (await db.one<{ shipper: string; vendor: string | null; awarded_at: unknown }>(
      'SELECT o.name AS shipper, (SELECT name FROM companies WHERE id = $2) AS vendor, r.awarded_at FROM rfqs r JOIN companies o ON o.id = r.company_id WHERE r.id = $1',
      [rfq.id, companyId],
    ))!;
    // A vendor's letter is built from its own allocations only.
    const rows = await db.query<Record<string, unknown>>(
      `SELECT n.line_no, n.origin, n.destination, n.container_type, n.volume, n.baseline_amount::text AS baseline, c.name AS vendor_name, a.share_pct::text AS share_pct,
              a.amount::text AS amount, l.carrier
         FROM rfq_allocations a JOIN rfq_lanes n ON n.id = a.lane_id JOIN companies c ON c.id = a.vendor_company_id
         LEFT JOIN rfq_quotes q ON q.rfq_id = a.rfq_id AND q.company_id = a.vendor_company_id LEFT JOIN rfq_quote_lines l ON l.quote_id = q.id AND l.lane_id = a.lane_id
        WHERE a.rfq_id = $1 AND ($2::uuid IS NULL OR a.vendor_company_id = $2) ORDER BY n.line_no, a.share_pct DESC, c.name`,
      [rfq.id, role === 'owner' ? null : companyId],
    );
    if (role === 'vendor' && rows.rows.length === 0) throw notFound('No award letter: none of the lanes was awarded to your company');
    const awards: PrintedAward[] = rows.rows.map((r) => ({
      lineNo: Number(r.line_no), origin: String(r.origin), destination: String(r.destination), containerType: String(r.container_type), volume: Number(r.volume),
      vendorName: String(r.vendor_name), sharePct: String(r.share_pct), amount: String(r.amount), carrier: (r.carrier as string | null) ?? null,
    }));
    const withBaseline = rows.rows.every((r) => r.baseline !== null);
    const baselineTotal = role === 'owner' && withBaseline && rows.rows.length
      ? rows.rows.reduce((s, r) => s.plus(new Big(String(r.baseline)).times(Number(r.volume)).times(String(r.share_pct)).div(100)), new Big(0)).toFixed(2)
      : null;
    const pdf = await awardPdf({
      kind: role === 'owner' ? 'summary' : 'letter', reference: rfq.reference, title: rfq.title, shipperName: head.shipper, vendorName: role === 'owner' ? null : head.vendor,
      currency: rfq.currency, contractFrom: rfq.contractFrom, contractTo: rfq.contractTo, awardedAt: iso(head.awarded_at) ?? '', awards, baselineTotal,
    });
    const name = `${rfq.reference}-${role === 'owner' ? 'award-summary' : 'award-letter'}.pdf`;
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="${name}"`).send(pdf);
  });

  app.post<{ Body: { data: { rfqId: string; laneId: string; shipments: ShipmentFromLane[] } } }>(
    RFQ_API.createShipmentsFromRFQ,
    { config: { access: { features: ['rfq'], level: 'Create' } }, schema: { body: dataBody({ rfqId: UUID, laneId: UUID, shipments: { type: 'array', minItems: 1, maxItems: 100, items: SHIPMENT } }, ['rfqId', 'laneId', 'shipments']) } },
    async (request, reply) => {
      const companyId = companyOf(request);
      const user = request.user!;
      const { rfqId, laneId, shipments: wanted } = request.body.data;
      const created = await db.transaction(async (tx) => {
        const rfq = await ownerRfq(tx, companyId, rfqId, true);
        if (rfq.status !== 'AWARDED') throw conflict(`Cannot create shipments: the RFQ is ${rfq.status}`);
        const lane = await tx.one<{ id: string; line_no: number; origin: string; destination: string; container_type: string; commodity: string | null }>(
          'SELECT id, line_no, origin, destination, container_type, commodity FROM rfq_lanes WHERE id = $1 AND rfq_id = $2', [laneId, rfq.id]);
        if (!lane) throw badRequest('data.laneId is not a lane of this RFQ', 'data.laneId');
        const held = await tx.query<{ vendor: string; name: string; carrier: string | null }>(
          `SELECT a.vendor_company_id AS vendor, c.name, l.carrier FROM rfq_allocations a JOIN companies c ON c.id = a.vendor_company_id
             LEFT JOIN rfq_quotes q ON q.rfq_id = a.rfq_id AND q.company_id = a.vendor_company_id LEFT JOIN rfq_quote_lines l ON l.quote_id = q.id AND l.lane_id = a.lane_id
            WHERE a.lane_id = $1`, [lane.id]);
        const holders = new Map(held.rows.map((h) => [String(h.vendor), h]));
        const news: NewShipment[] = wanted.map((s, i) => {
          const holder = holders.get(s.vendorCompanyId);
          if (!holder) throw badRequest(`data.shipments.${i}.vendorCompanyId holds no allocation on lane ${lane.line_no}`, `data.shipments.${i}.vendorCompanyId`);
          const carrier = s.carrier?.trim().toUpperCase() || holder.carrier;
          if (!carrier) throw badRequest(`data.shipments.${i}.carrier: the vendor's bid names no carrier; give one`, `data.shipments.${i}.carrier`);
          if (s.eta < s.etd) throw badRequest(`data.shipments.${i}.eta must not be before the etd`, `data.shipments.${i}.eta`);
          return {
            reference: s.reference.trim(), mode: 'FCL', carrier, pol: lane.origin, pod: lane.destination, origin: lane.origin, destination: lane.destination, etd: s.etd, eta: s.eta,
            forwarder: holder.name, commodity: s.commodity?.trim() || lane.commodity, teu: s.containers * teuOf(lane.container_type), rfqId: rfq.id, contractRef: rfq.reference, sharedWith: [s.vendorCompanyId],
          };
        });
        const ids = await shipments.create(tx, companyId, user.id, news, 'data.shipments');
        await tx.query(
          'INSERT INTO rfq_lane_shipments (lane_id, rfq_id, company_id, vendor_company_id, shipment_id) SELECT $1, $2, $3, s.vendor, s.id FROM unnest($4::uuid[], $5::uuid[]) AS s (vendor, id)',
          [lane.id, rfq.id, companyId, wanted.map((s) => s.vendorCompanyId), ids],
        );
        await writeActivity(tx, {
          kind: RFQ_KIND, recordId: rfq.id, companyId, actorId: user.id, actorName: user.name, action: 'shipments-created',
          note: `Lane ${lane.line_no}: ${news.map((n) => n.reference).join(', ')}`,
        });
        return ids.map((id, i) => ({ _id: id, reference: news[i]!.reference }));
      });
      return reply.status(201).send(ok({ items: created, count: created.length, ids: created.map((c) => c._id) }));
    },
  );
}
