import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '@portolan/sdk/server';
import type { SqlDb } from './createDatabase';

export interface RateLimitSettings {
  /** Requests allowed per address, per public route, per window. */
  max: number;
  windowMs: number;
}

/** 60 requests a minute per address and public route (issue 9 item 10). */
export const PUBLIC_RATE_LIMIT: RateLimitSettings = { max: 60, windowMs: 60_000 };
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Try again in a moment.';

/**
 * An onRequest hook that rate-limits every route with `config.access.public` per client address, in
 * fixed windows counted in PostgreSQL (`rate_limits`, one atomic upsert per request), so that several
 * API processes share the counts. Over the limit: 429 with Retry-After (seconds).
 */
export function publicRateLimit(db: SqlDb, settings: RateLimitSettings = PUBLIC_RATE_LIMIT) {
  return async function limitPublicRoute(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!request.routeOptions.config?.access?.public || !request.routeOptions.url?.startsWith('/api/')) return;
    // The live connection (a WebSocket upgrade) is public only to reach its hello, which authenticates and
    // is limited per socket: an office behind one address, or every tab reconnecting after a deploy, must not hit 429.
    if (request.headers.upgrade?.toLowerCase() === 'websocket') return;
    const now = Date.now();
    const window = Math.floor(now / settings.windowMs);
    const endsAt = (window + 1) * settings.windowMs;
    const key = `${request.method} ${request.routeOptions.url}|${request.ip}|${window}`;
    let row: { count: number } | undefined;
    try {
      row = await db.one<{ count: number }>(
        `INSERT INTO rate_limits (key, count, expires_at) VALUES ($1, 1, $2)
         ON CONFLICT (key) DO UPDATE SET count = LEAST(rate_limits.count + 1, 1000000000) RETURNING count`,
        [key, new Date(endsAt)],
      );
    } catch (error) {
      // The database is down: let the route answer for itself (the health check says 503).
      request.log.warn({ err: error }, 'public rate limit: count unavailable');
      return;
    }
    if (Math.random() < 0.001) await db.query('DELETE FROM rate_limits WHERE expires_at < now()');
    if ((row?.count ?? 0) > settings.max) {
      void reply.header('retry-after', String(Math.max(1, Math.ceil((endsAt - now) / 1000))));
      throw new HttpError(429, TOO_MANY_REQUESTS_MESSAGE, 'TOO_MANY_REQUESTS');
    }
  };
}
