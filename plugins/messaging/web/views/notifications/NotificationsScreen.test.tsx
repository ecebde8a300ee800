import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { LIVE_KINDS } from '@portolan/sdk';
import { createPluginTester, layoutViewport, renderWorkbench } from '@portolan/sdk/testing';
import plugin from '../../index';
import type { Notification } from '../../../shared/types';
import { FakeLiveConnection } from '@portolan/sdk/testing';

const LOAD = { timeout: 10_000 };
const ok = (data: unknown) => ({ success: true, data });
const note = (id: string, fields: Partial<Notification> = {}): Notification => ({
  _id: id,
  event: 'rfq.awarded',
  category: 'rfq',
  title: `RFQ ${id} awarded`,
  body: 'Bluewave won the lane',
  href: `/rfq/${id}`,
  record: { kind: 'rfq', id, title: `RFQ-${id}`, href: `/rfq/${id}` },
  createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  readAt: null,
  ...fields,
});

describe('all notifications', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('lists them with links, filters by category and unread, marks the selection read, and takes live ones', async () => {
    const tester = createPluginTester({ plugin });
    const live = FakeLiveConnection.bindIn(tester.container);
    tester.http
      .on('GET', '/api/events/notifications', ok({ items: [note('n1'), note('n2', { readAt: '2026-11-24T09:00:00Z' })], count: 2, unread: 1 }))
      .on('GET', '/api/events/user-notification-preferences', ok({ digest: 'daily', items: [{ category: 'rfq', title: 'RFQ deadlines and awards', description: '', inApp: true, email: false, source: 'default', enabled: true, emailAllowed: true }] }))
      .on('POST', '/api/events/notifications/read', ok({ record: { unread: 0 } }));
    const view = renderWorkbench(tester, '/notifications');
    const table = await view.findByRole('region', { name: 'Notification list' }, LOAD);
    expect((await within(table).findByRole('link', { name: 'RFQ n1 awarded' }, LOAD)).getAttribute('href')).toBe('/rfq/n1');
    expect(within(table).getByRole('link', { name: 'RFQ-n1' }).getAttribute('href')).toBe('/rfq/n1');
    expect(table.textContent).toContain('2 hours ago');
    expect(table.textContent).toContain('RFQ deadlines and awards');

    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select row 1' }));
    fireEvent.click(within(view.getByRole('group', { name: 'Bulk actions' })).getByRole('button', { name: 'Mark read' }));
    await waitFor(() => expect(tester.http.callsTo('POST', '/api/events/notifications/read').map((c) => c.body)).toEqual([{ data: { ids: ['n1'] } }]), LOAD);
    await waitFor(() => expect(within(table).queryAllByText('Unread')).toHaveLength(0), LOAD);
    expect(tester.notifications.notifications[0].message).toBe('Marked read');

    fireEvent.change(await view.findByLabelText('Category'), { target: { value: 'rfq' } });
    await waitFor(() => expect(tester.http.callsTo('GET', '/api/events/notifications').at(-1)!.query).toEqual({ filter: { category: 'rfq' }, page: 1, limit: 50 }), LOAD);
    fireEvent.change(view.getByLabelText('Show'), { target: { value: 'unread' } });
    await waitFor(() => expect(tester.http.callsTo('GET', '/api/events/notifications').at(-1)!.query).toEqual({ filter: { category: 'rfq', unread: true }, page: 1, limit: 50 }), LOAD);

    act(() => live.emit(LIVE_KINDS.notification, note('n3', { title: 'RFQ n3 awarded' })));
    expect(await within(table).findByRole('link', { name: 'RFQ n3 awarded' }, LOAD)).toBeTruthy();

    fireEvent.click(view.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(tester.http.callsTo('POST', '/api/events/notifications/read').at(-1)!.body).toEqual({ data: { all: true } }), LOAD);
    await waitFor(() => expect(tester.notifications.notifications[0]?.message).toBe('All notifications marked read'), LOAD);
  });
});
