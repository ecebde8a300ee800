import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { badRequest, checkCallbackUrl, notFound, scheduleWebhookDeliveries, type ServerPluginContext } from '@portolan/sdk/server';
import { secretBodySchema, SUBSCRIPTION_FILTERS, subscriptionBodySchema, subscriptionBodyWithSecretSchema } from './tntSchemas';
import { placeFilter, tntEventFilter, tntEventsQuerySchema } from './tntFilters';
import { TNT_EXPRESSIBLE, TNT_SELECT, toTntEvent, type TntEventRow } from './toTntEvent';
import { toTntSubscription, type TntFilters } from './tntSubscriptions';

export const TNT_BASE = '/api/dcsa/tnt/v3';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const access = (level: 'Read' | 'Create' | 'Update' | 'Delete') => ({ access: { features: ['shipments'], level } });
type SubscriptionRow = { id: string; callback_url: string; filters: TntFilters; created_at: Date; updated_at: Date };

function cursorOf(text: string): [string, string] {
  try {
    const [at, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as [string, string];
    if (typeof at === 'string' && !Number.isNaN(Date.parse(at)) && typeof id === 'string' && UUID.test(id)) return [at, id];
  } catch {
    /* refused below */
  }
  throw badRequest('cursor is not one this API gave', 'cursor');
}

const filtersOf = (body: Record<string, unknown>): TntFilters => Object.fromEntries(SUBSCRIPTION_FILTERS.filter((k) => body[k] !== undefined).map((k) => [k, body[k]])) as TntFilters;

/**
 * DCSA Track & Trace 3.0 under /api/dcsa/tnt/v3: the company's shipment, transport and equipment events
 * (its own shipments' shipment_events), oldest created first with a `Next-Page` cursor; event
 * subscriptions whose callbacks get the new events pushed, signed (SDK webhooks, tables `tnt_…`).
 * Same sign-in, tenancy and access (feature `shipments`) as the screens.
 */
export function registerTntRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  const allowPrivate = ctx.config.env !== 'production';
  scheduleWebhookDeliveries(ctx, 'tnt');

  app.get<{ Querystring: Record<string, unknown> }>(`${TNT_BASE}/events`, { config: access('Read'), schema: { querystring: tntEventsQuerySchema } }, async (request, reply) => {
    const q = request.query;
    const limit = Number(q.limit ?? 100);
    const filter = tntEventFilter(q, ['limit', 'cursor']);
    const params: unknown[] = [request.user!.companyId];
    const where = ['e.company_id = $1', TNT_EXPRESSIBLE];
    if (q.cursor !== undefined) {
      const [at, id] = cursorOf(String(q.cursor));
      params.push(at, id);
      where.push('(e.recorded_at, e.id) > ($2::timestamptz, $3::uuid)');
    }
    where.push(...placeFilter(filter, params.length));
    params.push(...filter.params);
    const rows = (await db.query<TntEventRow>(`${TNT_SELECT} WHERE ${where.join(' AND ')} ORDER BY e.recorded_at, e.id LIMIT ${limit + 1}`, params)).rows;
    const page = rows.slice(0, limit);
    if (rows.length > limit) {
      const last = page.at(-1)!;
      const next = new URLSearchParams(Object.entries(q).filter(([k]) => k !== 'cursor').map(([k, v]) => [k, String(v)]));
      next.set('cursor', Buffer.from(JSON.stringify([new Date(last.recorded_at).toISOString(), last.id])).toString('base64url'));
      reply.header('Next-Page', `${TNT_BASE}/events?${next.toString()}`);
    }
    reply.header('API-Version', '3.0.0');
    return page.map(toTntEvent);
  });

  app.get<{ Params: { eventID: string } }>(`${TNT_BASE}/events/:eventID`, { config: access('Read') }, async (request, reply) => {
    const id = request.params.eventID;
    const row = UUID.test(id) ? await db.one<TntEventRow>(`${TNT_SELECT} WHERE e.company_id = $1 AND e.id = $2 AND ${TNT_EXPRESSIBLE}`, [request.user!.companyId, id]) : undefined;
    if (!row) throw notFound('No such event');
    reply.header('API-Version', '3.0.0');
    return toTntEvent(row);
  });

  const subs = `${TNT_BASE}/event-subscriptions`;
  const findSub = async (companyId: string, id: string) => {
    const row = UUID.test(id) ? await db.one<SubscriptionRow>('SELECT id, callback_url, filters, created_at, updated_at FROM tnt_webhook_subscriptions WHERE company_id = $1 AND id = $2', [companyId, id]) : undefined;
    if (!row) throw notFound('No such subscription');
    return row;
  };

  app.get<{ Querystring: { limit?: number } }>(subs, { config: access('Read'), schema: { querystring: { type: 'object', properties: { limit: { type: 'integer', minimum: 1, maximum: 1000, default: 100 } } } } }, async (request) => {
    const rows = (await db.query<SubscriptionRow>('SELECT id, callback_url, filters, created_at, updated_at FROM tnt_webhook_subscriptions WHERE company_id = $1 ORDER BY created_at, id LIMIT $2', [request.user!.companyId, request.query.limit ?? 100])).rows;
    return rows.map(toTntSubscription);
  });

  app.post<{ Body: Record<string, unknown> }>(subs, { config: access('Create'), schema: { body: subscriptionBodyWithSecretSchema } }, async (request, reply) => {
    const body = request.body;
    checkCallbackUrl(String(body.callbackUrl), 'callbackUrl', allowPrivate);
    const u = request.user!;
    const row = await db.one<SubscriptionRow>(
      `INSERT INTO tnt_webhook_subscriptions (id, company_id, callback_url, secret, filters, created_by) VALUES ($1, $2, $3, $4, $5::jsonb, $6)
       RETURNING id, callback_url, filters, created_at, updated_at`,
      [randomUUID(), u.companyId, body.callbackUrl, body.secret, JSON.stringify(filtersOf(body)), u.id],
    );
    reply.code(201);
    return toTntSubscription(row!);
  });

  app.get<{ Params: { subscriptionID: string } }>(`${subs}/:subscriptionID`, { config: access('Read') }, async (request) => toTntSubscription(await findSub(request.user!.companyId, request.params.subscriptionID)));

  app.put<{ Params: { subscriptionID: string }; Body: Record<string, unknown> }>(`${subs}/:subscriptionID`, { config: access('Update'), schema: { body: subscriptionBodySchema } }, async (request) => {
    const existing = await findSub(request.user!.companyId, request.params.subscriptionID);
    const body = request.body;
    if (body.subscriptionID !== undefined && body.subscriptionID !== existing.id) throw badRequest('subscriptionID differs from the one in the path', 'subscriptionID');
    checkCallbackUrl(String(body.callbackUrl), 'callbackUrl', allowPrivate);
    const row = await db.one<SubscriptionRow>(
      `UPDATE tnt_webhook_subscriptions SET callback_url = $3, filters = $4::jsonb, updated_at = now(), version = version + 1 WHERE company_id = $1 AND id = $2
       RETURNING id, callback_url, filters, created_at, updated_at`,
      [request.user!.companyId, existing.id, body.callbackUrl, JSON.stringify(filtersOf(body))],
    );
    return toTntSubscription(row!);
  });

  app.delete<{ Params: { subscriptionID: string } }>(`${subs}/:subscriptionID`, { config: access('Delete') }, async (request, reply) => {
    const existing = await findSub(request.user!.companyId, request.params.subscriptionID);
    await db.query('DELETE FROM tnt_webhook_subscriptions WHERE company_id = $1 AND id = $2', [request.user!.companyId, existing.id]);
    return reply.code(204).send();
  });

  app.put<{ Params: { subscriptionID: string }; Body: { secret: string } }>(`${subs}/:subscriptionID/secret`, { config: access('Update'), schema: { body: secretBodySchema } }, async (request, reply) => {
    const existing = await findSub(request.user!.companyId, request.params.subscriptionID);
    await db.query('UPDATE tnt_webhook_subscriptions SET secret = $3, updated_at = now(), version = version + 1 WHERE company_id = $1 AND id = $2', [request.user!.companyId, existing.id, request.body.secret]);
    return reply.code(204).send();
  });
}
