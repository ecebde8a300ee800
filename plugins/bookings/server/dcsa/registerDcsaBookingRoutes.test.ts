import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import { connectCompanies, deliverWebhooks } from '@portolan/sdk/server';
import bookingsPlugin from '../index';
import { BOOKINGS_API, DCSA_BKG_API } from '../../shared/types';
import { bookingListSchema, bookingNotificationSchema, bookingSchema, createBookingResponseSchema, errorResponseSchema, subscriptionSchema } from './bkgSchemas';
import { validateDcsa } from './validateDcsa';

/** A DCSA client's CreateBooking: a dry container of T-shirts, Nhava Sheva → Rotterdam, through the forwarder named as booking agent. */
const createBody = (over: Record<string, unknown> = {}) => ({
  receiptTypeAtOrigin: 'CY',
  deliveryTypeAtDestination: 'CY',
  cargoMovementTypeAtOrigin: 'FCL',
  cargoMovementTypeAtDestination: 'FCL',
  carrierCode: 'MAEU',
  carrierCodeListProvider: 'NMFTA',
  expectedDepartureDate: '2027-03-01',
  isEquipmentSubstitutionAllowed: false,
  references: [{ type: 'CR', value: 'PO-DCSA-1' }],
  documentParties: {
    bookingAgent: { partyName: 'Oceanic DCSA Forwarding' },
    shipper: { partyName: 'Acme DCSA', partyContactDetails: [{ name: 'Asha', email: 'asha@acme.test', phone: '+91 22 1234' }] },
    consignee: { partyName: 'Rotterdam Imports BV', addressLines: ['Kade 1', '3011 Rotterdam'] },
  },
  shipmentLocations: [
    { location: { UNLocationCode: 'INNSA' }, locationTypeCode: 'POL' },
    { location: { UNLocationCode: 'NLRTM' }, locationTypeCode: 'POD' },
  ],
  requestedEquipments: [
    {
      ISOEquipmentCode: '22G1',
      units: 1,
      isShipperOwned: false,
      commodities: [{ commodityType: 'Cotton T-shirts', HSCodes: ['610910'], cargoGrossWeight: { value: 12000, unit: 'KGM' }, outerPackaging: { packageCode: 'CT', numberOfPackages: 900 } }],
    },
  ],
  ...over,
});

describe.each(testDatabases())('DCSA Booking 2.0 interface on %s', (dialect) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const received: Array<{ body: string; signature: string | undefined; apiVersion: string | undefined }> = [];
  let receiver: Server;
  let callbackUrl = '';

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown, who = 'acme', headers?: Record<string, string>) =>
    server.request({ method, url, body, token: tokens[who], headers });
  const expectError = (res: { status: number; body: unknown; headers: Record<string, unknown> }, status: number, property?: string) => {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(validateDcsa(errorResponseSchema, res.body)).toEqual([]);
    expect(res.headers['api-version']).toBe('2.0.5');
    const body = res.body as { statusCode: number; errors: Array<{ property?: string }> };
    expect(body.statusCode).toBe(status);
    if (property) expect(body.errors[0]!.property).toBe(property);
  };

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        received.push({ body, signature: req.headers['notification-signature'] as string | undefined, apiVersion: req.headers['api-version'] as string | undefined });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    callbackUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/v2/booking-notifications`;

    server = await createTestServer({ plugins: ['auth', 'shipments', bookingsPlugin], dialect });
    const company = async (key: string, name: string, kind: 'shipper' | 'forwarder') => {
      const c = await server.identity.createCompany(server.db, { name, kind });
      const u = await server.identity.createUser(server.db, { companyId: c._id, email: `${key}@dcsa.test`, name: `${name} admin`, password: { hash: 'x' }, role: 'admin' });
      tokens[key] = await server.identity.issueToken(server.db, u._id);
      return c._id;
    };
    const acme = await company('acme', 'Acme DCSA', 'shipper');
    const fwd = await company('fwd', 'Oceanic DCSA Forwarding', 'forwarder');
    const other = await company('other', 'Other Shipper', 'shipper');
    const otherFwd = await company('otherFwd', 'Second Forwarder', 'forwarder');
    await connectCompanies(server.db, acme, fwd);
    await connectCompanies(server.db, other, otherFwd);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  it('creates, reads, amends after the provider confirms, and cancels; notifies the subscriber, signed', async () => {
    const secret = randomBytes(32).toString('base64');
    const sub = await call('POST', DCSA_BKG_API.notificationSubscriptions, { callbackUrl, secret });
    expect(sub.status, sub.text).toBe(201);
    expect(validateDcsa(subscriptionSchema, sub.body)).toEqual([]);
    expect(sub.text).not.toContain(secret);

    const created = await call('POST', DCSA_BKG_API.bookings, createBody());
    expect(created.status, created.text).toBe(202);
    expect(created.headers['api-version']).toBe('2.0.5');
    expect(validateDcsa(createBookingResponseSchema, created.body)).toEqual([]);
    const cbrr = created.body.carrierBookingRequestReference as string;
    expect(cbrr).toMatch(/^BKG-\d{4}-\d{5,}$/);

    const read = await call('GET', DCSA_BKG_API.booking(cbrr));
    expect(read.status, read.text).toBe(200);
    expect(validateDcsa(bookingSchema, read.body)).toEqual([]);
    expect(read.body).toMatchObject({ carrierBookingRequestReference: cbrr, bookingStatus: 'RECEIVED', carrierCode: 'MAEU', documentParties: { bookingAgent: { partyName: 'Oceanic DCSA Forwarding' } } });

    // The provider sees the same booking on the screens and confirms it with the screens' command.
    const screens = await server.get(`${BOOKINGS_API.bookings}?search=${cbrr}`, tokens.fwd);
    expect(screens.status, screens.text).toBe(200);
    const row = (screens.body.data.items as Array<{ _id: string; reference: string; version: number; source: { kind: string } | null }>).find((b) => b.reference === cbrr)!;
    expect(row.source?.kind).toBe('DCSA');
    const confirmation = { carrierBookingReference: 'MAEU900100', vessel: 'MAERSK KOLKATA', voyage: '701W', etd: '2027-03-02T18:00:00+05:30', eta: '2027-03-25T06:00:00+01:00', cutOffs: { documentation: '2027-02-27T12:00:00+05:30', vgm: '2027-02-28T12:00:00+05:30', cargo: '2027-03-01T08:00:00+05:30' } };
    const confirmed = await server.post(BOOKINGS_API.action(row._id, 'confirm'), { data: { version: row.version, confirmation } }, tokens.fwd);
    expect(confirmed.status, confirmed.text).toBe(200);

    // Either reference reads it; the confirmation is there in DCSA terms.
    const byCbr = await call('GET', DCSA_BKG_API.booking('MAEU900100'));
    expect(byCbr.status, byCbr.text).toBe(200);
    expect(validateDcsa(bookingSchema, byCbr.body)).toEqual([]);
    expect(byCbr.body).toMatchObject({ carrierBookingRequestReference: cbrr, carrierBookingReference: 'MAEU900100', bookingStatus: 'CONFIRMED', vessel: { name: 'MAERSK KOLKATA' }, confirmedEquipments: [{ ISOEquipmentCode: '22G1', units: 1 }] });
    expect(byCbr.body.shipmentCutOffTimes.map((c: { cutOffDateTimeCode: string }) => c.cutOffDateTimeCode)).toEqual(['DCO', 'VCO', 'FCO']);

    // The provider's view through DCSA is the same booking.
    const providerView = await call('GET', DCSA_BKG_API.booking(cbrr), undefined, 'fwd');
    expect(providerView.status).toBe(200);
    expect(providerView.body.carrierBookingReference).toBe('MAEU900100');

    // An amendment (PUT on a confirmed booking): 202 empty; the amended content is readable apart.
    const amendedBody = createBody({ requestedEquipments: [{ ...createBody().requestedEquipments[0], units: 2 }] });
    const put = await call('PUT', DCSA_BKG_API.booking('MAEU900100'), amendedBody);
    expect(put.status, put.text).toBe(202);
    expect(put.text).toBe('');
    const afterPut = await call('GET', DCSA_BKG_API.booking(cbrr));
    expect(afterPut.body).toMatchObject({ bookingStatus: 'CONFIRMED', amendedBookingStatus: 'AMENDMENT_RECEIVED' });
    expect(afterPut.body.requestedEquipments[0].units).toBe(1);
    const amended = await call('GET', `${DCSA_BKG_API.booking(cbrr)}?amendedContent=true`);
    expect(amended.status, amended.text).toBe(200);
    expect(validateDcsa(bookingSchema, amended.body)).toEqual([]);
    expect(amended.body.requestedEquipments[0].units).toBe(2);

    // Withdraw the amendment, then cancel: a confirmed booking by its carrier booking reference only (409 otherwise).
    const withdraw = await call('PATCH', DCSA_BKG_API.booking(cbrr), { amendedBookingStatus: 'AMENDMENT_CANCELLED' });
    expect(withdraw.status, withdraw.text).toBe(202);
    expectError(await call('PATCH', DCSA_BKG_API.booking(cbrr), { amendedBookingStatus: 'AMENDMENT_CANCELLED' }), 404);
    expectError(await call('PATCH', DCSA_BKG_API.booking(cbrr), { bookingCancellationStatus: 'CANCELLATION_RECEIVED', reason: 'Strike' }), 409);
    const cancel = await call('PATCH', DCSA_BKG_API.booking('MAEU900100'), { bookingCancellationStatus: 'CANCELLATION_RECEIVED', reason: 'Strike' });
    expect(cancel.status, cancel.text).toBe(202);
    const gone = await call('GET', DCSA_BKG_API.booking(cbrr));
    expect(validateDcsa(bookingSchema, gone.body)).toEqual([]);
    expect(gone.body).toMatchObject({ bookingStatus: 'CANCELLED', bookingCancellationStatus: 'CANCELLATION_CONFIRMED', amendedBookingStatus: 'AMENDMENT_CANCELLED' });
    expectError(await call('PATCH', DCSA_BKG_API.booking('MAEU900100'), { bookingStatus: 'CANCELLED' }), 409);

    // The subscriber's receiver gets the notifications when the delivery round runs, each signed with its secret.
    const round = await deliverWebhooks(server.db, 'bkg');
    expect(round.delivered).toBeGreaterThanOrEqual(4);
    const mine = received.map((r) => ({ ...r, json: JSON.parse(r.body) })).filter((r) => r.json.data.carrierBookingRequestReference === cbrr);
    expect(mine.map((r) => r.json.data.bookingStatus)).toEqual(expect.arrayContaining(['RECEIVED', 'CONFIRMED', 'CANCELLED']));
    for (const r of mine) {
      expect(validateDcsa(bookingNotificationSchema, r.json)).toEqual([]);
      expect(r.json.subscriptionReference).toBe(sub.body.subscriptionReference);
      expect(r.signature).toBe(`sha256=${createHmac('sha256', Buffer.from(secret, 'base64')).update(r.body).digest('hex')}`);
    }
    const confirmedNote = mine.find((r) => r.json.data.bookingStatus === 'CONFIRMED' && !r.json.data.amendedBookingStatus)!;
    expect(confirmedNote.json.data.carrierBookingReference).toBe('MAEU900100');
  });

  it('PUT before confirmation is an update (UPDATE_RECEIVED); PATCH bookingStatus CANCELLED cancels', async () => {
    const created = await call('POST', DCSA_BKG_API.bookings, createBody());
    const cbrr = created.body.carrierBookingRequestReference as string;
    const put = await call('PUT', DCSA_BKG_API.booking(cbrr), { ...createBody({ expectedDepartureDate: '2027-03-05' }), carrierBookingRequestReference: cbrr });
    expect(put.status, put.text).toBe(202);
    const read = await call('GET', DCSA_BKG_API.booking(cbrr));
    expect(read.body).toMatchObject({ bookingStatus: 'UPDATE_RECEIVED', expectedDepartureDate: '2027-03-05' });
    expectError(await call('GET', `${DCSA_BKG_API.booking(cbrr)}?amendedContent=true`), 404);
    expectError(await call('PATCH', DCSA_BKG_API.booking(cbrr), { amendedBookingStatus: 'AMENDMENT_CANCELLED' }), 404);
    const cancel = await call('PATCH', DCSA_BKG_API.booking(cbrr), { bookingStatus: 'CANCELLED' });
    expect(cancel.status, cancel.text).toBe(202);
    expect((await call('GET', DCSA_BKG_API.booking(cbrr))).body.bookingStatus).toBe('CANCELLED');
    expectError(await call('PUT', DCSA_BKG_API.booking(cbrr), createBody()), 409);
  });

  it('keeps dangerous goods\' 24-hour emergency contact both ways; a missing or local-format phone is a 400 naming the DCSA property', async () => {
    const withGoods = (emergencyContactDetails?: Record<string, string>) => {
      const body = createBody();
      body.requestedEquipments[0]!.commodities = [{
        commodityType: 'Acetone in drums', HSCodes: ['291411'], cargoGrossWeight: { value: 14200, unit: 'KGM' },
        outerPackaging: {
          packageCode: '1A', numberOfPackages: 80,
          dangerousGoods: [{
            UNNumber: '1090', properShippingName: 'ACETONE', imoClass: '3', packingGroup: 2, EMSNumber: 'F-E,S-D', limits: { temperatureUnit: 'CEL', flashPoint: -20 },
            isMarinePollutant: false, isLimitedQuantity: false, isExceptedQuantity: false, isSalvagePackings: false, isEmptyUncleanedResidue: false, isWaste: false, isHot: false,
            isCompetentAuthorityApprovalRequired: false, isReportableQuantity: false, grossWeight: { value: 14200, unit: 'KGM' },
            ...(emergencyContactDetails ? { emergencyContactDetails } : {}),
          }],
        },
      }] as never;
      return body;
    };
    const contact = { contact: 'Henrik Larsen', phone: '+45 70262970', provider: 'GlobeTeam', referenceNumber: '12234' };
    const created = await call('POST', DCSA_BKG_API.bookings, withGoods(contact));
    expect(created.status, created.text).toBe(202);
    const cbrr = created.body.carrierBookingRequestReference as string;
    const read = await call('GET', DCSA_BKG_API.booking(cbrr));
    expect(validateDcsa(bookingSchema, read.body)).toEqual([]);
    expect(read.body.requestedEquipments[0].commodities[0].outerPackaging.dangerousGoods[0].emergencyContactDetails).toEqual(contact);
    // The app's own view of the same booking.
    const id = (await call('GET', `${BOOKINGS_API.bookings}?search=${cbrr}`)).body.data.items[0]._id as string;
    const ours = (await call('GET', `${BOOKINGS_API.bookings}/${id}`)).body.data.record;
    expect(ours.cargo[0].dangerousGoods.emergencyContact).toEqual({ name: 'Henrik Larsen', phone: '+45 70262970', provider: 'GlobeTeam', referenceNumber: '12234' });

    const at = 'requestedEquipments.0.commodities.0.outerPackaging.dangerousGoods.0.emergencyContactDetails';
    expectError(await call('POST', DCSA_BKG_API.bookings, withGoods()), 400, at);
    expectError(await call('POST', DCSA_BKG_API.bookings, withGoods({ contact: 'Henrik Larsen', phone: '70262970' })), 400, `${at}.phone`);
  });

  it('lists the caller\'s bookings page by page', async () => {
    await call('POST', DCSA_BKG_API.bookings, createBody());
    const first = await call('GET', `${DCSA_BKG_API.bookings}?limit=1`);
    expect(first.status, first.text).toBe(200);
    expect(validateDcsa(bookingListSchema, first.body)).toEqual([]);
    expect(first.body).toHaveLength(1);
    const cursor = first.headers['next-page-cursor'] as string;
    expect(cursor).toBeTruthy();
    const rest = await call('GET', `${DCSA_BKG_API.bookings}?limit=100&cursor=${encodeURIComponent(cursor)}`);
    expect(validateDcsa(bookingListSchema, rest.body)).toEqual([]);
    const refs = [...first.body, ...rest.body].map((b: { carrierBookingRequestReference: string }) => b.carrierBookingRequestReference);
    expect(new Set(refs).size).toBe(refs.length);
    expect(refs.length).toBeGreaterThanOrEqual(3);
    expect(rest.headers['next-page-cursor']).toBeUndefined();
    expectError(await call('GET', `${DCSA_BKG_API.bookings}?cursor=nonsense`), 400, 'cursor');
    const others = await call('GET', DCSA_BKG_API.bookings, undefined, 'other');
    expect(others.body).toEqual([]);
  });

  it('another company\'s reference is a 404; the provider cannot PUT; no sign-in is a 401, all in the standard error shape', async () => {
    const created = await call('POST', DCSA_BKG_API.bookings, createBody());
    const cbrr = created.body.carrierBookingRequestReference as string;
    expectError(await call('GET', DCSA_BKG_API.booking(cbrr), undefined, 'other'), 404);
    expectError(await call('PUT', DCSA_BKG_API.booking(cbrr), createBody(), 'other'), 404);
    expectError(await call('PATCH', DCSA_BKG_API.booking(cbrr), { bookingStatus: 'CANCELLED' }, 'other'), 404);
    expectError(await call('PUT', DCSA_BKG_API.booking(cbrr), createBody(), 'fwd'), 403);
    expectError(await server.request({ method: 'GET', url: DCSA_BKG_API.booking(cbrr) }), 401);
    expectError(await call('GET', DCSA_BKG_API.booking('BKG-2026-99999')), 404);
  });

  it('bad bodies are 400s naming the DCSA property', async () => {
    const { receiptTypeAtOrigin: _drop, ...missing } = createBody();
    expectError(await call('POST', DCSA_BKG_API.bookings, missing), 400, 'receiptTypeAtOrigin');
    expectError(await call('POST', DCSA_BKG_API.bookings, createBody({ receiptTypeAtOrigin: 'XX' })), 400, 'receiptTypeAtOrigin');
    expectError(await call('POST', DCSA_BKG_API.bookings, createBody({ cargoMovementTypeAtDestination: 'LCL' })), 400, 'cargoMovementTypeAtDestination');
    const badWeight = createBody();
    (badWeight.requestedEquipments[0]!.commodities[0] as Record<string, unknown>).cargoGrossWeight = { value: 10, unit: 'TON' };
    expectError(await call('POST', DCSA_BKG_API.bookings, badWeight), 400, 'requestedEquipments.0.commodities.0.cargoGrossWeight.unit');
    const badHs = createBody();
    badHs.requestedEquipments[0]!.commodities[0]!.HSCodes = ['999999'];
    expectError(await call('POST', DCSA_BKG_API.bookings, badHs), 400, 'requestedEquipments.0.commodities.0.HSCodes');
    expectError(await call('POST', DCSA_BKG_API.bookings, createBody({ carrierCode: 'ZZZZ' })), 400, 'carrierCode');
    expectError(await call('POST', DCSA_BKG_API.bookings, createBody({ documentParties: { ...createBody().documentParties, bookingAgent: { partyName: 'Nobody Ltd' } } }), 'fwd'), 400, 'documentParties.bookingAgent.partyName');
    expectError(await call('POST', DCSA_BKG_API.bookings, createBody(), 'acme', { 'API-Version': '3' }), 400, 'API-Version');
    const created = await call('POST', DCSA_BKG_API.bookings, createBody());
    expectError(await call('PATCH', DCSA_BKG_API.booking(created.body.carrierBookingRequestReference), { bookingStatus: 'CONFIRMED' }), 400, 'bookingStatus');
    expectError(await call('POST', DCSA_BKG_API.notificationSubscriptions, { callbackUrl, secret: randomBytes(16).toString('base64') }), 400, 'secret');
    expectError(await call('POST', DCSA_BKG_API.notificationSubscriptions, { callbackUrl: 'ftp://example.com/x', secret: randomBytes(32).toString('base64') }), 400, 'callbackUrl');
  });

  it('subscriptions: listed for the company only, deleted by reference', async () => {
    const secret = randomBytes(40).toString('base64');
    const sub = await call('POST', DCSA_BKG_API.notificationSubscriptions, { callbackUrl, secret }, 'other');
    expect(sub.status).toBe(201);
    const mine = await call('GET', DCSA_BKG_API.notificationSubscriptions, undefined, 'other');
    expect(mine.body.map((s: { subscriptionReference: string }) => s.subscriptionReference)).toEqual([sub.body.subscriptionReference]);
    expectError(await call('DELETE', `${DCSA_BKG_API.notificationSubscriptions}/${sub.body.subscriptionReference}`), 404);
    const del = await call('DELETE', `${DCSA_BKG_API.notificationSubscriptions}/${sub.body.subscriptionReference}`, undefined, 'other');
    expect(del.status).toBe(204);
    expect((await call('GET', DCSA_BKG_API.notificationSubscriptions, undefined, 'other')).body).toEqual([]);
  });
});
