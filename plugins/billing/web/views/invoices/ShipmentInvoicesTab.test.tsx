import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { RecordTabsView, definePlugin, useRecordTabs } from '@portolan/sdk';
import { createPluginTester, layoutViewport, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { BILLING_API } from '../../../shared/types';
import { DRAFT, ISSUED } from './invoiceFixtures';
import { serveInvoiceScreens } from './serveInvoiceScreens';

const LOAD = { timeout: 10_000 };
const text = (el: Element) => el.textContent!.replace(/\u00a0/g, ' ');

/** A stand-in for a shipment's details (the shipments area's screen is not imported): its record tabs. */
function ShipmentStandIn() {
  const id = useLocation().pathname.split('/')[2] ?? '';
  const contributed = useRecordTabs({ kind: 'shipment', recordId: id, record: { _id: id } });
  return <RecordTabsView id="shipment-tabs" tabs={[{ id: 'overview', title: 'Overview', panel: <p>Shipment {id}</p> }]} contributed={contributed} />;
}
const host = definePlugin({ id: 'shipment-host', title: 'Shipment host', routes: [{ path: '/shipment-host', load: async () => ({ default: ShipmentStandIn }) }] });

describe("A shipment's Invoices tab", { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('lists the invoices of the shipment (filter[shipmentId]) with totals, and Create invoice opens the editor from its charges', async () => {
    const tester = createPluginTester({ plugin, plugins: [host], accesses: { invoices: ['Read', 'Create'] } });
    serveInvoiceScreens(tester.http).on('GET', BILLING_API.invoices, { success: true, data: { items: [ISSUED, DRAFT], count: 2 } });
    const view = renderWorkbench(tester, '/shipment-host/sh9');
    fireEvent.click(await view.findByRole('tab', { name: 'Invoices' }, LOAD));
    const table = await view.findByRole('table', { name: 'Invoices of the shipment' }, LOAD);
    await waitFor(() => expect(within(table).getByRole('link', { name: 'INV/2026-27/0007' }).getAttribute('href')).toBe('/invoices/inv1'), LOAD);
    expect(tester.http.callsTo('GET', BILLING_API.invoices)[0].query).toMatchObject({ filter: { shipmentId: 'sh9' } });
    expect(text(table)).toContain('Total INR');
    expect(text(table)).toContain('INR 265,501.20');
    expect(await seriousA11yViolations(view.container)).toEqual([]);
    fireEvent.click(view.getByRole('button', { name: 'Create invoice' }));
    expect(await view.findByRole('form', { name: 'New invoice' }, LOAD)).toBeTruthy();
    expect(tester.http.callsTo('GET', BILLING_API.invoiceDraftFromShipment)[0].query).toMatchObject({ shipmentId: 'sh9' });
  });

  it('says when the shipment has no invoice', async () => {
    const tester = createPluginTester({ plugin, plugins: [host], accesses: { invoices: ['Read'] } });
    serveInvoiceScreens(tester.http).on('GET', BILLING_API.invoices, { success: true, data: { items: [], count: 0 } });
    const view = renderWorkbench(tester, '/shipment-host/sh9');
    fireEvent.click(await view.findByRole('tab', { name: 'Invoices' }, LOAD));
    expect(await view.findByText('No invoices for this shipment', undefined, LOAD)).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Create invoice' })).toBeNull();
  });
});
