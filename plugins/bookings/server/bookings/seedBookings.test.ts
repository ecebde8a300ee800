import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import bookingsPlugin from '../index';
import { BOOKINGS_API, type Booking } from '../../shared/types';
import { BOOKING_STATES } from '../../shared/states';

describe.each(testDatabases())('Demo bookings on %s', (dialect) => {
  let server: TestServer;
  let acme: string;
  let bluewave: string;

  beforeAll(async () => {
    server = await createTestServer({ plugins: ['auth', 'shipments', bookingsPlugin], dialect });
    await server.seed('auth');
    acme = await server.login('shipper@portolan.test', 'portolan-demo');
    bluewave = await server.login('forwarder@portolan.test', 'portolan-demo');
  }, 120_000);
  afterAll(async () => server?.close());

  it('gives Acme bookings with Bluewave in every state, confirmed ones on the shipments they made, quickly, once, without email', async () => {
    const outbox = Number((await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM auth_outbox'))!.n);
    const started = Date.now();
    await server.seed('bookings');
    const took = Date.now() - started;
    const items = (await server.get(`${BOOKINGS_API.bookings}?limit=100`, acme)).body.data.items as Booking[];
    expect(new Set(items.map((b) => b.status))).toEqual(new Set(BOOKING_STATES));
    expect(items.filter((b) => b.status === 'CONFIRMED').map((b) => b.amendedStatus).sort()).toEqual(['AMENDMENT_CONFIRMED', 'AMENDMENT_RECEIVED', null]);
    for (const b of items.filter((x) => x.confirmation)) {
      expect(b.shipmentId, b.reference).toBeTruthy();
      const shipment = (await server.get(`/api/shipments/v2/${b.shipmentId}`, acme)).body.data.record;
      expect(shipment).toMatchObject({ reference: b.reference, bookingNumber: b.confirmation!.carrierBookingReference, vessel: b.confirmation!.vessel });
    }
    expect(items.every((b) => b.cargo.every((c) => /^\d{6}$/.test(c.hsCode)))).toBe(true);
    const theirs = (await server.get(`${BOOKINGS_API.bookings}?limit=100`, bluewave)).body.data.items as Booking[];
    expect(theirs.length).toBe(items.length - 1);
    expect(Number((await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM auth_outbox'))!.n)).toBe(outbox);
    expect(took).toBeLessThan(dialect === 'pglite' ? 3000 : 1500);
    await server.seed('bookings');
    expect(((await server.get(`${BOOKINGS_API.bookings}?limit=100`, acme)).body.data.items as Booking[]).length).toBe(items.length);
  });
});
