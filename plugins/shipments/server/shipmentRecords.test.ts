import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import { defineServerPlugin, SHIPMENT_RECORDS, type ShipmentRecords } from '@portolan/sdk/server';
import { containerNumber } from '@portolan/sdk/shared';
import shipments from './index';

const A = containerNumber('MSKU', 300001);
const B = containerNumber('MSKU', 300002);
const C = containerNumber('TGHU', 300003);
const future = (days: number) => new Date(Date.UTC(2030, 0, 1) + days * 86_400_000).toISOString();

/**
 * SHIPMENT_RECORDS as another area (bookings) uses it, in its own transaction: create with the booking's
 * number, vessel and voyage; update a shipment when a booking is confirmed or amended.
 */
describe.each(testDatabases())('shipments.records service on %s', (dialect) => {
  let server: TestServer;
  let records: ShipmentRecords;
  let acme: { companyId: string; userId: string; token: string };
  let other: { companyId: string; userId: string; token: string };

  const consumer = defineServerPlugin({
    id: 'records-consumer',
    requires: [SHIPMENT_RECORDS],
    routes(_app, { services }) {
      records = services.get(SHIPMENT_RECORDS);
    },
  });

  const account = async (name: string, email: string) => {
    const c = await server.identity.createCompany(server.db, { name, kind: 'shipper' });
    const u = await server.identity.createUser(server.db, { companyId: c._id, email, name: email.split('@')[0], password: { hash: 'x' }, role: 'admin' });
    return { companyId: c._id, userId: u._id, token: await server.identity.issueToken(server.db, u._id) };
  };
  const shipment = { mode: 'FCL' as const, carrier: 'MAEU', pol: 'INNSA', pod: 'DEHAM', etd: future(0), eta: future(25) };
  const newOne = async (reference: string, extra: Record<string, unknown> = {}) =>
    (await server.db.transaction((tx) => records.create(tx, acme.companyId, acme.userId, [{ ...shipment, reference, ...extra }], 'data.shipments')))[0];
  const update = (id: string, change: Parameters<ShipmentRecords['update']>[4], companyId = acme.companyId) =>
    server.db.transaction((tx) => records.update(tx, companyId, acme.userId, id, change, 'data.booking'));
  const read = async (id: string) => (await server.get(`/api/shipments/v2/${id}`, acme.token)).body.data.record;
  const failure = async (promise: Promise<unknown>) => promise.then(() => undefined, (e: { statusCode?: number; field?: string; message: string }) => e);

  beforeAll(async () => {
    server = await createTestServer({ plugins: [shipments, consumer], dialect });
    acme = await account('Acme Exports', 'asha@acme.test');
    other = await account('Other Co', 'olga@other.test');
  }, 60_000);
  afterAll(async () => server?.close());

  it('creates a shipment with the booking number, vessel and voyage', async () => {
    const id = await newOne('REC-BK-1', { bookingNumber: ' 260012345 ', vessel: 'Maersk Essen', voyage: '412W', containers: [{ number: A, isoType: '45G1' }] });
    expect(await read(id)).toMatchObject({ reference: 'REC-BK-1', bookingNumber: '260012345', vessel: 'Maersk Essen', voyage: '412W', containers: [{ number: A, isoType: '45G1' }] });
    const long = await failure(newOne('REC-BK-2', { voyage: 'V'.repeat(21) }));
    expect(long).toMatchObject({ statusCode: 400, field: 'data.shipments.0.voyage' });
  });

  it("updates the company's shipment: fields, containers added by number (kept when there), version and activity", async () => {
    const id = await newOne('REC-UP-1', { containers: [{ number: A, isoType: '45G1' }] });
    const before = await read(id);
    await update(id, { carrier: 'mscu', bookingNumber: 'BK-77', vessel: 'MSC Oscar', voyage: 'FE512', etd: future(2), eta: future(30), commodity: 'Cotton yarn', addContainers: [{ number: A, isoType: '22G1' }, { number: B.toLowerCase(), isoType: '22G1' }, { number: C }] });
    const after = await read(id);
    expect(after).toMatchObject({ carrier: 'MSCU', bookingNumber: 'BK-77', vessel: 'MSC Oscar', voyage: 'FE512', etd: future(2), eta: future(30), commodity: 'Cotton yarn', version: before.version + 1 });
    // A stays as it was (45G1), B and C are added after it; TEU follows the containers.
    expect(after.containers.map((c: { number: string; isoType: string }) => `${c.number} ${c.isoType}`)).toEqual([`${A} 45G1`, `${B} 22G1`, `${C} 42G1`]);
    expect(after.teu).toBe(2 + 1 + 2);
    expect(Date.parse(after.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));
    const activity = await server.db.query<{ action: string; actor_name: string; note: string }>("SELECT action, actor_name, note FROM record_activity WHERE kind = 'shipment' AND record_id = $1", [id]);
    expect(activity.rows).toEqual([{ action: 'update', actor_name: 'asha', note: expect.stringContaining(`containers +${B}, ${C}`) }]);
    expect(activity.rows[0].note).toContain('vessel');

    // Adding only containers already there changes nothing.
    await update(id, { addContainers: [{ number: A }] });
    expect((await read(id)).version).toBe(after.version);
  });

  it('answers 400 naming the field, and writes nothing', async () => {
    const id = await newOne('REC-BAD-1', { containers: [{ number: A }] });
    const cases: Array<[Parameters<ShipmentRecords['update']>[4], string]> = [
      [{ carrier: 'M4' }, 'data.booking.carrier'],
      [{ eta: future(-3) }, 'data.booking.eta'],
      [{ etd: 'next week' }, 'data.booking.etd'],
      [{ teu: -1 }, 'data.booking.teu'],
      [{ vessel: 'X'.repeat(101) }, 'data.booking.vessel'],
      [{ addContainers: [{ number: B }, { number: 'MSKU1234567' }] }, 'data.booking.addContainers.1.number'],
      [{ addContainers: [{ number: B }, { number: B }] }, 'data.booking.addContainers.1.number'],
      [{ addContainers: [{ number: C, isoType: 'XXXX' }] }, 'data.booking.addContainers.0.isoType'],
    ];
    for (const [change, field] of cases) {
      const error = await failure(update(id, { vessel: 'Changed', ...change }));
      expect(error, field).toMatchObject({ statusCode: 400, field });
    }
    expect(await read(id)).toMatchObject({ vessel: null, version: 1, containers: [{ number: A }] });
  });

  it("answers 404 for another company's shipment and an unknown id, and changes nothing", async () => {
    const id = await newOne('REC-404-1');
    expect(await failure(update(id, { vessel: 'Theirs' }, other.companyId))).toMatchObject({ statusCode: 404 });
    expect(await failure(update(randomUUID(), { vessel: 'Nobody' }))).toMatchObject({ statusCode: 404 });
    expect(await failure(update('not-an-id', { vessel: 'Nobody' }))).toMatchObject({ statusCode: 404 });
    expect(await read(id)).toMatchObject({ vessel: null, version: 1 });
  });

  it('cancels a BOOKED shipment (status, version, activity from → to), keeps a CANCELLED one as it is', async () => {
    const id = await newOne('REC-CX-1');
    await update(id, { status: 'CANCELLED' });
    expect(await read(id)).toMatchObject({ status: 'CANCELLED', version: 2 });
    const activity = await server.db.query<{ action: string; from_state: string; to_state: string; note: string }>("SELECT action, from_state, to_state, note FROM record_activity WHERE kind = 'shipment' AND record_id = $1", [id]);
    expect(activity.rows).toEqual([{ action: 'cancel', from_state: 'BOOKED', to_state: 'CANCELLED', note: 'Cancelled from data.booking' }]);

    await update(id, { status: 'CANCELLED' });
    expect(await read(id)).toMatchObject({ status: 'CANCELLED', version: 2 });
  });

  it.each(['IN_TRANSIT', 'ARRIVED', 'DELIVERED'])('refuses to cancel a shipment %s with a 409 naming its status, and writes nothing', async (status) => {
    const id = await newOne(`REC-SAILED-${status}`);
    await server.db.query('UPDATE shipments SET status = $2 WHERE id = $1', [id, status]);
    const error = await failure(update(id, { status: 'CANCELLED', vessel: 'Changed' }));
    expect(error).toMatchObject({ statusCode: 409, field: 'data.booking.status', message: `Shipment REC-SAILED-${status} is ${status}: it can no longer be cancelled` });
    expect(await read(id)).toMatchObject({ status, vessel: null, version: 1 });
  });

  it('refuses any other status with a 400 naming the field', async () => {
    const id = await newOne('REC-ST-1');
    const error = await failure(update(id, { status: 'DELIVERED' as 'CANCELLED' }));
    expect(error).toMatchObject({ statusCode: 400, field: 'data.booking.status' });
    expect(await read(id)).toMatchObject({ status: 'BOOKED', version: 1 });
  });

  it("rolls back with the caller's transaction", async () => {
    const id = await newOne('REC-TX-1');
    await failure(server.db.transaction(async (tx) => {
      await records.update(tx, acme.companyId, acme.userId, id, { vessel: 'Rolled back', addContainers: [{ number: B }] }, 'data.booking');
      throw new Error('the booking failed');
    }));
    expect(await read(id)).toMatchObject({ vessel: null, version: 1, containers: [] });
  });
});
