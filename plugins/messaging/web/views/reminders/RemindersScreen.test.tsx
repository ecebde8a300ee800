import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { LIVE_KINDS } from '@portolan/sdk';
import { createPluginTester, FakeHttpClient, layoutViewport, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import type { Reminder } from '../../../shared/types';
import { FakeLiveConnection } from '@portolan/sdk/testing';
import { openReminderDialog } from './openReminderDialog';

const LOAD = { timeout: 10_000 };
const ok = (data: unknown) => ({ success: true, data });
const ISO_WITH_OFFSET = /^\d{4}-\d\d-\d\dT\d\d:\d\d:00(?:[+-]\d\d:\d\d)$/;

const reminder = (id: string, fields: Partial<Reminder> = {}): Reminder => ({
  _id: id,
  title: `Call Bluewave ${id}`,
  note: 'About the booking',
  dueAt: new Date(Date.now() + 60 * 60_000).toISOString(),
  state: 'scheduled',
  email: false,
  record: { kind: 'shipment', id: 's42', title: 'SHP-2026-0042', href: '/shipments/s42' },
  firedAt: null,
  doneAt: null,
  snoozeCount: 0,
  createdAt: '2026-11-24T10:00:00Z',
  updatedAt: '2026-11-24T10:00:00Z',
  version: 1,
  ...fields,
});

function setUp() {
  const tester = createPluginTester({ plugin, accesses: { reminders: ['Read', 'Create', 'Update', 'Delete'] } });
  const live = FakeLiveConnection.bindIn(tester.container);
  tester.http
    .on('GET', '/api/reminders', ok({ items: [reminder('r1')], count: 1 }))
    .on('POST', '/api/reminders', (req) => FakeHttpClient.reply(201, ok({ record: reminder('r2', (req.body as { data: Partial<Reminder> }).data), id: 'r2' })))
    .on('POST', /^\/api\/reminders\/r1\/snooze$/, ok({ record: reminder('r1', { version: 2, snoozeCount: 1 }) }))
    .on('POST', /^\/api\/reminders\/r1\/done$/, ok({ record: reminder('r1', { state: 'done', version: 2 }) }));
  return { tester, live, view: renderWorkbench(tester, '/reminders') };
}

describe('reminders', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('lists the reminders with their record, due time and state; a live event updates the row', async () => {
    const { tester, live, view } = setUp();
    const table = await view.findByRole('region', { name: 'Reminder list' }, LOAD);
    expect(await within(table).findByRole('button', { name: 'Details of Call Bluewave r1' }, LOAD)).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'SHP-2026-0042' }).getAttribute('href')).toBe('/shipments/s42');
    expect(table.textContent).toContain('in 1 hour');
    expect(within(table).getByText('Scheduled')).toBeTruthy();
    expect(tester.http.callsTo('GET', '/api/reminders')[0].query).toEqual({ sort: { dueAt: 'asc' }, page: 1, limit: 50 });

    act(() => live.emit(LIVE_KINDS.reminder, { reminder: reminder('r1', { state: 'due', version: 2 }) }));
    expect(await within(table).findByText('Due', { selector: '.bp6-tag, .bp6-tag *' }, LOAD)).toBeTruthy();
    expect(within(table).queryByText('Scheduled')).toBeNull();
    expect(await seriousA11yViolations(view.container)).toEqual([]);
  });

  it('creates a reminder with a quick pick: the due time goes as ISO 8601 with the local offset', async () => {
    const { tester, view } = setUp();
    fireEvent.click(await view.findByRole('button', { name: 'New reminder' }, LOAD));
    const dialog = await view.findByRole('dialog', { name: 'New reminder' }, LOAD);
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Chase the B/L' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '+15 min' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Also email me when it is due' }));
    const before = Date.now();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set reminder' }));
    await waitFor(() => expect(tester.http.callsTo('POST', '/api/reminders')).toHaveLength(1), LOAD);
    const { data } = tester.http.callsTo('POST', '/api/reminders')[0].body as { data: { title: string; dueAt: string; email: boolean; note: string } };
    expect(data).toMatchObject({ title: 'Chase the B/L', email: true, note: '' });
    expect(data.dueAt).toMatch(ISO_WITH_OFFSET);
    const minutes = (Date.parse(data.dueAt) - before) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(16);
    await waitFor(() => expect(view.queryByRole('dialog', { name: 'New reminder' })).toBeNull(), LOAD);
    expect(tester.notifications.notifications[0].message).toBe('Reminder set');
  });

  it('shows the server’s 400 beside the due field and keeps what was typed', async () => {
    const { tester, view } = setUp();
    tester.http.on('POST', '/api/reminders', FakeHttpClient.reply(400, { success: false, error: { message: 'dueAt must be in the future', code: 'VALIDATION_ERROR', field: 'data.dueAt' } }));
    fireEvent.click(await view.findByRole('button', { name: 'New reminder' }, LOAD));
    const dialog = await view.findByRole('dialog', { name: 'New reminder' }, LOAD);
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Too late' } });
    fireEvent.change(within(dialog).getByLabelText(/^Due/), { target: { value: '2020-01-01T09:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set reminder' }));
    expect(await within(dialog).findByText('dueAt must be in the future', {}, LOAD)).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Too late');
    expect(within(dialog).getByLabelText(/^Due/).getAttribute('aria-invalid')).toBe('true');
    expect(tester.http.callsTo('POST', '/api/reminders')).toHaveLength(1);
  });

  it('snoozes and marks done through their routes with the version', async () => {
    const { tester, view } = setUp();
    const table = await view.findByRole('region', { name: 'Reminder list' }, LOAD);
    fireEvent.click(await within(table).findByRole('button', { name: 'Snooze Call Bluewave r1' }, LOAD));
    fireEvent.click(await view.findByRole('menuitem', { name: '15 minutes' }, LOAD));
    await waitFor(() => expect(tester.http.callsTo('POST', '/api/reminders/r1/snooze')).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', '/api/reminders/r1/snooze')[0].body).toEqual({ data: { minutes: 15, version: 1 } });

    fireEvent.click(within(table).getByRole('button', { name: 'Done: Call Bluewave r1' }));
    await waitFor(() => expect(tester.http.callsTo('POST', '/api/reminders/r1/done')).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', '/api/reminders/r1/done')[0].body).toEqual({ data: { version: 2 } });
    expect(await within(table).findByText('Done', { selector: '.bp6-tag, .bp6-tag *' }, LOAD)).toBeTruthy();
  });

  it('"Set reminder" on a record opens the form with the record’s name and sends the record', async () => {
    const { tester } = setUp();
    cleanup();
    await tester.ready;
    openReminderDialog({ kind: 'shipment', recordId: 's42', record: { reference: 'SHP-2026-0042' } }, { container: tester.container, navigate: () => undefined });
    const dialog = await waitFor(() => {
      const found = document.querySelector('[role="dialog"]');
      expect(found).toBeTruthy();
      return found as HTMLElement;
    }, LOAD);
    expect(dialog.textContent).toContain('Set reminder on SHP-2026-0042');
    expect((within(dialog).getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Follow up SHP-2026-0042');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tomorrow 9:00' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set reminder' }));
    await waitFor(() => expect(tester.http.callsTo('POST', '/api/reminders')).toHaveLength(1), LOAD);
    const { data } = tester.http.callsTo('POST', '/api/reminders')[0].body as { data: { dueAt: string; record: unknown } };
    expect(data.record).toEqual({ kind: 'shipment', id: 's42', title: 'SHP-2026-0042', href: expect.any(String) });
    expect(new Date(data.dueAt).getHours()).toBe(9);
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull(), LOAD);
  });
});
