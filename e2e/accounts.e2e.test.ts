import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, signIn, type BrowserSession } from './browser';

const baseUrl = inject('baseUrl');
let session: BrowserSession;
const stamp = Date.now().toString(36);
const owner = { name: 'Nora Owner', email: `nora-${stamp}@e2e.test`, password: 'harbour-crane-42', companyName: `Northwind ${stamp}`, companyKind: 'shipper' };

async function api(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: any }> {
  return page.evaluate(
    async ([method, path, body]) => {
      const token = sessionStorage.getItem('portolan.sessionToken');
      const res = await fetch(path as string, { method: method as string, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body ? JSON.stringify(body) : undefined });
      return { status: res.status, body: await res.json() };
    },
    [method, path, body] as const,
  );
}

beforeAll(async () => {
  session = await openBrowser(baseUrl);
  // A company of its own, so that switching its plugins off disturbs no other test.
  const res = await session.page.request.post('/api/users/create-profile', { data: { data: owner } });
  expect(res.status()).toBe(201);
});
afterAll(async () => {
  await session?.close();
});

describe('accounts, roles and switches', () => {
  it('an enterprise admin adds a user and changes their role on /admin', async () => {
    const { page } = session;
    await page.goto('/admin');
    await signIn(page, owner.email, owner.password);
    await page.getByRole('heading', { name: /Enterprise admin/ }).waitFor();
    await page.getByRole('table', { name: 'Users of the company' }).waitFor();
    await page.getByRole('button', { name: 'Add user' }).click();
    const form = page.getByRole('form', { name: 'Add user' });
    await form.getByLabel('Name').fill('Olga Operator');
    await form.getByLabel('Email').fill(`olga-${stamp}@e2e.test`);
    await form.getByLabel('Role').selectOption('operator');
    await form.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('cell', { name: /Olga Operator/ }).waitFor();
    await page.getByLabel('Role of Olga Operator').selectOption('viewer');
    await page.getByText('Olga Operator is now viewer').first().waitFor();
  });

  it('switching a plugin off hides its nav entry and screens, and its API answers 403; switching on brings it back', async () => {
    const { page } = session;
    await page.getByRole('tab', { name: 'Plan and plugins' }).click();
    const toggle = page.getByLabel('Plugin shipments');
    await toggle.waitFor();
    const nav = page.getByRole('navigation', { name: 'Side navigation' });
    expect(await nav.getByRole('link', { name: 'Shipments', exact: true }).count()).toBe(1);
    // A click on the switch itself, not at its screen position: the previous step's snackbar may sit over it.
    await toggle.dispatchEvent('click');
    await page.getByText('Plugin shipments switched off').first().waitFor();
    await expect.poll(() => nav.getByRole('link', { name: 'Shipments', exact: true }).count()).toBe(0);
    expect((await api(page, 'GET', '/api/shipments/v2')).status).toBe(403);
    await page.goto('/shipments');
    await page.getByTestId('not-found').waitFor();
    await page.goto('/admin?tab=switches');
    await page.getByLabel('Plugin shipments').dispatchEvent('click');
    await page.getByText('Plugin shipments switched on').first().waitFor();
    await expect.poll(() => nav.getByRole('link', { name: 'Shipments', exact: true }).count()).toBe(1);
    expect((await api(page, 'GET', '/api/shipments/v2')).status).not.toBe(403);
  });

  it('the user edits the profile on /me and finds it, and the sign-in, on /user-actions', async () => {
    const { page } = session;
    await page.goto('/me');
    await page.getByRole('heading', { name: 'My profile' }).waitFor();
    await page.getByLabel('Name').fill('Nora N. Owner');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile saved').first().waitFor();
    await page.goto('/user-actions');
    const table = page.getByRole('table', { name: 'Activity' });
    await table.waitFor();
    await table.getByRole('cell', { name: 'Profile updated' }).first().waitFor();
    await table.getByRole('cell', { name: 'Signed in' }).first().waitFor();
    await table.getByRole('cell', { name: 'Account created' }).first().waitFor();
  });

  it('a visitor requests a demo on /enterprises ("Updated Lead"); a platform admin sees the lead and the outbox', async () => {
    const visitor = await openBrowser(baseUrl);
    try {
      await visitor.page.goto('/enterprises');
      const form = visitor.page.getByRole('form', { name: 'Request a demo' });
      await form.getByLabel('Name').fill('Lena Lead');
      await form.getByLabel('Work email').fill(`lena-${stamp}@e2e.test`);
      await form.getByLabel('Company').fill('Lead Co');
      await form.getByRole('button', { name: 'Request a demo' }).click();
      await visitor.page.getByText('We received your request').waitFor();

      await visitor.page.goto('/admin?tab=leads');
      await signIn(visitor.page, 'admin@portolan.test');
      await visitor.page.getByRole('cell', { name: `lena-${stamp}@e2e.test` }).waitFor();
      await visitor.page.getByLabel('Status of Lena Lead').selectOption('contacted');
      await visitor.page.getByText('Updated Lead').first().waitFor();
      await visitor.page.getByRole('tab', { name: 'Outbox' }).click();
      await visitor.page.getByRole('cell', { name: `olga-${stamp}@e2e.test` }).waitFor();
      await visitor.page.getByRole('tab', { name: 'Companies' }).click();
      await visitor.page.getByRole('cell', { name: owner.companyName }).waitFor();
    } finally {
      await visitor.close();
    }
  });

  it('a viewer sees neither the admin screens nor their nav entries; a user added without a password cannot sign in', async () => {
    const { page } = session;
    const created = await api(page, 'POST', '/api/users/', { data: { name: 'Vic Viewer', email: `vic-${stamp}@e2e.test`, role: 'viewer', password: 'harbour-crane-43' } });
    expect(created.status).toBe(201);
    await page.evaluate(() => {
      sessionStorage.clear();
      localStorage.clear();
    });
    await page.goto('/admin');
    await signIn(page, `olga-${stamp}@e2e.test`, 'any-password-1');
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('Invalid email or password');
    await page.goto('/admin');
    await signIn(page, `vic-${stamp}@e2e.test`, 'harbour-crane-43');
    await page.getByTestId('not-found').waitFor();
    const nav = page.getByRole('navigation', { name: 'Side navigation' });
    await nav.getByRole('link', { name: 'My profile' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Enterprise admin' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Users and roles' }).count()).toBe(0);
    expect((await api(page, 'GET', '/api/users/')).status).toBe(403);
  });

  it('keeps several accounts in one browser: switch in the header, and sign-out revokes the token on the server', async () => {
    const other = await openBrowser(baseUrl);
    try {
      const { page } = other;
      page.setDefaultTimeout(15_000);
      await page.goto('/me');
      await signIn(page, 'shipper@portolan.test');
      await page.getByTestId('header-company').waitFor();
      await expect.poll(() => page.getByTestId('header-company').textContent(), { timeout: 15_000 }).toContain('Acme Exports');
      await page.getByRole('button', { name: /Account menu for/ }).click();
      await page.getByRole('menuitem', { name: 'Sign in to another account' }).click();
      await page.getByRole('heading', { name: 'Add another account' }).waitFor();
      await signIn(page, 'forwarder@portolan.test');
      await expect.poll(() => page.getByTestId('header-company').textContent(), { timeout: 15_000 }).toContain('Bluewave Logistics');
      const forwarderToken = await page.evaluate(() => sessionStorage.getItem('portolan.sessionToken'));
      await page.getByRole('button', { name: /Account menu for/ }).click();
      await page.getByRole('menuitem', { name: 'shipper@portolan.test' }).click();
      await expect.poll(() => page.getByTestId('header-company').textContent(), { timeout: 15_000 }).toContain('Acme Exports');
      // Back to the forwarder, then sign out: its token is refused afterwards, the shipper stays saved.
      await page.getByRole('button', { name: /Account menu for/ }).click();
      await page.getByRole('menuitem', { name: 'forwarder@portolan.test' }).click();
      await expect.poll(() => page.getByTestId('header-company').textContent(), { timeout: 15_000 }).toContain('Bluewave Logistics');
      await page.getByRole('button', { name: /Account menu for/ }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await page.getByRole('form', { name: 'Sign in' }).waitFor();
      const after = await page.evaluate(async (token) => (await fetch('/api/auth/v2/user/', { headers: { authorization: `Bearer ${token}` } })).status, forwarderToken);
      expect(after).toBe(401);
      const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('portolan.users') ?? '[]').map((u: { email: string }) => u.email));
      expect(saved).toEqual(['shipper@portolan.test']);
    } finally {
      await other.close();
    }
  });
});
