import type { FastifyInstance } from 'fastify';
import { badRequest, companyOf, conflict, dataBody, ok, type Db } from '@portolan/sdk/server';
import { SCHEDULES_API, type SailingSyncAnswer, type ScheduleSourcesAnswer } from '../shared/types';
import type { SailingRow } from './sailingRow';
import { ScheduleSourceError, type ScheduleSource } from './sources/ScheduleSource';
import { upsertSailings } from './upsertSailings';

const place = { type: 'string', minLength: 5, maxLength: 5, pattern: '^[A-Za-z]{2}[A-Za-z2-9]{3}$' };
const day = { type: 'string', format: 'date' };

const SOURCES_SCHEMA = { summary: 'The carrier schedule APIs this server syncs from', querystring: { type: 'object', additionalProperties: false } };
const SYNC_SCHEMA = { body: dataBody({ origin: place, destination: place, fromDay: day, toDay: day }, ['origin', 'destination', 'fromDay', 'toDay']), summary: 'Sync a lane from the configured carrier APIs' };

export const NO_SOURCE_MESSAGE = 'No carrier schedule API is configured: set PORTOLAN_DCSA_CS_URL (and PORTOLAN_DCSA_CS_CARRIERS) to sync sailings from a DCSA Commercial Schedules server';

/**
 * `GET /api/schedules/v2/sources` (the configured carrier APIs) and `POST /api/schedules/v2/sync`
 * `{data: {origin, destination, fromDay, toDay}}`: asks every source for the lane's point-to-point
 * routes and upserts them as DCSA sailings, all sources in one transaction. No source → 409 saying so.
 */
export function syncRoutes(app: FastifyInstance, db: Db, sources: readonly ScheduleSource[]): void {
  app.get(SCHEDULES_API.sources, { config: { access: { features: ['schedules'], level: 'Read' } }, schema: SOURCES_SCHEMA }, async () => {
    const items = sources.map((s) => ({ name: s.name, kind: 'DCSA' as const, carriers: [...s.carriers] }));
    return ok({ items, count: items.length } satisfies ScheduleSourcesAnswer);
  });

  app.post<{ Body: { data: { origin: string; destination: string; fromDay: string; toDay: string } } }>(
    SCHEDULES_API.sync,
    { config: { access: { features: ['schedules'], level: 'Create' } }, schema: SYNC_SCHEMA },
    async (request, reply) => {
      const companyId = companyOf(request);
      const q = request.body.data;
      if (sources.length === 0) throw conflict(NO_SOURCE_MESSAGE);
      if (q.toDay < q.fromDay) throw badRequest('data.toDay must be on or after data.fromDay', 'data.toDay');
      const query = { origin: q.origin.toUpperCase(), destination: q.destination.toUpperCase(), fromDay: q.fromDay, toDay: q.toDay };
      const rows: SailingRow[] = [];
      const asked: SailingSyncAnswer['sources'] = [];
      for (const source of sources) {
        try {
          const fetched = await source.fetchRoutes(query);
          if (fetched.skipped.length) request.log.warn({ source: source.name, skipped: fetched.skipped }, 'schedule routes skipped');
          rows.push(...fetched.sailings);
          asked.push({ name: source.name, routes: fetched.sailings.length });
        } catch (error) {
          if (!(error instanceof ScheduleSourceError)) throw error;
          request.log.warn({ source: source.name, err: error }, 'schedule source failed');
          return reply.status(502).send({ success: false, error: { message: error.message, code: 'BAD_GATEWAY' } });
        }
      }
      const written = await db.transaction((tx) => upsertSailings(tx, companyId, request.user!.id, rows));
      return ok({ sources: asked, ...written } satisfies SailingSyncAnswer);
    },
  );
}
