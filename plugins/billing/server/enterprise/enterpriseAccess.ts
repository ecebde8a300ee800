import type { FastifyRequest } from 'fastify';
import { forbidden, HttpError, isUuid, notFound, type AuthUser } from '@portolan/sdk/server';

/** 403 unless the caller operates the platform. */
export function requirePlatform(request: FastifyRequest): AuthUser {
  const user = request.user!;
  if (!user.isPlatformAdmin) throw forbidden('Only platform admins may do this');
  return user;
}

/** The company a read is about: the caller's, or (platform admins only) `?company=`; any other is a 404. Undefined: a platform admin asking about all. */
export function companyAsked(request: FastifyRequest): string | undefined {
  const user = request.user!;
  const asked = (request.query as { company?: string } | undefined)?.company;
  if (user.isPlatformAdmin) {
    if (!asked) return undefined;
    if (!isUuid(asked)) throw notFound('Company not found');
    return asked;
  }
  if (asked && asked !== user.companyId) throw notFound('Company not found');
  return user.companyId;
}

/**
 * Runs `fn`; an error it throws keeps its status and field but its message starts with `prefix`
 * (the web shows the SPEC's "Invoice upload failed" …; the reason follows it).
 */
export async function failingWith<T>(prefix: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof HttpError) throw new HttpError(error.statusCode, `${prefix}: ${error.message}`, error.code, error.field);
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw new HttpError(status, `${prefix}: ${(error as Error).message}`);
    throw error;
  }
}
