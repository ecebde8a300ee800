import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, signIn, type BrowserSession } from './browser';
import { expectNoSeriousA11yProblems } from './axe';
import { launchPortolan, type RunningPortolan } from './launchPortolan';

// Its own server, as `npm start` runs it (timed work on: the reminder's job fires), without the demo's two years of history.
let server: RunningPortolan;
let baseUrl = '';
let acme: BrowserSession;
let bluewave: BrowserSession;
let shipment: { id: string; reference: string; chatId: string };

/** A demo user's session token through the API (to find the demo records the journey opens). */
async function apiToken(email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/v2/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data: { email, password: 'portolan-demo' } }) });
  return (await res.json()).data.authToken;
}

/** The unread count the header's Messages button shows (0 when it shows none). */
async function messagesUnread(page: Page): Promise<number> {
  const name = (await page.getByRole('link', { name: /^Messages/ }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

beforeAll(async () => {
  server = await launchPortolan({ NODE_ENV: 'development', PORTOLAN_DEMO_HISTORY: '0' });
  baseUrl = server.baseUrl;
  // The demo's chat between Acme and Bluewave on a shipment they share.
  const token = await apiToken('shipper@portolan.test');
  const chats = await (await fetch(`${baseUrl}/api/messages/chat?filter[recordKind]=shipment`, { headers: { authorization: `Bearer ${token}` } })).json();
  const chat = chats.data.items.find((c: { companies: unknown[] }) => c.companies.length === 2);
  shipment = { id: chat.record.id, reference: chat.record.title, chatId: chat._id };
  [acme, bluewave] = await Promise.all([openBrowser(baseUrl), openBrowser(baseUrl)]);
}, 120_000);
afterAll(async () => {
  await Promise.all([acme?.close(), bluewave?.close()]);
  await server?.close();
});

describe('chat, notifications and reminders, live: Acme and Bluewave talk about a shipment; a reminder arrives', () => {
  it('Bluewave is signed in elsewhere; Acme opens the shipment and its Chat tab shows their conversation', async () => {
    await bluewave.page.goto('/shipments');
    await signIn(bluewave.page, 'forwarder@portolan.test');
    await bluewave.page.getByRole('link', { name: /^Messages/ }).waitFor();

    const { page } = acme;
    await page.goto(`/shipments/${shipment.id}`);
    await signIn(page, 'shipper@portolan.test');
    await page.getByRole('tab', { name: 'Chat' }).click();
    const log = page.getByRole('log', { name: 'Messages' });
    await log.waitFor();
    await log.getByRole('listitem').first().waitFor();
    await expectNoSeriousA11yProblems(page, 'shipment chat tab');
  });

  it("Acme's message raises Bluewave's unread count live; Bluewave reads it and Acme sees the read receipt", async () => {
    const before = await messagesUnread(bluewave.page);
    const composer = acme.page.getByRole('textbox', { name: 'Message' });
    await composer.fill('VGM for both boxes is filed — can you confirm the cut-off?');
    await composer.press('Enter');
    const mine = acme.page.getByRole('log', { name: 'Messages' }).getByRole('listitem').filter({ hasText: 'VGM for both boxes is filed' });
    await mine.waitFor();
    await expect.poll(() => messagesUnread(bluewave.page), { timeout: 15_000 }).toBe(before + 1);

    await bluewave.page.getByRole('link', { name: /^Messages/ }).click();
    await bluewave.page.getByRole('link', { name: new RegExp(`^${shipment.reference}`) }).first().click();
    await bluewave.page.getByRole('log', { name: 'Messages' }).getByText('VGM for both boxes is filed').waitFor();
    await expectNoSeriousA11yProblems(bluewave.page, 'chat');
    await expect.poll(() => messagesUnread(bluewave.page), { timeout: 15_000 }).toBeLessThan(before + 1);
    await mine.getByText(/Seen by Felix Forwarder/).waitFor({ timeout: 15_000 });
  });

  it('Bluewave attaches a file; Acme edits her message; each sees the other\'s change without reloading', async () => {
    const { page } = bluewave;
    await page.getByRole('button', { name: 'Attach a file' }).click();
    await page.getByLabel(/^File/).setInputFiles({ name: 'draft-bl.txt', mimeType: 'text/plain', buffer: Buffer.from('Draft bill of lading BWL-DRAFT-1\n') });
    await page.getByRole('group', { name: 'Attachments to send' }).getByText('draft-bl.txt').waitFor();
    const composer = page.getByRole('textbox', { name: 'Message' });
    await composer.fill('Cut-off confirmed for Thursday 18:00; draft BL attached.');
    await page.getByRole('button', { name: 'Send' }).click();
    const attached = acme.page.getByRole('log', { name: 'Messages' }).getByRole('listitem').filter({ hasText: 'draft BL attached' });
    await attached.getByRole('link', { name: /draft-bl\.txt/ }).waitFor({ timeout: 15_000 });

    const mine = acme.page.getByRole('log', { name: 'Messages' }).getByRole('listitem').filter({ hasText: 'VGM for both boxes is filed' });
    await mine.hover();
    await mine.getByRole('button', { name: 'Edit message' }).click();
    const editor = mine.getByRole('textbox', { name: 'Edit message' });
    await editor.fill('VGM for both boxes is filed (2 × 40HC) — can you confirm the cut-off?');
    await mine.getByRole('button', { name: 'Save' }).click();
    const edited = page.getByRole('log', { name: 'Messages' }).getByRole('listitem').filter({ hasText: '2 × 40HC' });
    await edited.getByText('(edited)').waitFor({ timeout: 15_000 });
  });

  it('search finds the message across chats; the messages screens pass axe', async () => {
    const { page } = acme;
    await page.goto('/messages');
    const search = page.getByRole('searchbox', { name: 'Search messages' });
    await search.fill('40HC');
    await search.press('Enter');
    await page.getByRole('list', { name: 'Messages found' }).getByText(/40HC/).first().waitFor();
    await expectNoSeriousA11yProblems(page, 'message search');
  });

  it('Acme sets a reminder a minute ahead and it arrives in the notification area', async () => {
    const { page } = acme;
    await page.goto('/reminders');
    await page.getByRole('heading', { name: 'Reminders' }).waitFor();
    await expectNoSeriousA11yProblems(page, 'reminders');
    await page.getByRole('button', { name: 'New reminder' }).click();
    const dialog = page.getByRole('dialog', { name: 'New reminder' });
    await dialog.getByLabel('Title').fill('Chase Bluewave for the final BL');
    await dialog.getByRole('button', { name: '+1 min' }).click();
    await dialog.getByRole('button', { name: 'Set reminder' }).click();
    await page.getByRole('button', { name: 'Details of Chase Bluewave for the final BL' }).waitFor();

    const bell = page.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: /^Notifications/ });
    const before = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
    // Due at the next whole minute plus one: at most two minutes away, then the job queue fires it.
    await expect.poll(async () => Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0), { timeout: 150_000, interval: 1000 }).toBeGreaterThan(before);
    await bell.click();
    await page.getByRole('list', { name: 'Notifications list' }).getByText('Chase Bluewave for the final BL').first().waitFor();
    await expectNoSeriousA11yProblems(page, 'notification area');
    await page.keyboard.press('Escape');
    // The reminder itself is now due (what the reminders list shows as its state).
    const token = await apiToken('shipper@portolan.test');
    const due = await (await fetch(`${baseUrl}/api/reminders?filter[state]=due`, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(due.data.items.map((r: { title: string }) => r.title)).toContain('Chase Bluewave for the final BL');
  }, 200_000);

  it('the notifications list and the preferences pass axe', async () => {
    const { page } = acme;
    await page.goto('/notifications');
    await page.getByRole('heading', { name: 'Notifications' }).waitFor();
    await page.getByText('Chase Bluewave for the final BL').first().waitFor();
    await expectNoSeriousA11yProblems(page, 'notifications');
    await page.goto('/notifications/preferences');
    await page.getByRole('heading', { name: /Notification preferences/ }).waitFor();
    await expectNoSeriousA11yProblems(page, 'notification preferences');
  });
});
