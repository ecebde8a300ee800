import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import { connectCompanies, defineServerPlugin, iso, SHIPMENT_EQUIPMENT, type ShipmentEquipment } from '@portolan/sdk/server';
import shipments from './index';
import { containerNumber } from '@portolan/sdk/shared';

const day = (n: number) => new Date(Date.UTC(2026, 2, 1) + n * 86_400_000).toISOString();
const A = containerNumber('MSKU', 100001);
const B = containerNumber('MSKU', 100002);
const C = containerNumber('TGHU', 200001);

/**
 * SHIPMENT_EQUIPMENT as the D&D plugin sees it (through `requires`): the containers of a company's own
 * and shared shipments with their equipment and transport events, oldest first; and what changed since.
 */
describe.each(testDatabases())('shipments.equipment service on %s', (dialect) => {
  let server: TestServer;
  let equipment: ShipmentEquipment;
  let acme: { companyId: string; token: string };
  let bluewave: { companyId: string; token: string };
  let stranger: { companyId: string; token: string };
  let own = '';
  let shared = '';
  let delivered = '';

  // A plugin that requires the service, as the D&D plugin does.
  const consumer = defineServerPlugin({
    id: 'equipment-consumer',
    requires: [SHIPMENT_EQUIPMENT],
    routes(_app, { services }) {
      equipment = services.get(SHIPMENT_EQUIPMENT);
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
  const event = async (shipmentId: string, companyId: string, type: string, code: string, classifier: string, at: string, location: string, equipmentReference: string | null) =>
    server.db.query(
      `INSERT INTO shipment_events (company_id, shipment_id, source, event_id, event_type, event_code, classifier, event_at, location, equipment_reference)
       VALUES ($1, $2, 'test', $3, $4, $5, $6, $7, $8, $9)`,
      [companyId, shipmentId, randomUUID(), type, code, classifier, at, location, equipmentReference],
    );

  beforeAll(async () => {
    server = await createTestServer({ plugins: [shipments, consumer], dialect });
    acme = await account('Acme Exports', 'asha@acme.test');
    bluewave = await account('Bluewave Logistics', 'bob@bluewave.test');
    stranger = await account('Stranger Co', 'sam@stranger.test');
    await connectCompanies(server.db, acme.companyId, bluewave.companyId);
    own = await create(acme.token, { reference: 'EQ-OWN', bookingNumber: 'BK-1', blNumber: 'BL-1', contractRef: 'MAEU-ACME-2026', containers: [{ number: A, isoType: '45G1' }, { number: B, isoType: '22G1' }] });
    shared = await create(bluewave.token, { reference: 'EQ-SHARED', carrier: 'MSCU', pol: 'CNSHA', pod: 'NLRTM', containers: [{ number: C }], sharedWith: [acme.companyId] });
    delivered = await create(acme.token, { reference: 'EQ-DONE', containers: [{ number: containerNumber('MSKU', 100003) }] });
    await server.db.query("UPDATE shipments SET status = 'DELIVERED', updated_at = '2026-01-10T00:00:00Z' WHERE id = $1", [delivered]);
    // Stored out of order on purpose: the answer is oldest first.
    await event(own, acme.companyId, 'EQUIPMENT', 'DISC', 'ACT', day(26), 'DEHAM', A);
    await event(own, acme.companyId, 'TRANSPORT', 'ARRI', 'ACT', day(25), 'DEHAM', null);
    await event(own, acme.companyId, 'EQUIPMENT', 'GTOT', 'ACT', day(-5), 'INNSA', A);
    await event(own, acme.companyId, 'EQUIPMENT', 'GTOT', 'PLN', day(-4), 'INNSA', B);
    await event(own, acme.companyId, 'TRANSPORT', 'DEPA', 'EST', day(0), 'INNSA', null);
    await event(shared, bluewave.companyId, 'EQUIPMENT', 'DISC', 'ACT', day(30), 'NLRTM', C);
  }, 60_000);
  afterAll(async () => server?.close());

  it("answers each container of the company's own and shared shipments with its shipment's facts", async () => {
    const journeys = await equipment.journeys(server.db, acme.companyId, {});
    expect(journeys.map((j) => j.number).sort()).toEqual([A, B, C, containerNumber('MSKU', 100003)].sort());
    const a = journeys.find((j) => j.number === A)!;
    expect(a).toMatchObject({
      number: A, isoType: '45G1', shipmentId: own, shipmentReference: 'EQ-OWN', ownerCompanyId: acme.companyId, own: true, carrier: 'MAEU',
      bookingNumber: 'BK-1', blNumber: 'BL-1', contractRef: 'MAEU-ACME-2026', status: 'BOOKED', pol: 'INNSA', pod: 'DEHAM', etd: day(0), eta: day(25), atd: null, ata: null,
    });
    expect(a.containerId).toMatch(/^[0-9a-f-]{36}$/);
    expect(journeys.find((j) => j.number === C)).toMatchObject({ shipmentId: shared, ownerCompanyId: bluewave.companyId, own: false, carrier: 'MSCU', pod: 'NLRTM' });
  });

  it("gives each container its own equipment events and the shipment's transport events, oldest first", async () => {
    const [a] = await equipment.journeys(server.db, acme.companyId, { numbers: [A] });
    expect(a.events).toEqual([
      { eventType: 'EQUIPMENT', eventCode: 'GTOT', classifier: 'ACT', eventAt: day(-5), location: 'INNSA', equipmentReference: A },
      { eventType: 'TRANSPORT', eventCode: 'DEPA', classifier: 'EST', eventAt: day(0), location: 'INNSA', equipmentReference: null },
      { eventType: 'TRANSPORT', eventCode: 'ARRI', classifier: 'ACT', eventAt: day(25), location: 'DEHAM', equipmentReference: null },
      { eventType: 'EQUIPMENT', eventCode: 'DISC', classifier: 'ACT', eventAt: day(26), location: 'DEHAM', equipmentReference: A },
    ]);
    const [b] = await equipment.journeys(server.db, acme.companyId, { numbers: [B.toLowerCase()] });
    expect(b.events.map((e) => `${e.eventCode}/${e.classifier}`)).toEqual(['GTOT/PLN', 'DEPA/EST', 'ARRI/ACT']);
  });

  it('filters by container ids, shipments, activity and limit; an empty or malformed filter finds nothing', async () => {
    const all = await equipment.journeys(server.db, acme.companyId, {});
    const a = all.find((j) => j.number === A)!;
    expect((await equipment.journeys(server.db, acme.companyId, { containerIds: [a.containerId, 'not-a-uuid'] })).map((j) => j.number)).toEqual([A]);
    expect((await equipment.journeys(server.db, acme.companyId, { shipmentIds: [own] })).map((j) => j.number)).toEqual([A, B]);
    expect(await equipment.journeys(server.db, acme.companyId, { containerIds: [] })).toEqual([]);
    expect(await equipment.journeys(server.db, acme.companyId, { shipmentIds: ['nope'] })).toEqual([]);
    const active = await equipment.journeys(server.db, acme.companyId, { activeSince: '2026-02-01T00:00:00Z' });
    expect(active.map((j) => j.shipmentReference)).not.toContain('EQ-DONE');
    expect((await equipment.journeys(server.db, acme.companyId, { activeSince: '2026-01-01T00:00:00Z' })).map((j) => j.shipmentReference)).toContain('EQ-DONE');
    expect(await equipment.journeys(server.db, acme.companyId, { limit: 2 })).toHaveLength(2);
  });

  it("keeps other companies' containers out: a stranger sees none, the partner only its own and nothing of acme's unshared", async () => {
    expect(await equipment.journeys(server.db, stranger.companyId, {})).toEqual([]);
    expect(await equipment.journeys(server.db, stranger.companyId, { shipmentIds: [own] })).toEqual([]);
    const theirs = await equipment.journeys(server.db, bluewave.companyId, {});
    expect(theirs.map((j) => j.number)).toEqual([C]);
    expect(theirs[0]).toMatchObject({ own: true, events: [expect.objectContaining({ eventCode: 'DISC', location: 'NLRTM' })] });
  });

  it('tells which containers of which companies changed since an instant (the owner and those it shares with)', async () => {
    const mark = iso((await server.db.one<{ now: unknown }>('SELECT now() AS now'))!.now)!;
    await new Promise((r) => setTimeout(r, 20));
    expect(await equipment.changedSince(server.db, new Date(Date.now() + 60_000).toISOString())).toEqual([]);
    const all = await equipment.journeys(server.db, acme.companyId, {});
    const id = (n: string) => all.find((j) => j.number === n)!.containerId;
    // A new event about container C of the shared shipment: both bluewave (owner) and acme (shared) recompute it.
    await event(shared, bluewave.companyId, 'EQUIPMENT', 'GTOT', 'ACT', day(31), 'NLRTM', C);
    const changed = await equipment.changedSince(server.db, mark);
    expect(changed).toEqual(expect.arrayContaining([{ companyId: bluewave.companyId, containerIds: [id(C)] }, { companyId: acme.companyId, containerIds: [id(C)] }]));
    expect(changed).toHaveLength(2);
    // A transport event (or a change of the shipment) concerns all its containers.
    await event(own, acme.companyId, 'TRANSPORT', 'DEPA', 'ACT', day(1), 'INNSA', null);
    const after = await equipment.changedSince(server.db, mark);
    expect(after.find((c) => c.companyId === acme.companyId)!.containerIds.sort()).toEqual([id(A), id(B), id(C)].sort());
    const limited = await equipment.changedSince(server.db, mark, 1);
    expect(new Set(limited.flatMap((c) => c.containerIds)).size).toBe(1);
  });
});
