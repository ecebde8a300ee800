import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { DND_API, type ContainerDndDetails } from '../../../shared/types';
import { CLOCKS, INVOICE, ok } from '../dndFixtures';

const LOAD = { timeout: 10_000 };
const text = (el: Element) => el.textContent!.replace(/\u00a0/g, ' ');

const DETAILS: ContainerDndDetails = {
  containerId: 'c2',
  containerNumber: 'MSCU7654321',
  isoType: '42G1',
  shipmentId: 's1',
  shipmentReference: 'SH-2026-0042',
  carrier: 'MAEU',
  pol: 'CNSHA',
  pod: 'NLRTM',
  clocks: [{ ...CLOCKS[1], breakdown: [{ fromDay: 5, toDay: 7, firstDate: '2026-11-19', lastDate: '2026-11-21', days: 3, perDiem: '75.00', amount: '225.00' }, { fromDay: 8, toDay: 10, firstDate: '2026-11-22', lastDate: '2026-11-24', days: 3, perDiem: '75.00', amount: '225.00' }] }],
  events: [{ eventCode: 'DISC', classifier: 'ACT', eventAt: '2026-11-13T22:30:00Z', location: 'NLRTM', localDay: '2026-11-13' }],
  invoices: [INVOICE],
};

describe('D&D container details', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('shows each clock with its cost by tier, the events, the applied tariff and invoices, and computes a what-if return day', async () => {
    const tester = createPluginTester({ plugin, accesses: { dnd: ['Read', 'Create'] } });
    tester.http
      .on('GET', `${DND_API.containers}/c2`, ok({ record: DETAILS }))
      .on('GET', DND_API.containerRates, ok({ items: [{ direction: 'IMPORT', chargeType: 'DETENTION', tariff: null, override: null, freeDays: 4, dayBasis: 'CALENDAR', tiers: [{ fromDay: 5, toDay: null, perDiem: '75.00' }], currency: 'USD' }], count: 1 }))
      .on('GET', DND_API.costs, ok({ items: [{ containerId: 'c2', containerNumber: 'MSCU7654321', clocks: [{ direction: 'IMPORT', chargeType: 'DETENTION', lastFreeDay: '2026-11-18', chargeableDays: 12, cost: { amount: '900.00', currency: 'USD' }, breakdown: [] }], total: [{ amount: '900.00', currency: 'USD' }] }], count: 1 }));
    const view = renderWorkbench(tester, '/dnd/containers/c2');
    expect(await view.findByRole('heading', { name: /MSCU7654321/ }, LOAD)).toBeTruthy();
    const bands = view.getByRole('table', { name: 'Cost by tier: Detention' });
    expect(within(bands).getAllByRole('row').map((r) => text(r))).toEqual(['DaysDatesChargeable daysPer diemAmount', '5–719 Nov 2026 – 21 Nov 20263USD 75.00USD 225.00', '8–1022 Nov 2026 – 24 Nov 20263USD 75.00USD 225.00']);
    expect(text(view.getByRole('list', { name: 'Equipment events' }))).toContain('13 Nov 2026 DISC');
    expect(text(await view.findByRole('table', { name: 'Applied tariffs' }, LOAD))).toContain('5–…: 75.00');
    expect(within(view.getByRole('table', { name: 'Carrier invoices of the container' })).getByRole('link', { name: 'INV-77' }).getAttribute('href')).toBe('/dnd/invoices/i1');
    fireEvent.change(view.getByLabelText('Return on'), { target: { value: '2026-11-30' } });
    fireEvent.click(view.getByRole('button', { name: 'Compute cost' }));
    await waitFor(() => expect(tester.http.callsTo('GET', DND_API.costs)[0]?.query).toEqual({ containerIds: 'c2', returnOn: '2026-11-30' }), LOAD);
    expect(text(await view.findByRole('status', { name: 'What-if cost' }, LOAD))).toMatch(/Returned on 30 Nov 2026: USD.900\.00/);
    fireEvent.click(view.getByRole('button', { name: 'Record carrier invoice' }));
    expect(await view.findByRole('heading', { name: /Record carrier invoice/ }, LOAD)).toBeTruthy();
    expect(await seriousA11yViolations(view.container)).toEqual([]);
  });
});
