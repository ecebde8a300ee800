import { badRequest, baseRecord, iso, shareRecord, writeActivity, type ResourceSpec, type WriteContext } from '@portolan/sdk/server';
import { RATES_API, type QuickBookOffer, type RateOption, type RateSearch } from '../../shared/types';
import type { RateSearchService } from './RateSearchService';
import { RATE_SEARCH_SCHEMA } from './searchSchemas';

/** The quick-book offers' record kind (audit trail, shares). */
export const QUICK_BOOK_KIND = 'rate-quick-book';

/** What the API answers for an offer: the contract's fields and what a client needs to act on it. */
export type QuickBookRecord = QuickBookOffer & { updatedAt: string; bookedAt: string | null };

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** EXPIRED once expiresAt has passed while still OPEN (derived; the stored state stays OPEN). */
export function offerStatus(row: Record<string, unknown>, now = Date.now()): QuickBookOffer['status'] {
  const status = String(row.status) as QuickBookOffer['status'];
  return status === 'OPEN' && new Date(iso(row.expires_at)!).getTime() <= now ? 'EXPIRED' : status;
}

/** Companies in the owner's network (accepted connections): an offer is shared with all of them unless told otherwise. */
async function networkOf(ctx: WriteContext): Promise<string[]> {
  const rows = await ctx.tx.query<{ other: string }>(
    `SELECT CASE WHEN requester_id = $1 THEN addressee_id ELSE requester_id END AS other FROM company_connections
      WHERE status = 'accepted' AND (requester_id = $1 OR addressee_id = $1)`,
    [ctx.companyId],
  );
  return rows.rows.map((r) => String(r.other));
}

/**
 * Quick-book offers, `/api/rates/v3/quickBook`: a forwarder prices one of its rates for a search and
 * publishes it (Create), shared read-only with the companies of its network (default: all of them);
 * the list shows the caller's own and those shared with it. Book and withdraw are state moves.
 */
export function quickBookResource(search: RateSearchService): ResourceSpec<QuickBookRecord> {
  return {
    base: RATES_API.quickBook,
    table: 'rate_quick_book_offers',
    feature: 'rates',
    sharedVia: { table: 'rate_quick_book_parties', key: 'offer_id' },
    fields: {
      status: { column: 'status', type: 'text', filter: 'in' },
      origin: { column: 'origin', type: 'text', filter: 'in' },
      destination: { column: 'destination', type: 'text', filter: 'in' },
      carrier: { column: 'carrier', type: 'text', filter: 'in' },
      expiresAt: { column: 'expires_at', type: 'timestamp', filter: 'range', sort: true },
      createdAt: { column: 'created_at', type: 'timestamp', filter: 'range', sort: true },
    },
    defaultSort: { field: 'createdAt', dir: 'desc' },
    toRecord: (row) => ({
      ...baseRecord(row),
      rateId: String(row.rate_id),
      option: json<RateOption>(row.option),
      search: json<RateSearch>(row.search),
      expiresAt: iso(row.expires_at)!,
      status: offerStatus(row),
      isMine: false as boolean,
      bookedAt: iso(row.booked_at),
    }),
    expand: async (_db, records, { companyId }) => {
      // Own offers vs offers shared with the caller: the owner is not in the record, so ask once per page.
      const ids = records.map((r) => r._id);
      const rows = await _db.query<{ id: string }>('SELECT id FROM rate_quick_book_offers WHERE company_id = $1 AND id = ANY($2::uuid[])', [companyId, ids]);
      const own = new Set(rows.rows.map((r) => String(r.id)));
      for (const r of records) r.isMine = own.has(r._id);
    },
    create: {
      data: {
        type: 'object',
        additionalProperties: false,
        required: ['rateId', 'search', 'expiresAt'],
        properties: {
          rateId: { type: 'string', format: 'uuid' },
          search: RATE_SEARCH_SCHEMA,
          expiresAt: { type: 'string', format: 'date-time' },
          sharedWith: { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 36 } },
        },
      },
      async columns(data: { rateId: string; search: RateSearch; expiresAt: string }, ctx) {
        if (new Date(data.expiresAt).getTime() <= Date.now()) throw badRequest('data.expiresAt must be in the future', 'data.expiresAt');
        const answer = await search.search(ctx.companyId, data.search, data.rateId);
        // Only the forwarder's own rate: a SELL rate of its network is another company's offer.
        const option = answer.items.find((o) => !o.offeredBy);
        if (!option) throw badRequest('data.rateId is not a freight rate of yours that fits this search today', 'data.rateId');
        return {
          rate_id: data.rateId,
          search: JSON.stringify(data.search),
          option: JSON.stringify(option),
          carrier: option.carrier || null,
          origin: option.origin,
          destination: option.destination,
          expires_at: data.expiresAt,
          created_by: ctx.userId,
        };
      },
      async after(id, data: { sharedWith?: string[] }, ctx) {
        await shareRecord(ctx.tx, { kind: QUICK_BOOK_KIND, recordId: id, ownerCompanyId: ctx.companyId, companyIds: data.sharedWith ?? (await networkOf(ctx)), field: 'data.sharedWith' });
        await writeActivity(ctx.tx, { kind: QUICK_BOOK_KIND, recordId: id, companyId: ctx.companyId, actorId: ctx.userId, actorName: ctx.request.user?.name ?? 'System', action: 'publish', to: 'OPEN' });
      },
    },
  };
}
