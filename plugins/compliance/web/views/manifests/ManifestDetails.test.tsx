import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { API } from '../../../shared/types';
import { DETAILS, ok } from './manifestFixtures';

const LOAD = { timeout: 10_000 };
const URL_OF_SAILING = '/manifests/sailing?vessel=MAERSK+KINLOSS&voyage=247W&port=INNSA&direction=EXPORT';

describe('Manifest of a sailing', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('asks for the sailing the URL names and shows its lines with containers, seals and weights; exports them as CSV', async () => {
    const tester = createPluginTester({ plugin, accesses: { egm: ['Read'] } });
    tester.http.on('GET', API.manifestSailing, ok({ record: DETAILS }));
    const view = renderWorkbench(tester, URL_OF_SAILING);
    const table = await view.findByRole('table', { name: 'Manifest lines' }, LOAD);
    expect(tester.http.callsTo('GET', API.manifestSailing)[0].query).toEqual({ vessel: 'MAERSK KINLOSS', voyage: '247W', port: 'INNSA', direction: 'EXPORT' });
    expect(view.getByRole('heading', { name: /Manifest MAERSK KINLOSS 247W at .*INNSA.*Export/ })).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(rows[1].textContent).toContain('SH-2026-0042');
    expect(rows[1].textContent).toContain('MAEU123456');
    expect(rows[1].textContent).toContain('MSKU1234565 42G1 · seal ML-4410 · 10,000.5 kg');
    expect(rows[1].textContent).toContain('MSCU7654321 22G1 · seal none · weight unknown');
    expect(view.getByRole('link', { name: 'Open the EGM' }).getAttribute('href')).toBe('/egm/e1');
    expect(await seriousA11yViolations(view.container)).toEqual([]);

    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:manifest';
    });
    fireEvent.click(view.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1), LOAD);
    expect((await blobs[0].text()).split('\n')).toEqual([
      'Shipment,Bill of lading,Shipper,Consignee,POL,POD,Container,ISO type,Seal,Weight (kg)',
      'SH-2026-0042,MAEU123456,Acme Exports Pvt Ltd,Rotterdam Foods BV,INNSA,NLRTM,MSKU1234565,42G1,ML-4410,10000.5',
      'SH-2026-0042,MAEU123456,Acme Exports Pvt Ltd,Rotterdam Foods BV,INNSA,NLRTM,MSCU7654321,22G1,,',
      'SH-2026-0043,,Acme Exports Pvt Ltd,"Hamburg, ""Nord"" GmbH",INNSA,DEHAM,,,,',
      '',
    ]);
  });

  it('shows the server’s message for a sailing it does not know', async () => {
    const tester = createPluginTester({ plugin, accesses: { egm: ['Read'] } });
    tester.http.on('GET', API.manifestSailing, { success: false, error: { message: 'No shipment of yours is on this sailing' } }, { status: 404 });
    const view = renderWorkbench(tester, URL_OF_SAILING);
    expect(await view.findByText('No shipment of yours is on this sailing', { exact: false }, LOAD)).toBeTruthy();
  });
});
