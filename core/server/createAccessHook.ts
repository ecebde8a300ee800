import { forbidden, unauthorized } from '@portolan/sdk/server';
import type { Db, Identity } from '@portolan/sdk/server';
import type { FastifyRequest } from 'fastify';
import { isFeatureAllowed, isPlanFeatureActive } from '@portolan/sdk/shared';
import { createSessionCache, type NotifyingDb } from './identity/sessionCache';

/** The token of an `Authorization: Bearer <token>` header, if any. */
export function bearerOf(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * onRequest: resolves the caller from the bearer token, then applies the route's `config.access`
 * (sdk RouteAccess): a session unless `public` (401), then features / level / plan (403, SPEC §6).
 * Runs before the body is read, so a caller without access never gets it parsed. The session is one
 * statement, or none on PGlite when the same token was checked in the last 5 s and nothing changed.
 */
export function createAccessHook(db: Db & NotifyingDb, identity: Identity) {
  // Embedded PGlite reuses session checks until the identity tables change (sessionCache.ts).
  const sessions = createSessionCache(db);
  return async function checkAccess(request: FastifyRequest): Promise<void> {
    if (request.is404) return;
    const token = bearerOf(request.headers.authorization);
    if (token) {
      const user = sessions ? (sessions.get(token) ?? (await sessions.load(token, () => identity.authenticate(db, token)))) : await identity.authenticate(db, token);
      if (user) {
        request.user = user;
        request.authToken = token;
      }
    }
    const access = request.routeOptions.config?.access;
    if (access?.public) return;
    const user = request.user;
    if (!user) throw unauthorized();
    if (access?.features?.length && !isFeatureAllowed(user.effectiveAccesses, access.features, access.level)) {
      throw forbidden('You are not allowed to do this');
    }
    if (access?.plan?.length && !access.plan.every((feature) => isPlanFeatureActive(user.plan, feature))) {
      throw forbidden('Your plan does not include this feature');
    }
  };
}
