import type { FastifyInstance } from 'fastify';
import { companyOf, list, notFound, ok, SHIPMENT_EQUIPMENT, type ServerPluginContext } from '@portolan/sdk/server';
import { MANIFEST_DIRECTIONS, type ManifestDirection } from '../../shared/states';
import { API } from '../../shared/types';
import { sailingKey } from './egmSailings';
import { manifestDetails, summaryOf, type ManifestFilter } from './manifestSummaries';

const read = { access: { features: ['egm'], level: 'Read' } };
const LOCODE = { type: 'string', pattern: '^[A-Za-z]{2}[A-Za-z2-9]{3}$' };
const DAY = { type: 'string', format: 'date' };

/**
 * Per-sailing manifests (feature `egm`, Read), computed from the company's container journeys (own and
 * shared shipments): `GET /api/manifest/` lists one row per sailing, port and direction (filters
 * `direction`, `port`, `from`, `to` on the call's date, `search` in vessel or voyage; latest first; paged
 * by `limit` (default 50, at most 200) and `offset`, since the list is computed, not a table);
 * `GET /api/manifest/sailing?vessel&voyage&port&direction` answers one with its lines (404 when the
 * company has nothing on it).
 */
export function registerManifestRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  const load = async (companyId: string, filter: ManifestFilter) => {
    const journeys = await ctx.services.get(SHIPMENT_EQUIPMENT).journeys(db, companyId, {});
    const egms = await db.query<{ id: string; vessel: string; voyage: string; pol: string }>('SELECT id, vessel, voyage, pol FROM egm_manifests WHERE company_id = $1', [companyId]);
    const byKey = new Map(egms.rows.map((e) => [sailingKey(e.vessel, e.voyage, e.pol), String(e.id)]));
    return manifestDetails(journeys, (vessel, voyage, port) => byKey.get(sailingKey(vessel, voyage, port)) ?? null, filter);
  };

  app.get<{ Querystring: ManifestFilter & { limit?: number; offset?: number } }>(
    API.manifest,
    {
      config: read,
      schema: {
        querystring: {
          type: 'object', additionalProperties: false,
          properties: {
            direction: { type: 'string', enum: [...MANIFEST_DIRECTIONS] }, port: LOCODE, from: DAY, to: DAY, search: { type: 'string', maxLength: 100 },
            limit: { type: 'integer', minimum: 1, maximum: 200 }, offset: { type: 'integer', minimum: 0, maximum: 100_000 },
          },
        },
      },
    },
    async (request) => {
      const { limit = 50, offset = 0, ...filter } = request.query;
      const all = await load(companyOf(request), filter);
      return list(all.slice(offset, offset + limit).map(summaryOf), all.length);
    },
  );

  app.get<{ Querystring: { vessel: string; voyage: string; port: string; direction: ManifestDirection } }>(
    API.manifestSailing,
    {
      config: read,
      schema: {
        querystring: {
          type: 'object', additionalProperties: false, required: ['vessel', 'voyage', 'port', 'direction'],
          properties: { vessel: { type: 'string', minLength: 1, maxLength: 100 }, voyage: { type: 'string', minLength: 1, maxLength: 20 }, port: LOCODE, direction: { type: 'string', enum: [...MANIFEST_DIRECTIONS] } },
        },
      },
    },
    async (request) => {
      const { vessel, voyage, port, direction } = request.query;
      const found = (await load(companyOf(request), { direction, port })).find((m) => m.vessel.toLowerCase() === vessel.trim().toLowerCase() && m.voyage.toLowerCase() === voyage.trim().toLowerCase());
      if (!found) throw notFound('Nothing of yours on this sailing at this port');
      return ok({ record: found });
    },
  );
}
