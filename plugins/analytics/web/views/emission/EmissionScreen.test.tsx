import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { API, type EmissionSummary, type EmissionTotal, type ShipmentEmission } from '../../../shared/types';

const LOAD = { timeout: 10_000 };
const ok = (data: unknown) => ({ success: true, data });
const text = (el: Element) => el.textContent!.replace(/\u00a0/g, ' ');
const FILTER = { from: '2026-01-01', to: '2026-03-31', carriers: ['MAEU'], origins: [], destinations: [], modes: [], drill: {} };

const total = (key: string, label: string, wtwKg: number): EmissionTotal => ({ key, label, shipments: 1, teu: 2, teuKm: 23_000, wtwKg, ttwKg: wtwKg * 0.8, wttKg: wtwKg * 0.2, intensity: 55.2 });

const SHIPMENT: ShipmentEmission = {
  shipmentId: 's42',
  reference: 'SH-2026-0042',
  carrier: 'MAEU',
  pol: 'INNSA',
  pod: 'NLRTM',
  departedOn: '2026-02-03',
  teu: 2,
  legs: [
    { seq: 0, from: 'INNSA', to: 'LKCMB', distanceKm: 1500, distanceSource: 'sea-route', teu: 2, reeferTeu: 0, tradeLane: 'South Asia – Europe', ttwKg: 120, wttKg: 30, wtwKg: 150, intensity: 50 },
    { seq: 1, from: 'LKCMB', to: 'NLRTM', distanceKm: 10_000, distanceSource: 'sea-route', teu: 2, reeferTeu: 0, tradeLane: 'South Asia – Europe', ttwKg: 880, wttKg: 220, wtwKg: 1100, intensity: 55 },
  ],
  distanceKm: 11_500,
  ttwKg: 1000,
  wttKg: 250,
  wtwKg: 1250,
  intensity: 54.3,
  factorSet: 'GLEC v3 default',
  factorVersion: '2023.1',
  computedAt: '2026-04-01T00:00:00Z',
};

const SUMMARY: EmissionSummary = {
  filter: FILTER,
  totals: { key: 'all', label: 'All', shipments: 3, teu: 5, teuKm: 1_234_567, wtwKg: 123_456, ttwKg: 98_765, wttKg: 24_691, intensity: 54.321 },
  byCarrier: [total('MAEU', 'Maersk', 123_456)],
  byLane: [total('INNSA-NLRTM', 'INNSA → NLRTM', 100_000), total('INNSA-DEHAM', 'INNSA → DEHAM', 23_456)],
  byMonth: [total('2026-01', 'Jan 2026', 60_000), total('2026-02', 'Feb 2026', 63_456)],
  shipments: [SHIPMENT],
  notComputed: [{ shipmentId: 's99', reference: 'SH-2026-0099', reason: 'No sea distance between INNSA and XXABC' }],
  factorSet: 'GLEC v3 default',
  factorVersion: '2023.1',
};

function setUp(path = '/emission?from=2026-01-01&to=2026-03-31&carriers=MAEU') {
  const tester = createPluginTester({ plugin, accesses: { emission: ['Read'] } });
  tester.http
    .on('GET', API.emission, ok({ record: SUMMARY }))
    .on('GET', API.emissionFactors, ok({ record: { name: 'GLEC v3 default', version: '2023.1', source: 'Smart Freight Centre, GLEC Framework v3', method: 'Distance by sea route × TEU × trade-lane factor.', lanes: [] } }))
    .on('GET', `${API.emissionShipment}/s42`, ok({ record: SHIPMENT }));
  return { tester, view: renderWorkbench(tester, path) };
}

describe('emission dashboard', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the totals with their units, the charts, the shipments, those not computed and the factor set', async () => {
    const { tester, view } = setUp();
    expect(await view.findByRole('heading', { name: 'Emissions', level: 1 }, LOAD)).toBeTruthy();
    const totals = await view.findByRole('group', { name: 'Emission totals' }, LOAD);
    expect(text(within(totals).getByRole('group', { name: 'Well-to-wheel' }))).toBe('Well-to-wheel123.5 t CO2e');
    expect(text(within(totals).getByRole('group', { name: 'Tank-to-wheel' }))).toBe('Tank-to-wheel98.77 t CO2e');
    expect(text(within(totals).getByRole('group', { name: 'Transport work' }))).toBe('Transport work1,234,567 TEU-km');
    expect(text(within(totals).getByRole('group', { name: 'Intensity' }))).toBe('Intensity54.3 g CO2e/TEU-km');
    expect(within(totals).getByRole('group', { name: 'Well-to-wheel' }).textContent).toContain('123.5\u00a0t\u00a0CO2e');
    expect(tester.http.callsTo('GET', API.emission)[0].query).toEqual({ from: '2026-01-01', to: '2026-03-31', carriers: 'MAEU' });

    const byLane = view.getByRole('region', { name: 't CO2e by lane' });
    fireEvent.click(within(byLane).getByRole('button', { name: 'Table' }));
    expect(within(byLane).getAllByRole('row').slice(1).map(text)).toEqual(['INNSA → NLRTM12100.055.2 g CO2e/TEU-km', 'INNSA → DEHAM1223.4655.2 g CO2e/TEU-km']);
    const table = view.getByRole('table', { name: 'Emissions per shipment' });
    expect(within(table).getByRole('link', { name: 'SH-2026-0042' }).getAttribute('href')).toBe('/shipments/s42');
    expect(text(within(table).getAllByRole('row')[1])).toContain('Maersk');
    expect(text(within(table).getAllByRole('row')[1])).toContain('11,500 km1.25 t CO2e54.3 g CO2e/TEU-km');
    expect(text(view.getByRole('region', { name: 'Shipments not computed' }))).toContain('SH-2026-0099: No sea distance between INNSA and XXABC');
    expect(text(await view.findByText(/Factor set/, {}, LOAD))).toContain('GLEC v3 default version 2023.1 (Smart Freight Centre, GLEC Framework v3)');
    expect(await seriousA11yViolations(view.container)).toEqual([]);

    fireEvent.click(within(table).getByRole('button', { name: /legs? of SH-2026-0042$/ }));
    const legs = await view.findByRole('table', { name: 'Legs' }, LOAD);
    const rows = within(legs).getAllByRole('row').map(text);
    expect(rows[1]).toBe('Nhava Sheva (JNPT) (INNSA) → Colombo (LKCMB)1,500 kmsea-route2.0 TEUSouth Asia – Europe50.0 g CO2e/TEU-km0.12 t CO2e0.03 t CO2e0.15 t CO2e');
    expect(rows[3]).toContain('Shipment11,500 km');
  });

  it('downloads the report for the filter as PDF and as XLSX', async () => {
    const { tester, view } = setUp();
    tester.http.on('GET', API.emissionReport, () => new Blob(['%PDF-1.4']));
    const saved = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved(this.download);
    });
    fireEvent.click(await view.findByRole('button', { name: 'Download report' }, LOAD));
    await waitFor(() => expect(saved).toHaveBeenCalledWith('emission-report-2026-01-01-2026-03-31.pdf'), LOAD);
    expect(tester.http.callsTo('GET', API.emissionReport)[0].query).toEqual({ from: '2026-01-01', to: '2026-03-31', carriers: 'MAEU', format: 'pdf' });
    fireEvent.click(view.getByRole('button', { name: 'Download report as XLSX' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith('emission-report-2026-01-01-2026-03-31.xlsx'), LOAD);
    expect(tester.http.callsTo('GET', API.emissionReport)[1].query).toMatchObject({ format: 'xlsx' });
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('Emission report downloaded');
  });

  it('says so when nothing departed in the period', async () => {
    const { tester, view } = setUp('/emission');
    tester.http.on('GET', API.emission, ok({ record: { ...SUMMARY, shipments: [], notComputed: [] } }));
    expect(await view.findByText('No shipment departed in this period', {}, LOAD)).toBeTruthy();
  });

  it('shows the server’s message when the emissions fail, with Retry', async () => {
    const { tester, view } = setUp('/emission');
    tester.http.on('GET', API.emission, { success: false, error: { message: 'Server Error' } }, { status: 500 });
    const alert = await view.findByRole('alert', {}, LOAD);
    expect(text(alert)).toContain('Server Error');
    tester.http.on('GET', API.emission, ok({ record: SUMMARY }));
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await view.findByRole('group', { name: 'Emission totals' }, LOAD)).toBeTruthy();
  });
});
