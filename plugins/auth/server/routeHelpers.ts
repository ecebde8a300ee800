import { forbidden, notFound } from '@portolan/sdk/server';
import type { AuthUser } from '@portolan/sdk/server';
import type { FastifyRequest } from 'fastify';
import { secrets } from './secrets';

/** The signed-in caller (the core's access hook has checked the session). */
export function callerOf(request: FastifyRequest): AuthUser {
  return request.user!;
}

/** 403 unless the caller operates the platform. */
export function requirePlatformAdmin(request: FastifyRequest): AuthUser {
  const user = callerOf(request);
  if (!user.isPlatformAdmin) throw forbidden('Only platform admins may do this');
  return user;
}

/** A path id that must be a UUID: anything else is a 404 (ids never leak through errors). */
export function idOf(id: string, what = 'Record'): string {
  if (!secrets.isUuid(id)) throw notFound(`${what} not found`);
  return id;
}

/** Paging of list queries: `limit` (1–200, default 50) and `skip`. */
export const pageQuery = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
    skip: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
    search: { type: 'string', maxLength: 100 },
  },
} as const;

export interface PageQuery {
  limit: number;
  skip: number;
  search?: string;
}

export function iso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : String(value);
}

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;
