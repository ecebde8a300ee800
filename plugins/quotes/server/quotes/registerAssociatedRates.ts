import type { FastifyInstance } from 'fastify';
import { badRequest, companyOf, conflict, dataBody, findOwnedForUpdate, notFound, ok, RATE_INVENTORY, writeActivity, type Db, type ServerPluginContext } from '@portolan/sdk/server';
import { QUOTES_API, QUOTE_KIND, type QuoteRecord } from '../../shared/types';
import { loadEnquiry } from './enquiryOf';
import { loadQuote } from './loadQuote';
import { optionOfRate } from './optionOfRate';
import { inputOfOption, saveOptions, type OptionInput } from './saveOptions';
import { searchOfEnquiry } from './searchOfEnquiry';
import { UUID, VERSION } from './quoteSchemas';

type AddData = { quoteId: string; version: number; rates?: Array<{ rateId: string }>; shortlistIds?: string[] };
type RemoveData = { quoteId: string; version: number; optionIds: string[] };

/** The caller's DRAFT quote locked for a change (404 another company's, 409 not a draft or a stale version). */
async function draftForUpdate(tx: Db, companyId: string, id: string, version: number): Promise<QuoteRecord> {
  const current = await findOwnedForUpdate(tx, 'quotes', companyId, id);
  if (!current) throw notFound('Quote not found');
  if (current.status !== 'DRAFT') throw conflict(`Cannot edit: the quote is ${String(current.status)}`);
  if (Number(current.version) !== version) throw conflict(`This quote was changed by someone else (version ${current.version}); reload it and try again`, 'data.version');
  return (await loadQuote(tx, companyId, id))!;
}

async function bump(tx: Db, quoteId: string): Promise<void> {
  await tx.query('UPDATE quotes SET version = version + 1, updated_at = now() WHERE id = $1', [quoteId]);
}

/**
 * "Add rates to quote": inventory rates (the first option each prices for the enquiry's lane, cargo and
 * day) and the caller's shortlisted options become new quote options at buy, priced by the quote's
 * margin; removing options; and the caller's shortlist to pick from.
 */
export function registerAssociatedRates(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  const inventory = ctx.services.get(RATE_INVENTORY);

  app.post<{ Body: { data: AddData } }>(
    QUOTES_API.associatedRates,
    {
      config: { access: { features: ['quotes'], level: 'Update' } },
      schema: {
        body: dataBody(
          {
            quoteId: UUID,
            version: VERSION,
            rates: { type: 'array', maxItems: 10, items: { type: 'object', required: ['rateId'], properties: { rateId: UUID, search: { type: 'object' } } } },
            shortlistIds: { type: 'array', maxItems: 10, items: UUID },
          },
          ['quoteId', 'version'],
        ),
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const user = request.user!;
      const data = request.body.data;
      const rates = data.rates ?? [];
      const shortlistIds = data.shortlistIds ?? [];
      if (rates.length + shortlistIds.length === 0) throw badRequest('data.rates: pick at least one rate or shortlisted option', 'data.rates');
      // Read what to add before locking: the inventory's own queries run outside this transaction.
      const peek = await loadQuote(db, companyId, data.quoteId);
      if (!peek) throw notFound('Quote not found');
      const enquiry = (await loadEnquiry(db, companyId, peek.enquiryId))!;
      const search = searchOfEnquiry(enquiry, peek.currency);
      const added: OptionInput[] = [];
      let position = peek.options.length;
      for (const [i, r] of rates.entries()) {
        const [option] = await inventory.optionsOfRate(companyId, search, r.rateId);
        if (!option) throw badRequest(`data.rates.${i}.rateId does not price this enquiry's lane, cargo and ready day`, `data.rates.${i}.rateId`);
        added.push(optionOfRate(option, ++position));
      }
      if (shortlistIds.length) {
        const shortlist = await inventory.shortlist(companyId, user.id);
        for (const [i, id] of shortlistIds.entries()) {
          const entry = shortlist.find((s) => s._id === id);
          if (!entry) throw badRequest(`data.shortlistIds.${i} is not in your shortlist`, `data.shortlistIds.${i}`);
          added.push(optionOfRate(entry.option, ++position));
        }
      }
      const record = await db.transaction(async (tx) => {
        const quote = await draftForUpdate(tx, companyId, data.quoteId, data.version);
        await saveOptions(tx, companyId, quote._id, [...quote.options.map(inputOfOption), ...added], quote, 'data.rates');
        await bump(tx, quote._id);
        await writeActivity(tx, { kind: QUOTE_KIND, recordId: quote._id, companyId, actorId: user.id, actorName: user.name, action: 'rates-added', note: added.map((o) => o.title).join(', ') });
        return (await loadQuote(tx, companyId, quote._id))!;
      });
      return ok({ record });
    },
  );

  app.post<{ Body: { data: RemoveData } }>(
    QUOTES_API.removeAssociatedRates,
    {
      config: { access: { features: ['quotes'], level: 'Update' } },
      schema: { body: dataBody({ quoteId: UUID, version: VERSION, optionIds: { type: 'array', minItems: 1, maxItems: 10, items: UUID } }, ['quoteId', 'version', 'optionIds']) },
    },
    async (request) => {
      const companyId = companyOf(request);
      const user = request.user!;
      const data = request.body.data;
      const record = await db.transaction(async (tx) => {
        const quote = await draftForUpdate(tx, companyId, data.quoteId, data.version);
        data.optionIds.forEach((id, i) => {
          if (!quote.options.some((o) => o._id === id)) throw badRequest(`data.optionIds.${i} is not an option of this quote`, `data.optionIds.${i}`);
        });
        const kept = quote.options.filter((o) => !data.optionIds.includes(o._id));
        const removed = quote.options.filter((o) => data.optionIds.includes(o._id));
        await saveOptions(tx, companyId, quote._id, kept.map(inputOfOption), quote, 'data.optionIds');
        await bump(tx, quote._id);
        await writeActivity(tx, { kind: QUOTE_KIND, recordId: quote._id, companyId, actorId: user.id, actorName: user.name, action: 'options-removed', note: removed.map((o) => o.title).join(', ') });
        return (await loadQuote(tx, companyId, quote._id))!;
      });
      return ok({ record });
    },
  );

  app.get(QUOTES_API.shortlistedItems, { config: { access: { features: ['quotes'], level: 'Read' } } }, async (request) => {
    const items = await inventory.shortlist(companyOf(request), request.user!.id);
    return ok({ items, count: items.length });
  });
}
