import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, layoutViewport, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { BILLING_API } from '../../../shared/types';
import { serveInvoiceScreens } from './serveInvoiceScreens';

const LOAD = { timeout: 10_000 };
const text = (el: Element) => el.textContent!.replace(/\u00a0/g, ' ');

describe('Invoices list', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('lists issued and received invoices with number, party, shipment, overdue days, money and status; the side goes into the request', async () => {
    const tester = createPluginTester({ plugin, accesses: { invoices: ['Read', 'Create'] } });
    serveInvoiceScreens(tester.http);
    const view = renderWorkbench(tester, '/invoices');
    const table = await view.findByRole('region', { name: 'Invoices' }, LOAD);
    const link = await within(table).findByRole('link', { name: 'INV/2026-27/0007' }, LOAD);
    expect(link.getAttribute('href')).toBe('/invoices/inv1');
    expect(within(table).getByRole('link', { name: 'Draft' }).getAttribute('href')).toBe('/invoices/inv2');
    expect(within(table).getAllByRole('link', { name: 'SHP-0009' })[0].getAttribute('href')).toBe('/shipments/sh9');
    const rows = text(table);
    expect(rows).toContain('To Acme Apparel');
    expect(rows).toContain('From Oceanic Lines');
    expect(rows).toContain('24 days overdue');
    expect(rows).toContain('INR 132,750.60');
    expect(rows).toContain('Overdue');
    expect(rows).toContain('Issued');
    expect(rows).toContain('Awaiting approval');
    expect(view.getByRole('button', { name: 'New invoice' })).toBeTruthy();
    fireEvent.click(within(view.getByRole('group', { name: 'Side' })).getByRole('button', { name: 'Received' }));
    await waitFor(() => expect(tester.http.callsTo('GET', BILLING_API.invoices).at(-1)?.query).toMatchObject({ filter: { direction: 'RECEIVED' } }), LOAD);
    fireEvent.click(within(view.getByRole('group', { name: 'Side' })).getByRole('button', { name: 'All' }));
    await waitFor(() => expect((tester.http.callsTo('GET', BILLING_API.invoices).at(-1)?.query as { filter?: Record<string, unknown> }).filter?.direction).toBeUndefined(), LOAD);
    expect(await seriousA11yViolations(view.container)).toEqual([]);
  });

  it('says when there are no invoices yet and offers New invoice; a reader has no button', async () => {
    const tester = createPluginTester({ plugin, accesses: { invoices: ['Read', 'Create'] } });
    serveInvoiceScreens(tester.http).on('GET', BILLING_API.invoices, { success: true, data: { items: [], count: 0 } });
    const view = renderWorkbench(tester, '/invoices');
    expect(await view.findByText('No invoices yet', undefined, LOAD)).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'New invoice' }));
    expect(await view.findByRole('heading', { name: 'New invoice' }, LOAD)).toBeTruthy();
    cleanup();
    const reader = createPluginTester({ plugin, accesses: { invoices: ['Read'] } });
    serveInvoiceScreens(reader.http);
    const readOnly = renderWorkbench(reader, '/invoices');
    await readOnly.findAllByText('INV/2026-27/0007', undefined, LOAD);
    expect(readOnly.queryByRole('button', { name: 'New invoice' })).toBeNull();
  });
});
