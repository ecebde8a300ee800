import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { FakeHttpClient, createPluginTester, layoutViewport, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../index';
import type { BookingAction } from '../../shared/states';
import { BOOKINGS_API, type BookingRequest } from '../../shared/types';
import { BOOKING } from './bookingFixtures';
import { serveBookingScreens } from './serveBookingScreens';

const LOAD = { timeout: 10_000 };
const writer = { bookings: ['Read', 'Create', 'Update'] };
const errorOf = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent;
const messages = (tester: ReturnType<typeof createPluginTester>) => tester.notifications.notifications.map((n) => n.message);
const FROM_QUOTE = '/bookings/new?source=QUOTE&sourceId=q1&carrier=MAEU&pol=CNSHA&pod=NLRTM&isoType=45G1&count=2&provider=fwd1&etd=2026-04-10&contractRef=Q-2026-00012';

describe('Booking form', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('checks on the client beside each field and cell, and shows reefer settings only for a reefer type', async () => {
    const tester = createPluginTester({ plugin, accesses: writer });
    serveBookingScreens(tester.http);
    const view = renderWorkbench(tester, '/bookings/new');
    const form = await view.findByRole('form', { name: 'New booking' }, LOAD);
    expect(view.queryByLabelText('Set point, equipment 1')).toBeNull();
    fireEvent.change(view.getByLabelText('Container type, equipment 1'), { target: { value: '42R1' } });
    fireEvent.change(view.getByLabelText('Count, equipment 1'), { target: { value: '0' } });
    fireEvent.change(view.getByLabelText('HS code, cargo 1'), { target: { value: '6109' } });
    fireEvent.submit(form);
    expect(await view.findByText('Choose who the booking goes to')).toBeTruthy();
    expect(errorOf(view.getByLabelText('Count, equipment 1'))).toBe('A number of containers, 1 to 999');
    expect(errorOf(view.getByLabelText('Set point, equipment 1'))).toBe('A set point, e.g. -18.0');
    expect(errorOf(view.getByLabelText('HS code, cargo 1'))).toBe('A six-digit HS code, e.g. 610910');
    expect(errorOf(view.getByLabelText(/^Consignee name/))).toBe('Give the name');
    expect(tester.http.callsTo('POST', BOOKINGS_API.bookings)).toHaveLength(0);
    expect(await seriousA11yViolations(view.container)).toEqual([]);
  });

  it("prefills from a quote, picks an HS code by words, shows the server's 400 beside the cargo cell keeping everything, then creates and submits", async () => {
    const tester = createPluginTester({ plugin, accesses: writer });
    serveBookingScreens(tester.http).on(
      'POST',
      BOOKINGS_API.bookings,
      FakeHttpClient.reply(400, { success: false, error: { message: 'cargo.0.hsCode 999999 is not an HS 2022 subheading', code: 'VALIDATION_ERROR', field: 'data.cargo.0.hsCode' } }),
    );
    const view = renderWorkbench(tester, FROM_QUOTE);
    const form = await view.findByRole('form', { name: 'New booking' }, LOAD);
    expect(view.getByText(/Prefilled from an accepted quote \(Q-2026-00012\)/)).toBeTruthy();
    const provider = view.getByLabelText(/^Send to/) as HTMLSelectElement;
    await waitFor(() => expect(provider.options.length).toBe(3), LOAD);
    expect(provider.value).toBe('fwd1');
    expect((view.getByLabelText(/^Carrier/) as HTMLInputElement).value).toBe('MAEU');
    expect((view.getByLabelText('Container type, equipment 1') as HTMLSelectElement).value).toBe('45G1');
    expect((view.getByLabelText('Count, equipment 1') as HTMLInputElement).value).toBe('2');
    expect((view.getByLabelText(/^Shipper name/) as HTMLInputElement).value).not.toBe('');
    fireEvent.change(view.getByLabelText(/^Consignee name/), { target: { value: 'Acme Europe BV' } });
    const hs = view.getByLabelText('HS code, cargo 1') as HTMLInputElement;
    fireEvent.change(hs, { target: { value: 'cotton shirts' } });
    const option = await view.findByRole('option', { name: /610910/ }, LOAD);
    expect(tester.http.callsTo('GET', BOOKINGS_API.hsCodes).at(-1)?.query).toMatchObject({ q: 'cotton shirts' });
    fireEvent.click(option);
    expect(hs.value).toBe('610910');
    expect((view.getByLabelText('Description, cargo 1') as HTMLInputElement).value).toBe('T-shirts, singlets and other vests, of cotton, knitted or crocheted');
    fireEvent.change(view.getByLabelText('Packages, cargo 1'), { target: { value: '800' } });
    fireEvent.change(view.getByLabelText('Gross weight kg, cargo 1'), { target: { value: '12500.5' } });
    fireEvent.submit(form);
    await waitFor(() => expect(tester.http.callsTo('POST', BOOKINGS_API.bookings)).toHaveLength(1), LOAD);
    await waitFor(() => expect(errorOf(hs)).toBe('cargo.0.hsCode 999999 is not an HS 2022 subheading'), LOAD);
    expect(hs.value).toBe('610910');
    expect((view.getByLabelText('Packages, cargo 1') as HTMLInputElement).value).toBe('800');
    expect(messages(tester)).toContain('Could not submit the booking: cargo.0.hsCode 999999 is not an HS 2022 subheading');

    tester.http.on('POST', BOOKINGS_API.bookings, { success: true, data: { record: BOOKING, id: 'b1' } });
    fireEvent.submit(form);
    await waitFor(() => expect(tester.http.callsTo('POST', BOOKINGS_API.bookings)).toHaveLength(2), LOAD);
    const body = tester.http.callsTo('POST', BOOKINGS_API.bookings)[1].body as { data: BookingRequest; options: unknown };
    expect(body.options).toEqual({ submit: true });
    expect(tester.http.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/submit/'))).toHaveLength(0);
    const sent = body.data;
    expect(sent).toMatchObject({
      providerCompanyId: 'fwd1',
      carrier: 'MAEU',
      pol: 'CNSHA',
      pod: 'NLRTM',
      receiptTypeAtOrigin: 'CY',
      deliveryTypeAtDestination: 'CY',
      cargoMovementType: 'FCL',
      expectedDepartureDate: '2026-04-10',
      consignee: { name: 'Acme Europe BV', address: null, contactName: null, email: null, phone: null, taxId: null },
      notifyParty: null,
      equipment: [{ isoType: '45G1', count: 2, soc: false, reefer: null }],
      cargo: [{ hsCode: '610910', description: 'T-shirts, singlets and other vests, of cotton, knitted or crocheted', packages: 800, packageCode: 'CT', grossWeightKg: '12500.5', volumeCbm: null, dangerousGoods: null }],
      contractRef: 'Q-2026-00012',
      source: { kind: 'QUOTE', id: 'q1', label: null },
    });
    await waitFor(() => expect(messages(tester)).toContain('Booking BKG-2026-00007 sent to Blue Anchor Forwarding'), LOAD);
    expect(await view.findByRole('heading', { name: /BKG-2026-00007/ }, LOAD)).toBeTruthy();
    expect(within(view.getByRole('toolbar', { name: 'Booking actions' })).getByRole('button', { name: 'Confirm' })).toBeTruthy();
  });

  it('saves a draft without submitting it', async () => {
    const tester = createPluginTester({ plugin, accesses: writer });
    const draft = { ...BOOKING, status: 'DRAFT' as const, side: 'SHIPPER' as const, version: 1, allowedActions: ['submit', 'cancel'] as BookingAction[] };
    serveBookingScreens(tester.http).on('POST', BOOKINGS_API.bookings, { success: true, data: { record: draft } });
    const view = renderWorkbench(tester, FROM_QUOTE.replace('source=QUOTE', 'source=RATE'));
    await view.findByRole('form', { name: 'New booking' }, LOAD);
    fireEvent.change(view.getByLabelText(/^Shipper name/), { target: { value: 'Acme Apparel' } });
    fireEvent.change(view.getByLabelText(/^Consignee name/), { target: { value: 'Acme Europe BV' } });
    fireEvent.change(view.getByLabelText('HS code, cargo 1'), { target: { value: '610910' } });
    fireEvent.change(view.getByLabelText('Description, cargo 1'), { target: { value: 'T-shirts' } });
    fireEvent.change(view.getByLabelText('Packages, cargo 1'), { target: { value: '10' } });
    fireEvent.change(view.getByLabelText('Gross weight kg, cargo 1'), { target: { value: '100' } });
    fireEvent.click(view.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(tester.http.callsTo('POST', BOOKINGS_API.bookings)).toHaveLength(1), LOAD);
    await waitFor(() => expect(messages(tester)).toContain('Draft BKG-2026-00007 saved'), LOAD);
    const body = tester.http.callsTo('POST', BOOKINGS_API.bookings)[0].body as { data: BookingRequest; options?: unknown };
    expect(body.options).toBeUndefined();
    expect(body.data.source).toEqual({ kind: 'RATE', id: 'q1', label: null });
    expect(tester.http.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/submit/'))).toHaveLength(0);
  });

  it("asks dangerous goods for their 24-hour emergency contact (client check, the server's 400 beside the phone) and sends it", async () => {
    const tester = createPluginTester({ plugin, accesses: writer });
    const draft = { ...BOOKING, status: 'DRAFT' as const, side: 'SHIPPER' as const, version: 1, allowedActions: ['submit', 'cancel'] as BookingAction[] };
    serveBookingScreens(tester.http).on(
      'POST',
      BOOKINGS_API.bookings,
      FakeHttpClient.reply(400, { success: false, error: { message: 'Enter the emergency phone in international format, e.g. +45 70262970 (at most 30 characters)', code: 'VALIDATION_ERROR', field: 'data.cargo.0.dangerousGoods.emergencyContact.phone' } }),
    );
    const view = renderWorkbench(tester, FROM_QUOTE.replace('source=QUOTE', 'source=RATE'));
    await view.findByRole('form', { name: 'New booking' }, LOAD);
    const type = (label: string, value: string) => fireEvent.change(view.getByLabelText(label), { target: { value } });
    fireEvent.change(view.getByLabelText(/^Consignee name/), { target: { value: 'Acme Europe BV' } });
    type('HS code, cargo 1', '291411');
    type('Description, cargo 1', 'Acetone in drums');
    type('Packages, cargo 1', '80');
    type('Gross weight kg, cargo 1', '14200');
    expect(view.queryByLabelText('Emergency phone, cargo 1')).toBeNull();
    fireEvent.click(view.getByLabelText('Dangerous goods, cargo 1'));
    type('UN number, cargo 1', '1090');
    type('IMO class, cargo 1', '3');
    type('Proper shipping name, cargo 1', 'ACETONE');
    type('Flash point °C, cargo 1', '-20');
    type('Emergency phone, cargo 1', '022 6612 4400');
    fireEvent.click(view.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(errorOf(view.getByLabelText('Emergency contact name, cargo 1'))).toBe('Name the 24-hour emergency contact'), LOAD);
    expect(errorOf(view.getByLabelText('Emergency phone, cargo 1'))).toBe('International format, e.g. +45 70262970');
    expect(tester.http.callsTo('POST', BOOKINGS_API.bookings)).toHaveLength(0);

    type('Emergency contact name, cargo 1', 'Ravi Desai');
    type('Emergency phone, cargo 1', '+91 22 6612 4400');
    type('Emergency response provider, cargo 1', 'ChemWatch India');
    fireEvent.click(view.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(tester.http.callsTo('POST', BOOKINGS_API.bookings)).toHaveLength(1), LOAD);
    const sent = (tester.http.callsTo('POST', BOOKINGS_API.bookings)[0].body as { data: BookingRequest }).data;
    expect(sent.cargo[0]!.dangerousGoods).toEqual({
      unNumber: '1090', imoClass: '3', packingGroup: null, properShippingName: 'ACETONE', flashPoint: '-20', emsNumber: null,
      emergencyContact: { name: 'Ravi Desai', phone: '+91 22 6612 4400', provider: 'ChemWatch India', referenceNumber: null },
    });
    await waitFor(() => expect(errorOf(view.getByLabelText('Emergency phone, cargo 1'))).toBe('Enter the emergency phone in international format, e.g. +45 70262970 (at most 30 characters)'), LOAD);
    expect((view.getByLabelText('Emergency phone, cargo 1') as HTMLInputElement).value).toBe('+91 22 6612 4400');

    tester.http.on('POST', BOOKINGS_API.bookings, { success: true, data: { record: draft } });
    fireEvent.click(view.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(messages(tester)).toContain('Draft BKG-2026-00007 saved'), LOAD);
  });

  it('edits a draft (its version sent) and submits it', async () => {
    const tester = createPluginTester({ plugin, accesses: writer });
    const draft = { ...BOOKING, status: 'DRAFT' as const, side: 'SHIPPER' as const, version: 4, allowedActions: ['submit', 'cancel'] as BookingAction[] };
    serveBookingScreens(tester.http, draft)
      .on('POST', `${BOOKINGS_API.bookings}/b1/`, { success: true, data: { record: { ...draft, version: 5 } } })
      .on('POST', BOOKINGS_API.action('b1', 'submit'), { success: true, data: { record: { ...draft, status: 'RECEIVED', version: 6 } } });
    const view = renderWorkbench(tester, '/bookings/b1/edit');
    const form = await view.findByRole('form', { name: 'Edit BKG-2026-00007' }, LOAD);
    expect((within(form).getByLabelText(/^Consignee name/) as HTMLInputElement).value).toBe('Acme Europe BV');
    fireEvent.change(within(form).getByLabelText(/^Remarks/), { target: { value: 'Keep dry' } });
    await waitFor(() => expect((view.getByLabelText(/^Send to/) as HTMLSelectElement).options.length).toBe(3), LOAD);
    fireEvent.click(within(form).getByRole('button', { name: 'Submit booking' }));
    await waitFor(() => expect(tester.http.callsTo('POST', BOOKINGS_API.action('b1', 'submit'))).toHaveLength(1), LOAD);
    const update = (tester.http.callsTo('POST', `${BOOKINGS_API.bookings}/b1/`)[0].body as { data: BookingRequest & { version: number } }).data;
    expect(update).toMatchObject({ version: 4, remarks: 'Keep dry', providerCompanyId: 'fwd1', cargo: [{ hsCode: '610910', packages: 800 }] });
    expect(tester.http.callsTo('POST', BOOKINGS_API.action('b1', 'submit'))[0].body).toEqual({ data: { version: 5 } });
  });
});
