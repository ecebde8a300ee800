import type { FastifyInstance } from 'fastify';
import type { Geocoder } from '@portolan/sdk/server';
import { badRequest, notFound, ok } from '@portolan/sdk/server';
import { CONTAINER_TYPES, countryName, foldText, LOCODE, PORTS, type Port } from '@portolan/sdk/shared';
import { LOOKUPS_API, type PlaceSuggestion, type PortRecord } from '../shared/types';

/** Any signed-in user: the lookups need a session and no feature. */
const SESSION = { access: {} };

const portsListQuery = {
  type: 'object',
  properties: {
    search: { type: 'string', maxLength: 100, description: 'Code prefix, or text inside the name (accents and case ignored)' },
    country: { type: 'string', pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2' },
    limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
    after: { type: 'string', pattern: '^[A-Za-z]{2}[A-Za-z2-9]{3}$', description: 'Cursor: the last code of the previous page' },
    page: { type: 'integer', minimum: 1, maximum: 10_000, description: '1-based page (instead of after)' },
  },
} as const;

const placesQuery = {
  type: 'object',
  required: ['q'],
  properties: {
    q: { type: 'string', minLength: 1, maxLength: 100, description: 'What the user typed: a code or part of a name' },
    limit: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
    kind: { type: 'string', enum: ['PORT', 'PLACE'], description: 'Only seaports or only inland places' },
  },
} as const;

// Summaries name each operation in /api/docs (a const: FastifySchema's type does not list `summary`).
const SCHEMAS = {
  portsList: { summary: 'Seaports (UN/LOCODE), by code, with search, country and paging', querystring: portsListQuery },
  portByUnloc: { summary: 'One seaport by UN/LOCODE', params: { type: 'object', required: ['unloc'], properties: { unloc: { type: 'string', maxLength: 100 } } } },
  containerTypes: { summary: 'ISO 6346 container size-types', querystring: { type: 'object', properties: {} } },
  places: { summary: 'Place autocomplete: seaports and inland places with their nearest seaports', querystring: placesQuery },
};

function portRecord(port: Port): PortRecord {
  return { code: port.code, name: port.name, country: port.country, region: port.region, lat: port.lat, lon: port.lon, timeZone: port.timeZone };
}

function matchesSearch(port: Port, folded: string): boolean {
  return port.code.toLowerCase().startsWith(folded.replace(/ /g, '')) || `${foldText(port.name)} ${foldText(port.aliases ?? '')}`.includes(folded);
}

/** SPEC §7 lookups: the port list and one port by UN/LOCODE, the container types, and the place autocomplete. */
export function lookupRoutes(app: FastifyInstance, geocoder: Geocoder): void {
  app.get<{ Querystring: { search?: string; country?: string; limit: number; after?: string; page?: number } }>(
    LOOKUPS_API.portsList,
    { config: SESSION, schema: SCHEMAS.portsList },
    async (request) => {
      const { search, country, limit, after, page } = request.query;
      if (after && page) throw badRequest('Send either after or page, not both', 'page');
      const folded = foldText(search ?? '');
      const matching = PORTS.filter((p) => (!country || p.country === country.toUpperCase()) && (!folded || matchesSearch(p, folded))).sort((a, b) => a.code.localeCompare(b.code));
      const start = after ? matching.findIndex((p) => p.code > after.toUpperCase()) : ((page ?? 1) - 1) * limit;
      const items = start < 0 ? [] : matching.slice(start, start + limit);
      const more = start >= 0 && start + limit < matching.length;
      return ok({ items: items.map(portRecord), count: matching.length, nextCursor: more ? items[items.length - 1].code : null });
    },
  );

  app.get<{ Params: { unloc: string } }>(
    `${LOOKUPS_API.portsByUnloc}:unloc`,
    { config: SESSION, schema: SCHEMAS.portByUnloc },
    async (request) => {
      const code = request.params.unloc.trim().toUpperCase();
      // Not a 400: an object route answers 404 for whatever it cannot find (the tenancy property), so
      // a malformed code is told apart by its message and code only.
      if (!LOCODE.test(code)) throw notFound(`${request.params.unloc.slice(0, 20)} is not a UN/LOCODE (country + 3 letters or digits 2-9, e.g. INNSA)`);
      const port = PORTS.find((p) => p.code === code);
      if (!port) throw notFound(`No seaport with UN/LOCODE ${code}`);
      return ok({ record: portRecord(port) });
    },
  );

  app.get(LOOKUPS_API.containerTypesList, { config: SESSION, schema: SCHEMAS.containerTypes }, async () => ok({ items: CONTAINER_TYPES, count: CONTAINER_TYPES.length }));

  app.get<{ Querystring: { q: string; limit: number; kind?: 'PORT' | 'PLACE' } }>(
    LOOKUPS_API.places,
    { config: SESSION, schema: SCHEMAS.places },
    async (request) => {
      const { q, limit, kind } = request.query;
      if (!foldText(q)) throw badRequest('q must contain a letter or a digit', 'q');
      const found = await geocoder.autocomplete(q, kind ? 200 : limit);
      const places = found.filter((p) => !kind || p.kind === kind).slice(0, limit);
      const items: PlaceSuggestion[] = await Promise.all(
        places.map(async (p) => ({ code: p.code, name: p.name, country: p.country, countryName: countryName(p.country), kind: p.kind, lat: p.lat, lon: p.lon, nearestPorts: await geocoder.nearestPorts(p.code, 3) })),
      );
      return ok({ items });
    },
  );
}
