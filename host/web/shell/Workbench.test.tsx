import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { definePlugin } from '@portolan/sdk';
import { createPluginTester, renderWorkbench } from '@portolan/sdk/testing';
import auth from '../../../plugins/auth/web';

afterEach(cleanup);

const Screen = (text: string) => async () => ({ default: () => <h1>{text}</h1> });

const egm = definePlugin({
  id: 'egm',
  title: 'EGM',
  requires: { features: ['egm'] },
  nav: [{ id: 'egm', section: 'admin', title: 'Export manifests', icon: 'document', to: '/egm' }],
  routes: [{ path: '/egm', load: Screen('Export general manifests') }],
});
const dnd = definePlugin({
  id: 'dnd',
  title: 'D&D',
  requires: { features: ['dnd'] },
  nav: [{ id: 'dnd', section: 'dnd', title: 'Demurrage', icon: 'time', to: '/dnd' }],
  routes: [{ path: '/dnd', load: Screen('Demurrage and detention') }],
});

describe('the workbench', () => {
  it('shows the login area on a protected path when signed out, with no chrome', async () => {
    const tester = createPluginTester({ plugin: egm, plugins: [auth], user: null });
    renderWorkbench(tester, '/egm');
    const form = await screen.findByRole('form', { name: 'Sign in' }, { timeout: 15_000 });
    expect(form).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Side navigation' })).toBeNull();
  });

  it('shows the screen inside the chrome when signed in, and nav entries only for entitled plugins', async () => {
    const tester = createPluginTester({ plugin: egm, plugins: [auth, dnd], accesses: { egm: ['Read'] } });
    renderWorkbench(tester, '/egm');
    await screen.findByRole('heading', { name: 'Export general manifests' });
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Side navigation' });
    expect(nav.textContent).toContain('Export manifests');
    expect(nav.textContent).not.toContain('Demurrage');
  });

  it('answers "not found" for a screen the user is not entitled to', async () => {
    const tester = createPluginTester({ plugin: egm, plugins: [auth, dnd], accesses: { egm: ['Read'] } });
    renderWorkbench(tester, '/dnd');
    await screen.findByTestId('not-found');
    expect(screen.queryByText('Demurrage and detention')).toBeNull();
  });

  it('hides all chrome on /pay', async () => {
    const pay = definePlugin({ id: 'pay', title: 'Pay', routes: [{ path: '/pay', load: Screen('Pay') }] });
    renderWorkbench(createPluginTester({ plugin: pay }), '/pay');
    await screen.findByRole('heading', { name: 'Pay' });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  it('shows the chunk-load error when a screen fails to load, and loads it on retry', async () => {
    let attempts = 0;
    const flaky = definePlugin({
      id: 'flaky',
      title: 'Flaky',
      routes: [{ path: '/reports', load: async () => (++attempts === 1 ? Promise.reject(new TypeError('Failed to fetch')) : { default: () => <h1>Reports</h1> }) }],
    });
    renderWorkbench(createPluginTester({ plugin: flaky }), '/reports');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This screen could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Reports' });
    expect(attempts).toBe(2);
  });

  it('collapses the side navigation by default and expands it on request', async () => {
    const tester = createPluginTester({ plugin: egm });
    renderWorkbench(tester, '/egm');
    const nav = await screen.findByRole('navigation', { name: 'Side navigation' });
    expect(nav.className).toContain('pt-sidenav--collapsed');
    fireEvent.click(screen.getAllByRole('button', { name: 'Expand side navigation' })[0]);
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Side navigation' }).className).toContain('pt-sidenav--expanded'));
  });
});
