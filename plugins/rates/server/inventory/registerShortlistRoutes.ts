import type { FastifyInstance } from 'fastify';
import { baseRecord, bodyOf, companyOf, isUuid, notFound, ok, type Db } from '@portolan/sdk/server';
import { RATES_API, type RateOption, type RateSearch, type ShortlistEntry } from '../../shared/types';
import { RATE_OPTION_SCHEMA, RATE_SEARCH_SCHEMA } from './searchSchemas';
import { idParams } from './idParams';

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** A shortlist row as its API (and the rate-inventory service) answers it. */
export const shortlistEntry = (r: Record<string, unknown>): ShortlistEntry => ({
  _id: String(r.id),
  createdAt: baseRecord(r).createdAt,
  search: json<RateSearch>(r.search),
  option: json<RateOption>(r.option),
  note: (r.note as string | null) ?? null,
});

/** Most entries a user keeps (also what the rate-inventory service hands over). */
export const MAX_SHORTLIST = 200;

/**
 * The signed-in user's shortlist, `/api/rates/v3/shortlist` (enquiries and quotes read it later):
 * `GET` the user's entries (newest first), `POST {data: {search, option, note?}}` adds one (Create),
 * `DELETE :id` removes one of the user's own (anyone else's is a 404).
 */
export function registerShortlistRoutes(app: FastifyInstance, db: Db): void {
  const path = RATES_API.shortlist;
  app.get(path, { config: { access: { features: ['rates'], level: 'Read' } } }, async (request) => {
    const rows = await db.query('SELECT * FROM rate_shortlist WHERE company_id = $1 AND user_id = $2 ORDER BY created_at DESC, id DESC LIMIT $3', [companyOf(request), request.user!.id, MAX_SHORTLIST]);
    const items = rows.rows.map(shortlistEntry);
    return ok({ items, count: items.length });
  });

  app.post<{ Body: { data: { search: RateSearch; option: RateOption; note?: string | null } } }>(
    path,
    {
      config: { access: { features: ['rates'], level: 'Create' } },
      schema: {
        body: bodyOf({
          type: 'object',
          additionalProperties: false,
          required: ['search', 'option'],
          properties: { search: RATE_SEARCH_SCHEMA, option: RATE_OPTION_SCHEMA, note: { type: ['string', 'null'], maxLength: 2000 } },
        }),
      },
    },
    async (request, reply) => {
      const { search, option, note } = request.body.data;
      const row = await db.one(
        'INSERT INTO rate_shortlist (company_id, user_id, search, option, note) VALUES ($1, $2, $3, $4, $5) RETURNING *',
        [companyOf(request), request.user!.id, JSON.stringify(search), JSON.stringify(option), note?.trim() || null],
      );
      const record = shortlistEntry(row!);
      return reply.status(201).send(ok({ record, id: record._id }));
    },
  );

  app.delete<{ Params: { id: string } }>(`${path}/:id`, { config: { access: { features: ['rates'], level: 'Create' } }, schema: { params: idParams } }, async (request) => {
    if (!isUuid(request.params.id)) throw notFound('Shortlist entry not found');
    const gone = await db.one('DELETE FROM rate_shortlist WHERE id = $1 AND company_id = $2 AND user_id = $3 RETURNING id', [request.params.id, companyOf(request), request.user!.id]);
    if (!gone) throw notFound('Shortlist entry not found');
    return ok({ id: request.params.id });
  });
}
