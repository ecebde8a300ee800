import type { FastifyInstance } from 'fastify';
import { badRequest, companyNetwork, companyOf, conflict, isUuid, CONTAINER_TYPES, dataBody, notFound, ok, RATE_INVENTORY, writeActivity, type ServerPluginContext } from '@portolan/sdk/server';
import { QUOTES_API, type Promotion } from '../../shared/types';
import { todayUtc } from './checkSearch';
import { DAY, LOCODE, text } from './plannerSchemas';
import { fromPriceOf, toPromotion } from './promotionRecord';

const KNOWN_TYPES = new Set(CONTAINER_TYPES.map((t) => t.code));
/** Any id (an unknown or malformed one is the same 404 as another company's). */
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } as const;
const FIELDS = {
  origin: LOCODE,
  destination: LOCODE,
  containerType: { type: 'string', pattern: '^[0-9A-Z]{4}$' },
  headline: text(160, 1),
  validUntil: DAY,
  active: { type: 'boolean' },
};
type PromotionData = { origin: string; destination: string; containerType: string; headline: string; validUntil: string; active?: boolean };
const SELECT = 'SELECT p.*, c.name AS forwarder FROM quote_promotions p JOIN companies c ON c.id = p.company_id';

function check(d: Partial<PromotionData>, current?: Record<string, unknown>): void {
  const origin = d.origin ?? String(current?.origin);
  const destination = d.destination ?? String(current?.destination);
  if (origin === destination) throw badRequest('data.destination must differ from the origin', 'data.destination');
  if (d.containerType !== undefined && !KNOWN_TYPES.has(d.containerType)) throw badRequest('data.containerType is not a known container type', 'data.containerType');
  if (d.headline !== undefined && !d.headline.trim()) throw badRequest('data.headline must not be blank', 'data.headline');
  if (d.validUntil !== undefined && d.validUntil < todayUtc()) throw badRequest('data.validUntil must be today or later', 'data.validUntil');
}

/**
 * Promotions (featured lanes): `GET` the caller's own (all) and its network's (active, still valid),
 * each priced live (`fromPrice`); create, update (`:id/`, with version) and delete (`:id`) the caller's
 * own — another company's id is a 404. Every write is in the promotion's audit trail.
 */
export function registerPromotionRoutes(app: FastifyInstance, { db, services }: ServerPluginContext): void {
  const inventory = services.get(RATE_INVENTORY);
  const base = QUOTES_API.promotions;
  const priced = async (rows: Array<Record<string, unknown>>, companyId: string): Promise<Promotion[]> =>
    Promise.all(rows.map(async (row) => ({ ...toPromotion(row, companyId), fromPrice: await fromPriceOf(inventory, String(row.company_id), { origin: String(row.origin), destination: String(row.destination), containerType: String(row.container_type) }) })));

  app.get(base, { config: { access: { features: ['shipment-planner'] } }, schema: {} }, async (request) => {
    const companyId = companyOf(request);
    const network = (await companyNetwork(db, companyId)).map((n) => n.id);
    const rows = await db.query<Record<string, unknown>>(
      `${SELECT} WHERE p.company_id = $1 OR (p.company_id = ANY($2::uuid[]) AND p.active AND p.valid_until >= $3::date)
        ORDER BY (p.company_id = $1) DESC, p.valid_until, p.created_at, p.id LIMIT 100`,
      [companyId, network, todayUtc()],
    );
    const items = await priced(rows.rows, companyId);
    return ok({ items, count: items.length });
  });

  app.post<{ Body: { data: PromotionData } }>(
    base,
    { config: { access: { features: ['shipment-planner'], level: 'Create' } }, schema: { body: dataBody(FIELDS, ['origin', 'destination', 'containerType', 'headline', 'validUntil']) } },
    async (request, reply) => {
      const d = request.body.data;
      check(d);
      const companyId = companyOf(request);
      const user = request.user!;
      const row = await db.transaction(async (tx) => {
        const created = await tx.one<{ id: string }>(
          'INSERT INTO quote_promotions (company_id, origin, destination, container_type, headline, valid_until, active, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id',
          [companyId, d.origin, d.destination, d.containerType, d.headline.trim(), d.validUntil, d.active ?? true, user.id],
        );
        await writeActivity(tx, { kind: 'promotion', recordId: created!.id, companyId, actorId: user.id, actorName: user.name, action: 'created' });
        return tx.one<Record<string, unknown>>(`${SELECT} WHERE p.id = $1`, [created!.id]);
      });
      const [record] = await priced([row!], companyId);
      return reply.status(201).send(ok({ record }));
    },
  );

  app.post<{ Params: { id: string }; Body: { data: Partial<PromotionData> & { version: number } } }>(
    `${base}/:id/`,
    { config: { access: { features: ['shipment-planner'], level: 'Create' } }, schema: { params: idParams, body: dataBody({ ...FIELDS, version: { type: 'integer', minimum: 1 } }, ['version']) } },
    async (request) => {
      const d = request.body.data;
      const companyId = companyOf(request);
      const user = request.user!;
      if (!isUuid(request.params.id)) throw notFound('Promotion not found');
      const row = await db.transaction(async (tx) => {
        const current = await tx.one<Record<string, unknown>>('SELECT * FROM quote_promotions WHERE id = $1 AND company_id = $2 FOR UPDATE', [request.params.id, companyId]);
        if (!current) throw notFound('Promotion not found');
        check(d, current);
        if (Number(current.version) !== d.version) throw conflict(`This promotion was changed by someone else (version ${current.version}); reload it and try again`, 'data.version');
        await tx.query(
          `UPDATE quote_promotions SET origin = $2, destination = $3, container_type = $4, headline = $5, valid_until = $6, active = $7, version = version + 1, updated_at = now() WHERE id = $1`,
          [request.params.id, d.origin ?? current.origin, d.destination ?? current.destination, d.containerType ?? current.container_type, d.headline?.trim() ?? current.headline, d.validUntil ?? current.valid_until, d.active ?? current.active],
        );
        await writeActivity(tx, { kind: 'promotion', recordId: request.params.id, companyId, actorId: user.id, actorName: user.name, action: 'updated' });
        return tx.one<Record<string, unknown>>(`${SELECT} WHERE p.id = $1`, [request.params.id]);
      });
      const [record] = await priced([row!], companyId);
      return ok({ record });
    },
  );

  app.delete<{ Params: { id: string } }>(
    `${base}/:id`,
    { config: { access: { features: ['shipment-planner'], level: 'Create' } }, schema: { params: idParams } },
    async (request) => {
      const companyId = companyOf(request);
      const user = request.user!;
      if (!isUuid(request.params.id)) throw notFound('Promotion not found');
      await db.transaction(async (tx) => {
        const gone = await tx.one<{ id: string }>('DELETE FROM quote_promotions WHERE id = $1 AND company_id = $2 RETURNING id', [request.params.id, companyId]);
        if (!gone) throw notFound('Promotion not found');
        await writeActivity(tx, { kind: 'promotion', recordId: request.params.id, companyId, actorId: user.id, actorName: user.name, action: 'deleted' });
      });
      return ok({ deleted: true });
    },
  );
}
