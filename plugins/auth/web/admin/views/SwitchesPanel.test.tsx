import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWorkbench } from '@portolan/sdk/testing';
import { authTester, failure, manifestsPlugin, ok } from '../../testing/authTester';

const switches = (plugins: Array<{ id: string; enabled: boolean }> = [], planActive = true) =>
  ok({
    record: {
      _id: 'test-company',
      planActive,
      alwaysOn: ['auth', 'spec'],
      plugins,
      features: [
        { name: 'analytics', title: 'Analytics', inPlan: true, enabled: true, isActive: true },
        { name: 'watch-tower', title: 'Watch tower', inPlan: false, enabled: true, isActive: false },
      ],
    },
  });

const checkbox = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe('/admin → Plan and plugins', () => {
  afterEach(cleanup);

  it('lists the plan features and the switchable plugins, never the always-on accounts plugin', async () => {
    const tester = authTester({ plugins: [manifestsPlugin] });
    tester.http.on('GET', '/api/enterprises/v2/switches', switches([{ id: 'rates', enabled: false }]));
    renderWorkbench(tester, '/admin?tab=switches');
    const plugins = await screen.findByRole('table', { name: 'Plugins' }, { timeout: 10_000 });
    const rows = within(plugins).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows).toEqual([expect.stringContaining('Export manifests (egm)'), expect.stringContaining('rates (rates)')]);
    expect(plugins.textContent).not.toMatch(/\((auth|admin|users)\)/);
    expect(checkbox('Plugin egm').checked).toBe(true);
    expect(checkbox('Plugin rates').checked).toBe(false);
    const features = screen.getByRole('table', { name: 'Plan features' });
    expect(within(features).getAllByRole('row')[1].textContent).toContain('Analytics');
    expect(within(features).getAllByRole('row')[2].textContent).toContain('not included');
  });

  it('switching a plugin off sends it to the server, shows the server\'s message and re-reads the switches; the nav entry goes', async () => {
    const tester = authTester({ plugins: [manifestsPlugin] });
    tester.http.on('GET', '/api/enterprises/v2/switches', switches());
    tester.http.on('POST', '/api/enterprises/v2/switches', (req) => {
      // The server now reads the plugin as off, in the switches and in the profile the session holds.
      tester.http.on('GET', '/api/enterprises/v2/switches', switches([{ id: 'egm', enabled: false }]));
      tester.session.signIn({ ...tester.session.user!, disabledPlugins: ['egm'] });
      return ok({ message: `Plugin egm switched ${(req.body as { data: { enabled: boolean } }).data.enabled ? 'on' : 'off'}` });
    });
    renderWorkbench(tester, '/admin?tab=switches');
    const nav = await screen.findByRole('navigation', { name: 'Side navigation' }, { timeout: 10_000 });
    expect(within(nav).getByRole('link', { name: 'Export manifests' })).toBeTruthy();
    fireEvent.click(await screen.findByLabelText('Plugin egm', {}, { timeout: 10_000 }));
    expect(await screen.findByText('Plugin egm switched off')).toBeTruthy();
    expect(tester.http.callsTo('POST', '/api/enterprises/v2/switches').map((c) => c.body)).toEqual([{ data: { kind: 'plugin', name: 'egm', enabled: false } }]);
    await waitFor(() => expect(checkbox('Plugin egm').checked).toBe(false));
    expect(tester.http.callsTo('GET', '/api/enterprises/v2/switches')).toHaveLength(2);
    await waitFor(() => expect(within(nav).queryByRole('link', { name: 'Export manifests' })).toBeNull());
  });

  it('a refused switch shows the server\'s message and leaves the switch as it was', async () => {
    const tester = authTester({ plugins: [manifestsPlugin] });
    tester.http.on('GET', '/api/enterprises/v2/switches', switches());
    tester.http.on('POST', '/api/enterprises/v2/switches', failure(400, 'The plugin "egm" cannot be switched off', 'data.plugin'));
    renderWorkbench(tester, '/admin?tab=switches');
    fireEvent.click(await screen.findByLabelText('Plugin egm', {}, { timeout: 10_000 }));
    expect(await screen.findByText('The plugin "egm" cannot be switched off')).toBeTruthy();
    await waitFor(() => expect(tester.http.callsTo('GET', '/api/enterprises/v2/switches')).toHaveLength(2));
    expect(checkbox('Plugin egm').checked).toBe(true);
  });

  it('switches a plan feature off for the company', async () => {
    const tester = authTester();
    tester.http.on('GET', '/api/enterprises/v2/switches', switches());
    tester.http.on('POST', '/api/enterprises/v2/switches', ok({ message: 'Analytics switched off' }));
    renderWorkbench(tester, '/admin?tab=switches');
    fireEvent.click(await screen.findByLabelText('Plan feature Analytics', {}, { timeout: 10_000 }));
    expect(await screen.findByText('Analytics switched off')).toBeTruthy();
    expect(tester.http.callsTo('POST', '/api/enterprises/v2/switches')[0].body).toEqual({ data: { kind: 'feature', name: 'analytics', enabled: false } });
  });

  it('an admin who may only read sees the switches but cannot flip them', async () => {
    const tester = authTester({ plugins: [manifestsPlugin], accesses: { admin: ['Read'], users: ['Read'] } });
    tester.http.on('GET', '/api/enterprises/v2/switches', switches());
    renderWorkbench(tester, '/admin?tab=switches');
    const toggle = await screen.findByLabelText<HTMLInputElement>('Plugin egm', {}, { timeout: 10_000 });
    expect(toggle.disabled).toBe(true);
    expect(checkbox('Plan feature Analytics').disabled).toBe(true);
  });

  it('says when the subscription is inactive, and shows the server\'s error with Retry when the switches cannot be read', async () => {
    const tester = authTester();
    tester.http.on('GET', '/api/enterprises/v2/switches', failure(500, 'Server Error'));
    renderWorkbench(tester, '/admin?tab=switches');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('Server Error');
    tester.http.on('GET', '/api/enterprises/v2/switches', switches([], false));
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/Your subscription is inactive/)).toBeTruthy();
  });
});
