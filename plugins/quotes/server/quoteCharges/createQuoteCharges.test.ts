import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Big from 'big.js';
import { defineServerPlugin, GEOCODER, provide, QUOTE_CHARGES, SCHEDULE_SAILINGS, SHIPMENT_VOLUMES, type AcceptedQuote, type Geocoder, type QuoteCharges, type ScheduleSailings, type ShipmentVolumes } from '@portolan/sdk/server';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import quotesPlugin from '../index';
import { QUOTES_API, type QuoteRecord } from '../../shared/types';

const geocoder: Geocoder = { autocomplete: async () => [], place: async () => undefined, nearestPorts: async (code) => [{ code, name: code, km: 0 }] };
const sailings: ScheduleSailings = { nextSailings: async () => [] };
const volumes: ShipmentVolumes = { teuByContract: async () => new Map(), sharedWith: async () => ({ count: 0, items: [] }) };
const fakes = defineServerPlugin({ id: 'quote-charges-fakes', provides: [provide(GEOCODER, () => geocoder), provide(SCHEDULE_SAILINGS, () => sailings), provide(SHIPMENT_VOLUMES, () => volumes)] });

/** A consumer as billing is: it requires the service and takes it from its context. */
let served: QuoteCharges | undefined;
const consumer = defineServerPlugin({ id: 'quote-charges-consumer', requires: [QUOTE_CHARGES], routes: (_app, ctx) => void (served = ctx.services.get(QUOTE_CHARGES)) });

describe.each(testDatabases())('QUOTE_CHARGES on %s', (dialect) => {
  let server: TestServer;
  let charges: QuoteCharges;
  let bluewaveId: string;
  let accepted: QuoteRecord[];
  let all: AcceptedQuote[];

  beforeAll(async () => {
    server = await createTestServer({ plugins: ['auth', fakes, 'rates', quotesPlugin, consumer], dialect, seed: true });
    charges = served!;
    const token = await server.login('forwarder@portolan.test', 'portolan-demo');
    const quotes: QuoteRecord[] = (await server.get(`${QUOTES_API.quote}?limit=200`, token)).body.data.items;
    accepted = quotes.filter((q) => q.status === 'ACCEPTED');
    bluewaveId = (await server.db.query<{ id: string }>("SELECT id FROM companies WHERE name = 'Bluewave Logistics'")).rows[0]!.id;
    all = await charges.accepted(server.db, bluewaveId, { limit: 200 });
  }, 120_000);
  afterAll(() => server?.close());

  it("answers the company's accepted quotes, newest acceptance first, with the accepted option's sell charges", () => {
    expect(accepted.length).toBeGreaterThan(0);
    expect(all.map((a) => a.quoteId).sort()).toEqual(accepted.map((q) => q._id).sort());
    const times = all.map((a) => a.acceptedAt);
    expect(times).toEqual([...times].sort().reverse());
    for (const a of all) {
      const quote = accepted.find((q) => q._id === a.quoteId)!;
      const option = quote.options.find((o) => o._id === quote.acceptedOptionId)!;
      expect(a).toMatchObject({ reference: quote.reference, currency: quote.currency, origin: option.origin, destination: option.destination, carrier: option.carrier });
      expect(a.acceptedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(a.customerName).toBeTruthy();
      expect(a.lines.map((l) => [l.code, l.name, l.stage, l.basis, l.sellAmount])).toEqual(option.lines.map((l) => [l.code, l.name, l.stage, l.basis, l.sellAmount]));
      // No buy side leaks out.
      expect(Object.keys(a.lines[0] ?? {}).sort()).toEqual(['basis', 'code', 'name', 'quantity', 'sellAmount', 'stage', 'unitSell']);
      for (const l of a.lines) {
        expect(new Big(l.quantity).eq(option.lines.find((o) => o.code === l.code && o.sellAmount === l.sellAmount)!.quantity)).toBe(true);
        expect(l.unitSell).toBe(new Big(l.sellAmount).div(l.quantity).round(6, Big.roundHalfUp).toFixed());
        expect(l.unitSell).toMatch(/^\d+(\.\d{1,6})?$/);
        // quantity × unit sell comes back to the sell amount within half a millionth per unit.
        expect(new Big(l.unitSell).times(l.quantity).minus(l.sellAmount).abs().lte(new Big('0.0000005').times(l.quantity))).toBe(true);
      }
    }
  });

  it('picks one quote by id, and answers none for an unknown or malformed id', async () => {
    const first = all[0]!;
    expect((await charges.accepted(server.db, bluewaveId, { quoteId: first.quoteId })).map((a) => a.quoteId)).toEqual([first.quoteId]);
    expect(await charges.accepted(server.db, bluewaveId, { quoteId: '00000000-0000-4000-8000-000000000000' })).toEqual([]);
    expect(await charges.accepted(server.db, bluewaveId, { quoteId: 'Q-1' })).toEqual([]);
    const draft = (await server.db.query<{ id: string }>("SELECT id FROM quotes WHERE company_id = $1 AND status <> 'ACCEPTED' LIMIT 1", [bluewaveId])).rows[0]!;
    expect(await charges.accepted(server.db, bluewaveId, { quoteId: draft.id })).toEqual([]);
  });

  it('narrows by customer company and by lane', async () => {
    const withCustomer = all.find((a) => a.customerCompanyId);
    expect(withCustomer, 'a demo accepted quote of a customer company').toBeDefined();
    {
      const mine = await charges.accepted(server.db, bluewaveId, { customerCompanyId: withCustomer!.customerCompanyId!, limit: 200 });
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.every((a) => a.customerCompanyId === withCustomer!.customerCompanyId)).toBe(true);
    }
    const lane = all[0]!;
    const onLane = await charges.accepted(server.db, bluewaveId, { origin: lane.origin.toLowerCase(), destination: lane.destination, limit: 200 });
    expect(onLane.map((a) => a.quoteId)).toContain(lane.quoteId);
    expect(await charges.accepted(server.db, bluewaveId, { origin: 'ZZZZZ' })).toEqual([]);
  });

  it('answers at most `limit` quotes, 20 by default', async () => {
    expect(await charges.accepted(server.db, bluewaveId, { limit: 1 })).toHaveLength(1);
    expect((await charges.accepted(server.db, bluewaveId, {})).length).toBe(Math.min(20, all.length));
  });

  it("shows another company none of Bluewave's quotes", async () => {
    const others = (await server.db.query<{ id: string }>('SELECT id FROM companies WHERE id <> $1', [bluewaveId])).rows;
    expect(others.length).toBeGreaterThan(0);
    for (const o of others) {
      const theirs = await charges.accepted(server.db, o.id, { limit: 200 });
      expect(theirs.filter((a) => all.some((b) => b.quoteId === a.quoteId))).toEqual([]);
    }
    expect(await charges.accepted(server.db, others[0]!.id, { quoteId: all[0]!.quoteId })).toEqual([]);
  });
});
