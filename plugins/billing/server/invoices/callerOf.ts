import type { FastifyRequest } from 'fastify';
import { companyOf } from '@portolan/sdk/server';

/** The caller: company, user id and name. */
export function callerOf(request: FastifyRequest) {
  return { companyId: companyOf(request), userId: request.user!.id, name: request.user!.name };
}
