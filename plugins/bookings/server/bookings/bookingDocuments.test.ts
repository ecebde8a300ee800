import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineServerPlugin, documentSource } from '@portolan/sdk/server';
import { createTestServer, designedDocumentTemplates, pdfText, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import bookingsPlugin from '../index';
import { BOOKINGS_API, type Booking } from '../../shared/types';

/** A company template of just "CUSTOM" and the field vessel (for the companies in `designed`); else the built-in template prints. */
const { designed, provider } = designedDocumentTemplates('BOOKING_CONFIRMATION', { title: 'Vessel', entityField: 'vessel' });
const templates = defineServerPlugin({ id: 'booking-documents-fakes', provides: [provider] });

describe.each(testDatabases())('booking PDF and BOOKING_CONFIRMATION document source on %s', (dialect) => {
  let server: TestServer;
  let acme: string;
  let bluewave: string;
  let acmeId: string;
  let bluewaveId: string;
  let otherId: string;
  /** Demo bookings: one confirmed to Van Dijk (notify party 上海远洋贸易有限公司, shipper contact आशा पटेल), one received. */
  let confirmed: Booking;
  let received: Booking;

  const pdf = (id: string, token: string) => server.app.inject({ method: 'GET', url: BOOKINGS_API.pdf(id), headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    server = await createTestServer({ plugins: ['auth', 'shipments', templates, bookingsPlugin], dialect, seed: true });
    acme = await server.login('shipper@portolan.test', 'portolan-demo');
    bluewave = await server.login('forwarder@portolan.test', 'portolan-demo');
    acmeId = (await server.identity.authenticate(server.db, acme))!.companyId;
    bluewaveId = (await server.identity.authenticate(server.db, bluewave))!.companyId;
    otherId = (await server.identity.createCompany(server.db, { name: 'Other Forwarding', kind: 'forwarder' }))._id;
    const items = (await server.get(`${BOOKINGS_API.bookings}?limit=100`, bluewave)).body.data.items as Booking[];
    confirmed = items.find((b) => b.status === 'CONFIRMED' && b.consignee.name === 'Van Dijk Retail B.V.')!;
    received = items.find((b) => b.status === 'RECEIVED')!;
    expect(confirmed).toBeDefined();
    expect(received).toBeDefined();
  }, 180_000);
  afterAll(() => server?.close());

  it('prints the confirmation with the built-in template: carrier booking number, vessel, ports, ETD, parties in their scripts, containers and cargo', async () => {
    designed.clear();
    const res = await pdf(confirmed._id, bluewave);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    const c = confirmed.confirmation!;
    for (const expected of ['Booking confirmation', c.carrierBookingReference, confirmed.reference, 'Bluewave Logistics', 'Acme Exports Pvt. Ltd.', 'आशा पटेल', 'Van Dijk Retail B.V.', '上海远洋贸易有限公司',
      c.vessel, c.voyage, 'Nhava Sheva (JNPT) (INNSA)', 'Rotterdam (NLRTM)', c.etd.slice(0, 10), confirmed.cargo[0]!.hsCode, confirmed.cargo[0]!.description]) {
      expect(text, expected).toContain(expected);
    }
  });

  it("follows the provider's template on the confirmation, whoever downloads it; a request prints through its owner's", async () => {
    designed.add(bluewaveId);
    try {
      for (const token of [bluewave, acme]) {
        const text = await pdfText((await pdf(confirmed._id, token)).rawPayload);
        expect(text).toContain('CUSTOM');
        expect(text).toContain(confirmed.confirmation!.vessel);
        expect(text).not.toContain('Van Dijk Retail B.V.');
      }
      const request = await pdfText((await pdf(received._id, acme)).rawPayload);
      expect(request).toContain('Booking request');
      expect(request).not.toContain('CUSTOM');
    } finally {
      designed.clear();
    }
  });

  it('lists the bookings the company may print newest first and loads each as printed; another company or a malformed id gets nothing', async () => {
    const source = documentSource(server.db, 'BOOKING_CONFIRMATION')!;
    expect(source.fields.map((f) => f.key)).toEqual(expect.arrayContaining(['bookingNumber', 'vessel', 'pol', 'pod', 'etd', 'eta', 'cutoff', 'containers', 'commodity']));
    const visible = async (token: string) => ((await server.get(`${BOOKINGS_API.bookings}?limit=100`, token)).body.data.items as Booking[]).length;
    expect(await source.list(server.db, acmeId, { limit: 200 })).toHaveLength(await visible(acme));
    const listed = await source.list(server.db, bluewaveId, { limit: 200 });
    expect(listed).toHaveLength(await visible(bluewave));
    expect(listed.find((b) => b.id === confirmed._id)!.label).toBe(`${confirmed.reference} / ${confirmed.confirmation!.carrierBookingReference} — Van Dijk Retail B.V.`);
    expect(await source.list(server.db, bluewaveId, { search: confirmed.confirmation!.carrierBookingReference, limit: 10 })).toEqual([listed.find((b) => b.id === confirmed._id)]);
    const vanDijk = await source.list(server.db, bluewaveId, { search: 'van dijk', limit: 200 });
    expect(vanDijk.length).toBeGreaterThan(0);
    expect(vanDijk.every((b) => b.label.endsWith('— Van Dijk Retail B.V.'))).toBe(true);

    const record = (await source.load(server.db, acmeId, confirmed._id))!;
    expect(record).toMatchObject({
      documentType: 'BOOKING_CONFIRMATION', issuerCompanyId: bluewaveId, title: 'Booking confirmation', issuer: { name: 'Bluewave Logistics' },
      counterparty: { name: 'Acme Exports Pvt. Ltd.' }, counterpartyLabel: 'Shipper',
    });
    expect(record.fields).toMatchObject({ bookingNumber: confirmed.confirmation!.carrierBookingReference, vessel: confirmed.confirmation!.vessel, requestReference: confirmed.reference });
    expect(record.fields.notifyParty).toContain('上海远洋贸易有限公司');
    expect((await source.load(server.db, acmeId, received._id))!).toMatchObject({ issuerCompanyId: acmeId, title: 'Booking request', counterpartyLabel: 'Booked with' });

    expect(await source.list(server.db, otherId, { limit: 100 })).toEqual([]);
    expect(await source.load(server.db, otherId, confirmed._id)).toBeUndefined();
    expect(await source.load(server.db, acmeId, confirmed.reference)).toBeUndefined();
    expect(await source.load(server.db, acmeId, 'not-an-id')).toBeUndefined();
  });
});
