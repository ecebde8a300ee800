import type { FastifyInstance } from 'fastify';
import { badRequest, list, notFound, ok, type ServerPluginContext } from '@portolan/sdk/server';
import { BOOKINGS_API } from '../../shared/types';
import { hsCodeDetails, searchHsCodes } from './hsNomenclature';

const read = { config: { access: { features: ['bookings'], level: 'Read' as const } } };

/**
 * The HS 2022 nomenclature for cargo lines: `GET hs-codes?q=&limit=` (codes by digits or words, best
 * first) and `GET hs-codes/:code` (a chapter, heading or subheading with its path and subdivisions).
 */
export function registerHsCodeRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  void ctx;
  app.get<{ Querystring: { q?: string; limit?: number } }>(
    BOOKINGS_API.hsCodes,
    {
      ...read,
      schema: { querystring: { type: 'object', properties: { q: { type: 'string' }, limit: { type: 'integer', minimum: 1, maximum: 50, default: 20 } } } },
    },
    async (request) => {
      const q = (request.query.q ?? '').trim();
      if (!q) throw badRequest('Type digits of a code or words of a description', 'q');
      if (q.length > 100) throw badRequest('At most 100 characters', 'q');
      const items = searchHsCodes(q, request.query.limit ?? 20);
      return list(items, items.length);
    },
  );

  app.get<{ Params: { code: string } }>(`${BOOKINGS_API.hsCodes}/:code`, { ...read, schema: { params: { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] } } }, async (request) => {
    const code = request.params.code;
    // Not 2, 4 or 6 digits: no such code (a 404 like any unknown one, as every record path answers).
    if (!/^(\d{2}|\d{4}|\d{6})$/.test(code)) throw notFound(`No HS 2022 code ${code.slice(0, 20)}: an HS code has 2, 4 or 6 digits`);
    const details = hsCodeDetails(code);
    if (!details) throw notFound(`No HS 2022 code ${code}`);
    return ok({ record: details });
  });
}
