import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWorkbench } from '@portolan/sdk/testing';
import { authTester, failure, ok } from '../../testing/authTester';

const sub = { _id: 's1', company: { _id: 'c1', name: 'Acme Exports' }, planName: 'Enterprise', status: 'active', subscriptionDate: '2026-01-02T10:00:00Z' };

function tester() {
  const t = authTester({ user: { isPlatformAdmin: true } });
  t.http.on('GET', '/api/enterprises/v2/subscriptions', ok({ items: [sub], count: 1 }));
  t.http.on('GET', '/api/enterprises/v2/plans', ok({ items: [{ _id: 'p1', name: 'Enterprise', features: [] }], count: 1 }));
  t.http.on('GET', '/api/companies/all', ok({ items: [{ _id: 'c1', name: 'Acme Exports' }, { _id: 'c2', name: 'Bluewave Logistics' }], count: 2 }));
  return t;
}

async function subscribeBluewave() {
  const form = await screen.findByRole('form', { name: 'New subscription' }, { timeout: 10_000 });
  await waitFor(() => expect(within(form).getAllByRole('option').map((o) => o.textContent)).toContain('Bluewave Logistics'));
  fireEvent.change(within(form).getByLabelText('Company'), { target: { value: 'c2' } });
  fireEvent.change(within(form).getByLabelText('Plan'), { target: { value: 'p1' } });
  fireEvent.change(within(form).getByLabelText('Status'), { target: { value: 'active' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Subscribe' }));
}

describe('/admin → Subscriptions (platform admins)', () => {
  afterEach(cleanup);

  it('lists every company\'s subscription with its plan and status', async () => {
    const t = tester();
    renderWorkbench(t, '/admin?tab=subscriptions');
    const table = await screen.findByRole('table', { name: 'Subscriptions' }, { timeout: 10_000 });
    const row = within(table).getAllByRole('row')[1];
    expect(row.textContent).toContain('Acme Exports');
    expect(row.textContent).toContain('Enterprise');
    expect(screen.getByLabelText<HTMLSelectElement>('Status of Acme Exports').value).toBe('active');
  });

  it('subscribes a company ("subscribed") and reloads; a refusal says "failed to subscribe" (SPEC §8)', async () => {
    const t = tester();
    t.http.on('POST', '/api/enterprises/v2/subscriptions', { fakeStatus: 201, body: ok({ record: { _id: 's2' } }) });
    renderWorkbench(t, '/admin?tab=subscriptions');
    const form = await screen.findByRole('form', { name: 'New subscription' }, { timeout: 10_000 });
    expect(within(form).getByRole<HTMLButtonElement>('button', { name: 'Subscribe' }).disabled).toBe(true);
    await subscribeBluewave();
    expect(await screen.findByText('subscribed')).toBeTruthy();
    expect(t.http.callsTo('POST', '/api/enterprises/v2/subscriptions')[0].body).toEqual({ data: { companyId: 'c2', planId: 'p1', status: 'active' } });
    await waitFor(() => expect(t.http.callsTo('GET', '/api/enterprises/v2/subscriptions')).toHaveLength(2));

    t.http.on('POST', '/api/enterprises/v2/subscriptions', failure(409, 'Already subscribed'));
    fireEvent.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('failed to subscribe')).toBeTruthy();
  });

  it('changes a status ("subscription updated"); a refusal says "subscription update failed."', async () => {
    const t = tester();
    t.http.on('POST', '/api/enterprises/v2/subscriptions/s1/', ok({ record: { ...sub, status: 'inactive' } }));
    renderWorkbench(t, '/admin?tab=subscriptions');
    fireEvent.change(await screen.findByLabelText('Status of Acme Exports', {}, { timeout: 10_000 }), { target: { value: 'inactive' } });
    expect(await screen.findByText('subscription updated')).toBeTruthy();
    expect(t.http.callsTo('POST', '/api/enterprises/v2/subscriptions/s1/')[0].body).toEqual({ data: { status: 'inactive' } });

    t.http.on('POST', '/api/enterprises/v2/subscriptions/s1/', failure(500, 'Server Error'));
    fireEvent.change(screen.getByLabelText('Status of Acme Exports'), { target: { value: 'inactive' } });
    expect(await screen.findByText('subscription update failed.')).toBeTruthy();
  });

  it('says "No subscriptions yet" when there are none', async () => {
    const t = tester();
    t.http.on('GET', '/api/enterprises/v2/subscriptions', ok({ items: [], count: 0 }));
    renderWorkbench(t, '/admin?tab=subscriptions');
    expect(await screen.findByText('No subscriptions yet', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
