import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import type { DcsaEvent } from '../feeds/CarrierFeedAdapter';
import { ingestEvents } from '../feeds/ingestEvents';
import { EQUIPMENT_EVENT_TYPE_CODES, eventSchema, SHIPMENT_EVENT_TYPE_CODES, subscriptionSchema, TRANSPORT_EVENT_TYPE_CODES } from './tntSchemas';
import { TNT_BASE } from './registerTntRoutes';

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validEvent = ajv.compile(eventSchema);
const validSubscription = ajv.compile(subscriptionSchema);
const expectEvent = (e: unknown) => {
  if (!validEvent(e)) throw new Error(`Not a DCSA T&T 3.0 event: ${ajv.errorsText(validEvent.errors)} in ${JSON.stringify(e)}`);
};
const expectSubscription = (s: unknown) => {
  if (!validSubscription(s)) throw new Error(`Not a DCSA subscription: ${ajv.errorsText(validSubscription.errors)}`);
};

describe.each(testDatabases())('DCSA Track & Trace 3.0 on %s', (dialect) => {
  let server: TestServer;
  let acme: string;
  let other: string;
  let acmeCompany: string;
  let shipment: { id: string; companyId: string; booking_number: string | null; pol: string; pod: string; container: string | null };
  let foreign: { id: string; companyId: string };
  const secret = randomBytes(32).toString('base64');

  const event = (id: string, type: DcsaEvent['eventType'], code: string, classifier: DcsaEvent['classifier'], at: string, extra: Partial<DcsaEvent> = {}): DcsaEvent =>
    ({ eventId: id, eventType: type, eventCode: code, classifier, eventAt: at, recordedAt: at, ...extra }) as DcsaEvent;

  beforeAll(async () => {
    server = await createTestServer({ plugins: ['auth', 'shipments'], dialect, seed: true });
    acme = await server.login('shipper@portolan.test', 'portolan-demo');
    other = await server.login('forwarder@portolan.test', 'portolan-demo');
    acmeCompany = (await server.identity.authenticate(server.db, acme))!.companyId;
    const otherCompany = (await server.identity.authenticate(server.db, other))!.companyId;
    const s = await server.db.one<{ id: string; booking_number: string | null; pol: string; pod: string; container: string | null }>(
      `SELECT s.id, s.booking_number, s.pol, s.pod, (SELECT number FROM shipment_containers c WHERE c.shipment_id = s.id ORDER BY position LIMIT 1) AS container
         FROM shipments s WHERE s.company_id = $1 AND s.booking_number IS NOT NULL ORDER BY s.created_at LIMIT 1`,
      [acmeCompany],
    );
    shipment = { ...s!, companyId: acmeCompany };
    const f = await server.db.one<{ id: string }>(
      `INSERT INTO shipments (company_id, reference, mode, carrier, booking_number, origin, destination, pol, pod, etd, eta) VALUES ($1, 'OTHER-TNT-1', 'FCL', 'MAEU', 'OTHERBKG1', 'CNSHA', 'NLRTM', 'CNSHA', 'NLRTM', '2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z') RETURNING id`,
      [otherCompany],
    );
    foreign = { id: f!.id, companyId: otherCompany };
  });
  afterAll(async () => server?.close());

  it('lists only the caller company’s events, each a valid ShipmentEvent, TransportEvent or EquipmentEvent, oldest created first', async () => {
    const c = shipment.container;
    await server.db.transaction(async (tx) => {
      await ingestEvents(tx, shipment, 'tnt-test', [
        event('a1', 'SHIPMENT', 'CONF', 'ACT', '2026-01-02T08:00:00Z'),
        event('a2', 'EQUIPMENT', 'GTIN', 'ACT', '2026-01-03T09:30:00Z', { location: shipment.pol, equipmentReference: c }),
        event('a3', 'EQUIPMENT', 'LOAD', 'ACT', '2026-01-04T10:00:00Z', { location: shipment.pol, equipmentReference: c, voyage: '012W' }),
        event('a4', 'TRANSPORT', 'DEPA', 'ACT', '2026-01-04T18:00:00Z', { location: shipment.pol, voyage: '012W' }),
        event('a5', 'TRANSPORT', 'ARRI', 'EST', '2026-02-01T06:00:00Z', { location: shipment.pod }),
        event('a6', 'SHIPMENT', 'CONF', 'PLN', '2026-01-05T00:00:00Z'), // the standard has no planned shipment event: left out
      ]);
      await ingestEvents(tx, foreign, 'tnt-test', [event('b1', 'SHIPMENT', 'CONF', 'ACT', '2026-01-02T08:00:00Z')]);
    });
    const res = await server.get(`${TNT_BASE}/events?limit=1000`, acme);
    expect(res.status).toBe(200);
    const events = res.body as Array<{ metadata: { eventID: string; eventCreatedDateTime: string; eventType: string }; payload: Record<string, unknown> }>;
    events.forEach(expectEvent);
    const ours = events.filter((e) => ['2026-01-02T08:00:00.000Z', '2026-01-03T09:30:00.000Z', '2026-01-04T10:00:00.000Z', '2026-01-04T18:00:00.000Z', '2026-02-01T06:00:00.000Z'].includes(String(e.payload.eventDateTime)));
    expect(ours.map((e) => `${e.metadata.eventType}/${e.payload.eventClassifierCode}`)).toEqual(['SHIPMENT/ACT', 'EQUIPMENT/ACT', 'EQUIPMENT/ACT', 'TRANSPORT/ACT', 'TRANSPORT/EST']);
    expect(ours[0]!.payload).toMatchObject({ shipmentEventTypeCode: 'CONF', documentTypeCode: 'BKG', documentReference: shipment.booking_number });
    expect(ours[2]!.payload).toMatchObject({ equipmentEventTypeCode: 'LOAD', equipmentReference: c, emptyIndicatorCode: 'LADEN', transportCall: { modeOfTransport: 'VESSEL', location: { UNLocationCode: shipment.pol } } });
    const created = events.map((e) => e.metadata.eventCreatedDateTime);
    expect([...created].sort()).toEqual(created);
    expect(JSON.stringify(events)).not.toContain('OTHERBKG1');
    // The other company sees its own, not Acme's.
    const acmeIds = new Set(events.map((e) => e.metadata.eventID));
    const theirs = (await server.get(`${TNT_BASE}/events?limit=1000`, other)).body as Array<{ metadata: { eventID: string }; payload: { documentReference?: string } }>;
    theirs.forEach(expectEvent);
    expect(theirs.map((e) => e.payload.documentReference)).toContain('OTHERBKG1');
    expect(theirs.filter((e) => acmeIds.has(e.metadata.eventID))).toEqual([]);
    expect((await server.get(`${TNT_BASE}/events?carrierBookingReference=${shipment.booking_number}`, other)).body).toEqual([]);
  });

  it('filters by the standard’s parameters', async () => {
    const get = async (q: string) => {
      const res = await server.get(`${TNT_BASE}/events?${q}`, acme);
      expect(res.status).toBe(200);
      (res.body as unknown[]).forEach(expectEvent);
      return res.body as Array<{ metadata: { eventType: string }; payload: Record<string, unknown> }>;
    };
    expect((await get('eventTypes=TRANSPORT')).every((e) => e.metadata.eventType === 'TRANSPORT')).toBe(true);
    expect((await get('eventTypes=SHIPMENT,EQUIPMENT')).some((e) => e.metadata.eventType === 'TRANSPORT')).toBe(false);
    const loads = await get('equipmentEventTypeCodes=LOAD');
    expect(loads.length).toBeGreaterThan(0);
    expect(loads.every((e) => e.payload.equipmentEventTypeCode === 'LOAD')).toBe(true);
    expect((await get('transportEventTypeCodes=DEPA')).every((e) => e.payload.transportEventTypeCode === 'DEPA')).toBe(true);
    expect((await get('shipmentEventTypeCodes=CONF')).every((e) => e.payload.shipmentEventTypeCode === 'CONF')).toBe(true);
    expect((await get(`carrierBookingReference=${shipment.booking_number}`)).length).toBeGreaterThanOrEqual(5);
    expect(await get('carrierBookingReference=OTHERBKG1')).toEqual([]);
    if (shipment.container) expect((await get(`equipmentReference=${shipment.container}`)).every((e) => e.metadata.eventType === 'EQUIPMENT')).toBe(true);
    const window = await get('eventCreatedDateTime:gte=2026-01-03T00:00:00Z&eventCreatedDateTime:lt=2026-01-04T12:00:00Z');
    expect(window.map((e) => e.payload.eventDateTime)).toEqual(['2026-01-03T09:30:00.000Z', '2026-01-04T10:00:00.000Z']);
  });

  it('pages with a cursor in Next-Page', async () => {
    const all = (await server.get(`${TNT_BASE}/events?carrierBookingReference=${shipment.booking_number}&limit=1000`, acme)).body as Array<{ metadata: { eventID: string } }>;
    expect(all.length).toBeGreaterThan(4);
    const seen: string[] = [];
    let url: string | undefined = `${TNT_BASE}/events?carrierBookingReference=${shipment.booking_number}&limit=2`;
    while (url) {
      const res = await server.get(url, acme);
      expect(res.status).toBe(200);
      seen.push(...(res.body as Array<{ metadata: { eventID: string } }>).map((e) => e.metadata.eventID));
      url = res.headers['next-page'] as string | undefined;
    }
    expect(seen).toEqual(all.map((e) => e.metadata.eventID));
  });

  it.each([
    ['eventTypes=PARCEL', 'eventTypes'],
    ['equipmentEventTypeCodes=LOAD,XXXX', 'equipmentEventTypeCodes'],
    ['transportEventTypeCodes=GTIN', 'transportEventTypeCodes'],
    ['eventCreatedDateTime:gte=yesterday', 'eventCreatedDateTime:gte'],
    ['eventCreatedDateTime:near=2026-01-01T00:00:00Z', 'eventCreatedDateTime:near'],
    ['limit=0', 'limit'],
    ['cursor=nonsense', 'cursor'],
    ['UNLocationCode=rotterdam', 'UNLocationCode'],
    ['favouriteColour=blue', 'favouriteColour'],
  ])('answers 400 naming the parameter for %s', async (q, field) => {
    const res = await server.get(`${TNT_BASE}/events?${q}`, acme);
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe(field);
  });

  it('answers one event by its eventID, and 404 for another company’s', async () => {
    const [first] = (await server.get(`${TNT_BASE}/events?limit=1`, acme)).body as Array<{ metadata: { eventID: string } }>;
    const res = await server.get(`${TNT_BASE}/events/${first!.metadata.eventID}`, acme);
    expect(res.status).toBe(200);
    expectEvent(res.body);
    expect((await server.get(`${TNT_BASE}/events/${first!.metadata.eventID}`, other)).status).toBe(404);
    expect((await server.get(`${TNT_BASE}/events/not-a-uuid`, acme)).status).toBe(404);
  });

  it('keeps subscriptions per company: create, read, update, secret, delete; another company’s is a 404', async () => {
    const created = await server.post(`${TNT_BASE}/event-subscriptions`, { callbackUrl: 'http://127.0.0.1:9/tnt', secret, eventTypes: ['EQUIPMENT'], equipmentEventTypeCodes: ['GTOT', 'GTIN'] }, acme);
    expect(created.status).toBe(201);
    expectSubscription(created.body);
    expect(created.body).not.toHaveProperty('secret');
    const id = created.body.subscriptionID as string;
    const read = await server.get(`${TNT_BASE}/event-subscriptions/${id}`, acme);
    expectSubscription(read.body);
    expect(read.body).toMatchObject({ callbackUrl: 'http://127.0.0.1:9/tnt', equipmentEventTypeCodes: ['GTOT', 'GTIN'] });
    const list = await server.get(`${TNT_BASE}/event-subscriptions`, acme);
    (list.body as unknown[]).forEach(expectSubscription);
    expect((list.body as Array<{ subscriptionID: string }>).map((s) => s.subscriptionID)).toContain(id);

    const updated = await server.request({ method: 'PUT', url: `${TNT_BASE}/event-subscriptions/${id}`, body: { callbackUrl: 'http://127.0.0.1:9/tnt2', eventTypes: ['TRANSPORT'] }, token: acme });
    expect(updated.status).toBe(200);
    expectSubscription(updated.body);
    expect(updated.body).not.toHaveProperty('equipmentEventTypeCodes');
    expect((await server.request({ method: 'PUT', url: `${TNT_BASE}/event-subscriptions/${id}/secret`, body: { secret: randomBytes(32).toString('base64') }, token: acme })).status).toBe(204);

    // Tenancy: the other company cannot see, change or delete it.
    expect((await server.get(`${TNT_BASE}/event-subscriptions/${id}`, other)).status).toBe(404);
    expect((await server.request({ method: 'PUT', url: `${TNT_BASE}/event-subscriptions/${id}`, body: { callbackUrl: 'http://127.0.0.1:9/x' }, token: other })).status).toBe(404);
    expect((await server.request({ method: 'PUT', url: `${TNT_BASE}/event-subscriptions/${id}/secret`, body: { secret }, token: other })).status).toBe(404);
    expect((await server.request({ method: 'DELETE', url: `${TNT_BASE}/event-subscriptions/${id}`, token: other })).status).toBe(404);
    expect((await server.get(`${TNT_BASE}/event-subscriptions`, other)).body).toEqual([]);

    expect((await server.request({ method: 'DELETE', url: `${TNT_BASE}/event-subscriptions/${id}`, token: acme })).status).toBe(204);
    expect((await server.get(`${TNT_BASE}/event-subscriptions/${id}`, acme)).status).toBe(404);
  });

  it.each([
    [{ secret }, 'callbackUrl'],
    [{ callbackUrl: 'ftp://x.example/cb', secret }, 'callbackUrl'],
    [{ callbackUrl: 'https://x.example/cb' }, 'secret'],
    [{ callbackUrl: 'https://x.example/cb', secret, eventTypes: ['PARCEL'] }, 'eventTypes.0'],
    [{ callbackUrl: 'https://x.example/cb', secret, colour: 'blue' }, 'colour'],
  ])('refuses a bad subscription with a 400 naming the field (%j)', async (body, field) => {
    const res = await server.post(`${TNT_BASE}/event-subscriptions`, body, acme);
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe(field);
  });

  it('queues a push of the new matching events per subscription, in the ingest transaction', async () => {
    const created = await server.post(`${TNT_BASE}/event-subscriptions`, { callbackUrl: 'http://127.0.0.1:9/push', secret, eventTypes: ['TRANSPORT'] }, acme);
    const id = created.body.subscriptionID as string;
    const foreignSub = await server.post(`${TNT_BASE}/event-subscriptions`, { callbackUrl: 'http://127.0.0.1:9/other', secret }, other);
    await server.db.transaction((tx) =>
      ingestEvents(tx, shipment, 'tnt-test', [
        event('p1', 'TRANSPORT', 'ARRI', 'ACT', '2026-02-01T07:00:00Z', { location: shipment.pod }),
        event('p2', 'EQUIPMENT', 'DISC', 'ACT', '2026-02-01T12:00:00Z', { location: shipment.pod, equipmentReference: shipment.container }),
      ]),
    );
    const deliveries = (await server.db.query<{ subscription_id: string; body: unknown }>('SELECT subscription_id, body FROM tnt_webhook_deliveries WHERE subscription_id IN ($1, $2)', [id, foreignSub.body.subscriptionID])).rows;
    expect(deliveries.map((d) => d.subscription_id)).toEqual([id]);
    const pushed = (typeof deliveries[0]!.body === 'string' ? JSON.parse(deliveries[0]!.body) : deliveries[0]!.body) as Array<{ payload: { transportEventTypeCode: string } }>;
    pushed.forEach(expectEvent);
    expect(pushed.map((e) => e.payload.transportEventTypeCode)).toEqual(['ARRI']);
  });

  it('names exactly the standard’s enumerations', () => {
    expect(TRANSPORT_EVENT_TYPE_CODES).toEqual(['ARRI', 'DEPA']);
    expect(SHIPMENT_EVENT_TYPE_CODES).toContain('CONF');
    expect(EQUIPMENT_EVENT_TYPE_CODES).toEqual(expect.arrayContaining(['LOAD', 'DISC', 'GTIN', 'GTOT', 'PICK', 'DROP']));
  });
});
