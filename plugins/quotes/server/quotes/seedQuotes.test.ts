import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Big from 'big.js';
import { defineServerPlugin, GEOCODER, LinkSigner, provide, SCHEDULE_SAILINGS, SHIPMENT_VOLUMES, type Geocoder, type ScheduleSailings, type ShipmentVolumes } from '@portolan/sdk/server';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import quotesPlugin from '../index';
import { QUOTES_API, type QuoteRecord } from '../../shared/types';
import { optionAmounts } from './quoteMath';
import { QUOTE_LINK_PURPOSE } from './quoteLinks';

const geocoder: Geocoder = { autocomplete: async () => [], place: async () => undefined, nearestPorts: async (code) => [{ code, name: code, km: 0 }] };
const sailings: ScheduleSailings = { nextSailings: async () => [] };
const volumes: ShipmentVolumes = { teuByContract: async () => new Map(), sharedWith: async () => ({ count: 0, items: [] }) };
const fakes = defineServerPlugin({ id: 'quotes-seed-fakes', provides: [provide(GEOCODER, () => geocoder), provide(SCHEDULE_SAILINGS, () => sailings), provide(SHIPMENT_VOLUMES, () => volumes)] });

describe.each(testDatabases())('demo quotes on %s', (dialect) => {
  let server: TestServer;
  let bluewave: string;
  let quotes: QuoteRecord[];

  beforeAll(async () => {
    server = await createTestServer({ plugins: ['auth', fakes, 'rates', quotesPlugin], dialect, seed: true });
    bluewave = await server.login('forwarder@portolan.test', 'portolan-demo');
    quotes = (await server.get(`${QUOTES_API.quote}?limit=200`, bluewave)).body.data.items;
  }, 120_000);
  afterAll(() => server?.close());

  it("quotes Bluewave's enquiries in the state matching each enquiry's, with 2–3 options", async () => {
    const enquiries = await server.db.query<{ id: string; status: string; quote_id: string | null }>(
      "SELECT e.id, e.status, e.quote_id FROM enquiries e JOIN companies c ON c.id = e.company_id WHERE c.name = 'Bluewave Logistics' AND e.status <> 'RECEIVED'",
    );
    expect(enquiries.rows.length).toBeGreaterThan(5);
    const expected: Record<string, string> = { QUOTING: 'DRAFT', QUOTED: 'PUBLISHED', WON: 'ACCEPTED', LOST: 'DECLINED', EXPIRED: 'EXPIRED' };
    for (const e of enquiries.rows) {
      const quote = quotes.find((q) => q._id === e.quote_id);
      expect(quote, e.id).toBeDefined();
      expect(quote!.status).toBe(expected[e.status]);
      expect(quote!.options.length).toBeGreaterThanOrEqual(2);
      expect(quote!.options.length).toBeLessThanOrEqual(3);
    }
    expect(new Set(quotes.map((q) => q.status))).toEqual(new Set(['DRAFT', 'PUBLISHED', 'ACCEPTED', 'DECLINED', 'EXPIRED']));
  });

  it('prices every option with the quote math, exactly; accepted quotes took their cheapest option', () => {
    for (const q of quotes) {
      for (const o of q.options) {
        const math = optionAmounts(o.lines, q.margin, q.currency, q.exchange);
        expect(o.lines.map((l) => l.sellAmount)).toEqual(math.lines.map((l) => l.sellAmount));
        expect([o.sellTotal, o.buyTotal, o.marginTotal]).toEqual([math.sellTotal, math.buyTotal, math.marginTotal]);
        expect(new Big(o.sellTotal).gt(o.buyTotal)).toBe(true);
      }
      const lowest = q.options.map((o) => new Big(o.sellTotal)).reduce((a, b) => (b.lt(a) ? b : a));
      expect(q.sellFrom).toBe(lowest.toFixed(2));
      if (q.status === 'ACCEPTED') expect(q.options.find((o) => o._id === q.acceptedOptionId)!.sellTotal).toBe(q.sellFrom);
      if (q.status === 'DECLINED') expect(q.declineReason).not.toBeNull();
    }
  });

  it('keeps a first revision of some quotes and a live link on the published ones', async () => {
    const revised = quotes.filter((q) => q.revision === 2);
    expect(revised.length).toBeGreaterThan(0);
    const revisions = (await server.get(`${QUOTES_API.quote}/${revised[0]!._id}/revisions`, bluewave)).body.data.items;
    expect(revisions.map((r: { revision: number }) => r.revision)).toEqual([2, 1]);
    expect(new Big(revisions[1].snapshot.sellFrom).gt(revisions[0].snapshot.sellFrom)).toBe(true);

    const published = quotes.find((q) => q.status === 'PUBLISHED')!;
    const links = (await server.get(`${QUOTES_API.quote}/${published._id}/links`, bluewave)).body.data.items;
    expect(links[0].isActive).toBe(true);
    const view = await server.get(`${QUOTES_API.customerQuote}/${encodeURIComponent(links[0].token)}`);
    expect(view.status).toBe(200);
    expect(view.body.data.record.options).toHaveLength(published.options.length);
    expect(await new LinkSigner(server.db, QUOTE_LINK_PURPOSE).verify(links[0].token)).toBe(links[0]._id);
  });

  it('is idempotent', async () => {
    const before = await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM quotes');
    await server.seed('quotes');
    expect(await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM quotes')).toEqual(before);
  });
});
