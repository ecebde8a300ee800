import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { testDatabases } from '@portolan/sdk/testing/server';
import { BOOKINGS_API, type Booking, type BookingDetails, type BookingsSummary } from '../../shared/types';
import { bookingsTestServer, testConfirmation, testRequest, type BookingsTestServer } from './bookingsTestServer';

const B = BOOKINGS_API.bookings;

describe.each(testDatabases())('Bookings routes on %s', (dialect) => {
  let t: BookingsTestServer;
  let draft: BookingDetails;
  let received: BookingDetails;
  let confirmed: BookingDetails;
  const list = async (query: string, token: string) => {
    const res = await t.server.get(`${B}?${query}`, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.items as Booking[];
  };

  beforeAll(async () => {
    t = await bookingsTestServer(dialect);
    const create = async (submit: boolean, over = {}) => (await t.server.post(B, { data: testRequest(t.ids.bluewave, over), options: { submit } }, t.tokens.acme)).body.data.record as BookingDetails;
    draft = await create(false, { customerReference: 'PO-DRAFT' });
    received = await create(true, { pod: 'DEHAM', carrier: 'HLCU' });
    const toConfirm = await create(true, { cargo: [{ hsCode: '100630', description: 'Basmati rice', packages: 1000, packageCode: 'BG', grossWeightKg: '25400', dangerousGoods: null }], equipment: [{ isoType: '42G1', count: 1 }] });
    confirmed = (await t.server.post(BOOKINGS_API.action(toConfirm._id, 'confirm'), { data: { version: toConfirm.version, confirmation: testConfirmation('MAEU700800900', 4) } }, t.tokens.bluewave)).body.data.record;
  }, 120_000);
  afterAll(async () => t?.server.close());

  it('lists both sides’ bookings with the caller’s side; filter[side], status, pod, carrier, search', async () => {
    const acme = await list('limit=50', t.tokens.acme);
    expect(acme.map((b) => [b.reference, b.side]).sort()).toEqual([draft, received, confirmed].map((b) => [b.reference, 'SHIPPER']).sort());
    const bluewave = await list('limit=50', t.tokens.bluewave);
    expect(bluewave.map((b) => [b.reference, b.side, b.companyName]).sort()).toEqual([received, confirmed].map((b) => [b.reference, 'PROVIDER', 'Acme Exports']).sort());
    expect(await list('filter[side]=SHIPPER', t.tokens.bluewave)).toEqual([]);
    expect((await list('filter[side]=PROVIDER', t.tokens.bluewave)).length).toBe(2);
    expect((await list('filter[status]=CONFIRMED', t.tokens.acme)).map((b) => b.reference)).toEqual([confirmed.reference]);
    expect((await list('filter[pod]=DEHAM', t.tokens.acme)).map((b) => b.reference)).toEqual([received.reference]);
    expect((await list('filter[carrier]=HLCU', t.tokens.acme)).map((b) => b.reference)).toEqual([received.reference]);
    expect((await list('search=basmati', t.tokens.bluewave)).map((b) => b.reference)).toEqual([confirmed.reference]);
    expect((await list('search=MAEU700800900', t.tokens.acme)).map((b) => b.reference)).toEqual([confirmed.reference]);
    expect(await list('limit=50', t.tokens.other)).toEqual([]);
    expect((await t.server.get(`${B}?filter[side]=BOTH`, t.tokens.acme)).status).toBe(400);
  });

  it('reads a booking by id, reference or carrier booking number; 404 for another company', async () => {
    expect((await t.server.get(`${B}/${confirmed.reference}`, t.tokens.bluewave)).body.data.record._id).toBe(confirmed._id);
    expect((await t.server.get(`${B}/MAEU700800900`, t.tokens.acme)).body.data.record._id).toBe(confirmed._id);
    expect((await t.server.get(`${B}/${confirmed._id}`, t.tokens.other)).status).toBe(404);
  });

  it('updates and deletes a DRAFT only; the provider gets 403 on a booking it sees, 404 on a draft it does not', async () => {
    const res = await t.server.post(`${B}/${draft._id}/`, { data: { ...testRequest(t.ids.bluewave, { customerReference: 'PO-DRAFT-2' }), version: draft.version } }, t.tokens.acme);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.record).toMatchObject({ customerReference: 'PO-DRAFT-2', version: draft.version + 1, status: 'DRAFT' });
    const stale = await t.server.post(`${B}/${draft._id}/`, { data: { ...testRequest(t.ids.bluewave), version: draft.version } }, t.tokens.acme);
    expect(stale.status).toBe(409);
    const bad = await t.server.post(`${B}/${draft._id}/`, { data: { ...testRequest(t.ids.bluewave, { equipment: [{ isoType: '45G1', count: 1.5 }] }), version: draft.version + 1 } }, t.tokens.acme);
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('data.equipment.0.count');
    const notDraft = await t.server.post(`${B}/${received._id}/`, { data: { ...testRequest(t.ids.bluewave), version: received.version } }, t.tokens.acme);
    expect(notDraft.status).toBe(409);
    expect(notDraft.body.error.message).toContain('RECEIVED');
    expect((await t.server.post(`${B}/${received._id}/`, { data: { ...testRequest(t.ids.bluewave), version: received.version } }, t.tokens.bluewave)).status).toBe(403);
    expect((await t.server.request({ method: 'DELETE', url: `${B}/${draft._id}`, token: t.tokens.bluewave })).status).toBe(404);
    expect((await t.server.request({ method: 'DELETE', url: `${B}/${received._id}`, token: t.tokens.acme })).status).toBe(409);
    expect((await t.server.request({ method: 'DELETE', url: `${B}/${draft._id}`, token: t.tokens.acme })).status).toBe(200);
    expect((await t.server.get(`${B}/${draft._id}`, t.tokens.acme)).status).toBe(404);
  });

  it('answers the providers of the caller’s network and the summary of each side', async () => {
    const providers = (await t.server.get(BOOKINGS_API.providers, t.tokens.acme)).body.data.items;
    expect(providers).toEqual([{ companyId: t.ids.bluewave, name: 'Bluewave Logistics', kind: 'FORWARDER' }]);
    const mine = (await t.server.get(BOOKINGS_API.summary, t.tokens.acme)).body.data.record as BookingsSummary;
    expect(mine.byStatus).toMatchObject({ RECEIVED: 1, CONFIRMED: 1 });
    expect(mine.waitingForMe).toBe(0);
    expect(mine.nextCutOffs.map((c) => [c.reference, c.kind])).toEqual([[confirmed.reference, 'documentation'], [confirmed.reference, 'vgm'], [confirmed.reference, 'cargo']]);
    expect(mine.nextCutOffs[0]!.at).toBe(testConfirmation('x', 4).cutOffs.documentation);
    const theirs = (await t.server.get(BOOKINGS_API.summary, t.tokens.bluewave)).body.data.record as BookingsSummary;
    expect(theirs.waitingForMe).toBe(1);
    expect(theirs.byStatus.DRAFT).toBeUndefined();
    // The list's "waiting for me" is the counter's condition; the shipment filter finds a confirmed booking by its shipment.
    const waiting = (await t.server.get(`${B}?filter[waiting]=true`, t.tokens.bluewave)).body.data.items as Booking[];
    expect(waiting.map((b) => b.status)).toEqual(['RECEIVED']);
    expect((await t.server.get(`${B}?filter[waiting]=true`, t.tokens.acme)).body.data.items).toEqual([]);
    const byShipment = (await t.server.get(`${B}?filter[shipmentId]=${confirmed.shipmentId}`, t.tokens.acme)).body.data.items as Booking[];
    expect(byShipment.map((b) => b.reference)).toEqual([confirmed.reference]);
    expect((await t.server.get(`${B}?filter[shipmentId]=not-a-uuid`, t.tokens.acme)).status).toBe(400);
  });

  it('prints the booking as a PDF with the request and the confirmation', async () => {
    const res = await t.server.app.inject({ method: 'GET', url: BOOKINGS_API.pdf(confirmed._id), headers: { authorization: `Bearer ${t.tokens.bluewave}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${confirmed.reference}-MAEU700800900.pdf`);
    const text = (await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true })).text.replace(/\s+/g, ' ');
    const c = testConfirmation('x', 4);
    const local = (at: string) => at.replace('T', ' ').replace(/:00([+-])/, ' $1').replace(/:00Z$/, ' UTC');
    for (const words of ['Booking confirmation', `MAEU700800900 (${confirmed.reference})`, 'Acme Exports', 'Bluewave Logistics', 'Van Dijk Retail B.V.', 'Nhava Sheva (JNPT) (INNSA)', '100630', 'Basmati rice',
      'MAERSK ESSEN', '614W', local(c.etd), local(c.cutOffs.cargo!), '1 42G1']) {
      expect(text, words).toContain(words);
    }
    expect(text).not.toMatch(/Booking request(?! reference)/);
  });

  it('prints a booking not yet confirmed as the shipper’s booking request', async () => {
    const res = await t.server.app.inject({ method: 'GET', url: BOOKINGS_API.pdf(received._id), headers: { authorization: `Bearer ${t.tokens.acme}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`${received.reference}.pdf`);
    const text = (await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true })).text.replace(/\s+/g, ' ');
    for (const words of ['Booking request', received.reference, 'Booked with', 'Bluewave Logistics', 'Hamburg (DEHAM)', 'Hapag-Lloyd', 'Cotton T-shirts', 'Frozen shrimps', 'set point -18.0 °C']) {
      expect(text, words).toContain(words);
    }
    expect((await t.server.app.inject({ method: 'GET', url: BOOKINGS_API.pdf(received._id), headers: { authorization: `Bearer ${t.tokens.other}` } })).statusCode).toBe(404);
  });

  it('prints dangerous goods with their 24-hour emergency contact', async () => {
    const dg = {
      unNumber: '1090', imoClass: '3', packingGroup: 'II' as const, properShippingName: 'ACETONE', flashPoint: '-20', emsNumber: 'F-E, S-D',
      emergencyContact: { name: 'Ravi Desai', phone: '+91 22 6612 4400', provider: 'ChemWatch India', referenceNumber: 'CW-IN-20417' },
    };
    const made = await t.server.post(B, { data: testRequest(t.ids.bluewave, { equipment: [{ isoType: '22G1', count: 1 }], cargo: [{ hsCode: '291411', description: 'Acetone', packages: 80, packageCode: '1A', grossWeightKg: '14200', dangerousGoods: dg }] }) }, t.tokens.acme);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const res = await t.server.app.inject({ method: 'GET', url: BOOKINGS_API.pdf(made.body.data.record._id), headers: { authorization: `Bearer ${t.tokens.acme}` } });
    expect(res.statusCode).toBe(200);
    const text = (await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).toContain('DANGEROUS GOODS: UN 1090, ACETONE, IMO class 3');
    expect(text).toContain('24-hour emergency contact: Ravi Desai, +91 22 6612 4400 (ChemWatch India, ref. CW-IN-20417)');
  });

  it('keeps comments both sides read and write; nobody else', async () => {
    const added = await t.server.post(`${B}/${received._id}/comments`, { data: { text: 'Can you load on Friday?' } }, t.tokens.bluewave);
    expect(added.status).toBe(201);
    const seen = (await t.server.get(`${B}/${received._id}/comments`, t.tokens.acme)).body.data.items as Array<{ text: string }>;
    expect(seen.map((c) => c.text)).toEqual(['Can you load on Friday?']);
    expect((await t.server.get(`${B}/${received._id}/comments`, t.tokens.other)).status).toBe(404);
  });
});
