import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { CommandRegistry } from '@portolan/sdk';
import { FakeHttpClient, createPluginTester, layoutViewport, renderWorkbench, type PluginTester } from '@portolan/sdk/testing';
import plugin from '../../index';
import { RATES_API, type QuickBookOffer, type Rate } from '../../../shared/types';
import { expiresIn } from './expiresIn';

const LOAD = { timeout: 10_000 };
const API = RATES_API.quickBook;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const list = (items: unknown[]) => ({ success: true, data: { items, count: items.length } });

const offer: QuickBookOffer = {
  _id: 'o1',
  version: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  rateId: 'r1',
  search: { origin: 'INNSA', destination: 'NLRTM', mode: 'FCL', containers: [{ type: '42G1', count: 2 }], readyOn: day(5) },
  option: {
    id: 'r1',
    carrier: 'MAEU',
    origin: 'INNSA',
    destination: 'NLRTM',
    via: [],
    transitDays: 24,
    validFrom: day(-10),
    validTo: day(30),
    freeDays: 7,
    side: 'SPOT',
    contractRef: null,
    offeredBy: null,
    total: '4350.00',
    currency: 'USD',
    lines: [
      { code: 'OFR', name: 'Ocean freight', stage: 'FREIGHT', basis: 'PER_CONTAINER', quantity: '2', unitAmount: '1900.00', amount: '3800.00', currency: 'USD', converted: '3800.00', rateId: 'r1' },
      { code: 'OTHC', name: 'Origin terminal handling', stage: 'ORIGIN', basis: 'PER_CONTAINER', quantity: '2', unitAmount: '11500', amount: '23000', currency: 'INR', converted: '275.00', rateId: 'r2' },
      { code: 'DTHC', name: 'Destination terminal handling', stage: 'DESTINATION', basis: 'PER_CONTAINER', quantity: '2', unitAmount: '253.00', amount: '506.00', currency: 'EUR', converted: '275.00', rateId: 'r3' },
    ],
    conversions: [{ from: 'INR', to: 'USD', rate: '0.011957', rateDate: '2026-01-02', source: 'Reference snapshot (seeded, not live)' }],
    sailings: [{ scheduleId: 's1', vessel: 'MAERSK KENSINGTON', voyage: '447W', service: 'ME11', departsAt: `${day(6)}T10:00:00.000Z`, arrivesAt: `${day(30)}T06:00:00.000Z`, transitDays: 24 }],
    score: 80,
  },
  expiresAt: new Date(Date.now() + 3 * 86_400_000 + 3_600_000).toISOString(),
  status: 'OPEN',
  isMine: false,
};

const rate: Rate = {
  _id: 'r9',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
  kind: 'FCL',
  side: 'SELL',
  carrier: 'MSCU',
  origin: 'CNSHA',
  destination: 'USLAX',
  port: null,
  via: [],
  containerType: '45G1',
  chargeCode: null,
  basis: 'PER_CONTAINER',
  amount: '2875.00',
  currency: 'USD',
  minimum: null,
  transitDays: 16,
  validFrom: day(-5),
  validTo: day(40),
  freeDays: 5,
  commodity: null,
  contractRef: null,
  remarks: null,
  importId: null,
  validity: 'ACTIVE',
};

function asForwarder(tester: PluginTester) {
  tester.session.signIn(tester.session.user!, undefined, { _id: 'bluewave', name: 'Bluewave Logistics', kind: 'forwarder' });
}

describe('quick-book web', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('says when an offer expires', () => {
    const now = Date.parse('2026-03-01T00:00:00Z');
    expect(expiresIn('2026-03-01T00:30:00Z', now)).toBe('in 30 min');
    expect(expiresIn('2026-03-02T05:00:00Z', now)).toBe('in 29 h');
    expect(expiresIn('2026-03-05T00:00:00Z', now)).toBe('in 4 days');
    expect(expiresIn('2026-02-28T00:00:00Z', now)).toBe('expired');
  });

  it('a shipper books an offer in one step: the breakdown, then POST book with the version', async () => {
    const tester = createPluginTester({ plugin, accesses: { rates: ['Read', 'Create'] } });
    tester.http.on('GET', API, list([offer]));
    tester.http.on('POST', `${API}/o1/book/`, { success: true, data: { record: { ...offer, status: 'BOOKED', version: 4 } } });
    const view = renderWorkbench(tester, '/qbrates');
    const table = await view.findByRole('region', { name: 'Quick-book offers' }, LOAD);
    expect(await within(table).findByText('Maersk (MAEU)', undefined, LOAD)).toBeTruthy();
    expect(within(table).getByText('INNSA → NLRTM')).toBeTruthy();
    expect(within(table).getByText('2 × 42G1')).toBeTruthy();
    expect(within(table).getByText('USD 4,350.00')).toBeTruthy();
    expect(within(table).getByText('in 3 days')).toBeTruthy();
    expect(tester.http.callsTo('GET', API)[0].query).toMatchObject({ filter: { status: 'OPEN' }, sort: { expiresAt: 'asc' } });
    expect(view.queryByRole('button', { name: 'Publish offer' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /^Withdraw/ })).toBeNull();

    fireEvent.click(within(table).getByRole('button', { name: 'Book INNSA → NLRTM MAEU' }));
    const dialog = await view.findByRole('dialog', undefined, LOAD);
    const breakdown = within(dialog).getByRole('table', { name: 'Price breakdown' });
    expect(within(breakdown).getByText('Origin terminal handling (OTHC)')).toBeTruthy();
    expect(within(breakdown).getByText('INR 23,000.00')).toBeTruthy();
    expect(within(breakdown).getByText('USD 4,350.00')).toBeTruthy();
    expect(within(dialog).getByText(/Reference snapshot \(seeded, not live\)/)).toBeTruthy();
    expect(within(within(dialog).getByRole('list', { name: 'Next sailings' })).getByText(/MAERSK KENSINGTON 447W \(ME11\)/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /^Request booking at USD\s4,350\.00$/ }));
    await waitFor(() => expect(tester.http.callsTo('POST', `${API}/o1/book/`)).toHaveLength(1));
    expect(tester.http.callsTo('POST', `${API}/o1/book/`)[0].body).toEqual({ data: { version: 3 } });
    await waitFor(() => expect(tester.notifications.notifications.map((n) => n.message)).toContain('Booking requested'));
    await waitFor(() => expect(tester.http.callsTo('GET', API)).toHaveLength(2));
  });

  it('a refused booking says "Failed to book" with the server reason and keeps the dialog open', async () => {
    const tester = createPluginTester({ plugin, accesses: { rates: ['Read', 'Create'] } });
    tester.http.on('GET', API, list([offer]));
    tester.http.on('POST', `${API}/o1/book/`, FakeHttpClient.reply(409, { success: false, error: { message: 'Cannot book: the offer is WITHDRAWN', code: 'CONFLICT' } }));
    const view = renderWorkbench(tester, '/qbrates');
    fireEvent.click(await view.findByRole('button', { name: 'Book INNSA → NLRTM MAEU' }, LOAD));
    const dialog = await view.findByRole('dialog', undefined, LOAD);
    fireEvent.click(within(dialog).getByRole('button', { name: /^Request booking/ }));
    expect(await within(dialog).findByText('Cannot book: the offer is WITHDRAWN', undefined, LOAD)).toBeTruthy();
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('Failed to book');
  });

  it('a viewer sees the offers without Book; "All offers" asks for every state and shows an expired one', async () => {
    const tester = createPluginTester({ plugin, accesses: { rates: ['Read'] } });
    const expired = { ...offer, _id: 'o9', status: 'EXPIRED', option: { ...offer.option, carrier: 'HLCU' } };
    tester.http.on('GET', API, (request) => list((request.query as { filter?: unknown }).filter ? [offer] : [offer, expired]));
    const view = renderWorkbench(tester, '/qbrates');
    const table = await view.findByRole('region', { name: 'Quick-book offers' }, LOAD);
    await within(table).findByText('Maersk (MAEU)', undefined, LOAD);
    expect(within(table).queryByRole('button', { name: /^Book/ })).toBeNull();
    expect(tester.root.get<CommandRegistry>(CommandRegistry).visible.map((c) => c.title)).not.toContain('Publish a quick-book offer');
    expect(within(table).queryByText('Hapag-Lloyd (HLCU)')).toBeNull();
    fireEvent.change(view.getByLabelText('Show offers'), { target: { value: 'all' } });
    const again = await view.findByRole('region', { name: 'Quick-book offers' }, LOAD);
    expect(await within(again).findByText('Hapag-Lloyd (HLCU)', undefined, LOAD)).toBeTruthy();
    expect(within(view.getByRole('region', { name: 'Quick-book offers' })).getByText('EXPIRED')).toBeTruthy();
    expect(tester.http.callsTo('GET', API).at(-1)?.query).not.toHaveProperty('filter');
  });

  it('the forwarder publishes an offer from a live FCL rate of its inventory, then withdraws its own', async () => {
    const tester = createPluginTester({ plugin, accesses: { rates: ['Read', 'Create', 'Update'] } });
    asForwarder(tester);
    const mine = { ...offer, _id: 'o2', version: 1, isMine: true };
    tester.http.on('GET', API, list([mine]));
    tester.http.on('GET', RATES_API.inventory, { success: true, data: { items: [rate], count: 1, nextCursor: null, prevCursor: null } });
    tester.http.on('POST', API, { success: true, data: { id: 'o3', record: { ...mine, _id: 'o3' } } });
    tester.http.on('POST', `${API}/o2/withdraw/`, { success: true, data: { record: { ...mine, status: 'WITHDRAWN', version: 2 } } });
    const view = renderWorkbench(tester, '/qbrates');
    const table = await view.findByRole('region', { name: 'Quick-book offers' }, LOAD);
    await within(table).findByText('Maersk (MAEU)', undefined, LOAD);
    expect(within(table).queryByRole('button', { name: /^Book/ })).toBeNull();

    expect(view.getByRole('button', { name: 'Publish offer' })).toBeTruthy();
    // The screen's actions are in the command palette; the keyboard shortcut opens the publish dialog.
    const commands = tester.root.get<CommandRegistry>(CommandRegistry);
    const publish = commands.visible.find((c) => c.title === 'Publish a quick-book offer');
    expect(publish?.shortcut).toBe('alt+n');
    await commands.run(publish!, () => undefined);
    const dialog = await view.findByRole('dialog', undefined, LOAD);
    await waitFor(() => expect(tester.http.callsTo('GET', RATES_API.inventory)[0]?.query).toMatchObject({ filter: { kind: 'FCL', validity: 'ACTIVE' } }));
    // Nothing picked: the client says so and sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish offer' }));
    expect(await within(dialog).findByText('Pick an FCL rate of your inventory')).toBeTruthy();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Pick MSCU CNSHA → USLAX 45G1' }, LOAD));
    fireEvent.change(within(dialog).getByLabelText(/^Containers/), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByLabelText(/^Cargo ready on/), { target: { value: day(7) } });
    fireEvent.change(within(dialog).getByLabelText(/^Offer expires at/), { target: { value: `${day(3)}T18:00` } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish offer' }));
    await waitFor(() => expect(tester.http.callsTo('POST', API)).toHaveLength(1));
    expect(tester.http.callsTo('POST', API)[0].body).toMatchObject({
      data: {
        rateId: 'r9',
        search: { origin: 'CNSHA', destination: 'USLAX', mode: 'FCL', containers: [{ type: '45G1', count: 3 }], readyOn: day(7) },
        expiresAt: new Date(`${day(3)}T18:00`).toISOString(),
      },
    });
    await waitFor(() => expect(tester.notifications.notifications.map((n) => n.message)).toContain('Offer published'));
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(table).getByRole('button', { name: 'Withdraw INNSA → NLRTM MAEU' }));
    fireEvent.click(await view.findByRole('button', { name: 'Withdraw offer' }, LOAD));
    await waitFor(() => expect(tester.http.callsTo('POST', `${API}/o2/withdraw/`)).toHaveLength(1));
    expect(tester.http.callsTo('POST', `${API}/o2/withdraw/`)[0].body).toEqual({ data: { version: 1 } });
    await waitFor(() => expect(tester.notifications.notifications.map((n) => n.message)).toContain('Offer withdrawn'));
  });
});
