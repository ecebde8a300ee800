import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createPluginTester, renderWorkbench } from '@portolan/sdk/testing';
import shipments from '../../../plugins/shipments/web';
import documents from '../../../plugins/documents/web';

afterEach(cleanup);

const shipment = {
  _id: 's1',
  reference: 'ACME-1',
  status: 'IN_TRANSIT',
  mode: 'FCL',
  carrier: 'MAEU',
  origin: 'INNSA',
  pol: 'INNSA',
  pod: 'DEHAM',
  destination: 'DEHAM',
  etd: '2026-01-01T00:00:00Z',
  eta: '2026-01-25T00:00:00Z',
  atd: null,
  ata: null,
  teu: 2,
  containers: [{ _id: 'c', number: 'MSKU1234565', isoType: '45G1' }],
  transshipmentPorts: [],
  isShared: false,
  version: 1,
};

/** A shipments user, with or without the documents feature; the documents plugin is built in either way. */
function open(withDocuments: boolean) {
  const tester = createPluginTester({
    plugin: shipments,
    plugins: [documents],
    accesses: { shipments: ['Always'], ...(withDocuments ? { documents: ['Always'] } : {}) },
  });
  tester.http.on('GET', '/api/shipments/v2/s1', { success: true, data: { record: shipment } });
  tester.http.on('GET', '/api/journeys/journeys/shipment/s1', { success: true, data: { record: { legs: [], milestones: [] } } });
  tester.http.on('GET', '/api/events/shipment/s1', { success: true, data: { items: [] } });
  tester.http.on('GET', '/api/documents/v2/shipments', {
    success: true,
    data: { items: [{ _id: 'd1', name: 'bill-of-lading.pdf', documentType: 'BL', contentType: 'application/pdf', size: 2048, createdAt: '2026-01-02T10:00:00Z', createdByName: 'Nora', commentCount: 0 }] },
  });
  renderWorkbench(tester, '/shipments/s1');
  return tester;
}

describe("documents' tab on a shipment's details (a record-tab slot)", () => {
  it('appears for a user with the documents feature and lists the shipment’s documents', async () => {
    const tester = open(true);
    await screen.findByRole('heading', { name: 'ACME-1' }, { timeout: 15_000 });
    const tabs = screen.getByRole('tablist');
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Journey', 'Containers (1)', 'Documents', 'Events', 'Share tracking']);
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Documents' }));
    const table = await screen.findByRole('table', { name: 'Documents' }, { timeout: 10_000 });
    await within(table).findByText('bill-of-lading.pdf');
    expect(within(table).getByText('Bill of lading')).toBeTruthy();
    expect(tester.http.callsTo('GET', '/api/documents/v2/shipments')[0].query).toMatchObject({ filter: { entityType: 'shipment', entityId: 's1' } });
  });

  it('is absent for a user without the documents feature, and nothing of documents is fetched', async () => {
    const tester = open(false);
    await screen.findByRole('heading', { name: 'ACME-1' }, { timeout: 15_000 });
    const tabs = screen.getByRole('tablist');
    expect(within(tabs).queryByRole('tab', { name: 'Documents' })).toBeNull();
    await waitFor(() => expect(tester.http.callsTo('GET', '/api/events/shipment/s1').length).toBeGreaterThan(0));
    expect(tester.http.callsTo('GET', '/api/documents/v2/shipments')).toEqual([]);
  });
});
