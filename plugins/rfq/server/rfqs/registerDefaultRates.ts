import type { FastifyInstance } from 'fastify';
import { badRequest, companyOf, conflict, dataBody, isUuid, notFound, ok, RATE_INVENTORY, writeActivity, type ContractLane, type ServerPluginContext } from '@portolan/sdk/server';
import { RFQ_KIND } from '../../shared/states';
import { RFQ_API, type DefaultRate } from '../../shared/types';
import { loadRfq } from './loadRfq';

const LOCODE = '^[A-Z]{2}[A-Z2-9]{3}$';
const LANE = /^([A-Z]{2}[A-Z2-9]{3}):([A-Z]{2}[A-Z2-9]{3}):([0-9A-Z]{4})$/;
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The owner's current contract rates (RATE_INVENTORY.contractRates, valid today) as an RFQ's default
 * rates: GET for lanes named in the query, POST fills an RFQ's lanes — currentAmount where a contract
 * rate in the RFQ's currency exists, and the baseline where it is empty (all of them with
 * overwriteBaseline). Rates in another currency are left out (no conversion is guessed).
 */
export function registerDefaultRates(app: FastifyInstance, { db, services }: ServerPluginContext): void {
  const inventory = services.get(RATE_INVENTORY);

  app.get<{ Querystring: { origin?: string; destination?: string; containerType?: string; lanes?: string | string[] } }>(
    RFQ_API.defaultRates,
    {
      config: { access: { features: ['rfq'], level: 'Read' } },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            origin: { type: 'string', pattern: LOCODE },
            destination: { type: 'string', pattern: LOCODE },
            containerType: { type: 'string', pattern: '^[0-9A-Z]{4}$' },
            lanes: { anyOf: [{ type: 'string', maxLength: 20 }, { type: 'array', maxItems: 2000, items: { type: 'string', maxLength: 20 } }] },
          },
        },
      },
    },
    async (request) => {
      const q = request.query;
      const lanes: ContractLane[] = [];
      if (q.origin || q.destination || q.containerType) {
        if (!q.origin) throw badRequest('origin is required with destination and containerType', 'origin');
        if (!q.destination) throw badRequest('destination is required with origin and containerType', 'destination');
        if (!q.containerType) throw badRequest('containerType is required with origin and destination', 'containerType');
        lanes.push({ origin: q.origin, destination: q.destination, containerType: q.containerType });
      }
      const listed = q.lanes === undefined ? [] : Array.isArray(q.lanes) ? q.lanes : [q.lanes];
      for (const [i, text] of listed.entries()) {
        const m = LANE.exec(text);
        if (!m) throw badRequest('A lane is ORIGIN:DESTINATION:TYPE, e.g. INNSA:NLRTM:42G1', `lanes.${i}`);
        lanes.push({ origin: m[1], destination: m[2], containerType: m[3] });
      }
      const found = await inventory.contractRates(companyOf(request), lanes, today());
      const key = (l: ContractLane) => `${l.origin}:${l.destination}:${l.containerType}`;
      const byLane = new Map(found.map((r) => [key(r), r]));
      const items = lanes.map((l): DefaultRate => {
        const r = byLane.get(key(l));
        return { ...l, amount: r?.amount ?? null, currency: r?.currency ?? null, carrier: r?.carrier ?? null, validTo: r?.validTo ?? null, rateId: r?.rateId ?? null };
      });
      return ok({ items, count: items.length });
    },
  );

  app.post<{ Body: { data: { rfqId: string; version: number; overwriteBaseline?: boolean } } }>(
    RFQ_API.defaultRates,
    {
      config: { access: { features: ['rfq'], level: 'Update' } },
      schema: { body: dataBody({ rfqId: { type: 'string', maxLength: 100 }, version: { type: 'integer', minimum: 1 }, overwriteBaseline: { type: 'boolean' } }, ['rfqId', 'version']) },
    },
    async (request) => {
      const companyId = companyOf(request);
      const { rfqId, version, overwriteBaseline } = request.body.data;
      const user = request.user!;
      const record = await db.transaction(async (tx) => {
        const rfq = isUuid(rfqId) ? await tx.one<{ status: string; version: number; currency: string }>('SELECT status, version, currency FROM rfqs WHERE id = $1 AND company_id = $2 FOR UPDATE', [rfqId, companyId]) : undefined;
        if (!rfq) throw notFound('RFQ not found');
        if (['AWARDED', 'CANCELLED', 'PENDING_APPROVAL', 'APPROVED'].includes(rfq.status)) throw conflict(`Cannot fill default rates: the RFQ is ${rfq.status}`);
        if (Number(rfq.version) !== version) throw conflict(`This RFQ was changed by someone else (version ${rfq.version}); reload it and try again`, 'data.version');
        const lanes = await tx.query<{ id: string; origin: string; destination: string; container_type: string }>('SELECT id, origin, destination, container_type FROM rfq_lanes WHERE rfq_id = $1 ORDER BY line_no', [rfqId]);
        const rates = await inventory.contractRates(companyId, lanes.rows.map((l) => ({ origin: l.origin, destination: l.destination, containerType: l.container_type })), today());
        const amountOf = new Map(rates.filter((r) => r.currency === rfq.currency).map((r) => [`${r.origin}:${r.destination}:${r.containerType}`, r.amount]));
        const filled = lanes.rows.filter((l) => amountOf.has(`${l.origin}:${l.destination}:${l.container_type}`));
        if (filled.length) {
          await tx.query(
            `UPDATE rfq_lanes l SET current_amount = u.amount, baseline_amount = CASE WHEN $3 OR l.baseline_amount IS NULL THEN u.amount ELSE l.baseline_amount END
               FROM unnest($2::uuid[], $4::numeric[]) AS u(id, amount) WHERE l.id = u.id AND l.rfq_id = $1`,
            [rfqId, filled.map((l) => l.id), overwriteBaseline ?? false, filled.map((l) => amountOf.get(`${l.origin}:${l.destination}:${l.container_type}`))],
          );
        }
        await tx.query('UPDATE rfqs SET version = version + 1, updated_at = now() WHERE id = $1', [rfqId]);
        await writeActivity(tx, { kind: RFQ_KIND, recordId: rfqId, companyId, actorId: user.id, actorName: user.name, action: 'default-rates', note: `Current contract rates on ${filled.length} of ${lanes.rows.length} lanes${overwriteBaseline ? ' (baselines overwritten)' : ''}` });
        return (await loadRfq(tx, companyId, rfqId))!;
      });
      return ok({ record });
    },
  );
}
