import { isUuid, notFound } from '@portolan/sdk/server';

/** A path id that must be a UUID: anything else is a 404 before any SQL (ids never leak through errors). */
export function idOf(id: string, what: string): string {
  if (!isUuid(id)) throw notFound(`${what} not found`);
  return id;
}

export const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 100 } } } as const;
