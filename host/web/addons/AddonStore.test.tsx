import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { NavRegistry, RouteRegistry, WidgetRegistry, definePlugin, token, useService, HttpClient, type InstalledAddon } from '@portolan/sdk';
import { createPluginTester, renderWorkbench } from '@portolan/sdk/testing';
import { startAddons } from './startAddons';

const MANIFEST: InstalledAddon = {
  id: 'scorecard',
  title: 'Scorecard',
  version: '1.2.0',
  sdk: '^0.1.0',
  web: 'web/index.js',
  webUrl: '/addons/scorecard/web/index.js',
  requires: { features: ['shipments'] },
  nav: [{ id: 'scorecard', section: 'reports', title: 'Scorecard', icon: 'chart', to: '/scorecard' }],
  routes: [{ path: '/scorecard' }],
  widgets: [{ id: 'top', title: 'Top carriers' }],
  shared: ['react'],
};

class Greeting {
  constructor(readonly http: HttpClient) {}
}
const GreetingToken = token<Greeting>('test.Greeting');

function ScorecardScreen() {
  const greeting = useService(GreetingToken);
  return <h1>Scorecard with {greeting.http ? 'the host client' : 'nothing'}</h1>;
}

const entry = definePlugin({
  id: 'scorecard',
  title: 'Scorecard',
  routes: [{ path: '/scorecard', load: async () => ({ default: ScorecardScreen }) }],
  widgets: [{ id: 'top', title: 'Top carriers', load: async () => ({ default: () => <p>widget body</p> }) }],
  services: (c) => c.bind(GreetingToken).toDynamicValue((ctx) => new Greeting(ctx.get(HttpClient))),
});

function setup(manifest: InstalledAddon = MANIFEST, accesses: Record<string, string[]> = { shipments: ['Read'] }, importEntry = vi.fn(async (_url: string) => ({ default: entry as unknown }))) {
  const tester = createPluginTester({ accesses });
  tester.http.on('GET', '/api/plugins', { success: true, data: { items: [manifest], count: 1 } });
  const store = startAddons(tester.root, tester.containers, { sdkVersion: '0.1.3', importEntry, preloadShared: async () => undefined });
  return { tester, store, importEntry };
}

async function ready(store: ReturnType<typeof setup>['store']) {
  await vi.waitFor(() => expect(store.status).toBe('ready'));
}

describe('add-ons on the web', () => {
  afterEach(cleanup);
  it('draws nav, route and widget from the manifest alone, loading no code', async () => {
    const { tester, store, importEntry } = setup();
    await ready(store);
    expect(tester.root.get<NavRegistry>(NavRegistry).visible.map((e) => e.title)).toEqual(expect.arrayContaining(['Scorecard', 'Dashboard']));
    expect(tester.root.get<RouteRegistry>(RouteRegistry).resolve('/scorecard', true).kind).toBe('screen');
    expect(tester.root.get<WidgetRegistry>(WidgetRegistry).visible.map((w) => w.title)).toEqual(['Top carriers']);
    expect(importEntry).not.toHaveBeenCalled();
  });

  it('imports the entry on first use and binds its services into its own container', async () => {
    const { tester, store, importEntry } = setup();
    await ready(store);
    renderWorkbench(tester, '/scorecard');
    expect(await screen.findByRole('heading', { name: 'Scorecard with the host client' }, { timeout: 10_000 })).toBeDefined();
    expect(importEntry).toHaveBeenCalledWith('/addons/scorecard/web/index.js');
  });

  it('hides everything from users without the required features', async () => {
    const { tester, store } = setup(MANIFEST, { documents: ['Read'] });
    await ready(store);
    expect(tester.root.get<NavRegistry>(NavRegistry).visible.map((e) => e.title)).not.toContain('Scorecard');
    expect(tester.root.get<RouteRegistry>(RouteRegistry).resolve('/scorecard', true).kind).toBe('notFound');
  });

  it('shows a clear error screen when the add-on needs another SDK, without loading it', async () => {
    const { tester, store, importEntry } = setup({ ...MANIFEST, sdk: '^2.0.0' });
    await ready(store);
    renderWorkbench(tester, '/scorecard');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('Scorecard cannot run on this Portolan');
    expect(alert.textContent).toContain('^2.0.0');
    expect(alert.textContent).toContain('0.1.3');
    expect(importEntry).not.toHaveBeenCalled();
  });

  it('shows the chunk-load error when the entry fails to load', async () => {
    const { tester, store } = setup(MANIFEST, undefined, vi.fn(async () => Promise.reject(new Error('Failed to fetch dynamically imported module'))));
    await ready(store);
    renderWorkbench(tester, '/scorecard');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.getAttribute('data-error-code')).toBe('chunk-missing');
  });

  it('refuses an entry whose id is not the manifest’s', async () => {
    const { tester, store } = setup(MANIFEST, undefined, vi.fn(async () => ({ default: { ...entry, id: 'other' } })));
    await ready(store);
    renderWorkbench(tester, '/scorecard');
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).getAttribute('data-error-code')).toBe('chunk-missing');
  });
});
