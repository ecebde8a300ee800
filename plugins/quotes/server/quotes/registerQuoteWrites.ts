import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, companyOf, conflict, dataBody, findOwnedForUpdate, isUuid, notFound, ok, RATE_INVENTORY, writeActivity, type Db, type ServerPluginContext, nextReference } from '@portolan/sdk/server';
import type { EnquiryState } from '../../shared/states';
import { QUOTE_KIND, type Margin } from '../../shared/types';
import { addDays, todayUtc } from '@portolan/sdk/shared';
import { loadQuote } from './loadQuote';
import { moveEnquiry } from './moveEnquiry';
import { hasRate, type Exchange } from './quoteMath';
import { CURRENCY, DAY, MARGIN, NOTES, OPTIONS, TERMS_TEXT, UUID } from './quoteSchemas';
import { repriceQuote, saveOptions, type OptionInput } from './saveOptions';

type CreateData = { enquiryId: string; currency?: string; validUntil?: string; margin?: Margin | null; termsId?: string | null; notes?: string | null };
type UpdateData = { version: number; currency?: string; validUntil?: string; margin?: Margin | null; termsId?: string | null; terms?: string | null; notes?: string | null; options?: OptionInput[] };

/** States an enquiry can be quoted in (a won or lost one is reopened first). */
const QUOTABLE: readonly EnquiryState[] = ['RECEIVED', 'QUOTING', 'QUOTED'];

/** The terms set of the company (`termsId`), or its default set when undefined; 400 for a set that is not the company's. */
async function termsOf(tx: Db, companyId: string, termsId: string | null | undefined): Promise<{ id: string | null; body: string | null }> {
  if (termsId === null) return { id: null, body: null };
  const row = termsId
    ? await tx.one<{ id: string; body: string }>('SELECT id, body FROM quote_terms WHERE id = $1 AND company_id = $2', [termsId, companyId])
    : await tx.one<{ id: string; body: string }>('SELECT id, body FROM quote_terms WHERE company_id = $1 AND is_default', [companyId]);
  if (!row && termsId) throw badRequest('data.termsId is not one of your terms sets', 'data.termsId');
  return { id: row?.id ?? null, body: row?.body ?? null };
}

function checkValidUntil(day: string | undefined): void {
  if (day !== undefined && day < todayUtc()) throw badRequest('data.validUntil must be today or later', 'data.validUntil');
}

/**
 * Create (`POST quote` → DRAFT: reference, currency, margin, terms, validity and exchange snapshot
 * defaulted from the enquiry, its customer and the company; the enquiry moves RECEIVED → QUOTING and
 * points at the quote; one open quote per enquiry) and update (`POST quote/:id/`, DRAFT only: fields
 * and options replaced wholesale, everything repriced).
 */
export function registerQuoteWrites(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  const inventory = ctx.services.get(RATE_INVENTORY);
  const exchangeOf = async (companyId: string): Promise<Exchange> => {
    const t = await inventory.exchangeTable(companyId);
    return { base: t.base, rateDate: t.rateDate, source: t.source, rates: { ...t.rates } };
  };

  app.post<{ Body: { data: CreateData } }>(
    '/api/enquiries/v2/quote',
    {
      config: { access: { features: ['quotes'], level: 'Create' } },
      schema: {

        body: dataBody({ enquiryId: UUID, currency: CURRENCY, validUntil: DAY, margin: MARGIN, termsId: { type: ['string', 'null'], format: 'uuid' }, notes: NOTES }, ['enquiryId']),
      },
    },
    async (request, reply) => {
      const companyId = companyOf(request);
      const user = request.user!;
      const data = request.body.data;
      checkValidUntil(data.validUntil);
      const exchange = await exchangeOf(companyId);
      const record = await db.transaction(async (tx) => {
        const enquiry = await tx.one<{ id: string; status: EnquiryState; currency: string; margin_type: string | null; margin_value: string | null; reference: string }>(
          `SELECT e.id, e.status, e.currency, e.reference, c.margin_type, c.margin_value::text AS margin_value
           FROM enquiries e LEFT JOIN customers c ON c.id = e.customer_id WHERE e.id = $1 AND e.company_id = $2 FOR UPDATE OF e`,
          [data.enquiryId, companyId],
        );
        if (!enquiry) throw notFound('Enquiry not found');
        if (!QUOTABLE.includes(enquiry.status)) throw conflict(`Cannot quote: the enquiry is ${enquiry.status}`, 'data.enquiryId');
        const open = await tx.one<{ reference: string; status: string }>("SELECT reference, status FROM quotes WHERE enquiry_id = $1 AND status IN ('DRAFT', 'PUBLISHED') LIMIT 1", [enquiry.id]);
        if (open) throw conflict(`The enquiry already has an open quote (${open.reference}, ${open.status})`, 'data.enquiryId');
        const currency = data.currency ?? enquiry.currency;
        if (!hasRate(exchange, currency)) throw badRequest(`data.currency ${currency} has no exchange rate in your table`, 'data.currency');
        const margin = data.margin !== undefined ? data.margin : enquiry.margin_type ? { type: enquiry.margin_type, value: enquiry.margin_value } : null;
        const terms = await termsOf(tx, companyId, data.termsId);
        const reference = await nextReference(tx, companyId, 'Q');
        const row = await tx.one<{ id: string }>(
          `INSERT INTO quotes (company_id, enquiry_id, reference, currency, margin_type, margin_value, valid_until, terms_id, terms, notes, exchange, created_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
          [companyId, enquiry.id, reference, currency, margin?.type ?? null, margin?.value ?? null, data.validUntil ?? addDays(todayUtc(), 14), terms.id, terms.body,
            data.notes?.trim() || null, JSON.stringify(exchange), user.id],
        );
        const id = row!.id;
        await tx.query('UPDATE enquiries SET quote_id = $2, updated_at = now(), version = version + 1 WHERE id = $1', [enquiry.id, id]);
        await writeActivity(tx, { kind: QUOTE_KIND, recordId: id, companyId, actorId: user.id, actorName: user.name, action: 'created', to: 'DRAFT', note: `For ${enquiry.reference}` });
        await moveEnquiry(tx, { enquiryId: enquiry.id, companyId, from: ['RECEIVED'], to: 'QUOTING', actor: user, action: 'quote-started', note: reference });
        return (await loadQuote(tx, companyId, id))!;
      });
      return reply.status(201).send(ok({ record, id: record._id }));
    },
  );

  app.post<{ Params: { id: string }; Body: { data: UpdateData } }>(
    '/api/enquiries/v2/quote/:id/',
    {
      config: { access: { features: ['quotes'], level: 'Update' } },
      // Another company's (or no) quote is a 404 before the body is validated: its rules tell nothing.
      preValidation: async (request: FastifyRequest<{ Params: { id: string } }>) => {
        const { id } = request.params;
        if (!isUuid(id) || !(await db.one('SELECT 1 AS x FROM quotes WHERE id = $1 AND company_id = $2', [id, companyOf(request)]))) throw notFound('Quote not found');
      },
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } },
        body: dataBody(
          { version: { type: 'integer', minimum: 1 }, currency: CURRENCY, validUntil: DAY, margin: MARGIN, termsId: { type: ['string', 'null'], format: 'uuid' }, terms: TERMS_TEXT, notes: NOTES, options: OPTIONS },
          ['version'],
        ),
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const user = request.user!;
      const data = request.body.data;
      const record = await db.transaction(async (tx) => {
        const current = await findOwnedForUpdate(tx, 'quotes', companyId, request.params.id);
        if (!current) throw notFound('Quote not found');
        if (current.status !== 'DRAFT') throw conflict(`Cannot edit: the quote is ${String(current.status)}`);
        if (Number(current.version) !== data.version) throw conflict(`This quote was changed by someone else (version ${current.version}); reload it and try again`, 'data.version');
        checkValidUntil(data.validUntil);
        const quote = (await loadQuote(tx, companyId, request.params.id))!;
        const currency = data.currency ?? quote.currency;
        const exchange = data.currency && data.currency !== quote.currency ? await exchangeOf(companyId) : quote.exchange;
        if (!hasRate(exchange, currency)) throw badRequest(`data.currency ${currency} has no exchange rate in your table`, 'data.currency');
        const margin = data.margin !== undefined ? data.margin : quote.margin;
        const sets: Record<string, unknown> = { currency, exchange: JSON.stringify(exchange), margin_type: margin?.type ?? null, margin_value: margin?.value ?? null };
        if (data.validUntil !== undefined) sets.valid_until = data.validUntil;
        if (data.termsId !== undefined) {
          const terms = await termsOf(tx, companyId, data.termsId);
          sets.terms_id = terms.id;
          sets.terms = terms.body;
        }
        if (data.terms !== undefined) sets.terms = data.terms?.trim() || null;
        if (data.notes !== undefined) sets.notes = data.notes?.trim() || null;
        const pricing = { currency, margin, exchange };
        if (data.options) {
          await saveOptions(tx, companyId, quote._id, data.options, pricing);
        } else {
          const unpriced = quote.options.flatMap((o) => o.lines).find((l) => !hasRate(exchange, l.buyCurrency));
          if (unpriced) throw badRequest(`data.currency cannot be ${currency}: the quote has lines in ${unpriced.buyCurrency}, which the exchange table cannot convert`, 'data.currency');
          await repriceQuote(tx, companyId, quote, pricing, 'data.options');
        }
        const names = Object.keys(sets);
        await tx.query(
          `UPDATE quotes SET ${names.map((n, i) => `${n} = $${i + 3}`).join(', ')}, version = version + 1, updated_at = now() WHERE id = $1 AND company_id = $2`,
          [quote._id, companyId, ...names.map((n) => sets[n])],
        );
        const changed = ['currency', 'validUntil', 'margin', 'termsId', 'terms', 'notes', 'options'].filter((k) => data[k as keyof UpdateData] !== undefined);
        await writeActivity(tx, { kind: QUOTE_KIND, recordId: quote._id, companyId, actorId: user.id, actorName: user.name, action: 'updated', note: changed.length ? `Changed ${changed.join(', ')}` : null });
        return (await loadQuote(tx, companyId, quote._id))!;
      });
      return ok({ record });
    },
  );
}
