import { list } from '@portolan/sdk/server';
import type { ServerPluginContext } from '@portolan/sdk/server';
import type { FastifyInstance } from 'fastify';
import { iso, pageQuery, requirePlatformAdmin, type PageQuery } from './routeHelpers';

/**
 * The outbox viewer for platform admins: what was queued, sent (and how) or failed. Bodies can hold
 * one-time reset codes, which no operator should read: 6-digit runs are masked.
 */
export function outboxRoutes(app: FastifyInstance, { db }: ServerPluginContext): void {
  app.get<{ Querystring: PageQuery }>('/api/auth/v2/outbox', { schema: { querystring: pageQuery } }, async (request) => {
    requirePlatformAdmin(request);
    const { limit, skip } = request.query;
    const [rows, count] = await Promise.all([
      db.query<{ id: string; to: string; subject: string; body: string; created_at: Date; sent_at: Date | null; attempts: number; last_error: string | null; transport: string | null }>(
        `SELECT id, "to", subject, body, created_at, sent_at, attempts, last_error, transport FROM auth_outbox ORDER BY created_at DESC, id LIMIT $1 OFFSET $2`,
        [limit, skip],
      ),
      db.one<{ n: number }>('SELECT count(*) AS n FROM auth_outbox'),
    ]);
    const items = rows.rows.map((r) => ({
      _id: r.id,
      to: r.to,
      subject: r.subject,
      body: r.body.replace(/\d{6}/g, '••••••'),
      createdAt: iso(r.created_at),
      sentAt: iso(r.sent_at),
      status: r.sent_at ? 'sent' : r.attempts >= 5 ? 'failed' : 'queued',
      attempts: r.attempts,
      lastError: r.last_error,
      transport: r.transport,
    }));
    return list(items, count?.n ?? 0);
  });
}
