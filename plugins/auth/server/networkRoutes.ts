import { list, ok } from '@portolan/sdk/server';
import type { ServerPluginContext } from '@portolan/sdk/server';
import type { FastifyInstance } from 'fastify';
import { LEVELS, ROLE_DESCRIPTIONS, ROLE_NAMES, accessesForRole } from '@portolan/sdk/server';
import { callerOf, iso } from './routeHelpers';

/**
 * SPEC §6/§7 roles and accesses: `/api/auth/v2/network/roles/` lists the roles with the accesses each
 * grants (and the feature catalogue every plugin contributed to, so a screen can name them); `/api/auth/v2/network/companies/` the
 * companies the caller works with — its own (a platform admin: every company).
 */
export function networkRoutes(app: FastifyInstance, { db, features }: ServerPluginContext): void {
  app.get('/api/auth/v2/network/roles/', async () => {
    const items = ROLE_NAMES.map((name) => ({ _id: name, name, ...ROLE_DESCRIPTIONS[name], accesses: accessesForRole(name, features) }));
    return ok({ items, count: items.length, features: features.all(), levels: LEVELS, planFeatures: features.planFeatures() });
  });

  app.get('/api/auth/v2/network/companies/', async (request) => {
    const user = callerOf(request);
    const rows = await db.query<{ id: string; name: string; kind: string; created_at: Date }>(
      `SELECT id, name, kind, created_at FROM companies WHERE $1 OR id = $2 ORDER BY lower(name), id LIMIT 500`,
      [user.isPlatformAdmin, user.companyId],
    );
    const items = rows.rows.map((r) => ({ _id: r.id, name: r.name, kind: r.kind, createdAt: iso(r.created_at), isOwn: r.id === user.companyId, role: r.id === user.companyId ? user.role : null }));
    return list(items, items.length);
  });
}
