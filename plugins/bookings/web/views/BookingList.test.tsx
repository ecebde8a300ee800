import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, layoutViewport, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../index';
import { BOOKINGS_API } from '../../shared/types';
import { serveBookingScreens } from './serveBookingScreens';

const LOAD = { timeout: 10_000 };
const text = (el: Element) => el.textContent!.replace(/\u00a0/g, ' ');

describe('Bookings list', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('lists both sides with status, amendment, route and confirmation; counters filter; waiting for me asks the server', async () => {
    const tester = createPluginTester({ plugin, accesses: { bookings: ['Read', 'Create'] } });
    serveBookingScreens(tester.http);
    const view = renderWorkbench(tester, '/bookings');
    const table = await view.findByRole('region', { name: 'Bookings' }, LOAD);
    const link = await within(table).findByRole('link', { name: 'BKG-2026-00007' }, LOAD);
    expect(link.getAttribute('href')).toBe('/bookings/b1');
    const rows = text(table);
    expect(rows).toContain('Sent to me');
    expect(rows).toContain('My request');
    expect(rows).toContain('Amendment received');
    expect(rows).toContain('Shanghai → Rotterdam');
    expect(rows).toContain('MAEU245778123');
    expect(rows).toContain('2 / 4');
    const counters = view.getByRole('group', { name: 'Bookings by status' });
    await waitFor(() => expect(text(counters)).toContain('Waiting for me 2'), LOAD);
    expect(text(counters)).toContain('All 9');
    fireEvent.click(within(counters).getByRole('button', { name: 'Received 3' }));
    await waitFor(() => expect(tester.http.callsTo('GET', BOOKINGS_API.bookings).at(-1)?.query).toMatchObject({ filter: { status: 'RECEIVED' } }), LOAD);
    fireEvent.click(within(counters).getByRole('button', { name: 'Waiting for me 2' }));
    await waitFor(() => expect(tester.http.callsTo('GET', BOOKINGS_API.bookings).at(-1)?.query).toMatchObject({ filter: { waiting: 'true' } }), LOAD);
    expect((tester.http.callsTo('GET', BOOKINGS_API.bookings).at(-1)?.query as { filter: Record<string, unknown> }).filter.status).toBeUndefined();
    expect(await seriousA11yViolations(view.container)).toEqual([]);
  });

  it('says when there are no bookings yet, and shows a failed load with Retry', async () => {
    const tester = createPluginTester({ plugin, accesses: { bookings: ['Read', 'Create'] } });
    serveBookingScreens(tester.http).on('GET', BOOKINGS_API.bookings, { success: true, data: { items: [], count: 0 } });
    const view = renderWorkbench(tester, '/bookings');
    expect(await view.findByText('No bookings yet', undefined, LOAD)).toBeTruthy();
    expect(view.getByRole('button', { name: 'New booking' })).toBeTruthy();
    cleanup();
    const failing = createPluginTester({ plugin, accesses: { bookings: ['Read'] } });
    serveBookingScreens(failing.http).on('GET', BOOKINGS_API.bookings, { success: false, error: { message: 'Server Error' } }, { status: 500 });
    const broken = renderWorkbench(failing, '/bookings?status=DRAFT');
    expect(await broken.findByRole('button', { name: 'Retry' }, LOAD)).toBeTruthy();
    expect(broken.queryByRole('button', { name: 'New booking' })).toBeNull();
  });
});
