import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWorkbench } from '@portolan/sdk/testing';
import { authTester, failure, ok } from '../../testing/authTester';

const mail = (over: object) => ({
  _id: 'm1',
  to: 'asha@acme.test',
  subject: 'Your Portolan password reset code',
  body: 'Your code is ******.',
  status: 'sent',
  transport: 'log',
  attempts: 1,
  lastError: null,
  createdAt: '2026-01-02T10:00:00Z',
  sentAt: '2026-01-02T10:00:05Z',
  ...over,
});

describe('/admin → Outbox (platform admins)', () => {
  afterEach(cleanup);

  it('lists what the server queued, how it went out and the last error; says where mail goes without SMTP', async () => {
    const tester = authTester({ user: { isPlatformAdmin: true } });
    tester.http.on('GET', '/api/auth/v2/outbox', ok({ items: [mail({}), mail({ _id: 'm2', to: 'bea@acme.test', status: 'failed', transport: 'smtp', lastError: 'connection refused', sentAt: null })], count: 2 }));
    renderWorkbench(tester, '/admin?tab=outbox');
    const table = await screen.findByRole('table', { name: 'Outbox' }, { timeout: 10_000 });
    const [sent, failed] = within(table).getAllByRole('row').slice(1);
    expect(sent.textContent).toContain('asha@acme.test');
    expect(sent.textContent).toMatch(/sent\s*log/);
    expect(sent.getAttribute('title')).toBe('Your code is ******.');
    expect(failed.textContent).toMatch(/failed\s*smtp/);
    expect(failed.textContent).toContain('connection refused');
    expect(within(failed).getAllByRole('cell')[4].textContent).toBe('—');
    expect(screen.getByText(/otherwise emails go to the server log/)).toBeTruthy();
  });

  it('says "The outbox is empty", and Refresh reads it again', async () => {
    const tester = authTester({ user: { isPlatformAdmin: true } });
    tester.http.on('GET', '/api/auth/v2/outbox', ok({ items: [], count: 0 }));
    renderWorkbench(tester, '/admin?tab=outbox');
    expect(await screen.findByText('The outbox is empty', {}, { timeout: 10_000 })).toBeTruthy();
    tester.http.on('GET', '/api/auth/v2/outbox', ok({ items: [mail({})], count: 1 }));
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('asha@acme.test')).toBeTruthy();
    await waitFor(() => expect(tester.http.callsTo('GET', '/api/auth/v2/outbox')).toHaveLength(2));
  });

  it('shows the server\'s message when the outbox cannot be read', async () => {
    const tester = authTester({ user: { isPlatformAdmin: true } });
    tester.http.on('GET', '/api/auth/v2/outbox', failure(403, 'Only platform admins read the outbox'));
    renderWorkbench(tester, '/admin?tab=outbox');
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toContain('Only platform admins read the outbox');
  });
});
