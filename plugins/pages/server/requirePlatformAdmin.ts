import { forbidden, type AuthUser } from '@portolan/sdk/server';
import type { FastifyRequest } from 'fastify';

/** 403 unless the signed-in caller operates the platform (FAQ edits, answering tickets). */
export function requirePlatformAdmin(request: FastifyRequest): AuthUser {
  const user = request.user!;
  if (!user.isPlatformAdmin) throw forbidden('Only the platform admin may do this');
  return user;
}
