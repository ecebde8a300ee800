// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import { serverErrorOf } from '@portolan/sdk';
import type { RateOption } from '@portolan/sdk/shared';
import quotes from '../../../server/index';
import { QUOTES_API, type CustomerQuote, type QuoteRecord } from '../../../shared/types';
import { freightRateIdOf } from './AddRatesDialog';
import { priceOption } from './priceOption';
import { blankLine, marginOfLine, marginOfQuote, quoteDraft, quoteUpdateBody, type QuoteDraft } from './quoteDraft';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** What the screen shows for each option of a draft, priced on the client. */
const clientTotals = (draft: QuoteDraft, exchange: QuoteRecord['exchange']) =>
  draft.options.map((o) => {
    const p = priceOption(o.lines.map((l) => ({ quantity: l.quantity, buyUnit: l.buyUnit, buyCurrency: l.buyCurrency, margin: marginOfLine(l) })), marginOfQuote(draft), draft.currency, exchange);
    return { sell: p.sellTotal, buy: p.buyTotal, margin: p.marginTotal, lines: p.lines.map((l) => l.sellAmount) };
  });
const serverTotals = (quote: QuoteRecord) => quote.options.map((o) => ({ sell: o.sellTotal, buy: o.buyTotal, margin: o.marginTotal, lines: o.lines.map((l) => l.sellAmount) }));
/** A test answer as the web's HttpClient hands it to serverErrorOf. */
const asResult = (r: { status: number; body: { success: boolean; error?: { message: string } } }) => ({ ok: r.body.success, status: r.status, error: r.body.error, errorMessage: r.body.error?.message });

/**
 * The bodies the quote screens build, sent to the real quote API on a fresh database: the editor's live
 * totals equal the server's to the cent, its 400s name the fields the editor draws, and the shared view's
 * calls (token comment, order confirm) work without a session.
 */
describe.each(testDatabases())('quote screens against the API on %s', (dialect) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await createTestServer({ plugins: ['auth', 'shipments', 'schedules', 'lookups', 'rates', quotes], dialect, seed: true });
    token = await server.login('forwarder@portolan.test', 'portolan-demo');
  }, 180_000);
  afterAll(async () => server?.close());

  it('create → add inventory rates → edit → publish → the customer comments and accepts', async () => {
    const enquiries = await server.get(`${QUOTES_API.enquiries}?filter[status]=RECEIVED&limit=50`, token);
    const enquiry = (enquiries.body.data.items as Array<{ _id: string; quoteId: string | null; mode: string }>).find((e) => !e.quoteId && e.mode === 'FCL')!;
    const created = await server.post(QUOTES_API.quote, { data: { enquiryId: enquiry._id, currency: 'EUR', validUntil: day(14), margin: { type: 'PERCENT', value: '10' } } }, token);
    expect(created.status).toBe(201);
    let quote = created.body.data.record as QuoteRecord;

    // Add rates: the ticked inventory options by their ocean-freight line's rate id.
    const offered = (await server.get(`${QUOTES_API.quote}/${quote._id}/rate-options`, token)).body.data.items as RateOption[];
    expect(offered.length).toBeGreaterThanOrEqual(2);
    const added = await server.post(QUOTES_API.associatedRates, { data: { quoteId: quote._id, version: quote.version, rates: offered.slice(0, 2).map((o) => ({ rateId: freightRateIdOf(o) })) } }, token);
    expect(added.status).toBe(200);
    quote = added.body.data.record as QuoteRecord;
    expect(quote.options).toHaveLength(2);
    expect(clientTotals(quoteDraft(quote), quote.exchange)).toEqual(serverTotals(quote));

    // Edit: a quote margin finer than the cent, a quantity, a line in INR with its own percent, the options swapped.
    const draft = quoteDraft(quote);
    Object.assign(draft, { marginMode: 'AMOUNT', marginValue: '12.345' });
    draft.options[0].lines[0].quantity = '3';
    draft.options[0].lines.push({ ...blankLine('INR'), code: 'SEAL', name: 'Seal', buyUnit: '1234.5', marginMode: 'PERCENT', marginValue: '7.5' });
    draft.options.reverse();
    const saved = await server.post(`${QUOTES_API.quote}/${quote._id}/`, quoteUpdateBody(draft, quote.version), token);
    expect(saved.status).toBe(200);
    const record = saved.body.data.record as QuoteRecord;
    expect(record.options.map((o) => o._id)).toEqual(draft.options.map((o) => o._id));
    expect(clientTotals(draft, quote.exchange)).toEqual(serverTotals(record));

    // The server's 400s name the inputs the editor draws (quoteFieldId of the same path).
    const negative = quoteDraft(record);
    negative.options[0].lines[1].buyUnit = '-5';
    const refused = await server.post(`${QUOTES_API.quote}/${quote._id}/`, quoteUpdateBody(negative, record.version), token);
    expect(refused.status).toBe(400);
    expect(serverErrorOf(asResult(refused))?.field).toBe('options.0.lines.1.buyUnit');
    const noCarrier = quoteDraft(record);
    noCarrier.options[1].carrier = '';
    expect(serverErrorOf(asResult(await server.post(`${QUOTES_API.quote}/${quote._id}/`, quoteUpdateBody(noCarrier, record.version), token)))?.field).toBe('options.1.carrier');

    // Publish as the dialog sends it (no email: the forwarder shares the link).
    const published = await server.post(QUOTES_API.publishQuotes, { data: { quoteId: quote._id, version: record.version, expiresInDays: 14 } }, token);
    expect(published.status).toBe(200);
    const link = published.body.data.link as { url: string; token: string };
    expect(link.url).toContain('/enquiries/view-quote?token=');
    expect((await server.get(`${QUOTES_API.quote}/${quote._id}/links`, token)).body.data.items).toHaveLength(1);
    expect((await server.get(`${QUOTES_API.quote}/${quote._id}/revisions`, token)).body.data.items.length).toBeGreaterThanOrEqual(1);

    // The shared view, signed out: sell only; comment with a name; accept option 2.
    const shared = await server.get(`${QUOTES_API.customerQuote}/${encodeURIComponent(link.token)}`);
    expect(shared.status).toBe(200);
    expect(shared.text).not.toMatch(/buy|margin|rateId/i);
    const view = shared.body.data.record as CustomerQuote;
    expect(view.options.map((o) => o.total)).toEqual(record.options.map((o) => o.sellTotal));
    expect((await server.post(QUOTES_API.comment, { data: { token: link.token, text: 'Can you hold the space?', name: 'Asha Rao' } })).status).toBe(201);
    const thread = await server.get(`${QUOTES_API.comments}?token=${encodeURIComponent(link.token)}`);
    expect(thread.body.data.items.map((c: { authorName: string; text: string }) => `${c.authorName}: ${c.text}`)).toContain('Asha Rao: Can you hold the space?');
    expect((await server.post(QUOTES_API.orderConfirm, { data: { token: link.token, optionId: view.options[1]._id, name: 'Asha Rao' } })).status).toBe(200);
    const after = (await server.get(`${QUOTES_API.customerQuote}/${encodeURIComponent(link.token)}`)).body.data.record as CustomerQuote;
    expect([after.status, after.acceptedOptionId]).toEqual(['ACCEPTED', view.options[1]._id]);
    expect((await server.get(`${QUOTES_API.customerQuote}/${encodeURIComponent(link.token)}/pdf`)).headers['content-type']).toContain('application/pdf');
    expect((await server.get(`${QUOTES_API.customerQuote}/not-a-real-token-123`)).status).toBe(404);
  }, 120_000);
});
