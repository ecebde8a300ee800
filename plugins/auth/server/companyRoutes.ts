import { badRequest, conflict, list, notFound, ok, record, dataBody } from '@portolan/sdk/server';
import type { ServerPluginContext } from '@portolan/sdk/server';
import type { FastifyInstance } from 'fastify';
import { idParams } from './schemas';
import { secrets } from './secrets';
import { callerOf, idOf, iso, pageQuery, requirePlatformAdmin, type PageQuery } from './routeHelpers';

interface CompanyRow {
  id: string;
  name: string;
  kind: 'shipper' | 'forwarder' | 'platform';
  created_at: Date;
  updated_at: Date;
  version: number;
  user_count?: number;
  subscription_status?: string | null;
  plan_name?: string | null;
}

function toCompany(row: CompanyRow) {
  return {
    _id: row.id,
    name: row.name,
    kind: row.kind,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    version: row.version,
    ...(row.user_count !== undefined ? { userCount: row.user_count, subscriptionStatus: row.subscription_status ?? 'inactive', planName: row.plan_name ?? null } : {}),
  };
}

const COMPANY_WITH_COUNTS = `
SELECT c.id, c.name, c.kind, c.created_at, c.updated_at, c.version,
       (SELECT count(*) FROM users u WHERE u.company_id = c.id) AS user_count,
       sub.status AS subscription_status, sub.plan_name
FROM companies c
LEFT JOIN LATERAL (
  SELECT s.status, p.name AS plan_name FROM subscriptions s JOIN plans p ON p.id = s.plan_id
  WHERE s.company_id = c.id ORDER BY (s.status = 'active') DESC, s.created_at DESC LIMIT 1
) sub ON true`;

const updateCompanyBody = dataBody({ name: { type: 'string', minLength: 1, maxLength: 200 }, version: { type: 'integer', minimum: 1 } }, ['name', 'version']);

/**
 * The signed-in user's company and its enterprise subscription (read after sign-in, SPEC §4), and
 * the companies calls of SPEC §7: `/api/companies/` (the caller's company; a platform admin: all),
 * `/api/companies/all` (platform admins only), details and update of the caller's own company.
 */
export function companyRoutes(app: FastifyInstance, { db, identity }: ServerPluginContext): void {
  app.get<{ Params: { id: string } }>('/api/shippers/:id', { schema: { params: idParams } }, async (request) => {
    const user = request.user!;
    const { id } = request.params;
    // Tenancy: only the caller's own company (a platform admin may read any); anything else is a 404.
    if (!secrets.isUuid(id) || (id !== user.companyId && !user.isPlatformAdmin)) throw notFound('Company not found');
    const company = await identity.findCompany(db, id);
    if (!company) throw notFound('Company not found');
    return ok({ record: company });
  });

  app.get('/api/enterprises/v2/subscription', async (request) => {
    const subscription = await identity.subscriptionOf(db, request.user!.companyId);
    return ok({
      record: subscription ?? { _id: null, status: 'inactive', createdAt: null, planName: null, features: [] },
    });
  });

  app.get<{ Querystring: PageQuery }>('/api/companies/', { schema: { querystring: pageQuery } }, async (request) => {
    const user = callerOf(request);
    const { limit, skip } = request.query;
    const where = 'WHERE ($1 OR c.id = $2)';
    const [rows, count] = await Promise.all([
      db.query<CompanyRow>(`${COMPANY_WITH_COUNTS} ${where} ORDER BY lower(c.name), c.id LIMIT $3 OFFSET $4`, [user.isPlatformAdmin, user.companyId, limit, skip]),
      db.one<{ n: number }>(`SELECT count(*) AS n FROM companies c ${where}`, [user.isPlatformAdmin, user.companyId]),
    ]);
    return list(rows.rows.map(toCompany), count?.n ?? 0);
  });

  app.get<{ Querystring: PageQuery }>('/api/companies/all', { schema: { querystring: pageQuery } }, async (request) => {
    requirePlatformAdmin(request);
    const { limit, skip, search } = request.query;
    const term = search?.trim() ? `%${search.trim().toLowerCase()}%` : null;
    const where = 'WHERE ($1::text IS NULL OR lower(c.name) LIKE $1)';
    const [rows, count] = await Promise.all([
      db.query<CompanyRow>(`${COMPANY_WITH_COUNTS} ${where} ORDER BY lower(c.name), c.id LIMIT $2 OFFSET $3`, [term, limit, skip]),
      db.one<{ n: number }>(`SELECT count(*) AS n FROM companies c ${where}`, [term]),
    ]);
    return list(rows.rows.map(toCompany), count?.n ?? 0);
  });

  app.get<{ Params: { id: string } }>('/api/companies/:id', { schema: { params: idParams } }, async (request) => {
    const user = callerOf(request);
    const id = idOf(request.params.id, 'Company');
    if (id !== user.companyId && !user.isPlatformAdmin) throw notFound('Company not found');
    const row = await db.one<CompanyRow>(`${COMPANY_WITH_COUNTS} WHERE c.id = $1`, [id]);
    if (!row) throw notFound('Company not found');
    return record(toCompany(row));
  });

  app.post<{ Params: { id: string }; Body: { data: { name: string; version: number } } }>(
    '/api/companies/:id/',
    { schema: { params: idParams, body: updateCompanyBody }, config: { access: { features: ['admin'], level: 'Update' } } },
    async (request) => {
      const user = callerOf(request);
      const id = idOf(request.params.id, 'Company');
      if (id !== user.companyId && !user.isPlatformAdmin) throw notFound('Company not found');
      const { name, version } = request.body.data;
      if (!name.trim()) throw badRequest('data.name must not be blank', 'data.name');
      const row = await db.transaction(async (tx) => {
        const current = await tx.one<{ version: number }>('SELECT version FROM companies WHERE id = $1 FOR UPDATE', [id]);
        if (!current) throw notFound('Company not found');
        if (current.version !== version) throw conflict('This company was changed by someone else. Reload and try again.', 'data.version');
        await tx.query('UPDATE companies SET name = $2, updated_at = now(), version = version + 1 WHERE id = $1', [id, name.trim()]);
        return (await tx.one<CompanyRow>(`${COMPANY_WITH_COUNTS} WHERE c.id = $1`, [id]))!;
      });
      return record(toCompany(row));
    },
  );
}
