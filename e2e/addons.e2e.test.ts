import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, signIn, type BrowserSession } from './browser';
import { startServerWithAddon, type AddonServer } from './addonServer';

const ACME = 'shipper@portolan.test'; // Acme Exports: the add-on is on
const BLUEWAVE = 'forwarder@portolan.test'; // Bluewave Logistics: its admin switched it off
let server: AddonServer;

async function api(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, body: (await res.json().catch(() => undefined)) as any };
}

/** Waits for a locator; on timeout, fails with what the page shows (the usual cause of a red run). */
async function visible(page: import('playwright-core').Page, locator: import('playwright-core').Locator, timeout = 30_000): Promise<void> {
  try {
    await locator.waitFor({ timeout });
  } catch (error) {
    const body = await page.locator('body').innerText().catch(() => '?');
    throw new Error(`${(error as Error).message.split('\n')[0]}\nat ${page.url()}, the page shows:\n${body.slice(0, 800)}`);
  }
}

async function login(email: string): Promise<string> {
  const res = await api('/api/auth/v2/login/', { method: 'POST', body: { data: { email, password: 'portolan-demo' } } });
  expect(res.status).toBe(200);
  return res.body.data.authToken;
}

let acme: string;
let bluewave: string;

beforeAll(async () => {
  server = await startServerWithAddon('carrier-scorecard');
  acme = await login(ACME);
  bluewave = await login(BLUEWAVE);
  // Each company's enterprise admin decides: Acme switches the add-on on, Bluewave switches it off.
  const on = await api('/api/enterprises/v2/switches', { method: 'POST', token: acme, body: { data: { kind: 'plugin', name: 'carrier-scorecard', enabled: true } } });
  expect(on.status).toBe(200);
  const off = await api('/api/enterprises/v2/switches', { method: 'POST', token: bluewave, body: { data: { kind: 'plugin', name: 'carrier-scorecard', enabled: false } } });
  expect(off.status).toBe(200);
}, 180_000);

afterAll(async () => {
  await server?.close();
});

describe('an add-on built on its own and installed without rebuilding Portolan', () => {
  it('builds in seconds, bundling none of the shared libraries', () => {
    expect(server.buildMs).toBeLessThan(15_000);
    expect(server.manifest.shared).toEqual(expect.arrayContaining(['react', '@portolan/sdk', '@blueprintjs/core']));
  });

  it('is listed for the company that has it on, and not for the one that switched it off', async () => {
    const forAcme = await api('/api/plugins', { token: acme });
    expect(forAcme.status).toBe(200);
    const listed = forAcme.body.data.items.find((a: { id: string }) => a.id === 'carrier-scorecard');
    expect(listed).toMatchObject({ title: 'Carrier scorecard', sdk: '^0.1.0', webUrl: expect.stringMatching(/^\/addons\/carrier-scorecard\/web\/index-.+\.js$/) });
    const forBluewave = await api('/api/plugins', { token: bluewave });
    expect(forBluewave.body.data.items.map((a: { id: string }) => a.id)).not.toContain('carrier-scorecard');
    expect((await api('/api/plugins')).status).toBe(401);
  });

  it("serves its own API under the same rules: session, validation, tenancy, and 403 where it's off", async () => {
    expect((await api('/api/carrier-scorecard/notes')).status).toBe(401);
    const bad = await api('/api/carrier-scorecard/notes', { method: 'POST', token: acme, body: { data: { carrier: 'MAEU', text: '' } } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('data.text');
    const created = await api('/api/carrier-scorecard/notes', { method: 'POST', token: acme, body: { data: { carrier: 'MAEU', text: 'API note from Acme' } } });
    expect(created.status).toBe(201);
    const list = await api('/api/carrier-scorecard/notes?filter[carrier]=MAEU', { token: acme });
    expect(list.body.data.items.map((n: { text: string }) => n.text)).toContain('API note from Acme');
    const blocked = await api('/api/carrier-scorecard/notes', { token: bluewave });
    expect(blocked.status).toBe(403);
    const docs = await api('/api/docs/openapi.json');
    expect(docs.body.paths['/api/carrier-scorecard/notes'].post.requestBody.content['application/json'].schema.properties.data.required).toEqual(['carrier', 'text']);
  });
});

describe('in the browser', () => {
  let session: BrowserSession;
  const errors: string[] = [];
  beforeAll(async () => {
    session = await openBrowser(server.baseUrl);
    session.page.on('pageerror', (e) => errors.push(e.message));
    session.page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  });
  afterAll(() => session?.close());

  it('Acme: a deep link opens the add-on page after sign-in; its React hooks and useService work on the host’s single React and SDK', async () => {
    const { page } = session;
    const addonRequests: string[] = [];
    page.on('request', (r) => r.url().includes('/addons/') && addonRequests.push(new URL(r.url()).pathname));
    await page.goto('/carrier-scorecard');
    await visible(page, page.getByRole('form', { name: 'Sign in' }));
    await signIn(page, ACME);
    await visible(page, page.getByRole('heading', { name: 'Carrier scorecard' }));
    const nav = page.getByRole('navigation', { name: 'Side navigation' });
    await expect(nav.getByRole('link', { name: 'Carrier scorecard' }).count()).resolves.toBe(1);
    // The ranking from the shipments API (the demo company has arrived and overdue shipments).
    const table = page.getByRole('table', { name: 'Carriers by on-time performance' });
    await visible(page, table);
    expect(await table.getByRole('row').count()).toBeGreaterThan(1);
    expect(addonRequests.some((p) => p.startsWith('/addons/carrier-scorecard/web/index-'))).toBe(true);
    // One copy of each shared library: the add-on's imports resolve to the host's files.
    const shared = await page.evaluate(async () => {
      const map = JSON.parse(document.querySelector('script[type="importmap"]')!.textContent!).imports as Record<string, string>;
      const loaded = performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname);
      return { map, reactLoads: loaded.filter((p) => p.includes('react-') && p.includes('/shared/')).length, all: loaded.filter((p) => p.startsWith('/assets/shared/')) };
    });
    expect(Object.keys(shared.map)).toEqual(expect.arrayContaining(['react', 'react/jsx-runtime', 'react-dom', 'mobx', '@blueprintjs/core', 'inversify', '@portolan/sdk']));
    for (const path of shared.all) expect(Object.values(shared.map)).toContain(path);
    expect(errors.filter((e) => /Invalid hook call|more than one copy of React|ContainerContext/.test(e))).toEqual([]);
  });

  it('Acme: adds a note to a carrier through the add-on’s own API', async () => {
    const { page } = session;
    const first = page.getByRole('table', { name: 'Carriers by on-time performance' }).getByRole('button').first();
    const carrier = (await first.textContent())!.trim();
    await first.click();
    await page.getByRole('heading', { name: `Notes on ${carrier}` }).waitFor();
    await page.getByLabel('Note', { exact: true }).fill('Rolled twice at Jebel Ali');
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.getByRole('list', { name: `Notes on ${carrier}` }).getByText('Rolled twice at Jebel Ali').waitFor();
  });

  it('Acme: the dashboard shows the add-on’s widget', async () => {
    const { page } = session;
    await page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: 'Dashboard' }).click();
    const widget = page.getByRole('region', { name: 'On-time performance by carrier' });
    await visible(page, widget);
    await visible(page, widget.getByRole('list', { name: 'Top carriers' }));
    expect(await widget.getByRole('listitem').count()).toBeGreaterThan(0);
  });

  it('Bluewave: no nav entry, the route is not found, and none of its code loads', async () => {
    const s = await openBrowser(server.baseUrl);
    try {
      const addonRequests: string[] = [];
      s.page.on('request', (r) => r.url().includes('/addons/') && addonRequests.push(r.url()));
      await s.page.goto('/carrier-scorecard');
      await visible(s.page, s.page.getByRole('form', { name: 'Sign in' }));
      await signIn(s.page, BLUEWAVE);
      await visible(s.page, s.page.getByTestId('not-found'));
      const nav = s.page.getByRole('navigation', { name: 'Side navigation' });
      await nav.waitFor();
      expect(await nav.getByRole('link', { name: 'Carrier scorecard' }).count()).toBe(0);
      expect(addonRequests).toEqual([]);
    } finally {
      await s.close();
    }
  });
});
