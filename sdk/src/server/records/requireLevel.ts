import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../HttpError';
import { isFeatureAllowed } from '../../shared/entitlementRules';

/** 403 unless the caller's role grants `level` on `feature` (for rules that depend on the body, e.g. the target state). */
export function requireLevel(request: FastifyRequest, feature: string, level: string): void {
  const user = request.user;
  if (!user) throw unauthorized();
  if (!isFeatureAllowed(user.effectiveAccesses, [feature], level)) throw forbidden('You are not allowed to do this');
}

/** Whether the caller's role grants `level` on `feature`. */
export function hasLevel(request: FastifyRequest, feature: string, level: string): boolean {
  return !!request.user && isFeatureAllowed(request.user.effectiveAccesses, [feature], level);
}
