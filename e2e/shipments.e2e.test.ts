import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, signIn, type BrowserSession } from './browser';

const baseUrl = inject('baseUrl');
let session: BrowserSession;
let shareUrl = '';
let reference = '';

beforeAll(async () => {
  session = await openBrowser(baseUrl);
});
afterAll(async () => {
  await session?.close();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('shipments and tracking', () => {
  it('signs in and shows the shipments list from the server', async () => {
    const { page } = session;
    await page.goto('/shipments');
    await signIn(page, 'shipper@portolan.test');
    const table = page.getByRole('region', { name: 'Shipments table' });
    await table.getByRole('link', { name: /^ACME-\d{4}-\d+$/ }).first().waitFor();
    // The count the table shows is the server's (the demo's 58 and its two years of history, one from the awarded RFQ, and what other journeys created).
    const count = await page.evaluate(async () => {
      const res = await fetch('/api/shipments/v2?limit=1', { headers: { authorization: `Bearer ${sessionStorage.getItem('portolan.sessionToken')}` } });
      return ((await res.json()) as { data: { count: number } }).data.count;
    });
    expect(count).toBeGreaterThanOrEqual(59);
    const shown = `(${count}|${count.toLocaleString('en')})`;
    await expect(page.getByText(new RegExp(`of ${shown}\\+? rows|^${shown}\\+? rows`)).first().isVisible()).resolves.toBe(true);
  });

  it('filters by status, keeping the view in the URL', async () => {
    const { page } = session;
    await page.getByRole('combobox', { name: 'Status' }).selectOption('IN_TRANSIT');
    await page.waitForURL(/status=IN_TRANSIT/);
    const table = page.getByRole('region', { name: 'Shipments table' });
    await table.getByText('In transit').first().waitFor();
    expect(await table.getByText('Delivered').count()).toBe(0);
    // The URL is the view: reloading shows the same filter.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Status' }).inputValue()).resolves.toBe('IN_TRANSIT');
  });

  it('opens a shipment with its journey timeline', async () => {
    const { page } = session;
    const link = page.getByRole('region', { name: 'Shipments table' }).getByRole('link', { name: /^ACME-\d{4}-\d+$/ }).first();
    reference = (await link.textContent())!.trim();
    await link.click();
    await page.getByRole('heading', { name: reference }).waitFor();
    const timeline = page.getByRole('list', { name: 'Journey milestones' });
    await timeline.waitFor();
    expect(await timeline.getByText('Vessel departed', { exact: false }).count()).toBeGreaterThan(0);
  });

  it('uploads a document to the shipment', async () => {
    const { page } = session;
    await page.getByRole('tab', { name: 'Documents' }).click();
    await page.getByLabel('Document file').setInputFiles({ name: 'bill-of-lading.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByRole('table', { name: 'Documents' }).getByText('bill-of-lading.pdf').waitFor();
    await page.getByText('Document Uploaded').first().waitFor();
  });

  it('creates a share link', async () => {
    const { page } = session;
    await page.getByRole('tab', { name: 'Share tracking' }).click();
    await page.getByRole('button', { name: 'Create share link' }).click();
    const input = page.getByLabel('Share link').first();
    await input.waitFor();
    shareUrl = await input.inputValue();
    expect(shareUrl).toMatch(/\/tracking\/[0-9a-f-]{36}\.\d+\.[\w-]{43}$/);
  });

  it('opens the share link signed out: the tracking view without chrome and nothing private', async () => {
    const context = await session.browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    try {
      await page.goto(new URL(shareUrl).pathname);
      await page.getByRole('heading', { name: `Shipment ${reference}` }).waitFor();
      await page.getByRole('list', { name: 'Milestones' }).waitFor();
      expect(await page.getByRole('banner').count()).toBe(0);
      expect(await page.getByRole('navigation', { name: 'Side navigation' }).count()).toBe(0);
      expect(await page.getByRole('form', { name: 'Sign in' }).count()).toBe(0);
      const text = await page.locator('body').innerText();
      expect(text).not.toContain('Acme Exports');
      expect(text).not.toContain('bill-of-lading.pdf');
    } finally {
      await context.close();
    }
  });
});
