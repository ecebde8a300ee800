import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWorkbench } from '@portolan/sdk/testing';
import { authTester, failure, ok } from '../../testing/authTester';

describe('/me — my profile', () => {
  afterEach(cleanup);

  it('shows the name, email, company, role, plan and what the role allows — for any signed-in user, no feature needed', async () => {
    const tester = authTester({ accesses: { shipments: ['Read', 'Create'], dashboard: ['Read'] }, user: { name: 'Vera Viewer', role: 'viewer' } });
    tester.session.setPlan({ isActive: true, planName: 'Enterprise', features: {} });
    renderWorkbench(tester, '/me');
    expect(await screen.findByRole('heading', { name: 'My profile' }, { timeout: 10_000 })).toBeTruthy();
    const page = within(screen.getByRole('main', { name: 'My profile' }));
    expect(page.getByLabelText<HTMLInputElement>('Name').value).toBe('Vera Viewer');
    expect(page.getByText('tester@portolan.test')).toBeTruthy();
    expect(page.getByText('Test Shipper')).toBeTruthy();
    expect(page.getByText('viewer')).toBeTruthy();
    expect(page.getByText('Enterprise · active')).toBeTruthy();
    expect(page.queryByText('platform admin')).toBeNull();
    const accesses = page.getByRole('table', { name: 'Accesses' });
    expect(within(accesses).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['dashboardRead', 'shipmentsRead, Create']);
    expect(screen.getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe('/change-password');
  });

  it('saves the name and phone, says "Profile saved"; the header follows the saved name', async () => {
    const tester = authTester();
    tester.http.on('POST', '/api/users/me/', (req) => {
      const { name } = (req.body as { data: { name: string } }).data;
      tester.session.signIn({ ...tester.session.user!, name }); // what the session's re-read brings
      return ok({ record: { name } });
    });
    renderWorkbench(tester, '/me');
    fireEvent.change(await screen.findByLabelText('Name', {}, { timeout: 10_000 }), { target: { value: 'Nora N. Owner' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+49 40 123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile saved')).toBeTruthy();
    expect(tester.http.callsTo('POST', '/api/users/me/')[0].body).toEqual({ data: { name: 'Nora N. Owner', phone: '+49 40 123' } });
    expect(await screen.findByRole('button', { name: 'Account menu for Nora N. Owner' })).toBeTruthy();
  });

  it('keeps the phone when left empty, and shows the server\'s message when the save is refused', async () => {
    const tester = authTester();
    tester.http.on('POST', '/api/users/me/', failure(400, 'data.name must NOT have more than 120 characters', 'data.name'));
    renderWorkbench(tester, '/me');
    await screen.findByLabelText('Name', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const form = screen.getByRole('form', { name: 'Profile' });
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('data.name must NOT have more than 120 characters'));
    expect(tester.http.callsTo('POST', '/api/users/me/')[0].body).toEqual({ data: { name: 'Test User' } });
  });

  it('tags a platform admin', async () => {
    const tester = authTester({ user: { isPlatformAdmin: true } });
    renderWorkbench(tester, '/me');
    const page = await screen.findByRole('main', { name: 'My profile' }, { timeout: 10_000 });
    expect(within(page).getByText('platform admin')).toBeTruthy();
  });
});
