import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWorkbench } from '@portolan/sdk/testing';
import { authTester, ok } from '../../testing/authTester';

const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);

describe('/admin, /staffs and /shippers: who sees what', () => {
  afterEach(cleanup);

  it('a company admin gets the company tabs, not the platform ones, and the nav entries of the admin section', async () => {
    const tester = authTester();
    tester.http.on('GET', '/api/users/', ok({ items: [], count: 0 }));
    renderWorkbench(tester, '/admin');
    expect(await screen.findByRole('heading', { name: /Enterprise admin/ }, { timeout: 10_000 })).toBeTruthy();
    expect(tabNames()).toEqual(['Users and roles', 'Plan and plugins']);
    const nav = screen.getByRole('navigation', { name: 'Side navigation' });
    for (const name of ['Enterprise admin', 'Users and roles', 'Companies', 'My profile', 'My activity']) expect(within(nav).getByRole('link', { name })).toBeTruthy();
  });

  it('a platform admin also gets Companies, Subscriptions, Leads and Outbox; the tab follows ?tab=', async () => {
    const tester = authTester({ user: { isPlatformAdmin: true } });
    tester.http.on('GET', '/api/request-demo', ok({ items: [], count: 0 }));
    renderWorkbench(tester, '/admin?tab=leads');
    expect(await screen.findByText('No demo requests yet', {}, { timeout: 10_000 })).toBeTruthy();
    expect(tabNames()).toEqual(['Users and roles', 'Plan and plugins', 'Companies', 'Subscriptions', 'Leads', 'Outbox']);
    tester.http.on('GET', '/api/auth/v2/outbox', ok({ items: [], count: 0 }));
    fireEvent.click(screen.getByRole('tab', { name: 'Outbox' }));
    expect(await screen.findByText('The outbox is empty')).toBeTruthy();
  });

  it('a manager (users: Read, no admin feature) finds no /admin nor /shippers, but reads /staffs', async () => {
    const tester = authTester({ accesses: { users: ['Read'] } });
    tester.http.on('GET', '/api/users/', ok({ items: [], count: 0 }));
    const view = renderWorkbench(tester, '/admin');
    expect(await screen.findByTestId('not-found', {}, { timeout: 10_000 })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Side navigation' });
    expect(within(nav).queryByRole('link', { name: 'Enterprise admin' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Companies' })).toBeNull();
    view.unmount();
    renderWorkbench(tester, '/staffs');
    expect(await screen.findByRole('heading', { name: 'Users and roles' })).toBeTruthy();
    expect(await screen.findByText('No users yet')).toBeTruthy();
  });

  it('a viewer (no governing feature) sees none of the admin screens, and no admin call is made', async () => {
    const tester = authTester({ accesses: { shipments: ['Read'] } });
    for (const path of ['/admin', '/staffs', '/shippers']) {
      const view = renderWorkbench(tester, path);
      expect(await screen.findByTestId('not-found', {}, { timeout: 10_000 })).toBeTruthy();
      view.unmount();
    }
    expect(tester.http.calls.filter((c) => /^\/api\/(users|companies|enterprises)\//.test(c.path))).toEqual([]);
  });
});
