import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Big from 'big.js';
import { companyNetwork, defineServerPlugin, GEOCODER, provide, SCHEDULE_SAILINGS, SHIPMENT_VOLUMES, type Geocoder, type ScheduleSailings, type ShipmentVolumes } from '@portolan/sdk/server';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import plugin from '../index';
import { RATES_API, type RateOption } from '../../shared/types';
import { addDays, todayUtc } from '@portolan/sdk/shared';
import { insertRates, type RateInput } from './rateInput';
import { demoLaneCarriers as laneCarriers } from '@portolan/sdk/server';

/** The services rates requires, as fixed fakes: INTKD's nearest port is INNSA; every lane sails weekly. */
const geocoder: Geocoder = {
  autocomplete: async () => [],
  place: async () => undefined,
  nearestPorts: async (code) => (code === 'INTKD' ? [{ code: 'INNSA', name: 'Nhava Sheva', km: 1150.4 }] : [{ code, name: code, km: 0 }]),
};
const sailings: ScheduleSailings = {
  nextSailings: async (_company, q) =>
    (q.carriers ?? ['MAEU', 'MSCU', 'CMDU', 'HLCU', 'ONEY', 'EGLV']).flatMap((carrier) =>
      [0, 7, 14, 21].map((d) => ({
        scheduleId: `${carrier}-${d}`,
        carrier,
        service: 'AE1',
        vessel: `${carrier} VESSEL`,
        voyage: `0${d}W`,
        origin: q.origin,
        destination: q.destination,
        via: [],
        departsAt: `${addDays(q.fromDay, d)}T10:00:00.000Z`,
        arrivesAt: `${addDays(q.fromDay, d + 20)}T10:00:00.000Z`,
        transitDays: 20,
      })),
    ),
};
const volumes: ShipmentVolumes = { teuByContract: async () => new Map(), sharedWith: async () => ({ count: 0, items: [] }) };
const fakes = defineServerPlugin({ id: 'rates-fakes', provides: [provide(GEOCODER, () => geocoder), provide(SCHEDULE_SAILINGS, () => sailings), provide(SHIPMENT_VOLUMES, () => volumes)] });

const API = RATES_API.inventory;
const today = todayUtc();
const window = { validFrom: addDays(today, -5), validTo: addDays(today, 30) };
const FCL = { kind: 'FCL', side: 'BUY', carrier: 'MAEU', origin: 'JPTYO', destination: 'KRPUS', containerType: '22G1', amount: '1000.00', currency: 'USD', transitDays: 3, ...window };

describe.each(testDatabases())('rates inventory API on %s', (dialect) => {
  let server: TestServer;
  let acme: string;
  let bluewave: string;
  let viewer: string;
  let operator: string;
  let bluewaveId: string;
  let acmeId: string;

  beforeAll(async () => {
    server = await createTestServer({ plugins: ['auth', fakes, plugin], dialect, seed: true });
    acme = await server.login('shipper@portolan.test', 'portolan-demo');
    bluewave = await server.login('forwarder@portolan.test', 'portolan-demo');
    bluewaveId = (await server.identity.authenticate(server.db, bluewave))!.companyId;
    acmeId = (await server.identity.authenticate(server.db, acme))!.companyId;
    const member = async (role: string) => {
      const user = await server.identity.createUser(server.db, { companyId: bluewaveId, email: `${role}@bluewave.test`, name: `Bluewave ${role}`, password: { hash: 'x' }, role });
      return server.identity.issueToken(server.db, user._id);
    };
    viewer = await member('viewer');
    operator = await member('operator');
  }, 120_000);
  afterAll(async () => server?.close());

  const create = (data: Record<string, unknown>, token = bluewave) => server.post(API, { data }, token);
  const countOf = async (token = bluewave) => (await server.get(`${API}?filter[origin]=JPTYO`, token)).body.data.count as number;
  const search = (data: Record<string, unknown>, token = bluewave) => server.post(RATES_API.estimates, { data: { readyOn: today, mode: 'FCL', ...data } }, token);

  it('lists the seeded inventory with filters, validity and keyset sort', async () => {
    const res = await server.get(`${API}?filter[origin]=INNSA&filter[destination]=NLRTM&filter[kind]=FCL&filter[containerType]=22G1&filter[validity]=ACTIVE&sort[amount]=asc&limit=50`, bluewave);
    expect(res.status).toBe(200);
    const items = res.body.data.items as Array<{ amount: string; validity: string; side: string }>;
    expect(items.length).toBeGreaterThanOrEqual(6);
    expect(items.every((r) => r.validity === 'ACTIVE')).toBe(true);
    expect(items.map((r) => Number(r.amount))).toEqual([...items.map((r) => Number(r.amount))].sort((a, b) => a - b));
    const expired = await server.get(`${API}?filter[origin]=INNSA&filter[validity]=EXPIRED&limit=5`, bluewave);
    expect(expired.body.data.items.every((r: { validity: string }) => r.validity === 'EXPIRED')).toBe(true);
    const live = await server.get(`${API}?filter[origin]=INNSA&filter[validity]=ACTIVE,FUTURE&sort[validFrom]=desc&limit=5`, bluewave);
    expect(live.body.data.items.map((r: { validity: string }) => r.validity)).toContain('FUTURE');
    expect(live.body.data.items.every((r: { validity: string }) => r.validity !== 'EXPIRED')).toBe(true);
    expect((await server.get(`${API}?filter[validity]=LATER`, bluewave)).status).toBe(400);
    const lcl = await server.get(`${RATES_API.lclRates}?filter[origin]=INNSA`, bluewave);
    expect(lcl.status).toBe(200);
    expect(lcl.body.data.items.length).toBeGreaterThan(0);
    expect(lcl.body.data.items.every((r: { kind: string; minimum: string }) => r.kind === 'LCL' && r.minimum)).toBe(true);
    expect((await server.get(`${API}?filter[colour]=red`, bluewave)).status).toBe(400);
  });

  it('creates each kind of rate', async () => {
    const fcl = await create(FCL);
    expect(fcl.status).toBe(201);
    expect(fcl.body.data.record).toMatchObject({ ...FCL, basis: 'PER_CONTAINER', version: 1, validity: 'ACTIVE', minimum: null, via: [] });
    const lcl = await create({ kind: 'LCL', side: 'SELL', carrier: 'MAEU', origin: 'JPTYO', destination: 'KRPUS', amount: '40', minimum: '100', currency: 'USD', ...window });
    expect(lcl.body.data.record).toMatchObject({ kind: 'LCL', basis: 'PER_WM', amount: '40.00', minimum: '100.00' });
    const other = await create({ kind: 'OTHER', side: 'BUY', chargeCode: 'DOC', basis: 'PER_BL', port: 'JPTYO', amount: '50', currency: 'USD', ...window });
    expect(other.body.data.record).toMatchObject({ kind: 'OTHER', chargeCode: 'DOC', port: 'JPTYO', basis: 'PER_BL', carrier: null });
    const transport = await create({ kind: 'TRANSPORT', side: 'BUY', origin: 'INTKD', destination: 'INNSA', containerType: '42G1', amount: '52000', currency: 'INR', ...window });
    expect(transport.body.data.record).toMatchObject({ kind: 'TRANSPORT', amount: '52000.00', currency: 'INR', basis: 'PER_CONTAINER' });
    const jpy = await create({ ...FCL, amount: '150000', currency: 'JPY', side: 'SELL' });
    expect(jpy.body.data.record.amount).toBe('150000');
  });

  it('answers bad input with a 400 naming the field, and writes nothing', async () => {
    const before = await countOf();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...FCL, containerType: undefined }, 'data.containerType'],
      [{ ...FCL, containerType: '99X9' }, 'data.containerType'],
      [{ ...FCL, amount: '10.005' }, 'data.amount'],
      [{ ...FCL, amount: '0.00' }, 'data.amount'],
      [{ ...FCL, amount: 10 }, 'data.amount'],
      [{ ...FCL, currency: 'XYZ' }, 'data.currency'],
      [{ ...FCL, currency: 'JPY', amount: '100.5' }, 'data.amount'],
      [{ ...FCL, validFrom: addDays(today, 10), validTo: today }, 'data.validTo'],
      [{ ...FCL, origin: 'ZZZZZ' }, 'data.origin'],
      [{ ...FCL, origin: 'nhava' }, 'data.origin'],
      [{ kind: 'LCL', side: 'BUY', origin: 'JPTYO', destination: 'KRPUS', amount: '40', currency: 'USD', ...window }, 'data.minimum'],
      [{ kind: 'OTHER', side: 'BUY', chargeCode: 'NOPE', basis: 'PER_BL', port: 'JPTYO', amount: '5', currency: 'USD', ...window }, 'data.chargeCode'],
      [{ kind: 'OTHER', side: 'BUY', chargeCode: 'OTHC', basis: 'PER_CONTAINER', amount: '5', currency: 'USD', ...window }, 'data.port'],
      [{ kind: 'OTHER', side: 'BUY', chargeCode: 'BAF', basis: 'PER_CONTAINER', port: 'JPTYO', amount: '5', currency: 'USD', ...window }, 'data.origin'],
      [{ ...FCL, colour: 'blue' }, 'data.colour'],
    ];
    for (const [data, field] of cases) {
      const res = await create(data);
      expect(res.status, JSON.stringify(data)).toBe(400);
      expect(res.body.error.field, JSON.stringify(data)).toBe(field);
    }
    expect(await countOf()).toBe(before);
  });

  it('writes many rates at once in chunks, answering their ids in input order (the import path)', async () => {
    const inputs: RateInput[] = Array.from({ length: 4500 }, (_, i) => ({ ...FCL, origin: 'JPUKB', amount: `${1000 + i}.00`, via: i % 2 ? ['KRPUS'] : [] }) as RateInput);
    inputs.push({ kind: 'OTHER', side: 'BUY', chargeCode: 'DTHC', basis: 'PER_CONTAINER', port: 'JPUKB', amount: '30000', currency: 'JPY', ...window });
    const ids = await server.db.transaction((tx) => insertRates(tx, { companyId: bluewaveId, userId: null }, inputs));
    expect(ids).toHaveLength(4501);
    const rows = await server.db.query<{ id: string; amount: string; via: string[]; stage: string | null }>('SELECT id, amount::text AS amount, via, stage FROM rates WHERE id = ANY($1::uuid[])', [[ids[0], ids[4499], ids[4500]]]);
    const byId = new Map(rows.rows.map((r) => [r.id, r]));
    expect(byId.get(ids[0])).toMatchObject({ amount: '1000.00', via: [], stage: null });
    expect(byId.get(ids[4499])).toMatchObject({ amount: '5499.00', via: ['KRPUS'] });
    expect(byId.get(ids[4500])).toMatchObject({ stage: 'DESTINATION' });
  });

  it('updates with the current version; a stale version is a 409 and changes nothing', async () => {
    const id = (await create(FCL)).body.data.id;
    const saved = await server.post(`${API}/${id}/`, { data: { amount: '1100.50', version: 1 } }, operator);
    expect(saved.status).toBe(200);
    expect(saved.body.data.record).toMatchObject({ amount: '1100.50', version: 2, containerType: '22G1' });
    const stale = await server.post(`${API}/${id}/`, { data: { amount: '1.00', version: 1 } }, bluewave);
    expect(stale.status).toBe(409);
    expect(stale.body.error.field).toBe('data.version');
    const bad = await server.post(`${API}/${id}/`, { data: { kind: 'LCL', version: 2 } }, bluewave);
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('data.minimum');
    expect((await server.get(`${API}/${id}`, bluewave)).body.data.record).toMatchObject({ amount: '1100.50', kind: 'FCL', version: 2 });
  });

  it('withdraws a rate: valid until yesterday, out of live searches, in the trail; twice is a 409', async () => {
    const id = (await create({ ...FCL, origin: 'JPYOK', amount: '10.00' })).body.data.id;
    const done = await server.post(`${API}/${id}/withdraw/`, { data: { version: 1, note: 'Carrier pulled the price' } }, bluewave);
    expect(done.status).toBe(200);
    expect(done.body.data.record).toMatchObject({ validTo: addDays(today, -1), validity: 'EXPIRED', version: 2 });
    const again = await server.post(`${API}/${id}/withdraw/`, { data: { version: 2 } }, bluewave);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Cannot withdraw: the rate is EXPIRED');
    const trail = (await server.get(`${API}/${id}/activity`, viewer)).body.data.items;
    expect(trail).toMatchObject([{ action: 'create' }, { action: 'withdraw', from: 'ACTIVE', to: 'EXPIRED', note: 'Carrier pulled the price' }]);
    expect((await search({ origin: 'JPYOK', destination: 'KRPUS', containers: [{ type: '22G1', count: 1 }] })).body.data.count).toBe(0);
    const history = await server.post(RATES_API.filteredRates, { data: { origin: 'JPYOK', destination: 'KRPUS', includeExpired: true } }, bluewave);
    expect(history.body.data.items.map((r: { _id: string }) => r._id)).toEqual([id]);
    expect((await server.post(RATES_API.filteredRates, { data: { origin: 'JPYOK', destination: 'KRPUS' } }, bluewave)).body.data.count).toBe(0);
  });

  describe('search', () => {
    const lane = { origin: 'CNDLC', destination: 'KRINC' };
    beforeAll(async () => {
      const w = window;
      const rows = [
        { kind: 'FCL', side: 'BUY', carrier: 'MAEU', ...lane, containerType: '22G1', amount: '1000', currency: 'USD', transitDays: 4, ...w },
        { kind: 'FCL', side: 'BUY', carrier: 'MAEU', ...lane, containerType: '42G1', amount: '1800', currency: 'USD', transitDays: 4, ...w },
        // An expired, cheaper rate: never in a live answer.
        { kind: 'FCL', side: 'BUY', carrier: 'MAEU', ...lane, containerType: '22G1', amount: '10', currency: 'USD', validFrom: addDays(today, -60), validTo: addDays(today, -1) },
        // CMDU prices only 22G1: no option for 22G1 + 42G1.
        { kind: 'FCL', side: 'BUY', carrier: 'CMDU', ...lane, containerType: '22G1', amount: '900', currency: 'USD', transitDays: 2, ...w },
        { kind: 'OTHER', side: 'BUY', chargeCode: 'OTHC', basis: 'PER_CONTAINER', port: lane.origin, amount: '3000', currency: 'CNY', ...w },
        { kind: 'OTHER', side: 'BUY', chargeCode: 'DOC', basis: 'PER_BL', port: lane.origin, amount: '50', currency: 'USD', ...w },
        { kind: 'OTHER', side: 'BUY', chargeCode: 'DTHC', basis: 'PER_CONTAINER', port: lane.destination, containerType: '22G1', amount: '200000', currency: 'KRW', ...w },
        { kind: 'OTHER', side: 'BUY', chargeCode: 'BAF', basis: 'PER_CONTAINER', carrier: 'MAEU', ...lane, amount: '100', currency: 'USD', ...w },
        { kind: 'OTHER', side: 'BUY', chargeCode: 'BAF', basis: 'PER_CONTAINER', carrier: 'CMDU', ...lane, amount: '999', currency: 'USD', ...w },
        { kind: 'LCL', side: 'BUY', carrier: 'MAEU', ...lane, amount: '40', minimum: '100', currency: 'USD', transitDays: 6, ...w },
        { kind: 'OTHER', side: 'BUY', chargeCode: 'CFS', basis: 'PER_WM', port: lane.origin, amount: '15', currency: 'USD', ...w },
      ];
      for (const data of rows) expect((await create(data)).status, JSON.stringify(data)).toBe(201);
    });

    it('prices FCL with two container types and counts: every charge that applies, converted exactly', async () => {
      const res = await search({ ...lane, containers: [{ type: '22G1', count: 2 }, { type: '42G1', count: 1 }], currency: 'USD' });
      expect(res.status).toBe(200);
      const answer = res.body.data;
      expect(answer).toMatchObject({ count: 1, currency: 'USD', resolved: { origin: [{ code: 'CNDLC', km: 0 }], destination: [{ code: 'KRINC', km: 0 }] } });
      const option = answer.items[0] as RateOption;
      expect(option).toMatchObject({ carrier: 'MAEU', transitDays: 4, side: 'BUY' });
      const lines = Object.fromEntries(option.lines.map((l) => [`${l.code} ${l.quantity}`, [l.amount, l.currency, l.converted]]));
      // CNY→USD = 1/7.2450 = 0.1380262250 (10 decimals); 9000 × that = 1242.236025 → 1242.24.
      // KRW→USD = 1/1395 = 0.0007168459; 400000 × that = 286.73836 → 286.74.
      expect(lines).toEqual({
        'OFR 2': ['2000.00', 'USD', '2000.00'],
        'OFR 1': ['1800.00', 'USD', '1800.00'],
        'OTHC 3': ['9000.00', 'CNY', '1242.24'],
        'DOC 1': ['50.00', 'USD', '50.00'],
        'BAF 3': ['300.00', 'USD', '300.00'],
        'DTHC 2': ['400000', 'KRW', '286.74'],
      });
      expect(option.total).toBe('5678.98');
      expect(option.lines.reduce((s, l) => s.plus(l.converted), new Big(0)).toFixed(2)).toBe(option.total);
      expect(option.conversions).toEqual([
        { from: 'CNY', to: 'USD', rate: '0.138026225', rateDate: '2026-11-20', source: 'Reference snapshot (seeded, not live)' },
        { from: 'KRW', to: 'USD', rate: '0.0007168459', rateDate: '2026-11-20', source: 'Reference snapshot (seeded, not live)' },
      ]);
      expect(option.sailings).toHaveLength(3);
      expect(option.sailings[0]).toMatchObject({ vessel: 'MAEU VESSEL', departsAt: `${today}T10:00:00.000Z` });
      expect(option.score).toBe(100);
      // The same search gives the same option id; the expired 10 USD rate is nowhere.
      expect((await search({ ...lane, containers: [{ type: '22G1', count: 2 }, { type: '42G1', count: 1 }], currency: 'USD' })).body.data.items[0].id).toBe(option.id);
      expect(option.lines.some((l) => l.unitAmount === '10.00')).toBe(false);
    });

    it('converts totals into the requested currency and sorts cheapest / fastest', async () => {
      const eur = (await search({ ...lane, containers: [{ type: '22G1', count: 1 }], currency: 'EUR', sort: 'cheapest' })).body.data;
      expect(eur.count).toBe(2);
      expect(eur.items.map((o: RateOption) => o.carrier)).toEqual(['MAEU', 'CMDU']);
      for (const o of eur.items as RateOption[]) {
        expect(o.currency).toBe('EUR');
        expect(o.lines.reduce((s, l) => s.plus(l.converted), new Big(0)).toFixed(2)).toBe(o.total);
        expect(o.conversions.find((c) => c.from === 'USD')).toEqual({ from: 'USD', to: 'EUR', rate: '0.9215', rateDate: '2026-11-20', source: 'Reference snapshot (seeded, not live)' });
      }
      const freight = (eur.items[0] as RateOption).lines.find((l) => l.code === 'OFR')!;
      expect(freight.converted).toBe('921.50');
      const fastest = (await search({ ...lane, containers: [{ type: '22G1', count: 1 }], currency: 'EUR', sort: 'fastest' })).body.data.items;
      expect(fastest.map((o: RateOption) => o.carrier)).toEqual(['CMDU', 'MAEU']);
      const only = (await search({ ...lane, containers: [{ type: '22G1', count: 1 }], carriers: ['CMDU'] })).body.data.items;
      expect(only.map((o: RateOption) => o.carrier)).toEqual(['CMDU']);
      expect((only[0] as RateOption).lines.find((l) => l.code === 'BAF')).toMatchObject({ amount: '999.00' });
    });

    it('prices LCL per W/M with the minimum applied', async () => {
      const small = (await search({ ...lane, mode: 'LCL', cargo: { weightKg: '500', volumeM3: '1.2' }, currency: 'USD' })).body.data.items[0] as RateOption;
      expect(small.lines.map((l) => [l.code, l.quantity, l.amount])).toEqual([
        ['OFR', '1.2', '100.00'],
        ['CFS', '1.2', '18.00'],
        ['DOC', '1', '50.00'],
      ]);
      expect(small.lines[0].name).toMatch(/minimum/);
      const big = (await search({ ...lane, mode: 'LCL', cargo: { weightKg: '3000', volumeM3: '2' }, currency: 'USD' })).body.data.items[0] as RateOption;
      expect(big.lines[0]).toMatchObject({ quantity: '3', amount: '120.00' });
      expect(big.total).toBe('215.00');
    });

    it('resolves a place to its nearest ports and adds the inland haulage line', async () => {
      const res = (await search({ origin: 'INTKD', destination: 'NLRTM', containers: [{ type: '22G1', count: 1 }], currency: 'INR' })).body.data;
      expect(res.resolved.origin).toEqual([{ code: 'INNSA', name: 'Nhava Sheva', km: 1150 }]);
      expect(res.count).toBeGreaterThan(0);
      for (const option of res.items as RateOption[]) {
        expect(option.origin).toBe('INNSA');
        const inland = option.lines.find((l) => l.stage === 'INLAND')!;
        // The seed's haulage INTKD → INNSA: INR 38,000 at cost (BUY), with Bluewave's 12% markup on its SELL options.
        const haulage = option.side === 'SELL' ? '42560.00' : '38000.00';
        expect(inland).toMatchObject({ code: 'TRK', quantity: '1', amount: haulage, currency: 'INR', converted: haulage });
        expect(option.lines.filter((l) => l.stage === 'ORIGIN').map((l) => l.code).sort()).toEqual(['DOC', 'ISPS', 'OTHC']);
        expect(option.lines.filter((l) => l.stage === 'DESTINATION').map((l) => l.code)).toEqual(['DTHC']);
      }
    });

    it('prices one option by its freight rate (estimate) and refuses what does not fit', async () => {
      const all = (await search({ ...lane, containers: [{ type: '22G1', count: 1 }] })).body.data.items as RateOption[];
      const rateId = all[1].lines[0].rateId;
      const one = await server.post(RATES_API.estimate, { data: { rateId, search: { ...lane, mode: 'FCL', readyOn: today, containers: [{ type: '22G1', count: 1 }] } } }, bluewave);
      expect(one.status).toBe(200);
      expect(one.body.data.record.id).toBe(all[1].id);
      const none = await server.post(RATES_API.estimate, { data: { rateId, search: { ...lane, mode: 'FCL', readyOn: today, containers: [{ type: '42G1', count: 1 }] } } }, bluewave);
      expect(none.status).toBe(404);
      expect((await search({ ...lane, containers: [{ type: '22G1', count: 1 }], includeExpired: true })).status).toBe(400);
      expect((await search({ ...lane, containers: [{ type: '22G1', count: 1 }], currency: 'XYZ' })).body.error.field).toBe('data.currency');
      expect((await search({ ...lane })).body.error.field).toBe('data.containers');
    });

    it("never shows a company's BUY rates to its network", async () => {
      expect((await search({ ...lane, containers: [{ type: '22G1', count: 1 }] }, acme)).body.data.count).toBe(0);
    });
  });

  describe('the network: SELL rates of connected companies', () => {
    const lane = { origin: 'TWKHH', destination: 'VNHPH' };
    const containers = [{ type: '22G1', count: 1 }];
    const ids: Record<string, string> = {};
    let outsider: string;
    let outsiderId: string;

    beforeAll(async () => {
      const w = window;
      const add = async (name: string, data: Record<string, unknown>, token: string) => {
        const res = await create(data, token);
        expect(res.status, JSON.stringify(data)).toBe(201);
        ids[name] = res.body.data.id ?? res.body.data.record._id;
      };
      // Bluewave (connected with Acme by the seed): its cost and its offer on the lane, with charges of both sides.
      await add('bluewaveBuy', { kind: 'FCL', side: 'BUY', carrier: 'MAEU', ...lane, containerType: '22G1', amount: '800', currency: 'USD', transitDays: 5, ...w }, bluewave);
      await add('bluewaveSell', { kind: 'FCL', side: 'SELL', carrier: 'MAEU', ...lane, containerType: '22G1', amount: '1100', currency: 'USD', transitDays: 5, ...w }, bluewave);
      await add('bluewaveBuyOthc', { kind: 'OTHER', side: 'BUY', chargeCode: 'OTHC', basis: 'PER_CONTAINER', port: lane.origin, amount: '90', currency: 'USD', ...w }, bluewave);
      await add('bluewaveSellOthc', { kind: 'OTHER', side: 'SELL', chargeCode: 'OTHC', basis: 'PER_CONTAINER', port: lane.origin, amount: '150', currency: 'USD', ...w }, bluewave);
      await add('bluewaveSellDoc', { kind: 'OTHER', side: 'SELL', chargeCode: 'DOC', basis: 'PER_BL', port: lane.origin, amount: '40', currency: 'USD', ...w }, bluewave);
      // Acme's own contract on the lane, with its own terminal handling.
      await add('acmeContract', { kind: 'FCL', side: 'CONTRACT', carrier: 'MAEU', ...lane, containerType: '22G1', amount: '1000', currency: 'USD', transitDays: 6, contractRef: 'MAEU-ACME-NET', ...w }, acme);
      await add('acmeOthc', { kind: 'OTHER', side: 'CONTRACT', chargeCode: 'OTHC', basis: 'PER_CONTAINER', port: lane.origin, amount: '120', currency: 'USD', ...w }, acme);
      // A forwarder outside everyone's network, with a cheaper SELL rate on the same lane.
      const company = await server.identity.createCompany(server.db, { name: 'Harbourline Freight', kind: 'forwarder' });
      outsiderId = company._id;
      const user = await server.identity.createUser(server.db, { companyId: outsiderId, email: 'ops@harbourline.test', name: 'Harbourline ops', password: { hash: 'x' }, role: 'admin' });
      outsider = await server.identity.issueToken(server.db, user._id);
      // Harbourline asked Acme to connect; Acme has not accepted: not in each other's network.
      await server.db.query("INSERT INTO company_connections (requester_id, addressee_id, status) VALUES ($1, $2, 'requested')", [outsiderId, acmeId]);
      [ids.outsiderSell] = await server.db.transaction((tx) =>
        insertRates(tx, { companyId: outsiderId, userId: null }, [{ kind: 'FCL', side: 'SELL', carrier: 'MAEU', ...lane, containerType: '22G1', amount: '700', currency: 'USD', transitDays: 4, ...w } as RateInput]),
      );
    });

    const optionsOf = async (token: string) => (await search({ ...lane, containers, currency: 'USD', sort: 'cheapest' }, token)).body.data.items as RateOption[];
    const rateIdsOf = (options: RateOption[]) => options.flatMap((o) => o.lines.map((l) => l.rateId));

    it("gives a shipper its own rates and its forwarder's SELL offer, each priced with its own company's charges, never the forwarder's BUY rows", async () => {
      const options = await optionsOf(acme);
      expect(options.map((o) => [o.side, o.offeredBy, o.total])).toEqual([
        ['CONTRACT', null, '1120.00'],
        ['SELL', { companyId: bluewaveId, name: 'Bluewave Logistics' }, '1290.00'],
      ]);
      const [own, offer] = options;
      expect(own.contractRef).toBe('MAEU-ACME-NET');
      expect(own.lines.map((l) => [l.code, l.rateId])).toEqual([
        ['OFR', ids.acmeContract],
        ['OTHC', ids.acmeOthc],
      ]);
      expect(offer.lines.map((l) => [l.code, l.rateId, l.amount])).toEqual([
        ['OFR', ids.bluewaveSell, '1100.00'],
        ['DOC', ids.bluewaveSellDoc, '40.00'],
        ['OTHC', ids.bluewaveSellOthc, '150.00'],
      ]);
      const seen = rateIdsOf(options);
      expect(seen).not.toContain(ids.bluewaveBuy);
      expect(seen).not.toContain(ids.bluewaveBuyOthc);
      expect(seen).not.toContain(ids.outsiderSell);
      // Whatever is listed is Acme's own or a SELL row of its network.
      const rows = await server.db.query<{ company_id: string; side: string }>('SELECT company_id, side FROM rates WHERE id = ANY($1::uuid[])', [seen]);
      expect(rows.rows.every((r) => r.company_id === acmeId || (r.company_id === bluewaveId && r.side === 'SELL'))).toBe(true);
    });

    it('gives the forwarder its own BUY and SELL rates, not the shipper\'s contract', async () => {
      const options = await optionsOf(bluewave);
      expect(options.map((o) => [o.side, o.offeredBy, o.lines.find((l) => l.code === 'OFR')!.rateId])).toEqual([
        ['BUY', null, ids.bluewaveBuy],
        ['SELL', null, ids.bluewaveSell],
      ]);
      expect(rateIdsOf(options)).not.toContain(ids.acmeContract);
      expect(rateIdsOf(options)).not.toContain(ids.acmeOthc);
    });

    it("reads the network once: accepted connections only, with the companies' names", async () => {
      expect(await companyNetwork(server.db, acmeId)).toEqual([{ id: bluewaveId, name: 'Bluewave Logistics' }]);
      expect(await companyNetwork(server.db, outsiderId)).toEqual([]);
      expect(await companyNetwork(server.db, 'not-a-uuid')).toEqual([]);
    });

    it("shows a company outside the network none of the forwarder's rows", async () => {
      const options = await optionsOf(outsider);
      expect(options.map((o) => [o.side, o.offeredBy, o.total])).toEqual([['SELL', null, '700.00']]);
      const seen = rateIdsOf(options);
      for (const id of [ids.bluewaveBuy, ids.bluewaveSell, ids.bluewaveSellOthc, ids.bluewaveSellDoc, ids.acmeContract]) expect(seen).not.toContain(id);
    });

    it("prices a connected forwarder's SELL rate by its id; its BUY rate, an outsider's and an unknown id are the same 404", async () => {
      const estimate = (rateId: string, token = acme) => server.post(RATES_API.estimate, { data: { rateId, search: { ...lane, mode: 'FCL', readyOn: today, containers } } }, token);
      const offer = await estimate(ids.bluewaveSell);
      expect(offer.status).toBe(200);
      expect(offer.body.data.record).toMatchObject({ side: 'SELL', total: '1290.00', offeredBy: { companyId: bluewaveId, name: 'Bluewave Logistics' } });
      expect((await estimate(ids.acmeContract)).body.data.record).toMatchObject({ side: 'CONTRACT', offeredBy: null });
      const unknown = await estimate('00000000-0000-4000-8000-000000000000');
      expect(unknown.status).toBe(404);
      for (const rateId of [ids.bluewaveBuy, ids.outsiderSell]) {
        const res = await estimate(rateId);
        expect(res.status).toBe(404);
        expect(res.body.error).toEqual(unknown.body.error);
      }
      expect((await estimate(ids.bluewaveSell, outsider)).status).toBe(404);
    });

    it("counts the network's SELL rates in the shipper's market view, never a forwarder's BUY or an outsider's rates", async () => {
      const average = async (token: string) => (await server.get(`${RATES_API.average}?origin=${lane.origin}&destination=${lane.destination}&containerType=22G1&currency=USD&months=1`, token)).body.data.record.points;
      // Acme pays its contract (1,000) or Bluewave's offer (1,100); Bluewave's cost (800) and Harbourline's offer (700) are not its market.
      expect(await average(acme)).toEqual([{ month: today.slice(0, 7), average: '1050.00', min: '1000.00', max: '1100.00', p25: '1025.00', p75: '1075.00', samples: 2 }]);
      // Bluewave pays its BUY rate; its own SELL is its margin, Acme's contract is Acme's.
      expect(await average(bluewave)).toMatchObject([{ average: '800.00', samples: 1 }]);
      // Harbourline pays nothing on the lane: its own SELL rate is not its market.
      expect(await average(outsider)).toEqual([]);
    });

    it("shortlists a network offer as it was answered, but never publishes another company's rate as one's own quick-book offer", async () => {
      const query = { ...lane, mode: 'FCL', readyOn: today, containers };
      const offer = (await optionsOf(acme)).find((o) => o.offeredBy)!;
      const kept = await server.post(RATES_API.shortlist, { data: { search: query, option: offer } }, acme);
      expect(kept.status).toBe(201);
      expect((await server.request({ method: 'DELETE', url: `${RATES_API.shortlist}/${kept.body.data.id}`, token: acme })).status).toBe(200);
      const published = await server.post(RATES_API.quickBook, { data: { rateId: ids.bluewaveSell, search: query, expiresAt: new Date(Date.now() + 86_400_000).toISOString() } }, acme);
      expect(published.status).toBe(400);
      expect(published.body.error.field).toBe('data.rateId');
    });

    it("keeps the inventory views to the caller's own rows", async () => {
      const rows = (await server.post(RATES_API.filteredRates, { data: lane }, acme)).body.data.items as Array<{ _id: string }>;
      expect(rows.map((r) => r._id).sort()).toEqual([ids.acmeContract].sort());
      const list = async (filter: string) => ((await server.get(`${API}?${filter}`, acme)).body.data.items as Array<{ _id: string }>).map((r) => r._id);
      expect(await list(`filter[origin]=${lane.origin}`)).toEqual([ids.acmeContract]);
      expect(await list(`filter[port]=${lane.origin}&filter[kind]=OTHER`)).toEqual([ids.acmeOthc]);
    });
  });

  it("draws the lane's market view: monthly average, spread and samples", async () => {
    const res = await server.get(`${RATES_API.average}?origin=INNSA&destination=NLRTM&containerType=22G1&currency=EUR&months=12`, bluewave);
    expect(res.status).toBe(200);
    const record = res.body.data.record;
    expect(record).toMatchObject({ origin: 'INNSA', destination: 'NLRTM', containerType: '22G1', currency: 'EUR' });
    expect(record.points).toHaveLength(12);
    expect(record.points.map((p: { month: string }) => p.month)).toEqual([...record.points.map((p: { month: string }) => p.month)].sort());
    expect(record.points.at(-1).month).toBe(today.slice(0, 7));
    // Six months ago: one BUY rate per carrier of the lane (SELL prices are not the market).
    expect(record.points[5].samples).toBe(laneCarriers('INNSA', 'NLRTM').length);
    for (const p of record.points) {
      expect(p.samples).toBeGreaterThan(0);
      expect(p.average).toMatch(/^\d+\.\d\d$/);
      expect(Number(p.min)).toBeLessThanOrEqual(Number(p.p25));
      expect(Number(p.p25)).toBeLessThanOrEqual(Number(p.p75));
      expect(Number(p.p75)).toBeLessThanOrEqual(Number(p.max));
    }
    expect((await server.get(`${RATES_API.average}?origin=INNSA&destination=NLRTM`, bluewave)).status).toBe(400);
    // The shipper pays what its network offers: Bluewave's seeded SELL history of the lane, every month.
    const shipper = (await server.get(`${RATES_API.average}?origin=INNSA&destination=NLRTM&containerType=22G1&currency=EUR&months=12`, acme)).body.data.record.points;
    expect(shipper).toHaveLength(12);
    expect(shipper[5].samples).toBeGreaterThanOrEqual(laneCarriers('INNSA', 'NLRTM').length);
  });

  it('answers and sets the exchange-rate table (admin), with history, cross rates and the rate date', async () => {
    const usd = (await server.get(`${RATES_API.exchangeRate}?base=USD`, acme)).body.data;
    expect(usd).toMatchObject({ base: 'USD', rateDate: '2026-11-20', source: 'Reference snapshot (seeded, not live)' });
    expect(usd.rates).toMatchObject({ USD: '1', EUR: '0.9215', INR: '84.45' });
    expect(usd.supportedCurrencies.length).toBeGreaterThanOrEqual(30);
    const eur = (await server.get(`${RATES_API.exchangeRate}?base=EUR`, acme)).body.data;
    expect(eur.rates.EUR).toBe('1');
    expect(eur.rates.USD).toBe('1.0851871948');
    expect((await server.post(RATES_API.exchangeRate, { data: { base: 'USD', rates: { EUR: '0.9' }, rateDate: today, source: 'Treasury' } }, viewer)).status).toBe(403);
    const bad = await server.post(RATES_API.exchangeRate, { data: { base: 'USD', rates: { EUR: '0', INR: '80' }, rateDate: today, source: 'Treasury' } }, acme);
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('data.rates.EUR');
    const set = await server.post(RATES_API.exchangeRate, { data: { base: 'EUR', rates: { USD: '1.10', INR: '90.5' }, rateDate: today, source: 'Treasury desk' } }, acme);
    expect(set.status).toBe(200);
    const after = (await server.get(`${RATES_API.exchangeRate}?base=USD`, acme)).body.data;
    expect(after).toMatchObject({ base: 'USD', rateDate: today, source: 'Treasury desk', supportedCurrencies: ['EUR', 'INR', 'USD'] });
    expect(after.rates.INR).toBe('82.2727272727');
    expect((await server.get(`${RATES_API.exchangeRate}?base=USD`, bluewave)).body.data.source).toBe('Reference snapshot (seeded, not live)');
    const history = await server.db.query('SELECT count(*)::int AS n FROM rate_exchange_tables WHERE company_id = $1', [acmeId]);
    expect(history.rows[0].n).toBe(2);
  });

  it('lists the charge-type catalogue and adds a company type; a duplicate is a 409', async () => {
    const list = (await server.get(RATES_API.chargeTypes, bluewave)).body.data.items as Array<{ code: string; builtIn: boolean }>;
    expect(list.find((t) => t.code === 'OFR')).toMatchObject({ builtIn: true, stage: 'FREIGHT' });
    expect(list.length).toBeGreaterThanOrEqual(15);
    const origin = (await server.get(`${RATES_API.chargeTypes}?filter[stage]=DESTINATION&sort[code]=desc&search=th`, bluewave)).body.data.items;
    expect(origin.map((t: { code: string }) => t.code)).toEqual(['DTHC']);
    expect((await server.get(`${RATES_API.chargeTypes}?sort[colour]=asc`, bluewave)).status).toBe(400);
    const add = await server.post(RATES_API.chargeTypes, { data: { code: 'AMS', name: 'US advance manifest filing', basis: 'PER_BL', stage: 'ORIGIN' } }, bluewave);
    expect(add.status).toBe(201);
    expect(add.body.data.record).toMatchObject({ code: 'AMS', builtIn: false });
    const again = await server.post(RATES_API.chargeTypes, { data: { code: 'AMS', name: 'Again', basis: 'PER_BL', stage: 'ORIGIN' } }, bluewave);
    expect(again.status).toBe(409);
    expect(again.body.error.field).toBe('data.code');
    expect((await server.post(RATES_API.chargeTypes, { data: { code: 'BAF', name: 'Mine', basis: 'PER_BL', stage: 'ORIGIN' } }, bluewave)).status).toBe(409);
    expect((await server.post(RATES_API.chargeTypes, { data: { code: 'AMS', name: 'Acme AMS', basis: 'PER_BL', stage: 'ORIGIN' } }, acme)).status).toBe(201);
    expect((await server.post(RATES_API.chargeTypes, { data: { code: 'amx', name: 'x', basis: 'PER_BL', stage: 'ORIGIN' } }, bluewave)).body.error.field).toBe('data.code');
    expect((await server.post(RATES_API.chargeTypes, { data: { code: 'ZZZ', name: 'x', basis: 'PER_BL', stage: 'ORIGIN' } }, viewer)).status).toBe(403);
    // The new type prices at once.
    expect((await create({ kind: 'OTHER', side: 'BUY', chargeCode: 'AMS', basis: 'PER_BL', port: 'INNSA', amount: '35', currency: 'USD', ...window })).status).toBe(201);
  });

  it("keeps a user's shortlist to that user", async () => {
    const option = (await search({ origin: 'INNSA', destination: 'NLRTM', containers: [{ type: '22G1', count: 1 }] })).body.data.items[0];
    const query = { origin: 'INNSA', destination: 'NLRTM', mode: 'FCL', readyOn: today, containers: [{ type: '22G1', count: 1 }] };
    const added = await server.post(RATES_API.shortlist, { data: { search: query, option, note: 'Best for the March order' } }, bluewave);
    expect(added.status).toBe(201);
    expect(added.body.data.record).toMatchObject({ note: 'Best for the March order', option: { id: option.id } });
    expect((await server.get(RATES_API.shortlist, bluewave)).body.data.items).toHaveLength(1);
    expect((await server.get(RATES_API.shortlist, operator)).body.data.items).toHaveLength(0);
    expect((await server.request({ method: 'DELETE', url: `${RATES_API.shortlist}/${added.body.data.id}`, token: operator })).status).toBe(404);
    expect((await server.post(RATES_API.shortlist, { data: { search: query, option: { ...option, extra: 1 } } }, bluewave)).status).toBe(400);
    expect((await server.request({ method: 'DELETE', url: `${RATES_API.shortlist}/${added.body.data.id}`, token: bluewave })).status).toBe(200);
    expect((await server.get(RATES_API.shortlist, bluewave)).body.data.items).toHaveLength(0);
  });

  describe('quick-book offers', () => {
    const base = RATES_API.quickBook;
    const query = { origin: 'INNSA', destination: 'DEHAM', mode: 'FCL', readyOn: addDays(today, 3), containers: [{ type: '22G1', count: 2 }], currency: 'USD' };
    const publish = async (extra: Record<string, unknown> = {}) => {
      const option = (await search(query)).body.data.items.find((o: RateOption) => o.side === 'SELL') as RateOption;
      return server.post(base, { data: { rateId: option.lines[0].rateId, search: query, expiresAt: new Date(Date.now() + 3 * 86_400_000).toISOString(), ...extra } }, bluewave);
    };

    it("shows the forwarder's seeded offers to the connected shipper, read-only", async () => {
      const mine = (await server.get(base, bluewave)).body.data.items;
      const shared = (await server.get(base, acme)).body.data.items;
      expect(mine.length).toBe(3);
      expect(shared.map((o: { _id: string }) => o._id).sort()).toEqual(mine.map((o: { _id: string }) => o._id).sort());
      expect(shared.every((o: { isMine: boolean; status: string }) => !o.isMine && o.status === 'OPEN')).toBe(true);
      expect(mine.every((o: { isMine: boolean }) => o.isMine)).toBe(true);
      expect(shared[0].option.lines.length).toBeGreaterThan(1);
    });

    it('publishes a priced offer, which the shipper books in one step; the moves are in the trail', async () => {
      const res = await publish({ sharedWith: [acmeId] });
      expect(res.status).toBe(201);
      const offer = res.body.data.record;
      expect(offer).toMatchObject({ status: 'OPEN', isMine: true, version: 1, option: { origin: 'INNSA', destination: 'DEHAM', currency: 'USD' } });
      expect(offer.option.lines.find((l: { code: string }) => l.code === 'OFR')).toMatchObject({ quantity: '2' });
      expect((await server.post(`${base}/${offer._id}/book/`, { data: { version: 1 } }, bluewave)).body.error.message).toBe('Cannot book: the offer is your own');
      const booked = await server.post(`${base}/${offer._id}/book/`, { data: { version: 1, note: 'For PO 4711' } }, acme);
      expect(booked.status).toBe(200);
      expect(booked.body.data.record).toMatchObject({ status: 'BOOKED', version: 2, isMine: false });
      const again = await server.post(`${base}/${offer._id}/book/`, { data: { version: 2 } }, acme);
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe('Cannot book: the offer is BOOKED');
      const withdraw = await server.post(`${base}/${offer._id}/withdraw/`, { data: { version: 2 } }, bluewave);
      expect(withdraw.status).toBe(409);
      expect(withdraw.body.error.message).toBe('Cannot withdraw: the offer is BOOKED');
      const trail = (await server.get(`${base}/${offer._id}/activity`, acme)).body.data.items;
      expect(trail).toMatchObject([{ action: 'publish', to: 'OPEN' }, { action: 'book', from: 'OPEN', to: 'BOOKED', actorName: 'Asha Shipper', note: 'For PO 4711' }]);
    });

    it('lets the owner withdraw (not the shipper); an expired offer is EXPIRED and cannot move', async () => {
      const offer = (await publish()).body.data.record;
      expect((await server.post(`${base}/${offer._id}/withdraw/`, { data: { version: 1 } }, acme)).status).toBe(404);
      expect((await server.post(`${base}/${offer._id}/withdraw/`, { data: { version: 1 } }, viewer)).status).toBe(403);
      const done = await server.post(`${base}/${offer._id}/withdraw/`, { data: { version: 1 } }, bluewave);
      expect(done.body.data.record.status).toBe('WITHDRAWN');
      expect((await server.post(`${base}/${offer._id}/book/`, { data: { version: 2 } }, acme)).body.error.message).toBe('Cannot book: the offer is WITHDRAWN');
      const old = (await publish()).body.data.record;
      await server.db.query("UPDATE rate_quick_book_offers SET expires_at = now() - interval '1 hour' WHERE id = $1", [old._id]);
      expect((await server.get(`${base}/${old._id}`, acme)).body.data.record.status).toBe('EXPIRED');
      expect((await server.post(`${base}/${old._id}/book/`, { data: { version: 1 } }, acme)).body.error.message).toBe('Cannot book: the offer is EXPIRED');
      expect((await server.post(`${base}/${old._id}/withdraw/`, { data: { version: 1 } }, bluewave)).body.error.message).toBe('Cannot withdraw: the offer is EXPIRED');
    });

    it('refuses a bad offer: a past expiry, a rate that does not fit, a company outside the network', async () => {
      expect((await publish({ expiresAt: '2020-01-01T00:00:00Z' })).body.error.field).toBe('data.expiresAt');
      expect((await publish({ sharedWith: ['00000000-0000-4000-8000-000000000000'] })).body.error.field).toBe('data.sharedWith.0');
      const res = await server.post(base, { data: { rateId: '00000000-0000-4000-8000-000000000000', search: query, expiresAt: new Date(Date.now() + 86_400_000).toISOString() } }, bluewave);
      expect(res.body.error.field).toBe('data.rateId');
    });
  });

  it("keeps another company's rates out of sight: 404 on every route", async () => {
    const id = (await create(FCL)).body.data.id;
    expect((await server.get(`${API}/${id}`, acme)).status).toBe(404);
    expect((await server.post(`${API}/${id}/`, { data: { amount: '1.00', version: 1 } }, acme)).status).toBe(404);
    expect((await server.post(`${API}/${id}/withdraw/`, { data: { version: 1 } }, acme)).status).toBe(404);
    expect((await server.get(`${API}/${id}/activity`, acme)).status).toBe(404);
    expect((await server.get(`${API}/${id}/comments`, acme)).status).toBe(404);
    expect((await server.get(`${API}?filter[origin]=JPTYO`, acme)).body.data.count).toBe(0);
    // Not an id at all: the same 404, never a 400 that tells ids apart.
    expect((await server.post(`${API}/nope/withdraw/`, { data: { version: 1 } }, acme)).status).toBe(404);
    expect((await server.get(`${API}/nope/activity`, acme)).status).toBe(404);
    expect((await server.post(`${RATES_API.quickBook}/nope/book/`, { data: { version: 1 } }, acme)).status).toBe(404);
    expect((await server.request({ method: 'DELETE', url: `${RATES_API.shortlist}/nope`, token: acme })).status).toBe(404);
  });

  it('takes comments on a rate from whoever may read it', async () => {
    const id = (await create(FCL)).body.data.id;
    expect((await server.post(`${API}/${id}/comments`, { data: { text: 'Confirmed with Maersk' } }, operator)).status).toBe(201);
    expect((await server.get(`${API}/${id}/comments`, viewer)).body.data.items).toMatchObject([{ text: 'Confirmed with Maersk', authorName: 'Bluewave operator' }]);
  });

  it('refuses writes to a viewer (403) and writes nothing', async () => {
    const before = await countOf();
    expect((await create(FCL, viewer)).status).toBe(403);
    const id = (await create(FCL)).body.data.id;
    expect((await server.post(`${API}/${id}/`, { data: { amount: '1.00', version: 1 } }, viewer)).status).toBe(403);
    expect((await server.post(`${API}/${id}/withdraw/`, { data: { version: 1 } }, viewer)).status).toBe(403);
    expect((await server.post(RATES_API.shortlist, { data: {} }, viewer)).status).toBe(403);
    expect((await search({ origin: 'JPTYO', destination: 'KRPUS', containers: [{ type: '22G1', count: 1 }] }, viewer)).status).toBe(200);
    expect(await countOf()).toBe(before + 1);
  });

  it('answers 403 on every route when the company switched the plugin off', async () => {
    await server.switches.set(server.db, acmeId, 'rates', false);
    try {
      expect((await server.get(API, acme)).status).toBe(403);
      expect((await search({ origin: 'INNSA', destination: 'NLRTM', containers: [{ type: '22G1', count: 1 }] }, acme)).status).toBe(403);
      expect((await server.get(`${RATES_API.exchangeRate}?base=USD`, acme)).status).toBe(403);
      expect((await server.get(RATES_API.quickBook, acme)).status).toBe(403);
      expect((await server.get(API, bluewave)).status).toBe(200);
    } finally {
      await server.switches.set(server.db, acmeId, 'rates', true);
    }
  });
});
