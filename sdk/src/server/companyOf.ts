import { unauthorized } from './HttpError';
import type { FastifyRequest } from 'fastify';

/** Tenancy: the caller's company id, for scoping every query. Throws 401 when nobody is signed in. */
export function companyOf(request: FastifyRequest): string {
  const user = request.user;
  if (!user) throw unauthorized();
  return user.companyId;
}
