import { notFound, ok } from '@portolan/sdk/server';
import type { ServerPluginContext } from '@portolan/sdk/server';
import type { FastifyInstance } from 'fastify';
import { idParams } from './schemas';
import { secrets } from './secrets';

/** The signed-in user's company and its enterprise subscription (read after sign-in, SPEC §4). */
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
}
