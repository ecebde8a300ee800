import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import { BOOKINGS_API, type BookingDetails, type BookingVersion } from '../../shared/types';
import type { BookingAction } from '../../shared/states';
import { bookingsTestServer, testConfirmation, testRequest, type BookingsTestServer } from './bookingsTestServer';

const B = BOOKINGS_API.bookings;

describe.each(testDatabases())('Booking actions on %s', (dialect) => {
  let t: BookingsTestServer;
  const post = (url: string, body: unknown, who: keyof BookingsTestServer['tokens']) => t.server.post(url, body, t.tokens[who]);
  const get = (url: string, who: keyof BookingsTestServer['tokens']) => t.server.get(url, t.tokens[who]);
  const act = (b: { _id: string; version: number }, action: BookingAction, who: keyof BookingsTestServer['tokens'], extra: Record<string, unknown> = {}) =>
    post(BOOKINGS_API.action(b._id, action), { data: { version: b.version, ...extra } }, who);
  const ok = async (b: { _id: string; version: number }, action: BookingAction, who: keyof BookingsTestServer['tokens'], extra: Record<string, unknown> = {}): Promise<BookingDetails> => {
    const res = await act(b, action, who, extra);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.record;
  };
  const create = async (submit: boolean, over = {}): Promise<BookingDetails> => {
    const res = await post(B, { data: testRequest(t.ids.bluewave, over), options: { submit } }, 'acme');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.record;
  };
  const shipment = (id: string) => t.server.db.one<{ reference: string; booking_number: string; vessel: string; voyage: string; carrier: string; pol: string; pod: string; etd: Date; eta: Date; teu: string; company_id: string }>(
    'SELECT reference, booking_number, vessel, voyage, carrier, pol, pod, etd, eta, teu::text AS teu, company_id FROM shipments WHERE id = $1', [id],
  );
  const emails = (subject: string) => t.server.db.query<{ to: string; body: string }>('SELECT "to", body FROM auth_outbox WHERE subject LIKE $1 ORDER BY created_at', [`%${subject}%`]);

  beforeAll(async () => {
    t = await bookingsTestServer(dialect);
  }, 120_000);
  afterAll(async () => t?.server.close());

  it('runs the whole DCSA life across the two companies: submit, update asked and given, confirm (shipment made), amendment confirmed (shipment follows), complete', async () => {
    const draft = await create(false);
    expect(draft).toMatchObject({ status: 'DRAFT', side: 'SHIPPER', amendedStatus: null, containerCount: 3, teu: 6, providerName: 'Bluewave Logistics', companyName: 'Acme Exports' });
    expect(draft.reference).toMatch(/^BKG-\d{4}-\d{5}$/);
    expect(draft.allowedActions).toEqual(['submit', 'cancel']);
    // Bluewave does not see the draft.
    expect((await get(`${B}/${draft._id}`, 'bluewave')).status).toBe(404);

    const received = await ok(draft, 'submit', 'acme');
    expect(received).toMatchObject({ status: 'RECEIVED', version: draft.version + 1 });
    expect(received.submittedAt).not.toBeNull();
    expect((await emails(`Booking request ${draft.reference} from Acme Exports`)).rows.map((r) => r.to)).toEqual(['forwarder@portolan.test']);
    const theirs = (await get(`${B}/${draft._id}`, 'bluewave')).body.data.record as BookingDetails;
    expect(theirs).toMatchObject({ status: 'RECEIVED', side: 'PROVIDER' });
    expect(theirs.allowedActions).toEqual(['requestUpdate', 'confirm', 'reject']);

    const asked = await ok(theirs, 'requestUpdate', 'bluewave', { reason: 'Add the notify party' });
    expect(asked).toMatchObject({ status: 'PENDING_UPDATE', pendingRequest: { message: 'Add the notify party' } });
    const updated = await ok(asked, 'amend', 'acme', { request: testRequest(t.ids.bluewave, { notifyParty: { name: 'Customs desk' }, equipment: [{ isoType: '45G1', count: 3 }, { isoType: '45R1', count: 1, reefer: { temperature: '-18.0', unit: 'CEL' } }] }) });
    expect(updated).toMatchObject({ status: 'UPDATE_RECEIVED', pendingRequest: null, containerCount: 4, teu: 8, notifyParty: { name: 'Customs desk' } });

    const confirmed = await ok(updated, 'confirm', 'bluewave', { confirmation: testConfirmation('MAEU100200300') });
    expect(confirmed).toMatchObject({ status: 'CONFIRMED', confirmation: { carrierBookingReference: 'MAEU100200300', vessel: 'MAERSK ESSEN' } });
    expect(confirmed.shipmentId).toBeTruthy();
    const made = (await shipment(confirmed.shipmentId!))!;
    expect(made).toMatchObject({ reference: draft.reference, booking_number: 'MAEU100200300', vessel: 'MAERSK ESSEN', voyage: '614W', carrier: 'MAEU', pol: 'INNSA', pod: 'NLRTM', company_id: t.ids.acme });
    expect(Number(made.teu)).toBe(8);
    expect(new Date(made.etd).toISOString()).toBe(new Date(testConfirmation('x').etd).toISOString());
    // Shared with Bluewave (read-only).
    expect((await get(`/api/shipments/v2/${confirmed.shipmentId}`, 'bluewave')).status).toBe(200);
    // Acme's admins and managers hear of it.
    expect((await emails(`Booking ${draft.reference} confirmed: MAEU100200300`)).rows.map((r) => r.to)).toEqual(['approver@portolan.test', 'shipper@portolan.test']);

    // Acme amends: a pending amendment Bluewave sees with its diff; the booking stands meanwhile.
    const amendedRequest = testRequest(t.ids.bluewave, { notifyParty: { name: 'Customs desk' }, equipment: [{ isoType: '45G1', count: 4 }, { isoType: '45R1', count: 1, reefer: { temperature: '-18.0', unit: 'CEL' } }] });
    const amending = await ok(confirmed, 'amend', 'acme', { request: amendedRequest });
    expect(amending).toMatchObject({ status: 'CONFIRMED', amendedStatus: 'AMENDMENT_RECEIVED', containerCount: 4 });
    const toAnswer = (await get(`${B}/${draft._id}`, 'bluewave')).body.data.record as BookingDetails;
    expect(toAnswer.pendingAmendment).toMatchObject({ kind: 'AMENDMENT', state: 'PENDING', changes: [{ path: 'equipment.0.count', label: 'Equipment 1 · count', before: 3, after: 4 }] });
    expect(toAnswer.allowedActions).toEqual(['amend', 'confirm', 'declineAmendment', 'decline', 'complete']);

    const applied = await ok(toAnswer, 'confirm', 'bluewave', { confirmation: testConfirmation('MAEU100200300', 19, { vessel: 'MAERSK EDIRNE', voyage: '616W' }) });
    expect(applied).toMatchObject({ status: 'CONFIRMED', amendedStatus: 'AMENDMENT_CONFIRMED', containerCount: 5, teu: 10, pendingAmendment: null, shipmentId: confirmed.shipmentId });
    const moved = (await shipment(confirmed.shipmentId!))!;
    expect(moved).toMatchObject({ vessel: 'MAERSK EDIRNE', voyage: '616W' });
    expect(Number(moved.teu)).toBe(10);
    expect(new Date(moved.etd).toISOString()).toBe(new Date(testConfirmation('x', 19).etd).toISOString());

    // The provider changes its confirmation at once (a new cut-off); the shipment follows.
    const changed = await ok(applied, 'amend', 'bluewave', { confirmation: { ...applied.confirmation!, voyage: '617W' } });
    expect(changed.confirmation!.voyage).toBe('617W');
    expect((await shipment(confirmed.shipmentId!))!.voyage).toBe('617W');

    const done = await ok(changed, 'complete', 'bluewave');
    expect(done).toMatchObject({ status: 'COMPLETED', allowedActions: [] });

    const versions = (await get(BOOKINGS_API.versions(draft._id), 'acme')).body.data.items as BookingVersion[];
    expect(versions.map((v) => [v.version, v.kind, v.state, v.companyName])).toEqual([
      [5, 'CONFIRMATION', 'CURRENT', 'Bluewave Logistics'],
      [4, 'AMENDMENT', 'SUPERSEDED', 'Acme Exports'],
      [3, 'CONFIRMATION', 'SUPERSEDED', 'Bluewave Logistics'],
      [2, 'UPDATE', 'SUPERSEDED', 'Acme Exports'],
      [1, 'REQUEST', 'SUPERSEDED', 'Acme Exports'],
    ]);
    expect(versions[0]!.changes).toEqual([{ path: 'confirmation.voyage', label: 'Voyage', before: '616W', after: '617W' }]);
    expect(versions[3]!.changes).toEqual(expect.arrayContaining([
      { path: 'notifyParty.name', label: 'Notify party · name', before: null, after: 'Customs desk' },
      { path: 'equipment.0.count', label: 'Equipment 1 · count', before: 2, after: 3 },
    ]));
    expect(versions[1]!.changes).toEqual(expect.arrayContaining([
      { path: 'equipment.0.count', label: 'Equipment 1 · count', before: 3, after: 4 },
      { path: 'confirmation.vessel', label: 'Vessel', before: 'MAERSK ESSEN', after: 'MAERSK EDIRNE' },
    ]));
    expect(versions[4]!.changes).toEqual([]);

    const trail = (await get(`${B}/${draft._id}/activity`, 'bluewave')).body.data.items as Array<{ action: string; from: string | null; to: string | null; actorName: string }>;
    expect(trail.map((a) => [a.action, a.from, a.to])).toEqual([
      ['create', null, 'DRAFT'], ['submit', 'DRAFT', 'RECEIVED'], ['requestUpdate', 'RECEIVED', 'PENDING_UPDATE'], ['amend', 'PENDING_UPDATE', 'UPDATE_RECEIVED'],
      ['confirm', 'UPDATE_RECEIVED', 'CONFIRMED'], ['amend', 'CONFIRMED', 'CONFIRMED'], ['confirm', 'CONFIRMED', 'CONFIRMED'], ['amend', 'CONFIRMED', 'CONFIRMED'], ['complete', 'CONFIRMED', 'COMPLETED'],
    ]);
    expect(trail[1]!.actorName).toBe('Asha Shipper');
    expect(trail[2]!.actorName).toBe('Felix Forwarder');
  });

  it('declines, withdraws and asks for amendments of a confirmed booking; declines it', async () => {
    let b = await ok(await create(true), 'confirm', 'bluewave', { confirmation: testConfirmation('MAEU100200301') });
    const request = testRequest(t.ids.bluewave, { remarks: 'Fumigated pallets' });
    b = await ok(b, 'amend', 'acme', { request });
    b = await ok(b, 'declineAmendment', 'bluewave', { reason: 'No space for more' });
    expect(b).toMatchObject({ status: 'CONFIRMED', amendedStatus: 'AMENDMENT_DECLINED', remarks: null });
    b = await ok(b, 'amend', 'acme', { request });
    b = await ok(b, 'cancelAmendment', 'acme');
    expect(b).toMatchObject({ status: 'CONFIRMED', amendedStatus: 'AMENDMENT_CANCELLED', pendingAmendment: null });
    const states = ((await get(BOOKINGS_API.versions(b._id), 'acme')).body.data.items as BookingVersion[]).map((v) => [v.kind, v.state]);
    expect(states.slice(0, 2)).toEqual([['AMENDMENT', 'CANCELLED'], ['AMENDMENT', 'DECLINED']]);
    b = await ok(b, 'requestUpdate', 'bluewave', { reason: 'Vessel rolled: confirm the later sailing' });
    expect(b.status).toBe('PENDING_AMENDMENT');
    b = await ok(b, 'amend', 'acme', { request: testRequest(t.ids.bluewave, { remarks: 'Later sailing is fine' }) });
    expect(b).toMatchObject({ status: 'CONFIRMED', amendedStatus: 'AMENDMENT_RECEIVED', pendingRequest: null });
    b = await ok(b, 'decline', 'bluewave', { reason: 'Port omission' });
    expect(b).toMatchObject({ status: 'DECLINED', amendedStatus: 'AMENDMENT_DECLINED', closingReason: 'Port omission', allowedActions: [] });
  });

  it("cancelling or declining a confirmed booking cancels its shipment; a shipment that has sailed refuses it with a 409, changing nothing", async () => {
    const status = async (id: string) => (await t.server.db.one<{ status: string }>('SELECT status FROM shipments WHERE id = $1', [id]))!.status;
    const cancelled = await ok(await ok(await create(true), 'confirm', 'bluewave', { confirmation: testConfirmation('MAEU100200310') }), 'cancel', 'acme', { reason: 'Order called off' });
    expect(cancelled).toMatchObject({ status: 'CANCELLED', shipmentId: expect.any(String) });
    expect(await status(cancelled.shipmentId!)).toBe('CANCELLED');
    // Acme sees its shipment cancelled.
    const seen = await get(`/api/shipments/v2/${cancelled.shipmentId}`, 'acme');
    expect(seen.body.data.record).toMatchObject({ status: 'CANCELLED' });

    const declined = await ok(await ok(await create(true), 'confirm', 'bluewave', { confirmation: testConfirmation('MAEU100200311') }), 'decline', 'bluewave', { reason: 'Vessel withdrawn' });
    expect(declined).toMatchObject({ status: 'DECLINED' });
    expect(await status(declined.shipmentId!)).toBe('CANCELLED');

    const sailing = await ok(await create(true), 'confirm', 'bluewave', { confirmation: testConfirmation('MAEU100200312') });
    await t.server.db.query("UPDATE shipments SET status = 'IN_TRANSIT' WHERE id = $1", [sailing.shipmentId]);
    for (const [action, who] of [['cancel', 'acme'], ['decline', 'bluewave']] as const) {
      const refused = await act(sailing, action, who, { reason: 'Too late' });
      expect(refused.status, action).toBe(409);
      expect(refused.body.error, action).toMatchObject({ field: 'shipment.status', message: `Shipment ${sailing.reference} is IN_TRANSIT: it can no longer be cancelled` });
    }
    expect((await get(`${B}/${sailing._id}`, 'acme')).body.data.record).toMatchObject({ status: 'CONFIRMED', version: sailing.version, closingReason: null });
    expect(await status(sailing.shipmentId!)).toBe('IN_TRANSIT');
    expect((await emails(`Booking ${sailing.reference} cancelled`)).rows).toEqual([]);
  });

  it('rejects and cancels; a DRAFT cancelled emails nobody', async () => {
    const rejected = await ok(await create(true), 'reject', 'bluewave', { reason: 'No IMDG space' });
    expect(rejected).toMatchObject({ status: 'REJECTED', closingReason: 'No IMDG space' });
    const cancelled = await ok(await create(true), 'cancel', 'acme', { reason: 'Order called off' });
    expect(cancelled).toMatchObject({ status: 'CANCELLED', closingReason: 'Order called off' });
    expect((await emails(`Booking ${cancelled.reference} cancelled`)).rows.map((r) => r.to)).toEqual(['forwarder@portolan.test']);
    const draft = await create(false);
    await ok(draft, 'cancel', 'acme', { reason: 'Typo' });
    expect((await emails(draft.reference)).rows).toEqual([]);
  });

  it('answers 409 naming the state to every move its state does not allow, and to a stale version, changing nothing', async () => {
    const draft = await create(false);
    const received = await create(true);
    const confirmed = await ok(await create(true), 'confirm', 'bluewave', { confirmation: testConfirmation('MAEU100200302') });
    const rejected = await ok(await create(true), 'reject', 'bluewave', { reason: 'No' });
    const cases: Array<[BookingDetails, BookingAction, keyof BookingsTestServer['tokens'], Record<string, unknown>]> = [
      [received, 'submit', 'acme', {}],
      [draft, 'amend', 'acme', { request: testRequest(t.ids.bluewave) }],
      [received, 'cancelAmendment', 'acme', {}],
      [confirmed, 'cancelAmendment', 'acme', {}],
      [confirmed, 'declineAmendment', 'bluewave', { reason: 'x' }],
      [confirmed, 'confirm', 'bluewave', { confirmation: testConfirmation('MAEU100200302') }],
      [received, 'decline', 'bluewave', { reason: 'x' }],
      [received, 'complete', 'bluewave', {}],
      [confirmed, 'reject', 'bluewave', { reason: 'x' }],
      [rejected, 'confirm', 'bluewave', { confirmation: testConfirmation('MAEU100200399') }],
      [rejected, 'cancel', 'acme', { reason: 'x' }],
      [received, 'amend', 'bluewave', { confirmation: testConfirmation('MAEU100200398') }],
    ];
    for (const [b, action, who, extra] of cases) {
      const res = await act(b, action, who, extra);
      expect(res.status, `${action} on ${b.status}: ${JSON.stringify(res.body)}`).toBe(409);
      expect(res.body.error.message).toContain(b.status);
    }
    const stale = await act({ ...received, version: received.version - 1 }, 'confirm', 'bluewave', { confirmation: testConfirmation('MAEU100200303') });
    expect(stale.status).toBe(409);
    expect(stale.body.error.field).toBe('data.version');
    expect((await get(`${B}/${received._id}`, 'acme')).body.data.record).toMatchObject({ status: 'RECEIVED', version: received.version, confirmation: null });
  });

  it('answers 403 to the other side’s action and to a role without its level; 404 to a company that cannot see the booking', async () => {
    const received = await create(true);
    expect((await act(received, 'confirm', 'acme', { confirmation: testConfirmation('MAEU100200304') })).status).toBe(403);
    expect((await act(received, 'cancel', 'bluewave', { reason: 'x' })).status).toBe(403);
    expect((await act(received, 'confirm', 'bluewaveOperator', { confirmation: testConfirmation('MAEU100200304') })).status).toBe(403);
    expect((await act(received, 'cancel', 'acmeViewer', { reason: 'x' })).status).toBe(403);
    expect((await act(received, 'confirm', 'other', { confirmation: testConfirmation('MAEU100200304') })).status).toBe(404);
    expect((await get(`${B}/${received._id}`, 'other')).status).toBe(404);
    expect((await get(BOOKINGS_API.versions(received._id), 'other')).status).toBe(404);
    expect((await get(`${B}/${received._id}/activity`, 'other')).status).toBe(404);
    expect((await get(BOOKINGS_API.pdf(received._id), 'other')).status).toBe(404);
    expect((await get(`${B}/${received._id}`, 'acme')).body.data.record).toMatchObject({ status: 'RECEIVED', version: received.version });
  });

  it('answers 400 naming the field to a bad action body, writing nothing', async () => {
    const received = await create(true);
    const cases: Array<[BookingAction, keyof BookingsTestServer['tokens'], Record<string, unknown>, string]> = [
      ['reject', 'bluewave', {}, 'data.reason'],
      ['requestUpdate', 'bluewave', { reason: '   ' }, 'data.reason'],
      ['confirm', 'bluewave', {}, 'data.confirmation'],
      ['confirm', 'bluewave', { confirmation: { ...testConfirmation('MAEU1'), eta: testConfirmation('x', 5).etd } }, 'data.confirmation.eta'],
      ['confirm', 'bluewave', { confirmation: { ...testConfirmation('MAEU1'), cutOffs: { vgm: testConfirmation('x', 20).etd } } }, 'data.confirmation.cutOffs.vgm'],
      ['confirm', 'bluewave', { confirmation: { ...testConfirmation('MAEU1'), vessel: '' } }, 'data.confirmation.vessel'],
      ['amend', 'acme', { request: testRequest(t.ids.bluewave, { equipment: [{ isoType: '45G1', count: 0 }] }) }, 'data.request.equipment.0.count'],
      ['amend', 'acme', { request: testRequest(t.ids.bluewave) }, 'data.request'],
      ['amend', 'acme', { request: testRequest(t.ids.other) }, 'data.request.providerCompanyId'],
    ];
    for (const [action, who, extra, field] of cases) {
      const res = await act(received, action, who, extra);
      expect(res.status, `${action} ${JSON.stringify(extra)}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.error.field).toBe(field);
    }
    const taken = await ok(await create(true), 'confirm', 'bluewave', { confirmation: testConfirmation('MAEU100200305') });
    const twice = await act(received, 'confirm', 'bluewave', { confirmation: testConfirmation(taken.confirmation!.carrierBookingReference) });
    expect(twice.status).toBe(400);
    expect(twice.body.error.field).toBe('data.confirmation.carrierBookingReference');
    const after = (await get(`${B}/${received._id}`, 'acme')).body.data.record as BookingDetails;
    expect(after).toMatchObject({ status: 'RECEIVED', version: received.version, shipmentId: null });
    expect(((await get(BOOKINGS_API.versions(received._id), 'acme')).body.data.items as unknown[]).length).toBe(1);
    expect(await t.server.db.one('SELECT 1 AS x FROM shipments WHERE reference = $1', [received.reference])).toBeUndefined();
  });
});
