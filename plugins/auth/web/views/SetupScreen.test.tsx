import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWorkbench } from '@portolan/sdk/testing';
import { authTester, failure, ok } from '../testing/authTester';

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function openSetup(open: boolean) {
  const tester = authTester({ user: null });
  tester.http.on('GET', '/api/setup', ok({ open }));
  renderWorkbench(tester, '/setup');
  return tester;
}

async function fillForm() {
  await screen.findByLabelText('Company', {}, { timeout: 10_000 });
  fill('Company', 'Portolan Ops');
  fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'NL' } });
  fill('Your name', 'Asha Admin');
  fill('Email', ' asha@ops.example ');
  fill('Password', 'harbour-lights-at-dawn');
}

describe('/setup, the first run', () => {
  afterEach(cleanup);

  it('when open: creates the platform admin, signs in and goes home', async () => {
    const tester = await openSetup(true);
    tester.http.on('POST', '/api/setup', { fakeStatus: 201, body: ok({ authToken: 't', user: { email: 'asha@ops.example' } }) });
    await fillForm();
    expect(screen.getByText(/not a common password and not your email/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set up Portolan' }));
    await waitFor(() => expect(tester.session.user?.email).toBe('asha@ops.example'));
    expect(tester.http.callsTo('POST', '/api/setup')[0].body).toEqual({ data: { companyName: 'Portolan Ops', country: 'NL', name: 'Asha Admin', email: 'asha@ops.example', password: 'harbour-lights-at-dawn' } });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Set up Portolan' })).toBeNull());
  });

  it('checks the fields before sending, and shows the server\'s 400 beside the field it names', async () => {
    const tester = await openSetup(true);
    tester.http.on('POST', '/api/setup', failure(400, 'This password is too common. Choose one that is harder to guess.', 'data.password'));
    await screen.findByLabelText('Company', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Set up Portolan' }));
    expect(await screen.findByText('Enter the name of your company')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    expect(tester.http.callsTo('POST', '/api/setup')).toHaveLength(0);
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Set up Portolan' }));
    expect(await screen.findByText('This password is too common. Choose one that is harder to guess.')).toBeTruthy();
    expect(screen.getByLabelText('Company')).toHaveProperty('value', 'Portolan Ops');
    expect(tester.session.user).toBeUndefined();
  });

  it('when closed: says set-up is done and links to sign in', async () => {
    await openSetup(false);
    expect(await screen.findByText('Set-up is done', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('form', { name: 'Set up Portolan' })).toBeNull();
  });

  it('a set-up that someone else finished meanwhile turns into the closed card', async () => {
    const tester = await openSetup(true);
    tester.http.on('POST', '/api/setup', failure(409, 'Set-up is done: sign in instead'));
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Set up Portolan' }));
    expect(await screen.findByText('Set-up is done')).toBeTruthy();
  });
});
