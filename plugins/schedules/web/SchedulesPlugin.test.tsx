import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { FakeHttpClient, createPluginTester, layoutViewport, renderWorkbench } from '@portolan/sdk/testing';
import type { SailingRecord, SailingSearchAnswer } from '../shared/types';
import plugin from './index';

const LOAD = { timeout: 10_000 };
const SEARCH = '/api/schedules/v2/search';
const sailing = (over: Partial<SailingRecord>): SailingRecord => ({
  _id: 's1',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  version: 1,
  carrier: 'MAEU',
  service: 'ME11',
  vessel: 'Maersk Essen',
  imo: '9321483',
  voyage: '649W',
  origin: 'INNSA',
  destination: 'NLRTM',
  departsAt: '2026-12-04T18:00:00+05:30',
  arrivesAt: '2026-12-27T06:00:00+01:00',
  transitDays: 23,
  via: [],
  docCutoffAt: '2026-12-01T12:00:00+05:30',
  vgmCutoffAt: '2026-12-02T12:00:00+05:30',
  cargoCutoffAt: '2026-12-03T18:00:00+05:30',
  source: 'DEMO',
  ...over,
});
const MAERSK = sailing({});
const HAPAG = sailing({ _id: 's2', carrier: 'HLCU', service: 'IOS', vessel: 'Berlin Express', voyage: '702W', via: ['AEJEA'], transitDays: 28, source: 'CSV', departsAt: '2026-12-06T10:00:00+05:30', arrivesAt: '2027-01-03T08:00:00+01:00' });
const answer = (items: SailingRecord[], filter: Partial<SailingSearchAnswer['filter']> = {}): { success: true; data: SailingSearchAnswer } => ({
  success: true,
  data: {
    items,
    count: items.length,
    carriers: [
      { code: 'MAEU', name: 'Maersk', count: 1 },
      { code: 'HLCU', name: 'Hapag-Lloyd', count: 1 },
    ],
    filter: { comingFromRates: null, carrierDetails: [], directOnly: false, fromDay: '2026-12-01', toDay: '2027-01-12', ...filter },
    resolved: { origin: [{ code: 'INNSA', name: 'Nhava Sheva', km: 0 }], destination: [{ code: 'NLRTM', name: 'Rotterdam', km: 0 }] },
  },
});

describe('schedules web', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('searches the lane in the URL and shows the sailings with their carriers, a demo tag and the details', async () => {
    const tester = createPluginTester({ plugin });
    tester.http.on('POST', SEARCH, answer([MAERSK, HAPAG]));
    const view = renderWorkbench(tester, '/schedules?origin=INNSA&destination=NLRTM&fromDay=2026-12-01&toDay=2027-01-12');
    const table = await view.findByRole('region', { name: 'Sailings' }, LOAD);
    expect(await within(table).findByText('Maersk (MAEU)', undefined, LOAD)).toBeTruthy();
    expect(within(table).getByText('via AEJEA')).toBeTruthy();
    expect(within(table).getByText('Demo schedule')).toBeTruthy();
    expect(within(table).getByText('INNSA 4 Dec 2026, 18:00')).toBeTruthy();
    expect(tester.http.callsTo('POST', SEARCH)[0].body).toEqual({ data: { origin: 'INNSA', destination: 'NLRTM', fromDay: '2026-12-01', toDay: '2027-01-12' } });
    expect(view.getByRole('checkbox', { name: 'Maersk (MAEU) · 1' })).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Details of Maersk Essen voyage 649W' }));
    expect(await view.findByText('3 Dec 2026, 18:00 (UTC+05:30)', undefined, LOAD)).toBeTruthy();
    expect(view.getByText(/arrives 27 Dec 2026, 06:00 \(UTC\+01:00\)/)).toBeTruthy();
  });

  it('filters by carrier: ticking a carrier searches again with it', async () => {
    const tester = createPluginTester({ plugin });
    tester.http.on('POST', SEARCH, (request) => {
      const carriers = (request.body as { data: { carriers?: string[] } }).data.carriers;
      return carriers ? answer([HAPAG], { carrierDetails: [{ code: 'HLCU', name: 'Hapag-Lloyd' }] }) : answer([MAERSK, HAPAG]);
    });
    const view = renderWorkbench(tester, '/schedules-v2?origin=INNSA&destination=NLRTM&fromDay=2026-12-01&toDay=2027-01-12');
    fireEvent.click(await view.findByRole('checkbox', { name: 'Hapag-Lloyd (HLCU) · 1' }, LOAD));
    await waitFor(() => expect(tester.http.callsTo('POST', SEARCH)).toHaveLength(2));
    expect((tester.http.callsTo('POST', SEARCH)[1].body as { data: { carriers: string[] } }).data.carriers).toEqual(['HLCU']);
    const table = await view.findByRole('region', { name: 'Sailings' }, LOAD);
    await waitFor(() => expect(within(table).queryByText('Maersk (MAEU)')).toBeNull());
    expect(within(table).getByText('Hapag-Lloyd (HLCU)')).toBeTruthy();
    expect((view.getByRole('checkbox', { name: 'Hapag-Lloyd (HLCU) · 1' }) as HTMLInputElement).checked).toBe(true);
  });

  it('opens from a rate option: prefilled, searched from the cargo-ready day for its carrier, with a callout and a way back', async () => {
    const tester = createPluginTester({ plugin });
    tester.http.on('POST', SEARCH, answer([MAERSK], { comingFromRates: { carrier: 'MAEU', readyOn: '2026-12-01' }, carrierDetails: [{ code: 'MAEU', name: 'Maersk' }] }));
    const view = renderWorkbench(tester, '/schedules?from=rates&origin=INNSA&destination=NLRTM&carrier=MAEU&readyOn=2026-12-01');
    expect(await view.findByText(/Sailings that fit your rate option \(MAEU, INNSA → NLRTM, ready 1 Dec 2026\)/, undefined, LOAD)).toBeTruthy();
    expect(view.getByRole('link', { name: 'Back to rates' }).getAttribute('href')).toBe('/rates');
    await waitFor(() => expect(tester.http.callsTo('POST', SEARCH)).toHaveLength(1));
    expect(tester.http.callsTo('POST', SEARCH)[0].body).toEqual({ data: { origin: 'INNSA', destination: 'NLRTM', fromDay: '2026-12-01', toDay: '2027-01-12', comingFromRates: { carrier: 'MAEU', readyOn: '2026-12-01' } } });
    expect((await view.findByRole('checkbox', { name: 'Maersk (MAEU) · 1' }, LOAD) as HTMLInputElement).checked).toBe(true);
    expect((view.getByLabelText('Departing from') as HTMLInputElement).value).toBe('2026-12-01');
  });

  it('shows the SPEC error text with a retry when the search fails, and asks for a lane before searching', async () => {
    const tester = createPluginTester({ plugin });
    tester.http.on('POST', SEARCH, FakeHttpClient.reply(500, { success: false, error: { message: 'Server Error', code: 'SERVER_ERROR' } }));
    const view = renderWorkbench(tester, '/schedules?origin=INNSA&destination=NLRTM');
    const alert = await view.findByRole('alert', undefined, LOAD);
    expect(alert.textContent).toContain('Server Error');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(tester.http.callsTo('POST', SEARCH)).toHaveLength(2));
    cleanup();
    const empty = renderWorkbench(createPluginTester({ plugin }), '/schedules');
    expect(await empty.findByText('Choose an origin and a destination to see the sailings of the lane.', undefined, LOAD)).toBeTruthy();
  });

  it('imports a CSV: the row problems are listed and nothing is written; says plainly when no carrier API is configured', async () => {
    const tester = createPluginTester({ plugin });
    tester.http.on('GET', '/api/schedules/v2/sources', { success: true, data: { items: [], count: 0 } });
    tester.http.on(
      'POST',
      '/api/schedules/v2/imports',
      FakeHttpClient.reply(400, { success: false, error: { message: '2 problems in the file: nothing was imported', code: 'VALIDATION_ERROR', field: 'file', count: 2, errors: [{ row: 2, field: 'etd', message: 'etd must be an ISO 8601 date and time' }, { row: 3, field: 'pod', message: 'pod is required' }] } }),
    );
    const view = renderWorkbench(tester, '/schedules/import');
    expect(await view.findByText('No carrier schedule API is configured', undefined, LOAD)).toBeTruthy();
    const input = view.getByLabelText('Schedule file') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['carrier,vessel\n'], 'schedule.csv', { type: 'text/csv' })] } });
    fireEvent.click(view.getByRole('button', { name: 'Check file' }));
    const problems = await view.findByRole('table', { name: 'Row problems' }, LOAD);
    expect(within(problems).getByText('etd must be an ISO 8601 date and time')).toBeTruthy();
    expect(within(problems).getByText('pod is required')).toBeTruthy();
    expect(view.getByText('2 problems in the file: nothing was imported')).toBeTruthy();
    const sent = tester.http.callsTo('POST', '/api/schedules/v2/imports')[0].body as FormData;
    expect(sent.get('dryRun')).toBe('true');
    expect((sent.get('file') as File).name).toBe('schedule.csv');
    expect((view.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers import and a new sailing only to who may create', async () => {
    const reader = createPluginTester({ plugin, accesses: { schedules: ['Read'] } });
    reader.http.on('POST', SEARCH, answer([MAERSK]));
    const view = renderWorkbench(reader, '/schedules?origin=INNSA&destination=NLRTM');
    await view.findByRole('region', { name: 'Sailings' }, LOAD);
    expect(view.queryByRole('button', { name: 'Import schedules' })).toBeNull();
    expect(view.queryByRole('button', { name: 'New sailing' })).toBeNull();
    cleanup();
    const form = renderWorkbench(reader, '/schedules/new');
    expect(await form.findByText('You are not allowed to add schedules', undefined, LOAD)).toBeTruthy();
  });
});

describe('schedules web forms', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('creates a sailing: the server 400 shows beside the field it names, values kept', async () => {
    const tester = createPluginTester({ plugin });
    tester.http.on('POST', '/api/schedules/v2', FakeHttpClient.reply(400, { success: false, error: { message: 'data.imo 9321484 has a wrong check digit', code: 'BAD_REQUEST', field: 'data.imo' } }));
    const view = renderWorkbench(tester, '/schedules-v2/new');
    const fill = (label: RegExp, value: string) => fireEvent.change(view.getByLabelText(label), { target: { value } });
    await view.findByLabelText(/^Carrier \(SCAC\)/, undefined, LOAD);
    fill(/^Carrier \(SCAC\)/, 'maeu');
    fill(/^Vessel/, 'Maersk Essen');
    fill(/^IMO number/, '9321484');
    fill(/^Voyage/, '649W');
    fill(/^Port of loading/, 'INNSA');
    fill(/^Port of discharge/, 'NLRTM');
    fill(/^ETD at the port of loading/, '2026-12-04T18:00+05:30');
    fill(/^ETA at the port of discharge/, '2026-12-27T06:00+01:00');
    fill(/^Transshipment ports/, 'aejea');
    const imo = view.getByLabelText(/^IMO number/) as HTMLInputElement;
    fireEvent.submit(imo.form!);
    await waitFor(() => expect(document.getElementById(imo.getAttribute('aria-describedby') ?? '')?.textContent).toBe('data.imo 9321484 has a wrong check digit'));
    expect(tester.http.callsTo('POST', '/api/schedules/v2')[0].body).toEqual({
      data: { carrier: 'MAEU', service: null, vessel: 'Maersk Essen', imo: '9321484', voyage: '649W', origin: 'INNSA', destination: 'NLRTM', departsAt: '2026-12-04T18:00+05:30', arrivesAt: '2026-12-27T06:00+01:00', via: ['AEJEA'], docCutoffAt: null, vgmCutoffAt: null, cargoCutoffAt: null },
    });
    expect(imo.value).toBe('9321484');
  });

  it('syncs a lane from the configured carrier API', async () => {
    const tester = createPluginTester({ plugin });
    tester.http.on('GET', '/api/schedules/v2/sources', { success: true, data: { items: [{ name: 'DCSA Commercial Schedules (MAEU)', kind: 'DCSA', carriers: ['MAEU'] }], count: 1 } });
    tester.http.on('POST', '/api/schedules/v2/sync', { success: true, data: { sources: [{ name: 'DCSA Commercial Schedules (MAEU)', routes: 4 }], imported: 3, updated: 1 } });
    const view = renderWorkbench(tester, '/schedules/import');
    fireEvent.change(await view.findByLabelText('Origin (UN/LOCODE)', undefined, LOAD), { target: { value: 'innsa' } });
    fireEvent.change(view.getByLabelText('Destination (UN/LOCODE)'), { target: { value: 'NLRTM' } });
    fireEvent.click(view.getByRole('button', { name: 'Sync' }));
    expect(await view.findByText('Synced: 3 new and 1 updated sailings from DCSA Commercial Schedules (MAEU)', undefined, LOAD)).toBeTruthy();
    expect((tester.http.callsTo('POST', '/api/schedules/v2/sync')[0].body as { data: { origin: string } }).data.origin).toBe('INNSA');
  });
});
