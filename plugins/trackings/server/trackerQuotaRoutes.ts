import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, dataBody, forbidden, isUuid, notFound, ok, type Db } from '@portolan/sdk/server';
import { planLimitOf, planLimitOfCompany, trackerQuotaOf } from './trackerQuota';

const PATH = '/api/enterprises/v2/subscriptions/trackers';
const quotaBody = dataBody({ companyId: { type: 'string', maxLength: 100 }, quota: { anyOf: [{ type: 'integer', minimum: 0, maximum: 10_000_000 }, { type: 'null' }] } }, ['companyId', 'quota']);

/** The company asked about: the caller's own, or (platform admins only) `?company=`; anyone else's is a 404. */
function companyAsked(request: FastifyRequest): string {
  const user = request.user!;
  const asked = (request.query as { company?: string } | undefined)?.company;
  if (!asked || asked === user.companyId) return user.companyId;
  if (!user.isPlatformAdmin || !isUuid(asked)) throw notFound('Company not found');
  return asked;
}

/**
 * The tracked-container quota (README "Tracker quota"): `GET` the caller's {quota, used, remaining}
 * (any session; platform admins `?company=`), `POST {data: {companyId, quota}}` (platform admins) sets
 * the company's override — `quota: null` removes it, so the plan's `limit` applies again.
 */
export function trackerQuotaRoutes(app: FastifyInstance, db: Db): void {
  app.get(PATH, { schema: { querystring: { type: 'object', properties: { company: { type: 'string', maxLength: 100 } } } } }, async (request) => {
    const companyId = companyAsked(request);
    const planLimit = companyId === request.user!.companyId ? planLimitOf(request.user!.plan) : await planLimitOfCompany(db, companyId);
    return ok({ record: await trackerQuotaOf(db, companyId, planLimit) });
  });

  app.post<{ Body: { data: { companyId: string; quota: number | null } } }>(PATH, { schema: { body: quotaBody } }, async (request) => {
    const user = request.user!;
    if (!user.isPlatformAdmin) throw forbidden('Only platform admins may set tracker quotas');
    const { companyId, quota } = request.body.data;
    if (!isUuid(companyId) || !(await db.one('SELECT 1 FROM companies WHERE id = $1', [companyId]))) throw badRequest('data.companyId is not a company', 'data.companyId');
    if (quota === null) await db.query('DELETE FROM tracker_quotas WHERE company_id = $1', [companyId]);
    else {
      await db.query(
        `INSERT INTO tracker_quotas (company_id, quota, updated_at, updated_by) VALUES ($1, $2, now(), $3)
         ON CONFLICT (company_id) DO UPDATE SET quota = EXCLUDED.quota, updated_at = now(), updated_by = EXCLUDED.updated_by`,
        [companyId, quota, user.id],
      );
    }
    const planLimit = companyId === user.companyId ? planLimitOf(user.plan) : await planLimitOfCompany(db, companyId);
    return ok({ record: await trackerQuotaOf(db, companyId, planLimit), message: 'Tracker quota updated' });
  });
}
