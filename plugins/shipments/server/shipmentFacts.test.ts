import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import { connectCompanies, defineServerPlugin, shareRecord, SHIPMENT_FACTS, type ShipmentFacts } from '@portolan/sdk/server';
import { containerNumber } from '@portolan/sdk/shared';
import shipments from './index';
import { ingestEvents } from './feeds/ingestEvents';
import type { DcsaEvent } from './feeds/CarrierFeedAdapter';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 0, 5);
/** Day `n` (plus `h` hours) after the departure planned on 2026-01-05. */
const day = (n: number, h = 0) => new Date(T0 + n * 24 * HOUR + h * HOUR).toISOString();
const A = containerNumber('MSKU', 300001);
const B = containerNumber('MSKU', 300002);
const C = containerNumber('MSKU', 300003);
const EPOCH = '1970-01-01T00:00:00.000Z';

/**
 * SHIPMENT_FACTS as the analytics area sees it (through `requires`): each fact a report reads, from the
 * shipment and its DCSA events, and what changed since an instant (paged), including deletions.
 */
describe.each(testDatabases())('shipments.facts service on %s', (dialect) => {
  let server: TestServer;
  let facts: ShipmentFacts;
  let acme: { companyId: string; token: string };
  let bluewave: { companyId: string; token: string };
  let transshipped = '';
  let lcl = '';
  let n = 0;

  const consumer = defineServerPlugin({
    id: 'facts-consumer',
    requires: [SHIPMENT_FACTS],
    routes(_app, { services }) {
      facts = services.get(SHIPMENT_FACTS);
    },
  });
  const account = async (name: string, email: string) => {
    const c = await server.identity.createCompany(server.db, { name, kind: 'shipper' });
    const u = await server.identity.createUser(server.db, { companyId: c._id, email, name: email, password: { hash: 'x' }, role: 'admin' });
    return { companyId: c._id, token: await server.identity.issueToken(server.db, u._id) };
  };
  const create = async (token: string, data: Record<string, unknown>) => {
    const res = await server.post('/api/shipments/v2', { data: { mode: 'FCL', carrier: 'MAEU', pol: 'INNSA', pod: 'DEHAM', etd: day(0), eta: day(25), ...data } }, token);
    expect(res.status).toBe(201);
    return res.body.data.id as string;
  };
  type Ev = [DcsaEvent['eventType'], string, DcsaEvent['classifier'], string, string, (string | null)?, string?];
  /** Ingests events as a feed does: [type, code, classifier, at, location, container, recordedAt]. */
  const ingest = (shipmentId: string, companyId: string, events: Ev[]) =>
    server.db.transaction((tx) =>
      ingestEvents(tx, { id: shipmentId, companyId }, 'test', events.map(([eventType, eventCode, classifier, eventAt, location, equipmentReference, recordedAt]) => ({
        eventId: `e${++n}`, eventType, eventCode, classifier, eventAt, location, equipmentReference: equipmentReference ?? null, recordedAt: recordedAt ?? eventAt,
        vessel: eventType === 'TRANSPORT' ? (location === 'AEJEA' ? 'Maersk Kinloss' : 'Maersk Essen') : null, voyage: eventType === 'TRANSPORT' ? (location === 'AEJEA' ? '212E' : '101W') : null,
      }))),
    );
  const perBox = (code: string, location: string, at: string[]): Ev[] => [A, B, C].map((box, i) => ['EQUIPMENT', code, 'ACT', at[i]!, location, box]);
  /** Every change after `since`, read `limit` shipments at a time. */
  const drain = async (since: string, limit: number) => {
    const pages: Array<{ ids: string[]; deleted: string[]; until: string }> = [];
    for (let cursor = since; ; ) {
      const page = await facts.changedSince(server.db, cursor, limit);
      if (page.facts.length === 0 && page.deleted.length === 0) return { pages, until: page.until };
      expect(page.until > cursor).toBe(true);
      pages.push({ ids: page.facts.map((f) => f.shipmentId), deleted: page.deleted, until: page.until });
      cursor = page.until;
    }
  };

  beforeAll(async () => {
    server = await createTestServer({ plugins: [shipments, consumer], dialect });
    acme = await account('Acme Exports', 'asha@facts.test');
    bluewave = await account('Bluewave Logistics', 'bob@facts.test');
    await connectCompanies(server.db, acme.companyId, bluewave.companyId);
    transshipped = await create(acme.token, {
      reference: 'FACT-TS', transshipmentPorts: ['AEJEA'], vessel: 'Maersk Essen', voyage: '101W', weightKg: 42000, sharedWith: [bluewave.companyId],
      containers: [{ number: A, isoType: '45G1' }, { number: B, isoType: '45R1' }, { number: C, isoType: '22G1' }],
    });
    lcl = await create(bluewave.token, { reference: 'FACT-LCL', mode: 'LCL', carrier: 'MSCU', pol: 'CNSHA', pod: 'NLRTM', etd: day(2), eta: day(34), teu: 0.5 });
    // The plan at booking, then the estimate slipping by two days, then what happened.
    await ingest(transshipped, acme.companyId, [
      ['TRANSPORT', 'DEPA', 'PLN', day(0), 'INNSA', null, day(-10)],
      ['TRANSPORT', 'ARRI', 'PLN', day(4), 'AEJEA', null, day(-10)],
      ['TRANSPORT', 'DEPA', 'PLN', day(6), 'AEJEA', null, day(-10)],
      ['TRANSPORT', 'ARRI', 'PLN', day(25), 'DEHAM', null, day(-10)],
      ['TRANSPORT', 'ARRI', 'EST', day(27), 'DEHAM', null, day(1)],
      ...perBox('GTIN', 'INNSA', [day(-3), day(-3), day(-2)]),
      ['TRANSPORT', 'DEPA', 'ACT', day(0, 6), 'INNSA'],
      ['TRANSPORT', 'ARRI', 'ACT', day(5), 'AEJEA'],
    ]);
  }, 60_000);
  afterAll(async () => server?.close());

  it('answers a shipment waiting at its transshipment port: planned and actual legs, the first ETA before the slip, containers and reefers, viewers', async () => {
    const [fact] = await facts.factsOf(server.db, [transshipped]);
    expect(fact).toMatchObject({
      shipmentId: transshipped, companyId: acme.companyId, viewerCompanyIds: [acme.companyId, bluewave.companyId], reference: 'FACT-TS', mode: 'FCL',
      status: 'IN_TRANSIT', carrier: 'MAEU', pol: 'INNSA', pod: 'DEHAM', transshipmentPorts: ['AEJEA'], etd: day(0),
      eta: day(27), firstEta: day(25), atd: day(0, 6), ata: null, dischargedAt: null, gateOutAt: null, emptyReturnAt: null,
      teu: 5, containers: 3, reeferContainers: 1, reeferTeu: 2, containerTypes: ['45G1', '45R1', '22G1'], weightKg: 42000, vessel: 'Maersk Essen', voyage: '101W',
    });
    expect(fact!.legs).toEqual([
      { seq: 0, from: 'INNSA', to: 'AEJEA', plannedDeparture: day(0), departedAt: day(0, 6), plannedArrival: day(4), arrivedAt: day(5), vessel: 'Maersk Essen', voyage: '101W' },
      { seq: 1, from: 'AEJEA', to: 'DEHAM', plannedDeparture: day(6), departedAt: null, plannedArrival: day(25), arrivedAt: null, vessel: 'Maersk Kinloss', voyage: '212E' },
    ]);
  });

  it('a shipment without events: its own ETA is the first, no milestones, the TEU it was booked with; only its owner sees it', async () => {
    const [fact] = await facts.factsOf(server.db, [lcl, '00000000-0000-4000-8000-000000000000', 'not-an-id']);
    expect(fact).toMatchObject({
      shipmentId: lcl, companyId: bluewave.companyId, viewerCompanyIds: [bluewave.companyId], mode: 'LCL', status: 'BOOKED', eta: day(34), firstEta: day(34),
      atd: null, ata: null, teu: 0.5, containers: 0, reeferContainers: 0, reeferTeu: 0, containerTypes: [],
      legs: [{ seq: 0, from: 'CNSHA', to: 'NLRTM', plannedDeparture: null, departedAt: null, plannedArrival: null, arrivedAt: null, vessel: null, voyage: null }],
    });
    expect(await facts.factsOf(server.db, [])).toEqual([]);
  });

  it('pages every change oldest first without splitting an instant; then answers the shipments whose events, shares or row changed, and the deleted ones', async () => {
    const all = await drain(EPOCH, 1);
    // The LCL shipment was created after the other, whose events came later still.
    expect(all.pages.map((p) => p.ids)).toEqual([[lcl], [transshipped]]);
    const none = await facts.changedSince(server.db, all.until);
    expect(none).toEqual({ facts: [], deleted: [], until: all.until });

    // The rest of the voyage: arrival, discharge, gate out of every box, empty return of two of three.
    await ingest(transshipped, acme.companyId, [
      ['TRANSPORT', 'DEPA', 'ACT', day(7), 'AEJEA'],
      ['TRANSPORT', 'ARRI', 'ACT', day(27, 3), 'DEHAM'],
      ...perBox('DISC', 'DEHAM', [day(27, 10), day(27, 12), day(27, 14)]),
      ...perBox('GTOT', 'DEHAM', [day(29), day(31), day(30)]),
      ...perBox('GTIN', 'DEHAM', [day(33), day(35)]).slice(0, 2),
    ]);
    let page = await facts.changedSince(server.db, all.until);
    expect(page.facts.map((f) => f.shipmentId)).toEqual([transshipped]);
    expect(page.facts[0]).toMatchObject({
      status: 'DELIVERED', firstEta: day(25), atd: day(0, 6), ata: day(27, 3), dischargedAt: day(27, 10), gateOutAt: day(31), emptyReturnAt: null,
    });
    expect(page.facts[0]!.legs[1]).toMatchObject({ departedAt: day(7), arrivedAt: day(27, 3) });
    await ingest(transshipped, acme.companyId, [['EQUIPMENT', 'GTIN', 'ACT', day(36), 'DEHAM', C]]);
    page = await facts.changedSince(server.db, page.until);
    expect(page.facts[0]).toMatchObject({ shipmentId: transshipped, emptyReturnAt: day(36) });

    // Bluewave shares its LCL shipment with Acme: Acme becomes a viewer.
    await shareRecord(server.db, { kind: 'shipment', recordId: lcl, ownerCompanyId: bluewave.companyId, companyIds: [acme.companyId], field: 'data.sharedWith' });
    page = await facts.changedSince(server.db, page.until);
    expect(page.facts.map((f) => [f.shipmentId, f.viewerCompanyIds])).toEqual([[lcl, [bluewave.companyId, acme.companyId]]]);

    // An edit through the API (its row's updated_at).
    const current = await server.get(`/api/shipments/v2/${lcl}`, bluewave.token);
    const edit = await server.post(`/api/shipments/v2/${lcl}/`, { data: { version: current.body.data.record.version, carrier: 'CMDU' } }, bluewave.token);
    expect(edit.status, edit.text).toBe(200);
    page = await facts.changedSince(server.db, page.until);
    expect(page.facts.map((f) => [f.shipmentId, f.carrier])).toEqual([[lcl, 'CMDU']]);

    // Deleted: listed once, as deleted.
    await server.db.query('DELETE FROM shipments WHERE id = $1', [transshipped]);
    const after = await drain(page.until, 10);
    expect(after.pages).toEqual([{ ids: [], deleted: [transshipped], until: after.until }]);
    expect(await facts.factsOf(server.db, [transshipped])).toEqual([]);
  });

  it('keeps the changes written at one instant together in a page, however small the limit', async () => {
    const since = (await drain(EPOCH, 100)).until;
    const ids = await server.db.transaction(async (tx) => {
      const made: string[] = [];
      for (let i = 0; i < 3; i++) {
        const row = await tx.one<{ id: string }>(
          "INSERT INTO shipments (company_id, reference, mode, carrier, origin, destination, pol, pod, etd, eta) VALUES ($1, $2, 'FCL', 'MAEU', 'INNSA', 'DEHAM', 'INNSA', 'DEHAM', $3, $4) RETURNING id",
          [acme.companyId, `FACT-BATCH-${i}`, day(0), day(25)],
        );
        made.push(row!.id);
      }
      return made;
    });
    const { pages } = await drain(since, 1);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.ids.sort()).toEqual([...ids].sort());
  });
});
