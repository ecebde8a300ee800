import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within, type RenderResult } from '@testing-library/react';
import { FakeHttpClient, createPluginTester, layoutViewport, renderWorkbench } from '@portolan/sdk/testing';
import shipments from './index';

const LOAD = { timeout: 10_000 };

const stored = {
  _id: 's1',
  reference: 'ACME-1',
  mode: 'FCL',
  status: 'BOOKED',
  carrier: 'MAEU',
  pol: 'INNSA',
  pod: 'DEHAM',
  origin: 'INNSA',
  destination: 'DEHAM',
  transshipmentPorts: [],
  etd: '2030-03-01T00:00:00.000Z',
  eta: '2030-03-27T00:00:00.000Z',
  atd: null,
  ata: null,
  vessel: 'Maersk Essen',
  voyage: '412W',
  shipper: null,
  consignee: 'Nordhafen GmbH',
  forwarder: null,
  bookingNumber: null,
  blNumber: null,
  commodity: null,
  hsCode: null,
  weightKg: null,
  volumeCbm: null,
  teu: 2,
  trackingFeed: null,
  containers: [{ _id: 'c1', number: 'MSKU1234565', isoType: '45G1', sealNumber: 'SEAL1', weightKg: 1200 }],
  isShared: false,
  sharedWith: [],
  version: 3,
};

const field = (view: RenderResult, label: RegExp) => within(view.container.querySelector<HTMLElement>('form.pt-shipment-form')!).getByLabelText(label) as HTMLInputElement;
const type = (view: RenderResult, label: RegExp, value: string) => fireEvent.change(field(view, label), { target: { value } });
const errorOf = (view: RenderResult, label: RegExp) => {
  const id = field(view, label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

async function fillNew(view: RenderResult) {
  await view.findByRole('heading', { name: 'New shipment' }, LOAD);
  type(view, /^Reference/, 'PO-4711');
  type(view, /^Carrier/, 'MAEU');
  type(view, /^Port of loading/, 'innsa');
  type(view, /^Port of discharge/, 'DEHAM');
  type(view, /^ETD/, '2030-03-01T10:00');
  type(view, /^ETA/, '2030-03-27T08:30');
  type(view, /^Containers/, 'MSKU1234565 45G1');
}

describe('shipment form', { timeout: 20_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('is reachable from the list as "New shipment"', async () => {
    const tester = createPluginTester({ plugin: shipments });
    tester.http.on('GET', '/api/shipments/v2', { success: true, data: { items: [], count: 0, nextCursor: null, prevCursor: null } });
    const view = renderWorkbench(tester, '/shipments');
    fireEvent.click(await view.findByRole('button', { name: 'New shipment' }, LOAD));
    expect(await view.findByRole('heading', { name: 'New shipment' }, LOAD)).toBeTruthy();
  });

  it('creates a shipment on Enter (form submit) with ISO times in UTC and upper-case codes', async () => {
    const tester = createPluginTester({ plugin: shipments });
    tester.http.on('POST', '/api/shipments/v2', { success: true, data: { id: 's9', record: { ...stored, _id: 's9' } } });
    tester.http.on('GET', /^\/api\/shipments\/v2\/s9$/, { success: true, data: { record: { ...stored, _id: 's9', reference: 'PO-4711' } } });
    tester.http.on('GET', /^\/api\/(journeys|events)\//, { success: true, data: { record: { legs: [], milestones: [] }, items: [] } });
    const view = renderWorkbench(tester, '/shipments/new');
    await fillNew(view);
    fireEvent.submit(field(view, /^Reference/).form!);
    await waitFor(() => expect(tester.http.callsTo('POST', '/api/shipments/v2')).toHaveLength(1));
    expect(tester.http.callsTo('POST', '/api/shipments/v2')[0].body).toEqual({
      data: { reference: 'PO-4711', mode: 'FCL', carrier: 'MAEU', pol: 'INNSA', pod: 'DEHAM', transshipmentPorts: [], etd: '2030-03-01T10:00:00.000Z', eta: '2030-03-27T08:30:00.000Z', containers: [{ number: 'MSKU1234565', isoType: '45G1' }] },
    });
    expect(await view.findByRole('heading', { name: 'PO-4711' }, LOAD)).toBeTruthy();
  });

  it('checks on the client first: nothing is sent while ETA is before ETD or a check digit is wrong', async () => {
    const tester = createPluginTester({ plugin: shipments });
    const view = renderWorkbench(tester, '/shipments/new');
    await fillNew(view);
    type(view, /^ETA/, '2030-02-01T00:00');
    type(view, /^Containers/, 'MSKU1234566');
    fireEvent.click(view.getByRole('button', { name: 'Create shipment' }));
    await waitFor(() => expect(errorOf(view, /^ETA/)).toBe('ETA must not be before ETD'));
    expect(errorOf(view, /^Containers/)).toContain('wrong check digit');
    expect(tester.http.callsTo('POST', '/api/shipments/v2')).toHaveLength(0);
  });

  it('shows the server 400 beside the field it names and keeps every value', async () => {
    const tester = createPluginTester({ plugin: shipments });
    tester.http.on('POST', '/api/shipments/v2', FakeHttpClient.reply(409, { success: false, error: { message: 'A shipment with reference PO-4711 already exists', code: 'CONFLICT', field: 'data.reference' } }));
    tester.http.on('POST', '/api/shipments/v2', FakeHttpClient.reply(400, { success: false, error: { message: 'data.vessel must NOT have more than 100 characters', code: 'VALIDATION_ERROR', field: 'data.vessel' } }));
    const view = renderWorkbench(tester, '/shipments/new');
    await fillNew(view);
    type(view, /^Vessel/, 'Some vessel');
    fireEvent.click(view.getByRole('button', { name: 'Create shipment' }));
    await waitFor(() => expect(errorOf(view, /^Vessel/)).toBe('data.vessel must NOT have more than 100 characters'));
    expect(field(view, /^Vessel/).getAttribute('aria-invalid')).toBe('true');
    expect(field(view, /^Reference/).value).toBe('PO-4711');
    expect(field(view, /^ETA/).value).toBe('2030-03-27T08:30');
    expect(field(view, /^Containers/).value).toBe('MSKU1234565 45G1');
  });

  it('edits from the details page: sends only the changed fields with the version, and says clearly when the version is stale (409)', async () => {
    const tester = createPluginTester({ plugin: shipments });
    tester.http.on('GET', /^\/api\/shipments\/v2\/s1$/, { success: true, data: { record: stored } });
    tester.http.on('GET', /^\/api\/(journeys|events)\//, { success: true, data: { record: { legs: [], milestones: [] }, items: [] } });
    tester.http.on('POST', '/api/shipments/v2/s1/', FakeHttpClient.reply(409, { success: false, error: { message: 'The record was changed by someone else (version 4); reload it', code: 'CONFLICT' } }));
    const view = renderWorkbench(tester, '/shipments/s1');
    fireEvent.click(await view.findByRole('button', { name: 'Edit' }, LOAD));
    await view.findByRole('heading', { name: /Edit shipment ACME-1/ }, LOAD);
    expect(field(view, /^ETD/).value).toBe('2030-03-01T00:00');
    type(view, /^Vessel/, 'Maersk Edmonton');
    fireEvent.click(view.getByRole('button', { name: 'Save shipment' }));
    const alert = await view.findByText('Someone else saved this shipment since you opened it', undefined, LOAD);
    expect(alert).toBeTruthy();
    expect(tester.http.callsTo('POST', '/api/shipments/v2/s1/')[0].body).toEqual({ data: { vessel: 'Maersk Edmonton', version: 3 } });
    expect(field(view, /^Vessel/).value).toBe('Maersk Edmonton');
    expect(view.getByRole('button', { name: 'Load the latest version' })).toBeTruthy();
  });
});
