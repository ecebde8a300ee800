import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, FakeHttpClient, layoutViewport, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import type { EventCategoryConfig, UserNotificationPreferences } from '../../../shared/types';

const LOAD = { timeout: 10_000 };
const ok = (data: unknown) => ({ success: true, data });

const PREFERENCES: UserNotificationPreferences = {
  digest: 'immediate',
  items: [
    { category: 'shipments', title: 'Shipment milestones and delays', description: 'Departures, arrivals, delays', inApp: true, email: true, source: 'user', enabled: true, emailAllowed: true },
    { category: 'rfq', title: 'RFQ deadlines and awards', description: 'Deadlines near, awards', inApp: true, email: false, source: 'company', enabled: true, emailAllowed: false },
    { category: 'dnd', title: 'D&D last free day', description: 'Free time ending', inApp: false, email: false, source: 'default', enabled: false, emailAllowed: true },
  ],
};

const CONFIG: EventCategoryConfig[] = [
  { category: 'shipments', title: 'Shipment milestones and delays', description: 'Departures, arrivals, delays', enabled: true, emailAllowed: true, events: [{ name: 'shipment.delayed', title: 'A shipment is delayed', defaultChannels: ['inApp', 'email'] }] },
  { category: 'rfq', title: 'RFQ deadlines and awards', description: 'Deadlines near, awards', enabled: true, emailAllowed: false, events: [{ name: 'rfq.awarded', title: 'An RFQ is awarded', defaultChannels: ['inApp'] }] },
  { category: 'dnd', title: 'D&D last free day', description: 'Free time ending', enabled: false, emailAllowed: true, events: [{ name: 'dnd.last-free-day', title: 'Last free day is near', defaultChannels: ['inApp'] }] },
];

function setUp(levels: string[] = []) {
  const tester = createPluginTester({ plugin, accesses: levels.length ? { 'notification-preferences': levels } : {} });
  tester.http
    .on('GET', '/api/events/user-notification-preferences', ok(PREFERENCES))
    .on('GET', '/api/events/event-category-config', ok({ items: CONFIG }))
    .on('GET', '/api/events/default-user-notification-preferences', ok({ items: [{ category: 'shipments', inApp: true, email: false }] }))
    .on('POST', '/api/events/user-notification-preferences', ok({ record: PREFERENCES }))
    .on('POST', '/api/events/event-category-config', (req) => ok({ record: (req.body as { data: unknown }).data }))
    .on('POST', '/api/events/default-user-notification-preferences', ok({ items: [] }));
  return { tester, view: renderWorkbench(tester, '/notifications/preferences') };
}

describe('notification preferences', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('shows channels per category with their source and why a switch is off, and saves the right body', async () => {
    const { tester, view } = setUp();
    const table = await view.findByRole('table', { name: 'Channels per category' }, LOAD);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Your choice'),
      expect.stringContaining('Company default'),
      expect.stringContaining('Default'),
    ]);
    const rfqEmail = view.getByRole('checkbox', { name: 'Email: RFQ deadlines and awards' }) as HTMLInputElement;
    expect(rfqEmail.disabled).toBe(true);
    expect(rows[1].textContent).toContain('Your company does not allow email for this category');
    expect((view.getByRole('checkbox', { name: 'In-app: D&D last free day' }) as HTMLInputElement).disabled).toBe(true);
    expect(rows[2].textContent).toContain('Switched off by your company');
    expect(view.queryByRole('form', { name: 'Company notification settings' })).toBeNull();
    expect(tester.http.callsTo('GET', '/api/events/event-category-config')).toHaveLength(0);

    fireEvent.click(view.getByRole('checkbox', { name: 'Email: Shipment milestones and delays' }));
    fireEvent.click(view.getByRole('radio', { name: 'Daily digest' }));
    fireEvent.click(view.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(tester.http.callsTo('POST', '/api/events/user-notification-preferences')).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', '/api/events/user-notification-preferences')[0].body).toEqual({
      data: {
        digest: 'daily',
        items: [
          { category: 'shipments', inApp: true, email: false },
          { category: 'rfq', inApp: true, email: false },
          { category: 'dnd', inApp: false, email: false },
        ],
      },
    });
    await waitFor(() => expect(tester.notifications.notifications[0]?.message).toBe('Notification preferences saved'), LOAD);
  });

  it('shows the server’s 400 beside the switch it names and keeps what was chosen', async () => {
    const { tester, view } = setUp();
    tester.http.on('POST', '/api/events/user-notification-preferences', FakeHttpClient.reply(400, { success: false, error: { message: 'Email is not allowed for this category', code: 'VALIDATION_ERROR', field: 'data.items.0.email' } }));
    await view.findByRole('table', { name: 'Channels per category' }, LOAD);
    fireEvent.click(view.getByRole('radio', { name: 'Hourly digest' }));
    fireEvent.click(view.getByRole('button', { name: 'Save' }));
    const email = view.getByRole('checkbox', { name: 'Email: Shipment milestones and delays' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'), LOAD);
    const message = document.getElementById(email.getAttribute('aria-describedby')!.split(' ')[0])!;
    expect(message.textContent).toBe('Email is not allowed for this category');
    expect((view.getByRole('radio', { name: 'Hourly digest' }) as HTMLInputElement).checked).toBe(true);
    expect(tester.notifications.notifications[0].message).toBe('Could not save the notification preferences');
  });

  it('lets a company admin switch categories, allow email and set the defaults; the events show on expand', async () => {
    const { tester, view } = setUp(['Read', 'Update']);
    const company = await view.findByRole('form', { name: 'Company notification settings' }, LOAD);
    expect(await seriousA11yViolations(view.container)).toEqual([]);
    fireEvent.click(view.getByRole('button', { name: 'Events of Shipment milestones and delays' }));
    const events = await within(view.getByRole('table', { name: 'Channels per category' })).findByRole('list', { name: 'Events' }, LOAD);
    expect(events.textContent).toBe('A shipment is delayed (by default: in-app, email)');

    fireEvent.click(within(company).getByRole('checkbox', { name: 'On for the company: D&D last free day' }));
    fireEvent.click(within(company).getByRole('checkbox', { name: 'Default email: Shipment milestones and delays' }));
    fireEvent.click(within(company).getByRole('button', { name: 'Save company settings' }));
    await waitFor(() => expect(tester.http.callsTo('POST', '/api/events/default-user-notification-preferences')).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', '/api/events/event-category-config').map((c) => c.body)).toEqual([{ data: { category: 'dnd', enabled: true, emailAllowed: true } }]);
    expect(tester.http.callsTo('POST', '/api/events/default-user-notification-preferences')[0].body).toEqual({
      data: {
        items: [
          { category: 'shipments', inApp: true, email: true },
          { category: 'rfq', inApp: true, email: false },
          { category: 'dnd', inApp: true, email: false },
        ],
      },
    });
    await waitFor(() => expect(tester.notifications.notifications[0]?.message).toBe('Company notification settings saved'), LOAD);
  });
});
