import type { FastifyInstance } from 'fastify';
import { badRequest, dataBody, ok, type ServerPluginContext } from '@portolan/sdk/server';
import { LIVE_KINDS } from '@portolan/sdk/shared';
import { toNotification } from './toNotification';
import { unreadCount } from './unreadCount';
import { registerPreferenceRoutes } from './registerPreferenceRoutes';

/** Signed in; no feature: everyone has their own notifications. */
const SESSION = { access: {} };
const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    filter: {
      type: 'object',
      additionalProperties: false,
      properties: {
        unread: { type: 'boolean' },
        category: { type: 'string', minLength: 1, maxLength: 60 },
        recordKind: { type: 'string', minLength: 1, maxLength: 60 },
        recordId: { type: 'string', minLength: 1, maxLength: 100 },
      },
    },
    page: { type: 'integer', minimum: 1, maximum: 10_000 },
    limit: { type: 'integer', minimum: 1, maximum: 200 },
  },
} as const;
const readBody = dataBody(
  {
    ids: { type: 'array', minItems: 1, maxItems: 500, items: { type: 'string', format: 'uuid' } },
    all: { type: 'boolean', enum: [true] },
  },
  [],
);

interface ListQuery {
  filter?: { unread?: boolean; category?: string; recordKind?: string; recordId?: string };
  page?: number;
  limit?: number;
}

/**
 * The caller's notifications (README "Notifications and preferences"): the list (newest first, with the
 * unread count; `filter[recordKind]` and `filter[recordId]` give those about one record, e.g. a
 * shipment), marking read (pushed live as `notificationsRead`), and the preference routes
 * (registerPreferenceRoutes). `GET /api/events/shipment/:q` stays the shipments plugin's (its events).
 */
export function registerNotificationRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;

  app.get<{ Querystring: ListQuery }>('/api/events/notifications', { config: SESSION, schema: { querystring: listQuery } }, async (request) => {
    const user = request.user!;
    const { filter = {}, page = 1, limit = 25 } = request.query;
    const where = ['user_id = $1'];
    const params: unknown[] = [user.id];
    if (filter.unread === true) where.push('read_at IS NULL');
    if (filter.unread === false) where.push('read_at IS NOT NULL');
    if (filter.category) where.push(`category = $${params.push(filter.category)}`);
    if (filter.recordKind) where.push(`record_kind = $${params.push(filter.recordKind)}`);
    if (filter.recordId) where.push(`record_id = $${params.push(filter.recordId)}`);
    const rows = await db.query<Record<string, unknown>>(
      `SELECT *, count(*) OVER ()::int AS __total FROM notifications WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
      params,
    );
    const count = rows.rows.length
      ? Number(rows.rows[0]!.__total)
      : Number((await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM notifications WHERE ${where.join(' AND ')}`, params))?.n ?? 0);
    return ok({ items: rows.rows.map(toNotification), count, unread: await unreadCount(db, user.id) });
  });

  app.post<{ Body: { data: { ids?: string[]; all?: true } } }>('/api/events/notifications/read', { config: SESSION, schema: { body: readBody } }, async (request) => {
    const user = request.user!;
    const { ids, all } = request.body.data;
    if (!ids && !all) throw badRequest('Name the notifications to mark read, or all', 'data.ids');
    const unread = await db.transaction(async (tx) => {
      await tx.query(`UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL${all ? '' : ' AND id = ANY($2::uuid[])'}`, all ? [user.id] : [user.id, ids]);
      const left = await unreadCount(tx, user.id);
      await ctx.live.publish(tx, { users: [user.id], kind: LIVE_KINDS.notificationsRead, data: { unread: left } });
      return left;
    });
    return ok({ record: { unread } });
  });

  registerPreferenceRoutes(app, ctx);
}
