import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import { defineServerPlugin, NOTIFIER, provide, SHIPMENT_TRACKING, type NotificationInput, type ShipmentTracking } from '@portolan/sdk/server';
import type { DcsaEvent } from './CarrierFeedAdapter';
import shipments from '../index';

const at = (days: number, hours = 0) => new Date(Date.UTC(2031, 0, 10) + days * 86_400_000 + hours * 3_600_000).toISOString();

/**
 * Carrier events tell the shipment's companies — the owner and those it is shared with — when it
 * departs its POL, when its arrival at the POD slips by a day or more (not by less), and when it
 * arrives: through the notifier (a stand-in for the messaging plugin's), each once.
 */
describe.each(testDatabases())('shipment milestone and delay notifications on %s', (dialect) => {
  const told: NotificationInput[] = [];
  const fakeMessaging = defineServerPlugin({ id: 'fake-messaging', provides: [provide(NOTIFIER, () => ({ notify: async (_tx, input) => void told.push(input) }))] });
  let tracking: ShipmentTracking;
  const trackingsLike = defineServerPlugin({ id: 'trackings-like', requires: [SHIPMENT_TRACKING], routes: (_app, { services }) => void (tracking = services.get(SHIPMENT_TRACKING)) });
  let server: TestServer;
  let owner = '';
  let partner = '';
  let shipmentId = '';

  beforeAll(async () => {
    server = await createTestServer({ plugins: [shipments, trackingsLike, fakeMessaging], dialect });
    owner = (await server.identity.createCompany(server.db, { name: 'Acme Exports', kind: 'shipper' }))._id;
    partner = (await server.identity.createCompany(server.db, { name: 'Bluewave Logistics', kind: 'forwarder' }))._id;
    const u = await server.identity.createUser(server.db, { companyId: owner, email: 'asha@acme.test', name: 'asha', password: { hash: 'x' }, role: 'admin' });
    const token = await server.identity.issueToken(server.db, u._id);
    const created = await server.post('/api/shipments/v2', { data: { reference: 'MS-1', mode: 'FCL', carrier: 'MAEU', pol: 'INNSA', pod: 'DEHAM', etd: at(0), eta: at(20), vessel: 'MSC Aurora', voyage: '412W' } }, token);
    expect(created.status).toBe(201);
    shipmentId = created.body.data.id as string;
    await server.db.query("INSERT INTO record_parties (kind, record_id, company_id, owner_company_id) VALUES ('shipment', $1, $2, $3)", [shipmentId, partner, owner]);
  }, 60_000);
  afterAll(async () => server?.close());

  const ingest = (e: Pick<DcsaEvent, 'eventCode' | 'classifier' | 'eventAt' | 'location'>, recordedAt: string) =>
    server.db.transaction((tx) => tracking.ingest(tx, { id: shipmentId, companyId: owner }, 'test', [{ eventId: randomUUID(), eventType: 'TRANSPORT', recordedAt, ...e }]));
  const events = () => told.map((n) => `${n.event} ${n.companyId === owner ? 'owner' : n.companyId === partner ? 'partner' : n.companyId}`);

  it('tells both companies of the departure, with the record and its link', async () => {
    told.length = 0;
    await ingest({ eventCode: 'DEPA', classifier: 'ACT', eventAt: at(0, 6), location: 'INNSA' }, at(0, 7));
    expect(events()).toEqual(['shipment.departed owner', 'shipment.departed partner']);
    expect(told[0]).toMatchObject({ title: 'MS-1: departed INNSA', href: `/shipments/${shipmentId}`, record: { kind: 'shipment', id: shipmentId } });
    expect(told[0]!.body).toContain('MSC Aurora voyage 412W');
  });

  it('says nothing when the estimate moves by less than a day, and tells of a slip of a day or more', async () => {
    told.length = 0;
    await ingest({ eventCode: 'ARRI', classifier: 'EST', eventAt: at(20, 10), location: 'DEHAM' }, at(3));
    expect(told).toEqual([]);
    await ingest({ eventCode: 'ARRI', classifier: 'EST', eventAt: at(23, 10), location: 'DEHAM' }, at(4));
    expect(events()).toEqual(['shipment.delayed owner', 'shipment.delayed partner']);
    expect(told[0]).toMatchObject({ title: `MS-1: arrival at DEHAM moved to ${at(23).slice(0, 10)}` });
    expect(told[0]!.body).toContain('(3 days later)');
    told.length = 0;
    await ingest({ eventCode: 'ARRI', classifier: 'EST', eventAt: at(21), location: 'DEHAM' }, at(5));
    expect(told).toEqual([]);
  });

  it('tells of the arrival once, not of the same event again', async () => {
    told.length = 0;
    await ingest({ eventCode: 'ARRI', classifier: 'ACT', eventAt: at(22), location: 'DEHAM' }, at(22, 1));
    expect(events()).toEqual(['shipment.arrived owner', 'shipment.arrived partner']);
    told.length = 0;
    await ingest({ eventCode: 'DISC', classifier: 'ACT', eventAt: at(22, 5), location: 'DEHAM' }, at(22, 6));
    expect(told).toEqual([]);
  });
});
