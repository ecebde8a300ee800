import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWorkbench } from '@portolan/sdk/testing';
import { authTester, failure, ok } from '../../testing/authTester';

const acme = { _id: 'c1', name: 'Acme Exports', kind: 'shipper', createdAt: '2026-01-02T10:00:00Z', userCount: 3, subscriptionStatus: 'active', planName: 'Enterprise' };
const bluewave = { _id: 'c2', name: 'Bluewave Logistics', kind: 'forwarder', createdAt: '2026-01-03T10:00:00Z', userCount: 1, subscriptionStatus: 'inactive', planName: null };

describe('/shippers and /admin → Companies', () => {
  afterEach(cleanup);

  it('a company admin reads only their own company (GET /api/companies/)', async () => {
    const tester = authTester();
    tester.http.on('GET', '/api/companies/', ok({ items: [acme], count: 1 }));
    renderWorkbench(tester, '/shippers');
    expect(await screen.findByRole('heading', { name: 'Companies' }, { timeout: 10_000 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Companies' });
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(0, 5)).toEqual(['Acme Exports', 'shipper', '3', 'Enterprise', 'active']);
    expect(tester.http.callsTo('GET', '/api/companies/all')).toEqual([]);
  });

  it('a platform admin reads every company, a missing plan shown as —', async () => {
    const tester = authTester({ user: { isPlatformAdmin: true } });
    tester.http.on('GET', '/api/companies/all', ok({ items: [acme, bluewave], count: 2 }));
    renderWorkbench(tester, '/admin?tab=companies');
    const table = await screen.findByRole('table', { name: 'Companies' }, { timeout: 10_000 });
    const second = within(table).getAllByRole('row')[2];
    expect(within(second).getAllByRole('cell').map((c) => c.textContent).slice(0, 5)).toEqual(['Bluewave Logistics', 'forwarder', '1', '—', 'inactive']);
    expect(tester.http.callsTo('GET', '/api/companies/all')[0].query).toMatchObject({ limit: '200' });
  });

  it('says "No companies" when there are none, and shows the server\'s message when refused', async () => {
    const tester = authTester();
    tester.http.on('GET', '/api/companies/', ok({ items: [], count: 0 }));
    const view = renderWorkbench(tester, '/shippers');
    expect(await screen.findByText('No companies', {}, { timeout: 10_000 })).toBeTruthy();
    view.unmount();
    tester.http.on('GET', '/api/companies/', failure(403, 'You may not read companies'));
    renderWorkbench(tester, '/shippers');
    expect((await screen.findByRole('alert')).textContent).toContain('You may not read companies');
  });
});
