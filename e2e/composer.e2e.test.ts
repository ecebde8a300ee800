import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, signIn, type BrowserSession } from './browser';
import { expectNoSeriousA11yProblems } from './axe';

const baseUrl = inject('baseUrl');
let bluewave: BrowserSession;
let visitor: BrowserSession;
let token = '';

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers } });
  expect(res.status, `${init.method ?? 'GET'} ${path}`).toBeLessThan(300);
  return (await res.json()).data as T;
}

/** The PDF of a Bluewave quote as the quotes area prints it: its text and how many images it draws. */
async function quotePdf(quoteId: string): Promise<{ text: string; images: number }> {
  const res = await fetch(`${baseUrl}/api/enquiries/v2/quote/${quoteId}/pdf`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.headers.get('content-type')).toContain('application/pdf');
  const bytes = new Uint8Array(await res.arrayBuffer());
  // Image XObjects in the file (a PNG with an alpha channel is two: the picture and its soft mask).
  const images = (Buffer.from(bytes).toString('latin1').match(/\/Subtype \/Image/g) ?? []).length;
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return { text, images };
}

/** Drags `source` (a composer drag handle) onto `target` with the mouse, in small steps so dnd-kit sees a drag. */
async function drag(page: Page, source: Locator, target: Locator): Promise<void> {
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(from.x + ((to.x + 20 - from.x) * i) / 12, from.y + ((to.y + 12 - from.y) * i) / 12);
  await page.mouse.move(to.x + 24, to.y + 14);
  await page.mouse.up();
}

beforeAll(async () => {
  const res = await fetch(`${baseUrl}/api/auth/v2/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data: { email: 'forwarder@portolan.test', password: 'portolan-demo' } }) });
  token = (await res.json()).data.authToken;
  [bluewave, visitor] = await Promise.all([openBrowser(baseUrl), openBrowser(baseUrl)]);
  await bluewave.page.setViewportSize({ width: 1600, height: 1000 });
  await bluewave.page.goto('/composer');
  await signIn(bluewave.page, 'forwarder@portolan.test');
  await bluewave.page.getByRole('heading', { name: 'Composer' }).waitFor();
});
afterAll(async () => {
  await Promise.all([bluewave?.close(), visitor?.close()]);
});

describe('the document-template composer: Bluewave brands its quotation and the quotes area prints it', () => {
  it('adds its logo and a bound field to the quote template, previews it on a real quote, saves; the quote PDF carries both', async () => {
    const { page } = bluewave;
    const quotes = await api<{ items: Array<{ id: string; label: string }> }>('/api/documents/v2/templates/records?documentType=QUOTE');
    expect(quotes.items.length).toBeGreaterThan(0);
    const quote = quotes.items[0]!;
    const before = await quotePdf(quote.id);
    expect(before.text).not.toContain('Cargo ready (journey)');
    // The demo quotation has no logo block yet: nothing drawn.
    expect(before.images).toBe(0);

    await page.goto('/composer?tab=templates');
    await page.getByRole('link', { name: 'Bluewave quotation', exact: true }).click();
    const editor = page.getByRole('region', { name: /template composer/i });
    await editor.waitFor();
    await expectNoSeriousA11yProblems(page, 'document-template composer');

    // The logo, then (beside it, in the root) a field bound to the quote's cargo-ready date, captioned by its title.
    const palette = page.getByRole('region', { name: 'Blocks' });
    await palette.getByRole('button', { name: /^Company logo/ }).click();
    await palette.getByRole('button', { name: /^Field/ }).click();
    const properties = page.getByRole('region', { name: 'Properties' });
    await properties.getByLabel('Field', { exact: true }).selectOption({ label: 'Cargo ready on' });
    const title = properties.getByLabel('Title');
    await title.fill('Cargo ready (journey)');
    await title.press('Enter');
    await expect.poll(() => page.getByRole('region', { name: 'Canvas' }).getByText('Cargo ready (journey)').count()).toBeGreaterThan(0);

    // The live preview prints the unsaved design on a real quote.
    await page.getByLabel('Preview record').selectOption(quote.id);
    await page.getByText(/^Preview of \d+ pages?, printed with your unsaved changes\./).waitFor({ timeout: 30_000 });
    await page.getByRole('img', { name: /^Preview page 1 of/ }).or(page.locator('canvas[aria-label^="Preview page 1"]')).first().waitFor();
    await expectNoSeriousA11yProblems(page, 'template composer with its preview');

    await page.getByRole('button', { name: /^Save/ }).click();
    await page.getByRole('button', { name: /^Saved/ }).waitFor();
    const saved = await api<{ items: Array<{ name: string; revision: number }> }>('/api/documents/v2/templates?filter[documentType]=QUOTE');
    expect(saved.items.find((t) => t.name === 'Bluewave quotation')?.revision).toBeGreaterThan(1);

    const after = await quotePdf(quote.id);
    expect(after.text).toMatch(/Cargo ready \(journey\)\s*:?\s*\d{4}-\d{2}-\d{2}/);
    // The logo (a PNG with transparency: its image and its soft mask).
    expect(after.images).toBeGreaterThan(0);
  });
});

describe('the page composer: a three-level page, a refused move, clone, undo, and the layout restored after a reload', () => {
  it('builds row → column → heading, refuses moving the row into its column with the reason, clones and undoes', async () => {
    const { page } = bluewave;
    await page.goto('/composer');
    await page.getByRole('button', { name: 'New page' }).click();
    await page.waitForURL(/\/composer\/pages\/[0-9a-f-]{36}$/);
    const canvas = page.getByRole('region', { name: 'Canvas' });
    await canvas.waitFor();
    const palette = page.getByRole('region', { name: 'Blocks' });
    await palette.getByRole('button', { name: /^Row/ }).click();
    await palette.getByRole('button', { name: /^Column/ }).click();
    await palette.getByRole('button', { name: /^Heading/ }).click();
    const tree = page.getByRole('region', { name: 'Component tree' });
    await expect.poll(() => tree.getByText('Heading', { exact: true }).count()).toBeGreaterThan(0);
    await expectNoSeriousA11yProblems(page, 'page composer');

    // The row's drag handle onto its own column: refused, with the reason shown.
    await drag(page, canvas.getByRole('button', { name: 'Move Row' }), canvas.getByRole('button', { name: 'Move Column' }));
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'cannot be moved into one of its own descendants' }).count()).toBe(1);

    // Clone the heading, then undo the clone.
    await canvas.getByRole('button', { name: 'Move Heading' }).focus();
    await page.getByRole('button', { name: 'Duplicate' }).click();
    await expect.poll(() => canvas.getByRole('button', { name: 'Move Heading' }).count()).toBe(2);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => canvas.getByRole('button', { name: 'Move Heading' }).count()).toBe(1);

    // The working layout lives in browser storage: a reload finds it as it was.
    await page.reload();
    await canvas.waitFor();
    await expect.poll(() => canvas.getByRole('button', { name: /^Move (Row|Column|Heading)$/ }).count()).toBe(3);
    expect(await canvas.getByRole('button', { name: 'Move Heading' }).count()).toBe(1);
  });

  it('shows the pinned page on the home dashboard, and a shared link opens it signed out on /temp', async () => {
    const { page } = bluewave;
    const pinned = await api<{ record: { _id: string; title: string } | null }>('/api/composer/pages/pinned');
    expect(pinned.record?.title).toBe('Bluewave operations board');
    await page.goto(`/pages/${pinned.record!._id}`);
    await page.getByRole('heading', { name: 'Operations this week' }).waitFor();
    await expectNoSeriousA11yProblems(page, 'published page');

    const share = await api<{ url: string }>(`/api/composer/pages/${pinned.record!._id}/share`, { method: 'POST', body: JSON.stringify({ data: {} }) });
    const link = new URL(share.url);
    await visitor.page.goto(`${link.pathname}${link.search}`);
    await visitor.page.getByRole('heading', { name: 'Operations this week' }).waitFor();
    expect(await visitor.page.getByText('Sign in to see live data').count()).toBeGreaterThan(0);
    expect(await visitor.page.getByRole('banner').count()).toBe(0);
    await expectNoSeriousA11yProblems(visitor.page, 'shared page on /temp');
  });
});
