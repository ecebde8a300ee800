import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor } from '@testing-library/react';
import { parseCsv, toRecords } from '@portolan/sdk';
import { createPluginTester, renderWorkbench } from '@portolan/sdk/testing';
import shipments from './index';
import { ShipmentsStoreToken, type ShipmentsStore } from './stores/ShipmentsStore';

const shipment = (n: number) => ({
  _id: `s${n}`,
  reference: `ACME-${n}`,
  status: 'IN_TRANSIT',
  carrier: 'MAEU',
  pol: 'INNSA',
  pod: 'DEHAM',
  etd: '2026-01-01T00:00:00Z',
  eta: '2026-01-25T00:00:00Z',
  atd: null,
  ata: null,
  containers: [{ _id: 'c', number: 'MSKU1234565', isoType: '45G1' }],
  transshipmentPorts: [],
  isShared: false,
  version: 1,
});

describe('shipments web plugin', () => {
  afterEach(cleanup);

  it('loads the list with the query written in the URL (filters, sort, search, cursor)', async () => {
    const tester = createPluginTester({ plugin: shipments });
    tester.http.on('GET', '/api/shipments/v2', { success: true, data: { items: [shipment(1)], count: 1, nextCursor: null, prevCursor: null } });
    tester.http.on('GET', '/api/tracking_insights/', { success: true, data: { record: { total: 1, teu: 2, delayed: 0, byStatus: { IN_TRANSIT: 1 }, byRegion: [], lanes: [] } } });
    renderWorkbench(tester, '/shipments?status=IN_TRANSIT&pol=INNSA&sort=eta.asc&q=ACME&after=abc');
    // The first test pays for transforming the lazy screen and the SDK's lazy components.
    await waitFor(() => expect(tester.http.callsTo('GET', '/api/shipments/v2').length).toBeGreaterThan(0), { timeout: 10_000 });
    expect(tester.http.callsTo('GET', '/api/shipments/v2')[0].query).toEqual({
      limit: 50,
      sort: { eta: 'asc' },
      filter: { status: 'IN_TRANSIT', pol: 'INNSA' },
      search: 'ACME',
      after: 'abc',
    });
  });

  it('keeps the keyset cursors of the newest list load', async () => {
    const tester = createPluginTester({ plugin: shipments });
    tester.http.on('GET', '/api/shipments/v2', { success: true, data: { items: [shipment(1), shipment(2)], count: 9, nextCursor: 'n1', prevCursor: null } });
    await tester.ready;
    const store = tester.container.get<ShipmentsStore>(ShipmentsStoreToken);
    await store.fetchList({ limit: 2 });
    expect(store.cursors).toMatchObject({ next: 'n1', prev: null });
    expect(store.list.count).toBe(9);
    expect(store.detailsOf('s2').record?.reference).toBe('ACME-2');
  });

  it('remembers searches in the SPEC §5 history', async () => {
    const tester = createPluginTester({ plugin: shipments });
    tester.http.on('GET', '/api/shipments/v2', { success: true, data: { items: [], count: 0, nextCursor: null, prevCursor: null } });
    const view = renderWorkbench(tester, '/shipments');
    const box = await view.findByRole('searchbox', { name: 'Search shipments' }, { timeout: 10_000 });
    fireEvent.change(box, { target: { value: 'MSKU1234565' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(tester.http.callsTo('GET', '/api/shipments/v2').some((c) => (c.query as { search?: string }).search === 'MSKU1234565')).toBe(true));
  });
});

describe('CSV parsing for bulk create', () => {
  it('reads quoted cells, doubled quotes, line breaks in quotes, CRLF and ; separators', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\n"multi\nline",2\n\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['multi\nline', '2'],
    ]);
    expect(toRecords(parseCsv('reference;pol\nR1;INNSA\n'))).toEqual([{ reference: 'R1', pol: 'INNSA' }]);
  });
});
