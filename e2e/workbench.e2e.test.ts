import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, signIn, type BrowserSession } from './browser';

const baseUrl = inject('baseUrl');
let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser(baseUrl);
});
afterAll(async () => {
  await session?.close();
});

describe('the workbench', () => {
  it('shows the login area on a protected URL when signed out, without chrome', async () => {
    const { page } = session;
    await page.goto('/shipments');
    await page.getByRole('form', { name: 'Sign in' }).waitFor();
    await expect(page.getByLabel('Email').isVisible()).resolves.toBe(true);
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Side navigation' }).count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/shipments');
  });

  it('refuses a wrong password with the server message and keeps the user on the form', async () => {
    const { page } = session;
    await signIn(page, 'shipper@portolan.test', 'not-the-password');
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('Invalid email or password');
  });

  it('signs the demo shipper in and shows the chrome on the page they asked for', async () => {
    const { page } = session;
    await signIn(page, 'shipper@portolan.test');
    await page.getByRole('banner').waitFor();
    expect(new URL(page.url()).pathname).toBe('/shipments');
    await expect(page.getByRole('navigation', { name: 'Side navigation' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('region', { name: 'Notifications' }).isVisible()).resolves.toBe(true);
    await page.getByTestId('header-company').waitFor();
    expect(await page.getByTestId('header-company').textContent()).toContain('Acme Exports');
    await page.getByText('All systems operational').waitFor();
  });

  it('keeps the session across a reload', async () => {
    const { page } = session;
    await page.reload();
    await page.getByRole('banner').waitFor();
    expect(await page.getByRole('form', { name: 'Sign in' }).count()).toBe(0);
  });

  it('shows a plain not found for a path no area serves, and hides all chrome on /pay', async () => {
    const { page } = session;
    await page.goto('/no-such-area');
    await page.getByTestId('not-found').waitFor();
    await page.goto('/pay');
    await page.getByRole('heading', { name: 'Pay invoices' }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Side navigation' }).count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Notifications' }).count()).toBe(0);
  });

  it('hides only the footer on /chat', async () => {
    const { page } = session;
    await page.goto('/chat');
    await page.getByRole('banner').waitFor();
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Side navigation' }).count()).toBe(1);
  });

  it('expands and collapses the side navigation, collapsed by default, and remembers it', async () => {
    const { page } = session;
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Side navigation' });
    await nav.waitFor();
    expect(await nav.getAttribute('class')).toContain('pt-sidenav--collapsed');
    await nav.getByRole('button', { name: 'Expand side navigation' }).click();
    expect(await nav.getAttribute('class')).toContain('pt-sidenav--expanded');
    await page.reload();
    await page.getByRole('navigation', { name: 'Side navigation' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Side navigation' }).getAttribute('class')).toContain('pt-sidenav--expanded');
    await page.getByRole('navigation', { name: 'Side navigation' }).getByRole('button', { name: 'Collapse side navigation' }).click();
  });

  it('signs out from the account menu and shows the login page', async () => {
    const { page } = session;
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('form', { name: 'Sign in' }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
  });
});

describe('load failures', () => {
  it('shows the chunk-load error when a screen chunk is missing, and recovers', async () => {
    const s = await openBrowser(baseUrl);
    try {
      let block = true;
      await s.context.route(/\/assets\/LoginScreen-.*\.js$/, (route) => (block ? route.fulfill({ status: 404, body: 'gone' }) : route.continue()));
      await s.page.goto('/login');
      await s.page.locator('[data-error-code="chunk-missing"]').waitFor();
      expect(await s.page.getByRole('alert').textContent()).toContain('This screen could not be loaded');
      block = false;
      await s.page.getByRole('button', { name: 'Reload the page' }).click();
      await s.page.getByRole('form', { name: 'Sign in' }).waitFor();
    } finally {
      await s.close();
    }
  });

  it('shows the stylesheet error when the stylesheet fails', async () => {
    const s = await openBrowser(baseUrl);
    try {
      await s.context.route(/\/assets\/portolan\.css/, (route) => route.fulfill({ status: 404, body: '' }));
      await s.page.goto('/login');
      await s.page.locator('[data-error-code="stylesheet-load"]').waitFor();
      expect(await s.page.getByRole('alert').textContent()).toContain("styles could not be loaded");
    } finally {
      await s.close();
    }
  });
});
