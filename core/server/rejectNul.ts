import type { FastifyRequest } from 'fastify';
import { HttpError } from '@portolan/sdk/server';

const MAX_DEPTH = 64;

/** The dotted path of the first string (value or key) holding U+0000 in `value`, or undefined. */
export function findNul(value: unknown, path: string[] = [], depth = 0): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], [...path, String(i)], depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path;
    const found = findNul(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * A preValidation hook for every route: a NUL character anywhere in the path parameters, the query
 * or a JSON body is a 400 naming the field (PostgreSQL text cannot hold it; issue 9 item 2).
 */
export async function rejectNul(request: FastifyRequest): Promise<void> {
  for (const [part, value] of [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    const found = findNul(value);
    if (!found) continue;
    const field = found.length ? found.join('.') : part;
    throw new HttpError(400, `${field} must not contain the NUL character`, 'VALIDATION_ERROR', field);
  }
}
