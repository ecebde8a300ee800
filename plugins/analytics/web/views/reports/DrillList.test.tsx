import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import type { ReportResult } from '@portolan/sdk';
import plugin from '../../index';
import { ok } from './reportFixtures';

const LOAD = { timeout: 10_000 };
const QUERY = '/api/reporting/v2/shipmentsQuery';

const RESULT: ReportResult = {
  name: 'shipments',
  title: 'Shipments',
  columns: [
    { key: 'reference', title: 'Reference', type: 'text' },
    { key: 'shipmentId', title: 'Id', type: 'text' },
    { key: 'carrier', title: 'Carrier', type: 'text', dimension: true },
    { key: 'pod', title: 'POD', type: 'text', dimension: true },
    { key: 'teu', title: 'TEU', type: 'number', digits: 1 },
    { key: 'delayDays', title: 'Delay (days)', type: 'days' },
  ],
  series: { kind: 'table', x: 'reference', y: [] },
  rows: [
    { reference: 'SH-2026-0042', shipmentId: 's42', carrier: 'MAEU', pod: 'NLRTM', teu: 2, delayDays: 3.25 },
    { reference: 'SH-2026-0051', shipmentId: 's51', carrier: 'MAEU', pod: 'DEHAM', teu: 1, delayDays: 1 },
  ],
  totals: { shipments: 2, teu: 3 },
  filter: { from: '2026-01-01', to: '2026-03-31', carriers: [], origins: [], destinations: [], modes: [], drill: { carrier: 'MAEU', arrival: 'late' } },
  generatedAt: '2026-04-01T00:00:00Z',
};

describe('drill list', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('lists the shipments behind a bar: heading, removable tags, totals, references linking to the shipment, CSV', async () => {
    const tester = createPluginTester({ plugin, accesses: { dashboard: ['Read'], reports: ['Read'] } });
    tester.http.on('GET', QUERY, ok({ record: RESULT }));
    const view = renderWorkbench(tester, '/insights/v2/shipments?from=2026-01-01&to=2026-03-31&modes=FCL&drill.carrier=MAEU&drill.arrival=late');
    expect(await view.findByRole('heading', { name: 'Shipments — Maersk, arrived late', level: 1 }, LOAD)).toBeTruthy();
    expect(tester.http.callsTo('GET', QUERY)[0].query).toEqual({ from: '2026-01-01', to: '2026-03-31', modes: 'FCL', 'drill.carrier': 'MAEU', 'drill.arrival': 'late' });
    const tags = view.getByRole('group', { name: 'Active filters' });
    expect(within(tags).getByRole('button', { name: 'Remove Carrier: Maersk' })).toBeTruthy();
    expect(within(tags).getByRole('button', { name: 'Remove Arrival: late' })).toBeTruthy();
    expect(within(tags).getByRole('button', { name: 'Remove Mode: FCL' })).toBeTruthy();
    const table = await view.findByRole('table', { name: 'Shipments' }, LOAD);
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['ReferenceCarrierPODTEUDelay (days)', 'SH-2026-0042MAEUNLRTM2.03.3', 'SH-2026-0051MAEUDEHAM1.01.0']);
    expect(within(table).getByRole('link', { name: 'SH-2026-0042' }).getAttribute('href')).toBe('/shipments/s42');
    expect(view.getByRole('status', { name: 'Totals' }).textContent).toBe('2 shipments · TEU: 3.0');
    expect(await seriousA11yViolations(view.container)).toEqual([]);

    const saved = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved(this.download);
    });
    tester.http.on('GET', QUERY, (req) => (req.query?.format === 'csv' ? new Blob(['Reference\nSH-2026-0042\n']) : ok({ record: RESULT })));
    fireEvent.click(view.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith('shipments-2026-01-01-2026-03-31.csv'), LOAD);

    fireEvent.click(within(tags).getByRole('button', { name: 'Remove Arrival: late' }));
    expect(await view.findByRole('heading', { name: 'Shipments — Maersk', level: 1 }, LOAD)).toBeTruthy();
    await waitFor(() => expect(tester.http.callsTo('GET', QUERY).at(-1)!.query).toEqual({ from: '2026-01-01', to: '2026-03-31', modes: 'FCL', 'drill.carrier': 'MAEU' }), LOAD);
  });

  it('says so when no shipment matches, and shows the server’s 400 for a bad filter', async () => {
    const tester = createPluginTester({ plugin, accesses: { dashboard: ['Read'], reports: ['Read'] } });
    tester.http.on('GET', QUERY, ok({ record: { ...RESULT, rows: [], totals: { shipments: 0 } } }));
    const view = renderWorkbench(tester, '/insights/v2/shipments?drill.status=IN_TRANSIT');
    expect(await view.findByRole('heading', { name: 'Shipments — in transit' }, LOAD)).toBeTruthy();
    expect(await view.findByText('No shipment matches', {}, LOAD)).toBeTruthy();
    cleanup();
    tester.http.on('GET', QUERY, { success: false, error: { message: 'carriers: "M1" is not a carrier code (SCAC)', field: 'carriers' } }, { status: 400 });
    const bad = renderWorkbench(tester, '/insights/v2/shipments?carriers=M1');
    expect((await bad.findByRole('alert', {}, LOAD)).textContent).toContain('carriers: "M1" is not a carrier code (SCAC)');
  });
});
