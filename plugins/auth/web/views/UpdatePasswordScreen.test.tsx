import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWorkbench } from '@portolan/sdk/testing';
import { authTester } from '../testing/authTester';

describe('/update-password: a password from a link carrying a token', () => {
  afterEach(cleanup);

  it('without a token says so and offers a new code', async () => {
    renderWorkbench(authTester({ user: null }), '/update-password');
    expect(await screen.findByText('This link has no token', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ask for a new code' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText('New password', { selector: 'input' })).toBeNull();
  });

  it('with a token sets the password (no current password: the emailed token is the proof)', async () => {
    renderWorkbench(authTester({ user: null }), '/update-password?token=abc');
    fireEvent.change(await screen.findByLabelText('New password', { selector: 'input' }, { timeout: 10_000 }), { target: { value: 'harbour-crane-42' } });
    expect(screen.queryByLabelText('Current password')).toBeNull();
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'harbour-crane-42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Password updated')).toBeTruthy();
  });
});
