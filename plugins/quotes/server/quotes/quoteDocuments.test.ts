import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defineServerPlugin, documentSource, GEOCODER, provide, SCHEDULE_SAILINGS, SHIPMENT_VOLUMES,
  type Geocoder, type ScheduleSailings, type ShipmentVolumes,
} from '@portolan/sdk/server';
import { createTestServer, designedDocumentTemplates, pdfText, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import quotesPlugin from '../index';
import { QUOTES_API, type QuoteRecord } from '../../shared/types';

const geocoder: Geocoder = { autocomplete: async () => [], place: async () => undefined, nearestPorts: async (code) => [{ code, name: code, km: 0 }] };
const sailings: ScheduleSailings = { nextSailings: async () => [] };
const volumes: ShipmentVolumes = { teuByContract: async () => new Map(), sharedWith: async () => ({ count: 0, items: [] }) };

/** A company template of just "CUSTOM" and the field validUntil (for the companies in `designed`); else the built-in template prints. */
const { designed, provider } = designedDocumentTemplates('QUOTE', { title: 'Valid until', entityField: 'validUntil' });
const templates = defineServerPlugin({
  id: 'quote-documents-fakes',
  provides: [
    provide(GEOCODER, () => geocoder),
    provide(SCHEDULE_SAILINGS, () => sailings),
    provide(SHIPMENT_VOLUMES, () => volumes),
    provider,
  ],
});

describe.each(testDatabases())('quote PDF and QUOTE document source on %s', (dialect) => {
  let server: TestServer;
  let bluewave: string;
  let bluewaveId: string;
  let otherId: string;
  let quotes: QuoteRecord[];
  /** A published demo quote to Acme (its notes name the contact in Devanagari and the agent in Chinese). */
  let acmeQuote: QuoteRecord;

  const raw = (url: string, token?: string) => server.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    server = await createTestServer({ plugins: ['auth', templates, 'rates', quotesPlugin], dialect, seed: true });
    bluewave = await server.login('forwarder@portolan.test', 'portolan-demo');
    bluewaveId = (await server.identity.authenticate(server.db, bluewave))!.companyId;
    otherId = (await server.identity.createCompany(server.db, { name: 'Other Forwarding', kind: 'forwarder' }))._id;
    quotes = (await server.get(`${QUOTES_API.quote}?limit=200`, bluewave)).body.data.items;
    acmeQuote = quotes.find((q) => q.customerName === 'Acme Exports' && q.status === 'PUBLISHED')!;
    expect(acmeQuote).toBeDefined();
  }, 120_000);
  afterAll(() => server?.close());

  it('prints the quote with the built-in template: forwarder, customer, lane, options with lines and totals, validity, notes, terms', async () => {
    designed.clear();
    const res = await raw(`${QUOTES_API.quote}/${acmeQuote._id}/pdf`, bluewave);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${acmeQuote.reference}-r${acmeQuote.revision}.pdf`);
    const text = await pdfText(res.rawPayload);
    const option = acmeQuote.options[0]!;
    for (const expected of [acmeQuote.reference, 'Bluewave Logistics', 'Acme Exports', acmeQuote.validUntil, option.lines[0]!.name, 'आशा पटेल', '上海远洋贸易有限公司']) {
      expect(text, expected).toContain(expected);
    }
    expect(text.replace(/(\d),(\d)/g, '$1$2')).toContain(option.sellTotal);
  });

  it("follows the forwarder's own template, on its download and on the customer's link", async () => {
    designed.add(bluewaveId);
    try {
      const text = await pdfText((await raw(`${QUOTES_API.quote}/${acmeQuote._id}/pdf`, bluewave)).rawPayload);
      expect(text).toContain('CUSTOM');
      expect(text).toContain(acmeQuote.validUntil);
      expect(text).not.toContain(acmeQuote.options[0]!.lines[0]!.name);
      const links = (await server.get(`${QUOTES_API.quote}/${acmeQuote._id}/links`, bluewave)).body.data.items;
      const shared = await raw(`${QUOTES_API.customerQuote}/${encodeURIComponent(links[0].token)}/pdf`);
      expect(shared.statusCode).toBe(200);
      const sharedText = await pdfText(shared.rawPayload);
      expect(sharedText).toContain('CUSTOM');
      expect(sharedText).not.toContain(acmeQuote.options[0]!.lines[0]!.name);
    } finally {
      designed.clear();
    }
  });

  it("lists the company's quotes newest first and loads each as printed; another company's or a malformed id loads nothing", async () => {
    const source = documentSource(server.db, 'QUOTE')!;
    expect(source.tables.map((t) => t.key)).toContain('option1');
    const listed = await source.list(server.db, bluewaveId, { limit: 100 });
    expect(listed).toHaveLength(quotes.length);
    const newestFirst = [...quotes].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id));
    expect(listed.map((q) => q.id)).toEqual(newestFirst.map((q) => q._id));
    expect(listed.find((q) => q.id === acmeQuote._id)!.label).toBe(`${acmeQuote.reference} — Acme Exports`);
    const acmeOnly = await source.list(server.db, bluewaveId, { search: 'acme', limit: 100 });
    expect(acmeOnly.length).toBeGreaterThan(0);
    expect(acmeOnly.every((q) => q.label.endsWith('— Acme Exports'))).toBe(true);
    expect(await source.list(server.db, bluewaveId, { search: '%', limit: 100 })).toEqual([]);

    const record = (await source.load(server.db, bluewaveId, acmeQuote._id))!;
    expect(record).toMatchObject({
      documentType: 'QUOTE', issuerCompanyId: bluewaveId, title: 'Quotation', reference: `${acmeQuote.reference} revision ${acmeQuote.revision}`,
      issuer: { name: 'Bluewave Logistics' }, counterparty: { name: 'Acme Exports' }, counterpartyLabel: 'Customer',
    });
    expect(record.fields).toMatchObject({ validUntil: acmeQuote.validUntil, customerName: 'Acme Exports', status: 'Published' });
    expect(record.fields.preparedBy).not.toBe('');
    expect(record.notes).toContain('आशा पटेल');
    expect(record.tables).toHaveLength(acmeQuote.options.length);

    expect(await source.list(server.db, otherId, { limit: 100 })).toEqual([]);
    expect(await source.load(server.db, otherId, acmeQuote._id)).toBeUndefined();
    expect(await source.load(server.db, bluewaveId, 'not-an-id')).toBeUndefined();
    expect(await source.load(server.db, bluewaveId, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });
});
