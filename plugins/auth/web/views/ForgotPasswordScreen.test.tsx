import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWorkbench } from '@portolan/sdk/testing';
import { authTester, failure, ok } from '../testing/authTester';

const MESSAGE = 'If an account exists for this email, a 6-digit code is on its way. It expires in 15 minutes.';

async function requestCode(delivery?: string) {
  const tester = authTester({ user: null });
  tester.http.on('POST', '/api/auth/v2/forgot-password/', ok({ _id: 'r1', message: MESSAGE, ...(delivery ? { delivery } : {}) }));
  renderWorkbench(tester, '/forgot-password');
  fireEvent.change(await screen.findByLabelText('Email', {}, { timeout: 10_000 }), { target: { value: ' asha@acme.test ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByRole('form', { name: 'Enter the code' });
  return tester;
}

describe('/forgot-password says truthfully where the code went', () => {
  afterEach(cleanup);

  it('with a mail server: the code is on its way by email', async () => {
    const tester = await requestCode('email');
    expect(screen.getByRole('form', { name: 'Enter the code' }).textContent).toContain('a 6-digit code is on its way to it by email');
    expect(tester.http.callsTo('POST', '/api/auth/v2/forgot-password/')[0].body).toEqual({ data: { email: 'asha@acme.test' } });
  });

  it('without one (the default setup): no email was sent, the code is in the server log', async () => {
    await requestCode('server-log');
    const form = screen.getByRole('form', { name: 'Enter the code' });
    expect(form.textContent).toContain('No email was sent');
    expect(form.textContent).toContain('written to the server log');
    expect(form.textContent).not.toContain('on its way');
  });

  it('in production without one: no code can reach the user', async () => {
    await requestCode('none');
    expect(screen.getByRole('form', { name: 'Enter the code' }).textContent).toContain('no code can reach asha@acme.test');
  });

  it('a server that does not say where shows its own message', async () => {
    await requestCode();
    expect(screen.getByText(MESSAGE)).toBeTruthy();
  });

  it('a refused request shows the server\'s message and stays on the email step', async () => {
    const tester = authTester({ user: null });
    tester.http.on('POST', '/api/auth/v2/forgot-password/', failure(429, 'Too many codes requested for this email. Try again in a few minutes.'));
    renderWorkbench(tester, '/forgot-password');
    fireEvent.change(await screen.findByLabelText('Email', {}, { timeout: 10_000 }), { target: { value: 'asha@acme.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many codes requested for this email. Try again in a few minutes.');
    expect(screen.getByRole('form', { name: 'Request a reset code' })).toBeTruthy();
  });

  it('code → new password → done; the sign-in link carries the email', async () => {
    await requestCode('server-log');
    fireEvent.change(screen.getByLabelText('One-time code'), { target: { value: '12a3456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.change(await screen.findByLabelText('New password', { selector: 'input' }), { target: { value: 'harbour-crane-42' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'harbour-crane-42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Password updated')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'sign in with your new password' }).getAttribute('href')).toBe('/login?email=asha%40acme.test');
  });
});
