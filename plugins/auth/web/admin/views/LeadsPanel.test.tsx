import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWorkbench } from '@portolan/sdk/testing';
import { authTester, failure, ok } from '../../testing/authTester';

const lena = { _id: 'l1', name: 'Lena Lead', email: 'lena@lead.test', company: 'Lead Co', number: '', status: 'new', createdAt: '2026-01-02T10:00:00Z', version: 2 };

function platformTester() {
  return authTester({ user: { isPlatformAdmin: true } });
}

describe('/admin → Leads (platform admins)', () => {
  afterEach(cleanup);

  it('lists the demo requests with their follow-up status', async () => {
    const tester = platformTester();
    tester.http.on('GET', '/api/request-demo', ok({ items: [lena], count: 1 }));
    renderWorkbench(tester, '/admin?tab=leads');
    const table = await screen.findByRole('table', { name: 'Leads' }, { timeout: 10_000 });
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(0, 4)).toEqual(['Lena Lead', 'lena@lead.test', 'Lead Co', '—']);
    expect(screen.getByLabelText<HTMLSelectElement>('Status of Lena Lead').value).toBe('new');
  });

  it('a status change sends the version and says "Updated Lead"; a refused one says "retry" (SPEC §8)', async () => {
    const tester = platformTester();
    tester.http.on('GET', '/api/request-demo', ok({ items: [lena], count: 1 }));
    tester.http.on('POST', '/api/request-demo/l1/', ok({ record: { ...lena, status: 'contacted', version: 3 } }));
    renderWorkbench(tester, '/admin?tab=leads');
    fireEvent.change(await screen.findByLabelText('Status of Lena Lead', {}, { timeout: 10_000 }), { target: { value: 'contacted' } });
    expect(await screen.findByText('Updated Lead')).toBeTruthy();
    expect(tester.http.callsTo('POST', '/api/request-demo/l1/')[0].body).toEqual({ data: { status: 'contacted', version: 2 } });

    tester.http.on('POST', '/api/request-demo/l1/', failure(409, 'This lead changed meanwhile'));
    fireEvent.change(screen.getByLabelText('Status of Lena Lead'), { target: { value: 'closed' } });
    expect(await screen.findByText('retry')).toBeTruthy();
  });

  it('says "No demo requests yet" when there are none', async () => {
    const tester = platformTester();
    tester.http.on('GET', '/api/request-demo', ok({ items: [], count: 0 }));
    renderWorkbench(tester, '/admin?tab=leads');
    expect(await screen.findByText('No demo requests yet', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('is not offered to a company admin: ?tab=leads falls back to the first tab and no lead is read', async () => {
    const tester = authTester();
    tester.http.on('GET', '/api/users/', ok({ items: [], count: 0 }));
    renderWorkbench(tester, '/admin?tab=leads');
    expect(await screen.findByText('No users yet', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Leads' })).toBeNull();
    expect(tester.http.callsTo('GET', '/api/request-demo')).toEqual([]);
  });
});
