import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWorkbench } from '@portolan/sdk/testing';
import { authTester, failure, ok } from '../../testing/authTester';

const action = (n: number, over: object = {}) => ({ _id: `a${n}`, action: 'sign-in', detail: {}, ip: '203.0.113.7', userAgent: 'Firefox', createdAt: '2026-01-02T10:00:00Z', actor: null, ...over });

describe('/user-actions — my activity', () => {
  afterEach(cleanup);

  it('lists the audit trail in words, with details, who did it and from where', async () => {
    const tester = authTester({ accesses: {} });
    tester.http.on(
      'GET',
      '/api/users/actions',
      ok({
        items: [
          action(1, { action: 'role-changed', detail: { from: 'viewer', to: 'manager' }, actor: { _id: 'u9', name: 'Asha Shipper' } }),
          action(2, { action: 'profile-updated', detail: { fields: ['name', 'phone'] } }),
          action(3, { action: 'user-created', detail: { role: 'viewer' }, actor: { _id: 'u8', name: null }, ip: null }),
          action(4, { action: 'something-new' }),
        ],
        count: 4,
      }),
    );
    renderWorkbench(tester, '/user-actions');
    const table = await screen.findByRole('table', { name: 'Activity' }, { timeout: 10_000 });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').slice(1).map((c) => c.textContent));
    expect(rows).toEqual([
      ['Role changed', 'viewer → manager', 'Asha Shipper', '203.0.113.7'],
      ['Profile updated', 'name, phone', 'you', '203.0.113.7'],
      ['Added to the company', 'as viewer', 'an admin', '—'],
      ['something-new', '', 'you', '203.0.113.7'],
    ]);
    expect(screen.getByText('1–4 of 4')).toBeTruthy();
    expect(tester.http.callsTo('GET', '/api/users/actions')[0].query).toEqual({ limit: '50', skip: '0' });
  });

  it('pages 50 at a time: Older asks for the next page, Newer goes back', async () => {
    const tester = authTester();
    tester.http.on('GET', '/api/users/actions', (req) => {
      const skip = Number((req.query as { skip: string }).skip);
      return ok({ items: [action(skip + 1, { action: skip ? 'sign-out' : 'sign-in' })], count: 51 });
    });
    renderWorkbench(tester, '/user-actions');
    expect(await screen.findByText('Signed in', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Newer' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Signed out')).toBeTruthy();
    expect(screen.getByText('51–51 of 51')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Older' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByText('Signed in')).toBeTruthy();
  });

  it('says "No activity yet", and shows the server\'s message with Retry when it fails', async () => {
    const tester = authTester();
    tester.http.on('GET', '/api/users/actions', failure(500, 'Server Error'));
    renderWorkbench(tester, '/user-actions');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('Server Error');
    tester.http.on('GET', '/api/users/actions', ok({ items: [], count: 0 }));
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No activity yet')).toBeTruthy();
    await waitFor(() => expect(tester.http.callsTo('GET', '/api/users/actions')).toHaveLength(2));
  });

  it('signed out, the page is the login area and nothing is read', async () => {
    const tester = authTester({ user: null });
    renderWorkbench(tester, '/user-actions');
    expect(await screen.findByRole('form', { name: 'Sign in' }, { timeout: 10_000 })).toBeTruthy();
    expect(tester.http.callsTo('GET', '/api/users/actions')).toEqual([]);
  });
});
