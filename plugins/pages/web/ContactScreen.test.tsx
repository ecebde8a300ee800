import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createPluginTester, renderWorkbench } from '@portolan/sdk/testing';
import pages from './index';

const ok = (data: unknown) => ({ success: true, data });
const ID = '33333333-3333-4333-8333-333333333333';
const TICKET = { _id: ID, reference: 'SUP-2026-00007', companyId: 'c1', userId: 'u1', userName: 'Sam Shipper', email: 'shipper@portolan.test', category: 'billing', subject: 'Invoice copy', message: 'Please send a copy.', status: 'OPEN', createdAt: '2026-03-01T10:00:00Z', updatedAt: '2026-03-01T10:00:00Z', version: 1 };
const CREATED = { _id: 'a1', action: 'create', from: null, to: 'OPEN', note: null, actorName: 'Sam Shipper', createdAt: '2026-03-01T10:00:00Z' };

function tester(isPlatformAdmin = false, tickets: unknown[] = []) {
  const t = createPluginTester({ plugin: pages, user: { isPlatformAdmin } });
  t.http.on('GET', '/api/pages/tickets', ok({ items: tickets, count: tickets.length }));
  return t;
}

describe('/contact', () => {
  afterEach(cleanup);

  it('checks the form, sends it and shows the reference with a link to the request', async () => {
    const t = tester();
    t.http.on('POST', '/api/pages/contact', { fakeStatus: 201, body: ok({ record: TICKET, id: ID }) });
    renderWorkbench(t, '/contact');
    const form = await screen.findByRole('form', { name: 'Contact support' }, { timeout: 10_000 });
    expect(await screen.findByText('No requests yet')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(within(form).getByText('Enter a subject')).toBeTruthy();
    expect(t.http.callsTo('POST', '/api/pages/contact')).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText('What is it about?'), { target: { value: 'billing' } });
    fireEvent.change(within(form).getByLabelText('Subject'), { target: { value: ' Invoice copy ' } });
    fireEvent.change(within(form).getByLabelText('Message'), { target: { value: 'Please send a copy.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await within(form).findByText('SUP-2026-00007')).toBeTruthy();
    expect(within(form).getByRole('link', { name: 'Open the request' }).getAttribute('href')).toBe(`/contact?ticket=${ID}`);
    expect(t.http.callsTo('POST', '/api/pages/contact')[0].body).toEqual({ data: { category: 'billing', subject: 'Invoice copy', message: 'Please send a copy.' } });
  });

  it("shows the server's 400 beside the field it names, keeping what was typed", async () => {
    const t = tester();
    t.http.on('POST', '/api/pages/contact', { fakeStatus: 400, body: { success: false, error: { message: 'data.message must not be blank', code: 'BAD_REQUEST', field: 'data.message' } } });
    renderWorkbench(t, '/contact');
    const form = await screen.findByRole('form', { name: 'Contact support' }, { timeout: 10_000 });
    fireEvent.change(within(form).getByLabelText('Subject'), { target: { value: 'Help' } });
    fireEvent.change(within(form).getByLabelText('Message'), { target: { value: 'x' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await within(form).findByText('data.message must not be blank')).toBeTruthy();
    expect(within(form).getByLabelText('Subject')).toHaveProperty('value', 'Help');
  });

  it('the platform admin sees every request, opens one and answers it; the activity shows the move', async () => {
    const t = tester(true, [{ ...TICKET, companyName: 'Acme Exports' }]);
    t.http.on('GET', `/api/pages/tickets/${ID}`, ok({ record: { ...TICKET, companyName: 'Acme Exports' } }));
    t.http.on('GET', `/api/pages/tickets/${ID}/activity`, () => ok({ items: t.http.callsTo('POST', `/api/pages/tickets/${ID}/answer`).length ? [CREATED, { ...CREATED, _id: 'a2', action: 'answer', from: 'OPEN', to: 'ANSWERED', note: 'Sent.', actorName: 'Priya Platform' }] : [CREATED] }));
    t.http.on('POST', `/api/pages/tickets/${ID}/answer`, ok({ record: { ...TICKET, status: 'ANSWERED', version: 2 } }));
    renderWorkbench(t, '/contact');
    const table = await screen.findByRole('table', { name: 'Support requests' }, { timeout: 10_000 });
    expect(within(table).getByText('Acme Exports')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Contact support' })).toBeNull();
    fireEvent.click(within(table).getByRole('link', { name: 'SUP-2026-00007' }));
    const details = await screen.findByLabelText('Request SUP-2026-00007');
    fireEvent.click(within(details).getByRole('button', { name: 'Send answer' }));
    expect(within(details).getByText('Write the answer')).toBeTruthy();
    fireEvent.change(within(details).getByLabelText('Answer'), { target: { value: 'Sent.' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(within(details).getByText('OPEN → ANSWERED')).toBeTruthy());
    expect(t.http.callsTo('POST', `/api/pages/tickets/${ID}/answer`)[0].body).toEqual({ data: { version: 1, reply: 'Sent.' } });
    expect(within(details).getByRole('button', { name: 'Close request' })).toBeTruthy();
  });

  it("a user's own request offers close but not answer, and a 409 shows the server's message", async () => {
    const t = tester(false, [TICKET]);
    t.http.on('GET', `/api/pages/tickets/${ID}`, ok({ record: TICKET }));
    t.http.on('GET', `/api/pages/tickets/${ID}/activity`, ok({ items: [CREATED] }));
    t.http.on('POST', `/api/pages/tickets/${ID}/close`, { fakeStatus: 409, body: { success: false, error: { message: 'Cannot close: the request is CLOSED', code: 'CONFLICT' } } });
    renderWorkbench(t, `/contact?ticket=${ID}`);
    const details = await screen.findByLabelText('Request SUP-2026-00007', {}, { timeout: 10_000 });
    expect(within(details).queryByRole('button', { name: 'Send answer' })).toBeNull();
    fireEvent.click(within(details).getByRole('button', { name: 'Close request' }));
    expect(await within(details).findByText('Cannot close: the request is CLOSED')).toBeTruthy();
  });
});
