import type { FastifyInstance } from 'fastify';
import { companyOf, defineListResource, hasLevel, isUuid, notFound, ok, type ResourceSpec, type ServerPluginContext } from '@portolan/sdk/server';
import { QUOTES_API, type Enquiry, type EnquiryWithQuote } from '../../shared/types';
import { enquiryResource } from '../enquiries/enquiryResource';
import { enquiryOf, loadEnquiry } from './enquiryOf';
import { loadQuote } from './loadQuote';
import { money } from './quoteMath';

/** The enquiries list (the enquiries resource's filters, search, sort and paging) with each one's current quote summary. */
const enquiriesWithQuote: ResourceSpec<EnquiryWithQuote> = {
  base: QUOTES_API.withQuote,
  table: enquiryResource.table,
  feature: enquiryResource.feature,
  fields: enquiryResource.fields,
  customFilters: enquiryResource.customFilters,
  defaultSort: enquiryResource.defaultSort,
  search: enquiryResource.search,
  toRecord: (row) => ({ ...enquiryOf(row), quote: null }),
  async expand(db, records) {
    const ids = records.map((r) => r.quoteId).filter((id): id is string => !!id);
    if (ids.length === 0) return;
    const rows = await db.query<{ id: string; reference: string; revision: number; status: string; currency: string; sell_from: string | null; valid_until: string }>(
      'SELECT id, reference, revision, status, currency, sell_from::text AS sell_from, valid_until::text AS valid_until FROM quotes WHERE id = ANY($1::uuid[])',
      [ids],
    );
    const byId = new Map(rows.rows.map((q) => [q.id, q]));
    for (const r of records) {
      const q = r.quoteId ? byId.get(r.quoteId) : undefined;
      r.quote = q
        ? { _id: q.id, reference: q.reference, revision: Number(q.revision), status: q.status as NonNullable<EnquiryWithQuote['quote']>['status'], currency: q.currency, sellFrom: q.sell_from === null ? null : money(q.sell_from, q.currency), validUntil: q.valid_until }
        : null;
    }
  },
};

/**
 * `withQuote` (GET): enquiries with their current quote's summary (the enquiry list's filters, sort
 * and keyset paging); `withQuoteAndSelectedRates` (GET `?id=`): one enquiry with its current quote in
 * full (options and lines, buy included) — the quote only for callers who may read quotes.
 */
export function registerWithQuote(app: FastifyInstance, { db }: ServerPluginContext): void {
  defineListResource(app, db, enquiriesWithQuote);

  app.get<{ Querystring: { id: string } }>(
    QUOTES_API.withQuoteAndSelectedRates,
    { config: { access: { features: ['enquiries'], level: 'Read' } }, schema: { querystring: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } } },
    async (request) => {
      const companyId = companyOf(request);
      const enquiry: Enquiry | undefined = isUuid(request.query.id) ? await loadEnquiry(db, companyId, request.query.id) : undefined;
      if (!enquiry) throw notFound('Enquiry not found');
      const quote = enquiry.quoteId && hasLevel(request, 'quotes', 'Read') ? ((await loadQuote(db, companyId, enquiry.quoteId)) ?? null) : null;
      return ok({ enquiry, quote });
    },
  );
}
