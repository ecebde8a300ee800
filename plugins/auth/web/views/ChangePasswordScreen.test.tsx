import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWorkbench } from '@portolan/sdk/testing';
import { authTester, failure, ok } from '../testing/authTester';

const TOKEN_PATH = '/api/auth/v2/generate-reset-password-token/';

function fill(current: string, password = 'harbour-crane-42', confirmation = password) {
  if (current) fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New password', { selector: 'input' }), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('/change-password: a session alone does not change the password', () => {
  afterEach(cleanup);

  it('asks for the current password and sends it for the password token, then saves the new one', async () => {
    const tester = authTester();
    tester.http.on('POST', TOKEN_PATH, ok({ record: { _id: 't1', token: 'tok' } }));
    renderWorkbench(tester, '/change-password');
    await screen.findByLabelText('Current password', {}, { timeout: 10_000 });
    fill('old-password-1');
    expect(await screen.findByText('Password updated')).toBeTruthy();
    expect(tester.http.callsTo('POST', TOKEN_PATH)[0].body).toEqual({ data: { currentPassword: 'old-password-1' } });
  });

  it('without the current password nothing is sent', async () => {
    const tester = authTester();
    renderWorkbench(tester, '/change-password');
    await screen.findByLabelText('Current password', {}, { timeout: 10_000 });
    fill('');
    expect(screen.getByText('Enter your current password')).toBeTruthy();
    expect(tester.http.callsTo('POST', TOKEN_PATH)).toEqual([]);
  });

  it('a wrong current password shows the server\'s message beside that field', async () => {
    const tester = authTester();
    tester.http.on('POST', TOKEN_PATH, failure(403, 'The current password is not correct', 'data.currentPassword'));
    renderWorkbench(tester, '/change-password');
    await screen.findByLabelText('Current password', {}, { timeout: 10_000 });
    fill('not-my-password');
    const message = await screen.findByText('The current password is not correct');
    const group = screen.getByLabelText('Current password').closest('.bp6-form-group') as HTMLElement;
    expect(within(group).getByText('The current password is not correct')).toBe(message);
    expect(screen.queryByText('Password updated')).toBeNull();
  });

  it('any other refusal shows the server\'s message above the form', async () => {
    const tester = authTester();
    tester.http.on('POST', TOKEN_PATH, failure(429, 'Too many attempts. Try again in a few minutes.'));
    renderWorkbench(tester, '/change-password');
    await screen.findByLabelText('Current password', {}, { timeout: 10_000 });
    fill('old-password-1');
    const alert = await screen.findByText('Too many attempts. Try again in a few minutes.');
    expect(alert.closest('.bp6-form-group')).toBeNull();
  });

  it('checks the new password in the browser first', async () => {
    const tester = authTester();
    renderWorkbench(tester, '/change-password');
    await screen.findByLabelText('Current password', {}, { timeout: 10_000 });
    fill('old-password-1', 'harbour-crane-42', 'harbour-crane-43');
    expect(screen.getByText('The two passwords do not match')).toBeTruthy();
    expect(tester.http.callsTo('POST', TOKEN_PATH)).toEqual([]);
  });

  it('signed out, it is the reset flow', async () => {
    renderWorkbench(authTester({ user: null }), '/change-password');
    expect(await screen.findByRole('form', { name: 'Request a reset code' }, { timeout: 10_000 })).toBeTruthy();
  });
});
