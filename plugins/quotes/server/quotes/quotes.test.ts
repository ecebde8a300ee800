import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { defineServerPlugin, GEOCODER, provide, SCHEDULE_SAILINGS, SHIPMENT_VOLUMES, type Geocoder, type ScheduleSailings, type ShipmentVolumes } from '@portolan/sdk/server';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import quotesPlugin from '../index';
import { insertEnquiry } from '../enquiries/insertEnquiry';
import { QUOTES_API, type CustomerQuote, type QuoteRecord } from '../../shared/types';
import { addDays, todayUtc } from '@portolan/sdk/shared';
import { expireQuotes } from './expireQuotes';

/** The services the rates plugin requires, as fixed fakes (every lane sails weekly). */
const geocoder: Geocoder = { autocomplete: async () => [], place: async () => undefined, nearestPorts: async (code) => [{ code, name: code, km: 0 }] };
const sailings: ScheduleSailings = {
  nextSailings: async (_company, q) =>
    (q.carriers ?? ['MAEU']).flatMap((carrier) =>
      [0, 7].map((d) => ({
        scheduleId: `${carrier}-${d}`, carrier, service: 'JK1', vessel: `${carrier} TESTER`, voyage: `0${d}E`, origin: q.origin, destination: q.destination, via: [],
        departsAt: `${addDays(q.fromDay, d)}T10:00:00.000Z`, arrivesAt: `${addDays(q.fromDay, d + 3)}T10:00:00.000Z`, transitDays: 3,
      })),
    ),
};
const volumes: ShipmentVolumes = { teuByContract: async () => new Map(), sharedWith: async () => ({ count: 0, items: [] }) };
const fakes = defineServerPlugin({ id: 'quotes-fakes', provides: [provide(GEOCODER, () => geocoder), provide(SCHEDULE_SAILINGS, () => sailings), provide(SHIPMENT_VOLUMES, () => volumes)] });

const Q = QUOTES_API.quote;
const today = todayUtc();
const window = { validFrom: addDays(today, -5), validTo: addDays(today, 60) };

/** Every buy-side figure and margin of a quote: none may appear in what the customer gets. */
function secretsOf(quote: QuoteRecord): string[] {
  const values = new Set<string>();
  for (const o of quote.options) {
    values.add(o.buyTotal);
    values.add(o.marginTotal);
    for (const l of o.lines) {
      values.add(l.buyAmount);
      values.add(l.buyConverted);
      values.add(l.buyUnit);
      if (l.rateId) values.add(l.rateId);
      if (l.margin) values.add(l.margin.value);
    }
  }
  if (quote.margin) values.add(quote.margin.value);
  // A figure equal to a sell figure is not a secret (e.g. a zero margin line); the test data avoids them.
  const sells = new Set(quote.options.flatMap((o) => [o.sellTotal, ...o.lines.map((l) => l.sellAmount), ...o.lines.map((l) => l.quantity)]));
  return [...values].filter((v) => !sells.has(v));
}

/** Every leaf value of a JSON answer, as text. */
function leaves(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [String(value)];
}

/** The words of a PDF's text, thousands separators dropped ('USD 2,257.69' → 'USD', '2257.69'). */
const wordsOf = (text: string) => new Set(text.replace(/(\d),(\d)/g, '$1$2').split(/[\s()]+/).filter(Boolean));

async function pdfText(buffer: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(buffer));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

describe.each(testDatabases())('quotes API on %s', (dialect) => {
  let server: TestServer;
  let bluewave: string;
  let acme: string;
  let viewer: string;
  let other: string;
  let bluewaveId: string;
  let acmeId: string;
  let customerId: string;
  let freightRateId: string;

  const post = <B = any>(url: string, data: unknown, token = bluewave) => server.post<B>(url, { data }, token);
  const get = <B = any>(url: string, token = bluewave) => server.get<B>(url, token);
  const raw = (url: string, token?: string) => server.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  /** A new enquiry of Bluewave for Acme on the test lane (what helper A's form makes). */
  async function newEnquiry(over: Partial<Parameters<typeof insertEnquiry>[1]> = {}): Promise<string> {
    const { id } = await server.db.transaction((tx) =>
      insertEnquiry(tx, {
        companyId: bluewaveId, userId: null, actorName: 'Test', customerId, customerName: 'Acme Exports', customerCompanyId: acmeId, contactName: 'Asha', contactEmail: 'asha@acme.test',
        origin: 'JPTYO', destination: 'KRPUS', mode: 'FCL', containers: [{ type: '22G1', count: 2 }],
        cargo: { commodity: 'Machine parts', hsCode: '8483', weightKg: '12000', volumeM3: null, packages: 20, dgClass: null, reeferTempC: null },
        cargoReadyOn: addDays(today, 3), currency: 'USD', source: 'MANUAL', ...over,
      }),
    );
    return id;
  }

  async function newQuote(enquiryId?: string): Promise<QuoteRecord> {
    const res = await post(Q, { enquiryId: enquiryId ?? (await newEnquiry()) });
    expect(res.status).toBe(201);
    return res.body.data.record;
  }

  /** A draft with the MAEU freight rate added (2 × 1000 USD at the customer's 10 %) and a typed EUR line with its own margin. */
  async function pricedQuote(): Promise<QuoteRecord> {
    let quote = await newQuote();
    quote = (await post(QUOTES_API.associatedRates, { quoteId: quote._id, version: quote.version, rates: [{ rateId: freightRateId }] })).body.data.record;
    const options = quote.options.map((o) => ({ ...o, lines: [...o.lines, { code: 'INS', name: 'Insurance', stage: 'FREIGHT', basis: 'PER_SHIPMENT', quantity: '1', buyUnit: '46', buyCurrency: 'EUR', margin: { type: 'AMOUNT', value: '7.77' } }] }));
    const res = await post(`${Q}/${quote._id}/`, { version: quote.version, options });
    expect(res.status).toBe(200);
    return res.body.data.record;
  }

  async function publish(quote: QuoteRecord, extra: Record<string, unknown> = {}) {
    const res = await post(QUOTES_API.publishQuotes, { quoteId: quote._id, version: quote.version, ...extra });
    expect(res.status).toBe(200);
    return res.body.data as { record: QuoteRecord; link: { _id: string; token: string; url: string; expiresAt: string }; emailedTo: string | null };
  }

  const enquiryRow = (id: string) => server.db.one<{ status: string; quote_id: string | null; loss_reason: string | null; first_quoted_at: unknown }>('SELECT status, quote_id, loss_reason, first_quoted_at FROM enquiries WHERE id = $1', [id]);
  const outbox = (to: string) => server.db.query<{ subject: string; body: string }>('SELECT subject, body FROM auth_outbox WHERE "to" = $1 ORDER BY created_at', [to]);

  beforeAll(async () => {
    server = await createTestServer({ plugins: ['auth', fakes, 'rates', quotesPlugin], dialect, seed: true });
    bluewave = await server.login('forwarder@portolan.test', 'portolan-demo');
    acme = await server.login('shipper@portolan.test', 'portolan-demo');
    bluewaveId = (await server.identity.authenticate(server.db, bluewave))!.companyId;
    acmeId = (await server.identity.authenticate(server.db, acme))!.companyId;
    const v = await server.identity.createUser(server.db, { companyId: bluewaveId, email: 'viewer@bluewave.test', name: 'Bluewave viewer', password: { hash: 'x' }, role: 'viewer' });
    viewer = await server.identity.issueToken(server.db, v._id);
    const otherCompany = await server.identity.createCompany(server.db, { name: 'Other Forwarding', kind: 'forwarder' });
    const o = await server.identity.createUser(server.db, { companyId: otherCompany._id, email: 'admin@other.test', name: 'Other admin', password: { hash: 'x' }, role: 'admin' });
    other = await server.identity.issueToken(server.db, o._id);
    customerId = (await server.db.one<{ id: string }>(
      "INSERT INTO customers (company_id, name, customer_company_id, email, margin_type, margin_value, currency) VALUES ($1, 'Acme Exports (test)', $2, 'ops@acme.test', 'PERCENT', 10, 'USD') ON CONFLICT (company_id, customer_company_id) WHERE customer_company_id IS NOT NULL DO UPDATE SET margin_type = 'PERCENT', margin_value = 10 RETURNING id",
      [bluewaveId, acmeId],
    ))!.id;
    await server.db.query("UPDATE quote_terms SET is_default = false WHERE company_id = $1", [bluewaveId]);
    await server.db.query("INSERT INTO quote_terms (company_id, name, body, is_default) VALUES ($1, 'Standard', 'Subject to space and equipment. Payment 30 days.', true)", [bluewaveId]);
    const rate = await server.post(
      '/api/rates/v3/rateInventory',
      { data: { kind: 'FCL', side: 'BUY', carrier: 'MAEU', origin: 'JPTYO', destination: 'KRPUS', containerType: '22G1', amount: '1000.00', currency: 'USD', transitDays: 3, freeDays: 7, ...window } },
      bluewave,
    );
    expect(rate.status).toBe(201);
    freightRateId = rate.body.data.record._id;
  }, 120_000);
  afterAll(() => server?.close());

  it('creates a DRAFT with defaults from the enquiry, its customer and the company; one open quote per enquiry', async () => {
    const enquiryId = await newEnquiry();
    const res = await post(Q, { enquiryId });
    expect(res.status).toBe(201);
    const quote: QuoteRecord = res.body.data.record;
    expect(quote).toMatchObject({
      status: 'DRAFT', revision: 1, currency: 'USD', margin: { type: 'PERCENT', value: '10' }, validUntil: addDays(today, 14), enquiryId, customerName: 'Acme Exports',
      terms: 'Subject to space and equipment. Payment 30 days.', options: [], sellFrom: null,
    });
    expect(quote.reference).toMatch(new RegExp(`^Q-${today.slice(0, 4)}-\\d{5}$`));
    expect(quote.exchange.base).toMatch(/^[A-Z]{3}$/);
    expect(await enquiryRow(enquiryId)).toMatchObject({ status: 'QUOTING', quote_id: quote._id });
    const trail = (await get(`/api/enquiries/v2/quote/${quote._id}/activity`)).body.data.items;
    expect(trail.map((a: { action: string }) => a.action)).toContain('created');

    const second = await post(Q, { enquiryId });
    expect(second.status).toBe(409);
    expect(second.body.error.message).toContain(quote.reference);
  });

  it('adds inventory rates as options priced at the quote margin, and refuses a rate that does not price the lane', async () => {
    let quote = await newQuote();
    const options = await get(`${Q}/${quote._id}/rate-options`);
    expect(options.status).toBe(200);
    expect(options.body.data.items.some((o: { lines: Array<{ rateId: string }> }) => o.lines.some((l) => l.rateId === freightRateId))).toBe(true);

    const bad = await post(QUOTES_API.associatedRates, { quoteId: quote._id, version: quote.version, rates: [{ rateId: freightRateId }, { rateId: '00000000-0000-4000-8000-000000000000' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('data.rates.1.rateId');
    expect((await get(`${Q}/${quote._id}`)).body.data.record).toMatchObject({ version: quote.version, options: [] });

    const res = await post(QUOTES_API.associatedRates, { quoteId: quote._id, version: quote.version, rates: [{ rateId: freightRateId }] });
    expect(res.status).toBe(200);
    quote = res.body.data.record;
    expect(quote.options).toHaveLength(1);
    const [option] = quote.options;
    expect(option).toMatchObject({ carrier: 'MAEU', title: 'Maersk Option 1', origin: 'JPTYO', destination: 'KRPUS', transitDays: 3 });
    expect(option!.sailing).toMatchObject({ vessel: 'MAEU TESTER' });
    const freight = option!.lines.find((l) => l.rateId === freightRateId)!;
    expect(freight).toMatchObject({ quantity: '2', buyUnit: '1000.00', buyCurrency: 'USD', buyAmount: '2000.00', buyConverted: '2000.00', sellAmount: '2200.00', margin: null });
    expect(quote.sellFrom).toBe(option!.sellTotal);

    const stale = await post(QUOTES_API.associatedRates, { quoteId: quote._id, version: quote.version - 1, rates: [{ rateId: freightRateId }] });
    expect(stale.status).toBe(409);
    const removed = await post(QUOTES_API.removeAssociatedRates, { quoteId: quote._id, version: quote.version, optionIds: [option!._id] });
    expect(removed.status).toBe(200);
    expect(removed.body.data.record.options).toEqual([]);
  });

  it("adds the user's own shortlisted options (not a colleague's), and lists the shortlist", async () => {
    const quote = await newQuote();
    const search = (await get(`${Q}/${quote._id}/rate-options`)).body.data;
    const option = search.items.find((o: { lines: Array<{ rateId: string }> }) => o.lines.some((l) => l.rateId === freightRateId));
    const saved = await server.post('/api/rates/v3/shortlist', { data: { search: search.search, option, note: 'for Acme' } }, bluewave);
    expect(saved.status).toBe(201);
    const entryId = saved.body.data.record._id;
    const list = await get(QUOTES_API.shortlistedItems);
    expect(list.body.data.items.map((e: { _id: string }) => e._id)).toContain(entryId);
    expect((await get(QUOTES_API.shortlistedItems, viewer)).body.data.items.map((e: { _id: string }) => e._id)).not.toContain(entryId);

    const notMine = await post(QUOTES_API.associatedRates, { quoteId: quote._id, version: quote.version, shortlistIds: [entryId] }, await server.identity.issueToken(server.db, (await server.identity.createUser(server.db, { companyId: bluewaveId, email: `op${Date.now()}@bluewave.test`, name: 'Bluewave operator', password: { hash: 'x' }, role: 'operator' }))._id));
    expect(notMine.status).toBe(400);
    expect(notMine.body.error.field).toBe('data.shortlistIds.0');
    const added = await post(QUOTES_API.associatedRates, { quoteId: quote._id, version: quote.version, shortlistIds: [entryId] });
    expect(added.status).toBe(200);
    expect(added.body.data.record.options[0].lines.map((l: { rateId: string }) => l.rateId)).toContain(freightRateId);
  });

  it('publishes without an email when there is no address, with a link for the days asked', async () => {
    const enquiryId = await newEnquiry({ contactEmail: null, customerId: null, customerName: 'Walk-in trader', customerCompanyId: null });
    let draft = await newQuote(enquiryId);
    draft = (await post(QUOTES_API.associatedRates, { quoteId: draft._id, version: draft.version, rates: [{ rateId: freightRateId }] })).body.data.record;
    expect(draft.margin).toBeNull();
    expect(draft.options[0]!.sellTotal).toBe(draft.options[0]!.buyTotal);
    const tooLong = await post(QUOTES_API.publishQuotes, { quoteId: draft._id, version: draft.version, expiresInDays: 91 });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.field).toBe('data.expiresInDays');
    const { record, link, emailedTo } = await publish(draft, { expiresInDays: 3 });
    expect(emailedTo).toBeNull();
    expect(Math.round((Date.parse(link.expiresAt) - Date.now()) / 86_400_000)).toBe(3);
    expect(await server.db.one('SELECT 1 AS x FROM record_parties WHERE record_id = $1', [record._id])).toBeUndefined();
    const preview = await get(`${Q}/${record._id}/customer-view`);
    expect(preview.body.data.record).toMatchObject({ reference: record.reference, customerName: 'Walk-in trader' });
    expect(JSON.stringify(preview.body)).not.toContain('buy');
  });

  it('updates a draft: options replaced wholesale with ids kept, every line repriced; a bad field is a 400 naming it and writes nothing', async () => {
    const quote = await pricedQuote();
    const [option] = quote.options;
    const insurance = option!.lines.find((l) => l.code === 'INS')!;
    // 46 EUR at the quote's own EUR rate, plus 7.77 USD (the line's AMOUNT margin wins over the 10 %).
    const eur = Number(quote.exchange.base === 'EUR' ? '1' : quote.exchange.rates.EUR);
    expect(Number(insurance.buyConverted)).toBeCloseTo(46 / eur * (quote.exchange.base === 'USD' ? 1 : Number(quote.exchange.rates.USD)), 2);
    expect((Number(insurance.sellAmount) * 100 - Number(insurance.buyConverted) * 100) / 100).toBeCloseTo(7.77, 6);
    const sum = option!.lines.reduce((s, l) => s + Math.round(Number(l.sellAmount) * 100), 0);
    expect(Math.round(Number(option!.sellTotal) * 100)).toBe(sum);

    const badLine = { ...quote.options[0]!, lines: [{ ...insurance, buyUnit: '-5' }] };
    const bad = await post(`${Q}/${quote._id}/`, { version: quote.version, notes: 'should not stick', options: [quote.options[0], badLine] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('data.options.1.lines.0.buyUnit');
    const unpriced = await post(`${Q}/${quote._id}/`, { version: quote.version, options: [{ ...quote.options[0], lines: [{ ...insurance, _id: undefined, buyCurrency: 'XYZ' }] }] });
    expect(unpriced.status).toBe(400);
    expect(unpriced.body.error.field).toBe('data.options.0.lines.0.buyCurrency');
    const unchanged = (await get(`${Q}/${quote._id}`)).body.data.record as QuoteRecord;
    expect(unchanged.version).toBe(quote.version);
    expect(unchanged.notes).toBeNull();

    const margin = await post(`${Q}/${quote._id}/`, { version: quote.version, margin: { type: 'AMOUNT', value: '150' }, notes: 'Rates subject to GRI' });
    expect(margin.status).toBe(200);
    const repriced: QuoteRecord = margin.body.data.record;
    expect(repriced.options[0]!._id).toBe(option!._id);
    expect(repriced.options[0]!.lines.find((l) => l.rateId === freightRateId)!.sellAmount).toBe('2150.00');
    expect(repriced.notes).toBe('Rates subject to GRI');
    const badDay = await post(`${Q}/${quote._id}/`, { version: repriced.version, validUntil: addDays(today, -1) });
    expect(badDay.status).toBe(400);
    expect(badDay.body.error.field).toBe('data.validUntil');
  });

  it('publishes: guards, the enquiry QUOTED, a signed link emailed with its absolute url, the quote shared with the customer', async () => {
    const empty = await newQuote();
    const refused = await post(QUOTES_API.publishQuotes, { quoteId: empty._id, version: empty.version });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('no options');

    const quote = await pricedQuote();
    const { record, link, emailedTo } = await publish(quote, { message: 'Our best rates for your parts.' });
    expect(record).toMatchObject({ status: 'PUBLISHED' });
    expect(record.publishedAt).not.toBeNull();
    expect(emailedTo).toBe('asha@acme.test');
    expect(link.url).toMatch(/^https?:\/\/[^/]+\/enquiries\/view-quote\?token=/);
    const mails = (await outbox('asha@acme.test')).rows;
    expect(mails.at(-1)!.body).toContain(link.url);
    expect(mails.at(-1)!.body).toContain('Our best rates for your parts.');
    const enquiry = await enquiryRow(record.enquiryId);
    expect(enquiry).toMatchObject({ status: 'QUOTED', quote_id: record._id });
    expect(enquiry!.first_quoted_at).not.toBeNull();
    const share = await server.db.one("SELECT company_id FROM record_parties WHERE kind = 'quote' AND record_id = $1", [record._id]);
    expect(share).toMatchObject({ company_id: acmeId });
    const revisions = (await get(`${Q}/${record._id}/revisions`)).body.data.items;
    expect(revisions).toMatchObject([{ revision: 1, status: 'PUBLISHED' }]);

    const edit = await post(`${Q}/${record._id}/`, { version: record.version, notes: 'late change' });
    expect(edit.status).toBe(409);
    expect(edit.body.error.message).toBe('Cannot edit: the quote is PUBLISHED');
  });

  it('shows the customer sell prices only — in the JSON and in the PDF — and counts the openings', async () => {
    const quote = await pricedQuote();
    const { record, link } = await publish(quote);
    const secrets = secretsOf(record);
    expect(secrets.length).toBeGreaterThan(3);

    const res = await server.get(`${QUOTES_API.customerQuote}/${encodeURIComponent(link.token)}`);
    expect(res.status).toBe(200);
    const view: CustomerQuote = res.body.data.record;
    expect(view).toMatchObject({ reference: record.reference, status: 'PUBLISHED', currency: 'USD', linkExpiresAt: link.expiresAt, customerName: 'Acme Exports' });
    expect(view.forwarder.name).toBe('Bluewave Logistics');
    expect(view.options[0]!.total).toBe(record.options[0]!.sellTotal);
    for (const word of ['buy', 'margin', 'rateId', 'buyCurrency', 'buyTotal', 'inventory', 'exchange"']) expect(res.text).not.toContain(word);
    const values = new Set(leaves(res.body));
    for (const secret of secrets) expect(values.has(secret), secret).toBe(false);

    const pdf = await raw(`${QUOTES_API.customerQuote}/${encodeURIComponent(link.token)}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`${record.reference}-r1.pdf`);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(record.reference);
    expect(text).toContain('Bluewave Logistics');
    expect(text).toContain('page 1 of');
    const words = wordsOf(text);
    expect(words.has(record.options[0]!.sellTotal)).toBe(true);
    for (const secret of secrets) expect(words.has(secret), secret).toBe(false);

    const forwarderPdf = await raw(`${Q}/${record._id}/pdf`, bluewave);
    expect(forwarderPdf.statusCode).toBe(200);
    const forwarderWords = wordsOf(await pdfText(forwarderPdf.rawPayload));
    for (const secret of secrets) expect(forwarderWords.has(secret), secret).toBe(false);

    const links = (await get(`${Q}/${record._id}/links`)).body.data.items;
    expect(links).toMatchObject([{ _id: link._id, openedCount: 1, isActive: true }]);
  });

  it('takes the customer comments through the link and shows the thread', async () => {
    const { record, link } = await publish(await pricedQuote());
    const added = await server.post(QUOTES_API.comment, { data: { token: link.token, name: 'Asha', text: 'Can you do 21 free days?' } });
    expect(added.status).toBe(201);
    expect((await server.post(QUOTES_API.comment, { data: { token: link.token, text: 'no name' } })).body.error.field).toBe('data.name');
    const reply = await post(QUOTES_API.comment, { enquiryId: record.enquiryId, text: 'Yes, 21 days at destination.' });
    expect(reply.status).toBe(201);
    const thread = await server.get(`${QUOTES_API.comments}?token=${encodeURIComponent(link.token)}`);
    expect(thread.body.data.items.map((c: { authorName: string; text: string }) => [c.authorName, c.text])).toEqual([
      ['Asha', 'Can you do 21 free days?'],
      ['Felix Forwarder', 'Yes, 21 days at destination.'],
    ]);
    expect((await get(`${QUOTES_API.comments}?enquiryId=${record.enquiryId}`, other)).status).toBe(404);
  });

  it('accepts an option through the link: ACCEPTED, the enquiry WON, the forwarder emailed; a second accept is a 409', async () => {
    const { record, link } = await publish(await pricedQuote());
    const optionId = record.options[0]!._id;
    const res = await server.post(QUOTES_API.orderConfirm, { data: { token: link.token, optionId, name: 'Asha Shipper', email: 'asha@acme.test', comment: 'Please book the first sailing.' } });
    expect(res.status).toBe(200);
    expect(res.body.data.record).toMatchObject({ status: 'ACCEPTED', acceptedOptionId: optionId });
    const after = (await get(`${Q}/${record._id}`)).body.data.record as QuoteRecord;
    expect(after).toMatchObject({ status: 'ACCEPTED', acceptedOptionId: optionId, acceptedBy: 'Asha Shipper <asha@acme.test>' });
    expect(await enquiryRow(record.enquiryId)).toMatchObject({ status: 'WON' });
    const mails = (await outbox('forwarder@portolan.test')).rows;
    expect(mails.some((m) => m.subject.includes(`${record.reference} accepted`))).toBe(true);
    const trail = (await get(`/api/enquiries/v2/quote/${record._id}/activity`)).body.data.items;
    expect(trail.at(-1)).toMatchObject({ action: 'accept', from: 'PUBLISHED', to: 'ACCEPTED', actorName: 'Asha Shipper' });

    const again = await server.post(QUOTES_API.orderConfirm, { data: { token: link.token, optionId, name: 'Asha Shipper' } });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Cannot accept: the quote is ACCEPTED');
    // The link still opens read-only, showing the state.
    expect((await server.get(`${QUOTES_API.customerQuote}/${encodeURIComponent(link.token)}`)).body.data.record.status).toBe('ACCEPTED');
  });

  it('lets the signed-in customer accept or decline a quote shared with its company; another company gets a 404', async () => {
    const { record } = await publish(await pricedQuote());
    const optionId = record.options[0]!._id;
    expect((await post(QUOTES_API.orderConfirm, { quoteId: record._id, optionId }, other)).status).toBe(404);
    const res = await post(QUOTES_API.orderConfirm, { quoteId: record._id, optionId, comment: 'Confirmed' }, acme);
    expect(res.status).toBe(200);
    expect(res.body.data.record.status).toBe('ACCEPTED');
    expect(await enquiryRow(record.enquiryId)).toMatchObject({ status: 'WON' });

    const second = (await publish(await pricedQuote())).record;
    expect((await post(QUOTES_API.feedback, { quoteId: second._id, reason: 'TRANSIT_TIME' }, other)).status).toBe(404);
    const declined = await post(QUOTES_API.feedback, { quoteId: second._id, reason: 'TRANSIT_TIME', comment: 'Too slow for us' }, acme);
    expect(declined.status).toBe(200);
    expect(declined.body.data.record.status).toBe('DECLINED');
    expect(await enquiryRow(second.enquiryId)).toMatchObject({ status: 'LOST', loss_reason: 'TRANSIT_TIME' });
    const thread = (await get(`${QUOTES_API.comments}?enquiryId=${second.enquiryId}`)).body.data.items;
    expect(thread.at(-1)).toMatchObject({ authorName: 'Asha Shipper', text: 'Too slow for us', byCustomer: true });
  });

  it('declines through the link: DECLINED with the reason, the enquiry LOST; revising makes revision 2 and kills the old link', async () => {
    const { record, link } = await publish(await pricedQuote());
    const bad = await server.post(QUOTES_API.feedback, { data: { token: link.token, reason: 'TOO_DEAR' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('data.reason');
    const res = await server.post(QUOTES_API.feedback, { data: { token: link.token, reason: 'PRICE', comment: 'Another forwarder is 8% cheaper' } });
    expect(res.status).toBe(200);
    const declined = (await get(`${Q}/${record._id}`)).body.data.record as QuoteRecord;
    expect(declined).toMatchObject({ status: 'DECLINED', declineReason: 'PRICE', declineComment: 'Another forwarder is 8% cheaper' });
    expect(await enquiryRow(record.enquiryId)).toMatchObject({ status: 'LOST', loss_reason: 'PRICE' });

    const revised = await post(`${Q}/${record._id}/revise/`, { version: declined.version, note: 'Sharper price' });
    expect(revised.status).toBe(200);
    expect(revised.body.data.record).toMatchObject({ status: 'DRAFT', revision: 2, declineReason: null });
    expect(await enquiryRow(record.enquiryId)).toMatchObject({ status: 'QUOTING' });
    const dead = await server.get(`${QUOTES_API.customerQuote}/${encodeURIComponent(link.token)}`);
    expect(dead.status).toBe(404);
    expect(dead.body.error.message).toBe('This quote link is not valid any more');
    const revisions = (await get(`${Q}/${record._id}/revisions`)).body.data.items;
    expect(revisions).toMatchObject([{ revision: 1, status: 'DECLINED' }]);
    expect(revisions[0].snapshot.options[0].sellTotal).toBe(record.options[0]!.sellTotal);
    const republished = await publish(revised.body.data.record);
    expect(republished.record.revision).toBe(2);
    expect((await raw(`${QUOTES_API.customerQuote}/${encodeURIComponent(republished.link.token)}/pdf`)).headers['content-disposition']).toContain(`${record.reference}-r2.pdf`);
  });

  it('withdraws a quote (links revoked, the enquiry back to RECEIVED) and revokes a single link', async () => {
    const { record, link } = await publish(await pricedQuote());
    const revoke = await post(`${Q}/${record._id}/links/${link._id}/revoke/`, {});
    expect(revoke.status).toBe(200);
    expect(revoke.body.data.record.isActive).toBe(false);
    expect((await server.get(`${QUOTES_API.customerQuote}/${encodeURIComponent(link.token)}`)).status).toBe(404);
    const withdrawn = await post(`${Q}/${record._id}/withdraw/`, { version: record.version });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data.record.status).toBe('WITHDRAWN');
    expect(await enquiryRow(record.enquiryId)).toMatchObject({ status: 'RECEIVED', quote_id: null });
    const again = await post(`${Q}/${record._id}/withdraw/`, { version: withdrawn.body.data.record.version });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toContain('WITHDRAWN');
  });

  it('expires published quotes past their validity (the enquiry EXPIRED); their link still opens read-only', async () => {
    const { record, link } = await publish(await pricedQuote());
    await server.db.query('UPDATE quotes SET valid_until = $2 WHERE id = $1', [record._id, addDays(today, -1)]);
    expect(await expireQuotes(server.db)).toBeGreaterThanOrEqual(1);
    expect((await get(`${Q}/${record._id}`)).body.data.record.status).toBe('EXPIRED');
    expect(await enquiryRow(record.enquiryId)).toMatchObject({ status: 'EXPIRED' });
    const view = await server.get(`${QUOTES_API.customerQuote}/${encodeURIComponent(link.token)}`);
    expect(view.body.data.record.status).toBe('EXPIRED');
    const accept = await server.post(QUOTES_API.orderConfirm, { data: { token: link.token, optionId: record.options[0]!._id, name: 'Late' } });
    expect(accept.status).toBe(409);
    expect(accept.body.error.message).toBe('Cannot accept: the quote is EXPIRED');
    // An expired validity on a still-PUBLISHED quote (before the job ran) is refused as "expired".
    const late = await publish(await pricedQuote());
    await server.db.query('UPDATE quotes SET valid_until = $2 WHERE id = $1', [late.record._id, addDays(today, -1)]);
    const refused = await server.post(QUOTES_API.orderConfirm, { data: { token: late.link.token, optionId: late.record.options[0]!._id, name: 'Late' } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('expired');
  });

  it("answers 404 for another company's quotes and forged tokens, 403 for a viewer's writes", async () => {
    const quote = await pricedQuote();
    expect((await get(`${Q}/${quote._id}`, other)).status).toBe(404);
    expect((await get(`${Q}/${quote._id}/revisions`, other)).status).toBe(404);
    expect((await post(`${Q}/${quote._id}/`, { version: quote.version, notes: 'x' }, other)).status).toBe(404);
    // Even with a body that would be a 400: another company's quote tells nothing about its rules.
    expect((await post(`${Q}/${quote._id}/`, { version: 'x', options: [{ via: [1] }] }, other)).status).toBe(404);
    expect((await post(QUOTES_API.publishQuotes, { quoteId: quote._id, version: quote.version }, other)).status).toBe(404);
    expect((await post(Q, { enquiryId: quote.enquiryId }, other)).status).toBe(404);
    expect((await get(`${Q}?limit=200`, other)).body.data.items.some((q: QuoteRecord) => q._id === quote._id)).toBe(false);
    const { link } = await publish(quote);
    const forged = `${link.token.slice(0, -2)}${link.token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await server.get(`${QUOTES_API.customerQuote}/${encodeURIComponent(forged)}`)).status).toBe(404);
    expect((await server.get(`${QUOTES_API.customerQuote}/not-a-token-at-all`)).status).toBe(404);

    expect((await get(`${Q}/${quote._id}`, viewer)).status).toBe(200);
    expect((await post(Q, { enquiryId: await newEnquiry() }, viewer)).status).toBe(403);
    expect((await post(`${Q}/${quote._id}/`, { version: quote.version, notes: 'x' }, viewer)).status).toBe(403);
    expect((await post(QUOTES_API.publishQuotes, { quoteId: quote._id, version: quote.version }, viewer)).status).toBe(403);
    expect((await post(`${Q}/${quote._id}/withdraw/`, { version: quote.version }, viewer)).status).toBe(403);
    expect((await post(QUOTES_API.feedback, { enquiryId: quote.enquiryId, version: 1, reason: 'PRICE' }, viewer)).status).toBe(403);
  });

  it('lists quotes with filters, search and sort, and enquiries with their quote', async () => {
    const quote = await pricedQuote();
    const list = await get(`${Q}?filter[enquiryId]=${quote.enquiryId}&filter[status]=DRAFT`);
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((q: QuoteRecord) => q._id)).toEqual([quote._id]);
    expect(list.body.data.items[0]).toMatchObject({ enquiryReference: quote.enquiryReference, customerName: 'Acme Exports', sellFrom: quote.sellFrom });
    const search = await get(`${Q}?search=${encodeURIComponent(quote.reference)}`);
    // The reference, or the enquiry's (ENQ-…-00034 contains Q-…-00034) or customer's name.
    expect(search.body.data.items.map((q: QuoteRecord) => q.reference)).toContain(quote.reference);
    for (const q of search.body.data.items as QuoteRecord[]) expect(`${q.reference} ${q.enquiryReference}`).toContain(quote.reference);
    const byCustomer = await get(`${Q}?search=acme%20exp&limit=200`);
    expect(byCustomer.body.data.items.map((q: QuoteRecord) => q._id)).toContain(quote._id);
    expect((await get(`${Q}?search=nobody-by-this-name`)).body.data.items).toEqual([]);
    const sorted = await get(`${Q}?sort[reference]=asc&limit=5`);
    const refs = sorted.body.data.items.map((q: QuoteRecord) => q.reference);
    expect(refs).toEqual([...refs].sort());

    const withQuote = await get(`${QUOTES_API.withQuote}?filter[status]=QUOTING&limit=200`);
    expect(withQuote.status).toBe(200);
    const item = withQuote.body.data.items.find((e: { _id: string }) => e._id === quote.enquiryId);
    expect(item.quote).toMatchObject({ _id: quote._id, reference: quote.reference, status: 'DRAFT', sellFrom: quote.sellFrom });
    const full = await get(`${QUOTES_API.withQuoteAndSelectedRates}?id=${quote.enquiryId}`);
    expect(full.body.data.enquiry).toMatchObject({ _id: quote.enquiryId, status: 'QUOTING', quoteId: quote._id });
    expect(full.body.data.quote.options[0].lines[0].buyAmount).toBeDefined();
    expect((await get(`${QUOTES_API.withQuoteAndSelectedRates}?id=${quote.enquiryId}`, other)).status).toBe(404);
  });

  it('marks an enquiry lost from the forwarder side (its published quote declined)', async () => {
    const { record } = await publish(await pricedQuote());
    const enquiry = await server.db.one<{ version: number }>('SELECT version FROM enquiries WHERE id = $1', [record.enquiryId]);
    const stale = await post(QUOTES_API.feedback, { enquiryId: record.enquiryId, version: enquiry!.version - 1, reason: 'SCHEDULE' });
    expect(stale.status).toBe(409);
    const res = await post(QUOTES_API.feedback, { enquiryId: record.enquiryId, version: enquiry!.version, reason: 'SCHEDULE', comment: 'Needed it this week' });
    expect(res.status).toBe(200);
    expect(res.body.data.record).toMatchObject({ status: 'LOST', lossReason: 'SCHEDULE', feedback: 'Needed it this week' });
    expect((await get(`${Q}/${record._id}`)).body.data.record).toMatchObject({ status: 'DECLINED', declineReason: 'SCHEDULE' });
  });
});
