import { badRequest, conflict, list, notFound, ok, record, dataBody } from '@portolan/sdk/server';
import type { AuthUser, Db, FeatureCatalogue, PlanFeature, ServerPluginContext } from '@portolan/sdk/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ALWAYS_ON_PLUGINS } from '@portolan/sdk/server';
import { callerOf, idOf, idParams, iso, pageQuery, requirePlatformAdmin, type PageQuery } from './routeHelpers';
import { secrets } from './secrets';

interface PlanRow {
  id: string;
  name: string;
  features: PlanFeature[];
  created_at: Date;
  updated_at: Date;
}

interface SubscriptionRow {
  id: string;
  company_id: string;
  company_name: string;
  plan_id: string;
  plan_name: string;
  status: 'active' | 'inactive';
  created_at: Date;
  updated_at: Date;
}

const toPlan = (r: PlanRow) => ({ _id: r.id, name: r.name, features: Array.isArray(r.features) ? r.features : [], createdAt: iso(r.created_at), updatedAt: iso(r.updated_at) });

/** SPEC §3: status (default inactive), created date; exposed as isActive and subscriptionDate too. */
const toSubscription = (r: SubscriptionRow) => ({
  _id: r.id,
  company: { _id: r.company_id, name: r.company_name },
  plan: { _id: r.plan_id, name: r.plan_name },
  planName: r.plan_name,
  status: r.status,
  isActive: r.status === 'active',
  createdAt: iso(r.created_at),
  subscriptionDate: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

const SUBSCRIPTION_SELECT = `
SELECT s.id, s.company_id, c.name AS company_name, s.plan_id, p.name AS plan_name, s.status, s.created_at, s.updated_at
FROM subscriptions s JOIN companies c ON c.id = s.company_id JOIN plans p ON p.id = s.plan_id`;

const featureSchema = {
  type: 'object',
  required: ['name', 'isActive'],
  properties: { name: { type: 'string', minLength: 1, maxLength: 64 }, isActive: { type: 'boolean' } },
  additionalProperties: { anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }, { type: 'null' }] },
} as const;

const planBody = dataBody({ name: { type: 'string', minLength: 1, maxLength: 100 }, features: { type: 'array', maxItems: 100, items: featureSchema } }, ['name', 'features']);
const planUpdateBody = dataBody({ name: { type: 'string', minLength: 1, maxLength: 100 }, features: { type: 'array', maxItems: 100, items: featureSchema } });
const subscribeBody = dataBody(
  { companyId: { type: 'string', maxLength: 100 }, planId: { type: 'string', maxLength: 100 }, status: { type: 'string', enum: ['active', 'inactive'] } },
  ['companyId', 'planId'],
);
const subscriptionUpdateBody = dataBody({ status: { type: 'string', enum: ['active', 'inactive'] } }, ['status']);
const switchBody = dataBody(
  { kind: { type: 'string', enum: ['plugin', 'feature'] }, name: { type: 'string', minLength: 1, maxLength: 64 }, enabled: { type: 'boolean' } },
  ['kind', 'name', 'enabled'],
);
const switchQuery = { type: 'object', properties: { company: { type: 'string', maxLength: 100 } } } as const;

/** The company whose switches are read or written: the caller's, or (platform admins) `?company=`. */
function switchCompany(request: FastifyRequest, user: AuthUser): string {
  const asked = (request.query as { company?: string } | undefined)?.company;
  if (!asked || asked === user.companyId) return user.companyId;
  if (!user.isPlatformAdmin || !secrets.isUuid(asked)) throw notFound('Company not found');
  return asked;
}

/** The catalogue's plan features (what the plugins declare), then any other the company's plan lists. */
async function switchesOf(db: Db, catalogue: FeatureCatalogue, companyId: string, plan: { features: PlanFeature[]; status: string } | undefined) {
  const [plugins, features] = await Promise.all([
    db.query<{ plugin_id: string; enabled: boolean; updated_at: Date }>('SELECT plugin_id, enabled, updated_at FROM company_plugin_switches WHERE company_id = $1 ORDER BY plugin_id', [companyId]),
    db.query<{ feature: string; enabled: boolean }>('SELECT feature, enabled FROM company_feature_switches WHERE company_id = $1', [companyId]),
  ]);
  const off = new Map(features.rows.map((r) => [r.feature, r.enabled]));
  const inPlan = new Map((plan?.features ?? []).map((f) => [f.name, f]));
  const names = [...new Set([...catalogue.planFeatures().map((f) => f.name), ...inPlan.keys()])];
  return {
    companyId,
    planActive: plan?.status === 'active',
    alwaysOn: ALWAYS_ON_PLUGINS,
    plugins: plugins.rows.map((r) => ({ id: r.plugin_id, enabled: r.enabled, updatedAt: iso(r.updated_at) })),
    features: names.map((name) => {
      const planFeature = inPlan.get(name);
      const enabled = off.get(name) !== false;
      return {
        name,
        title: catalogue.planFeature(name)?.title ?? (typeof planFeature?.label === 'string' ? planFeature.label : name),
        inPlan: !!planFeature && planFeature.isActive === true,
        enabled,
        isActive: plan?.status === 'active' && !!planFeature && planFeature.isActive === true && enabled,
      };
    }),
  };
}

/**
 * Enterprise plans, subscriptions and the company's switches under /api/enterprises/v2/ (SPEC §3,
 * §7). Plans and subscriptions are the platform's to manage; a company reads its own subscription
 * and its enterprise admin (feature `admin`) switches plugins and plan features for the company.
 */
export function enterpriseRoutes(app: FastifyInstance, { db, identity, plugins, features: catalogue }: ServerPluginContext): void {
  app.get('/api/enterprises/v2/plans', async () => {
    const rows = await db.query<PlanRow>('SELECT id, name, features, created_at, updated_at FROM plans ORDER BY lower(name), id');
    return list(rows.rows.map(toPlan), rows.rows.length);
  });

  app.get<{ Params: { id: string } }>('/api/enterprises/v2/plans/:id', { schema: { params: idParams } }, async (request) => {
    const row = await db.one<PlanRow>('SELECT id, name, features, created_at, updated_at FROM plans WHERE id = $1', [idOf(request.params.id, 'Plan')]);
    if (!row) throw notFound('Plan not found');
    return record(toPlan(row));
  });

  app.post<{ Body: { data: { name: string; features: PlanFeature[] } } }>('/api/enterprises/v2/plans', { schema: { body: planBody } }, async (request, reply) => {
    requirePlatformAdmin(request);
    const { name, features } = request.body.data;
    if (!name.trim()) throw badRequest('data.name must not be blank', 'data.name');
    const exists = await db.one('SELECT 1 FROM plans WHERE lower(name) = lower($1)', [name.trim()]);
    if (exists) throw conflict('A plan with this name exists', 'data.name');
    const { _id } = await identity.savePlan(db, { name: name.trim(), features });
    const row = await db.one<PlanRow>('SELECT id, name, features, created_at, updated_at FROM plans WHERE id = $1', [_id]);
    return reply.status(201).send(record(toPlan(row!), true));
  });

  app.post<{ Params: { id: string }; Body: { data: { name?: string; features?: PlanFeature[] } } }>(
    '/api/enterprises/v2/plans/:id/',
    { schema: { params: idParams, body: planUpdateBody } },
    async (request) => {
      requirePlatformAdmin(request);
      const id = idOf(request.params.id, 'Plan');
      const { name, features } = request.body.data;
      const row = await db.one<PlanRow>(
        `UPDATE plans SET name = COALESCE($2, name), features = COALESCE($3::jsonb, features), updated_at = now() WHERE id = $1
         RETURNING id, name, features, created_at, updated_at`,
        [id, name?.trim() || null, features ? JSON.stringify(features) : null],
      );
      if (!row) throw notFound('Plan not found');
      return record(toPlan(row));
    },
  );

  app.get<{ Querystring: PageQuery }>('/api/enterprises/v2/subscriptions', { schema: { querystring: pageQuery } }, async (request) => {
    const user = callerOf(request);
    const { limit, skip } = request.query;
    const where = 'WHERE ($1 OR s.company_id = $2)';
    const [rows, count] = await Promise.all([
      db.query<SubscriptionRow>(`${SUBSCRIPTION_SELECT} ${where} ORDER BY s.created_at DESC, s.id LIMIT $3 OFFSET $4`, [user.isPlatformAdmin, user.companyId, limit, skip]),
      db.one<{ n: number }>(`SELECT count(*) AS n FROM subscriptions s ${where}`, [user.isPlatformAdmin, user.companyId]),
    ]);
    return list(rows.rows.map(toSubscription), count?.n ?? 0);
  });

  app.get('/api/enterprises/v2/subscriptions/subscribedCompanies', async (request) => {
    requirePlatformAdmin(request);
    const rows = await db.query<SubscriptionRow>(`${SUBSCRIPTION_SELECT} WHERE s.status = 'active' ORDER BY lower(c.name), s.id`);
    const items = rows.rows.map((r) => ({ _id: r.company_id, name: r.company_name, subscription: toSubscription(r) }));
    return list(items, items.length);
  });

  app.post<{ Body: { data: { companyId: string; planId: string; status?: 'active' | 'inactive' } } }>(
    '/api/enterprises/v2/subscriptions',
    { schema: { body: subscribeBody } },
    async (request, reply) => {
      requirePlatformAdmin(request);
      const { companyId, planId, status } = request.body.data;
      if (!secrets.isUuid(companyId) || !(await identity.findCompany(db, companyId))) throw notFound('Company not found');
      if (!secrets.isUuid(planId) || !(await db.one('SELECT 1 FROM plans WHERE id = $1', [planId]))) throw notFound('Plan not found');
      const { _id } = await identity.subscribe(db, companyId, planId, status ?? 'inactive');
      const row = await db.one<SubscriptionRow>(`${SUBSCRIPTION_SELECT} WHERE s.id = $1`, [_id]);
      return reply.status(201).send(record(toSubscription(row!), true));
    },
  );

  app.post<{ Params: { id: string }; Body: { data: { status: 'active' | 'inactive' } } }>(
    '/api/enterprises/v2/subscriptions/:id/',
    { schema: { params: idParams, body: subscriptionUpdateBody } },
    async (request) => {
      requirePlatformAdmin(request);
      const id = idOf(request.params.id, 'Subscription');
      const updated = await db.one<{ id: string }>('UPDATE subscriptions SET status = $2, updated_at = now() WHERE id = $1 RETURNING id', [id, request.body.data.status]);
      if (!updated) throw notFound('Subscription not found');
      const row = await db.one<SubscriptionRow>(`${SUBSCRIPTION_SELECT} WHERE s.id = $1`, [id]);
      return record(toSubscription(row!));
    },
  );

  app.get('/api/enterprises/v2/switches', { schema: { querystring: switchQuery }, config: { access: { features: ['admin'], level: 'Read' } } }, async (request) => {
    const user = callerOf(request);
    const companyId = switchCompany(request, user);
    const plan = await db.one<{ features: PlanFeature[]; status: string }>(
      `SELECT p.features, s.status FROM subscriptions s JOIN plans p ON p.id = s.plan_id WHERE s.company_id = $1
       ORDER BY (s.status = 'active') DESC, s.created_at DESC LIMIT 1`,
      [companyId],
    );
    return record({ _id: companyId, ...(await switchesOf(db, catalogue, companyId, plan)) });
  });

  app.post<{ Body: { data: { kind: 'plugin' | 'feature'; name: string; enabled: boolean } } }>(
    '/api/enterprises/v2/switches',
    { schema: { querystring: switchQuery, body: switchBody }, config: { access: { features: ['admin'], level: 'Update' } } },
    async (request) => {
      const user = callerOf(request);
      const companyId = switchCompany(request, user);
      const { kind, name, enabled } = request.body.data;
      await db.transaction(async (tx) => {
        if (kind === 'plugin') await (plugins.set as (db: Db, c: string, p: string, e: boolean, by?: string) => Promise<void>)(tx, companyId, name, enabled, user.id);
        else {
          await tx.query(
            `INSERT INTO company_feature_switches (company_id, feature, enabled, updated_by) VALUES ($1, $2, $3, $4)
             ON CONFLICT (company_id, feature) DO UPDATE SET enabled = EXCLUDED.enabled, updated_by = EXCLUDED.updated_by, updated_at = now()`,
            [companyId, name, enabled, user.id],
          );
        }
      });
      request.log.info({ companyId, kind, name, enabled, by: user.id }, 'company switch changed');
      return ok({ message: `${kind === 'plugin' ? 'Plugin' : 'Feature'} ${name} switched ${enabled ? 'on' : 'off'}` });
    },
  );
}
