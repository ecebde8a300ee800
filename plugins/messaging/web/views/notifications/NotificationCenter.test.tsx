import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ContainerContext, LIVE_KINDS } from '@portolan/sdk';
import { createPluginTester, FakeHttpClient, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import type { Notification } from '../../../shared/types';
import NotificationCenter from './NotificationCenter';
import { FakeLiveConnection } from '@portolan/sdk/testing';

const LOAD = { timeout: 10_000 };
const ok = (data: unknown) => ({ success: true, data });

const note = (id: string, fields: Partial<Notification> = {}): Notification => ({
  _id: id,
  event: 'shipment.delayed',
  category: 'shipment-milestones',
  title: `Shipment ${id} is delayed`,
  body: 'ETA moved by two days',
  href: `/shipments/${id}`,
  record: { kind: 'shipment', id, title: `SHP-${id}`, href: `/shipments/${id}` },
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  readAt: null,
  ...fields,
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function setUp(items: Notification[] = [note('s1'), note('s2', { readAt: '2026-11-24T10:00:00Z' })], unread = 1) {
  const tester = createPluginTester({ plugin });
  const live = FakeLiveConnection.bindIn(tester.container);
  tester.http
    .on('GET', '/api/events/notifications', ok({ items, count: items.length, unread }))
    .on('POST', '/api/events/notifications/read', (req) => ok({ record: { unread: (req.body as { data: { all?: boolean } }).data.all ? 0 : unread - 1 } }));
  const view = render(
    <ContainerContext.Provider value={tester.container}>
      <MemoryRouter initialEntries={['/']}>
        <NotificationCenter />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </ContainerContext.Provider>,
  );
  return { tester, live, view };
}

describe('the notification area', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('counts unread server notifications and this session’s messages, and lists the newest', async () => {
    const { tester, view } = setUp();
    const bell = await view.findByRole('button', { name: 'Notifications, 1 unread' }, LOAD);
    expect(bell.textContent).toBe('1');
    act(() => tester.notifications.show('Quote sent'));
    expect(view.getByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    expect(tester.http.callsTo('GET', '/api/events/notifications')[0].query).toEqual({ page: 1, limit: 15 });

    fireEvent.click(view.getByRole('button', { name: 'Notifications, 2 unread' }));
    const list = await view.findByRole('list', { name: 'Notifications list' }, LOAD);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-unread'))).toEqual(['true', 'false']);
    expect(items[0].textContent).toContain('Unread: Shipment s1 is delayed');
    expect(items[0].textContent).toContain('ETA moved by two days');
    expect(items[0].textContent).toContain('5 minutes ago');
    expect(items[0].textContent).toContain('Shipment milestones');
    expect(view.getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/notifications');
    expect(view.getByRole('link', { name: 'Preferences' }).getAttribute('href')).toBe('/notifications/preferences');
    expect(await seriousA11yViolations(document.body)).toEqual([]);

    fireEvent.click(view.getByRole('tab', { name: /This session/ }));
    expect(await view.findByText('Quote sent', {}, LOAD)).toBeTruthy();
  });

  it('takes a live notification: the badge grows, it heads the list, and a due reminder shows on the snackbar', async () => {
    const { tester, live, view } = setUp();
    await view.findByRole('button', { name: 'Notifications, 1 unread' }, LOAD);
    act(() => live.emit(LIVE_KINDS.notification, note('r1', { event: 'reminder.due', category: 'reminders', title: 'Call Bluewave', body: '', href: null, record: null })));
    const bell = view.getByRole('button', { name: 'Notifications, 3 unread' });
    expect(tester.notifications.snackbar.map((n) => n.message)).toEqual(['Reminder: Call Bluewave']);
    fireEvent.click(bell);
    const list = await view.findByRole('list', { name: 'Notifications list' }, LOAD);
    expect(within(list).getAllByRole('listitem')[0].textContent).toContain('Call Bluewave');

    act(() => live.emit(LIVE_KINDS.notificationsRead, { unread: 0 }));
    expect(within(list).getAllByRole('listitem').map((li) => li.getAttribute('data-unread'))).toEqual(['false', 'false', 'false']);

    tester.http.resetCalls();
    act(() => live.ready());
    await waitFor(() => expect(tester.http.callsTo('GET', '/api/events/notifications')).toHaveLength(1), LOAD);
  });

  it('opening a notification marks it read and goes to its record; "Mark all read" marks everything', async () => {
    const { tester, view } = setUp([note('s1'), note('s2')], 2);
    fireEvent.click(await view.findByRole('button', { name: 'Notifications, 2 unread' }, LOAD));
    const list = await view.findByRole('list', { name: 'Notifications list' }, LOAD);
    fireEvent.click(within(list).getAllByRole('button')[0]);
    await waitFor(() => expect(view.getByTestId('where').textContent).toBe('/shipments/s1'), LOAD);
    expect(tester.http.callsTo('POST', '/api/events/notifications/read').map((c) => c.body)).toEqual([{ data: { ids: ['s1'] } }]);
    expect(await view.findByRole('button', { name: 'Notifications, 1 unread' }, LOAD)).toBeTruthy();

    fireEvent.click(view.getByRole('button', { name: 'Notifications, 1 unread' }));
    fireEvent.click(await view.findByRole('button', { name: 'Mark all read' }, LOAD));
    await waitFor(() => expect(view.getByRole('button', { name: 'Notifications' })).toBeTruthy(), LOAD);
    expect(tester.http.callsTo('POST', '/api/events/notifications/read').at(-1)!.body).toEqual({ data: { all: true } });
  });

  it('shows a compact error with Retry when the list cannot load', async () => {
    const { tester, view } = setUp();
    tester.http.on('GET', '/api/events/notifications', FakeHttpClient.reply(500, { success: false, error: { message: 'Server Error' } }));
    cleanup();
    const again = render(
      <ContainerContext.Provider value={tester.container}>
        <MemoryRouter>
          <NotificationCenter />
        </MemoryRouter>
      </ContainerContext.Provider>,
    );
    fireEvent.click(await again.findByRole('button', { name: 'Notifications' }, LOAD));
    expect((await again.findByRole('alert', {}, LOAD)).textContent).toContain('Server Error');
    void view;
  });
});
