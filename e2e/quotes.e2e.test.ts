import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { openBrowser, signIn, type BrowserSession } from './browser';
import { expectNoSeriousA11yProblems } from './axe';

const baseUrl = inject('baseUrl');
let visitor: BrowserSession;
let forwarder: BrowserSession;
let customer: BrowserSession;

beforeAll(async () => {
  [visitor, forwarder, customer] = await Promise.all([openBrowser(baseUrl), openBrowser(baseUrl), openBrowser(baseUrl)]);
});
afterAll(async () => {
  await Promise.all([visitor?.close(), forwarder?.close(), customer?.close()]);
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);


/** This run's visitor: one company name the forwarder can find among the demo leads. */
const VISITOR = { name: 'Meera Iyer', email: `meera.${Date.now()}@kaveri-spices.test`, company: `Kaveri Spices ${Date.now() % 100_000}` };
let reference = '';
let sharedLink = '';
/** Every buy amount of the published quote (from the forwarder's own view): none may reach the customer. */
let buyFigures: string[] = [];

describe('enquiries and quotes: a partner-page lead becomes a won quote', () => {
  it('an anonymous visitor prices a lane on the HDFC page and leaves their details', async () => {
    const { page } = visitor;
    await page.goto('/hdfc');
    await page.getByRole('heading', { level: 1, name: /HDFC/ }).waitFor();
    await page.getByLabel(/^Origin port/).fill('INNSA');
    await page.getByLabel(/^Destination port/).fill('NLRTM');
    await page.getByLabel(/^Cargo ready on/).fill(day(7));
    await page.getByRole('button', { name: 'See prices' }).click();
    const offers = page.getByRole('button', { name: /^Get this quote/ });
    await offers.first().waitFor();
    await expectNoSeriousA11yProblems(page, 'partner planner offers');
    await offers.first().click();
    const form = page.getByRole('form', { name: 'Your details' });
    await form.getByLabel(/^Name/).fill(VISITOR.name);
    await form.getByLabel(/^Email/).fill(VISITOR.email);
    await form.getByLabel(/^Company/).fill(VISITOR.company);
    await form.getByLabel(/^Phone number/).fill('+91 98200 12345');
    await expectNoSeriousA11yProblems(page, 'partner planner lead form');
    await form.getByRole('button', { name: 'Send my request' }).click();
    await page.getByRole('heading', { name: 'Thank you, we received your request' }).waitFor();
    reference = (await page.getByText(/ENQ-\d{4}-\d{5}/).first().textContent())!.match(/ENQ-\d{4}-\d{5}/)![0];
    expect(reference).toMatch(/^ENQ-/);
  });

  it('the forwarder finds the lead from the HDFC page and opens its enquiry', async () => {
    const { page } = forwarder;
    await page.goto('/icici-leads');
    await signIn(page, 'forwarder@portolan.test');
    await page.getByRole('heading', { name: 'Leads' }).waitFor();
    await page.getByLabel('Partner page').selectOption('hdfc');
    const leads = page.getByRole('region', { name: /leads/i }).first();
    await leads.getByText(VISITOR.company).first().waitFor();
    await expectNoSeriousA11yProblems(page, 'leads');
    await page.getByRole('link', { name: reference }).click();
    await page.getByRole('heading', { name: new RegExp(reference) }).waitFor();
    await expectNoSeriousA11yProblems(page, 'enquiry details');
  });

  it('the forwarder builds a quote with two options from inventory rates and a 12% margin, and publishes it', async () => {
    const { page } = forwarder;
    await page.getByRole('tab', { name: 'Quote' }).click();
    await page.getByRole('heading', { name: 'No quote yet' }).waitFor();
    await page.getByLabel(/^Quote margin/).selectOption('PERCENT');
    await page.getByLabel(/^Margin %/).fill('12');
    await page.getByRole('button', { name: 'Create quote' }).click();
    await page.getByRole('heading', { name: /^Quote Q-\d{4}-\d{5} rev 1$/ }).waitFor();

    await page.getByRole('button', { name: 'Add rates to quote' }).click();
    const inventory = page.getByRole('table', { name: 'Inventory rates for the lane' });
    await inventory.waitFor();
    const picks = inventory.getByRole('checkbox', { name: /^Add / });
    expect(await picks.count()).toBeGreaterThanOrEqual(2);
    // Blueprint's checkbox hides its input under the indicator: a click event on the input itself.
    await picks.nth(0).dispatchEvent('click');
    await picks.nth(1).dispatchEvent('click');
    await expectNoSeriousA11yProblems(page, 'add rates to quote');
    await page.getByRole('button', { name: 'Add 2 options' }).click();
    await page.getByRole('table', { name: /option 2/i }).first().waitFor();
    await expectNoSeriousA11yProblems(page, 'quote editor');

    // What the forwarder paid: every buy amount of the quote, read from its own API view.
    const token = await page.evaluate(() => sessionStorage.getItem('portolan.sessionToken'));
    const enquiryId = page.url().match(/\/enquiries\/([0-9a-f-]{36})/)![1];
    const answer = await page.request.get(`/api/enquiries/v2/withQuoteAndSelectedRates?id=${enquiryId}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const quote = (await answer.json()).data.quote as { options: Array<{ buyTotal: string; marginTotal: string; lines: Array<{ buyAmount: string; buyConverted: string }> }> };
    expect(quote.options).toHaveLength(2);
    buyFigures = [...new Set(quote.options.flatMap((o) => [o.buyTotal, o.marginTotal, ...o.lines.flatMap((l) => [l.buyAmount, l.buyConverted])]))].filter((x) => Number(x) >= 100);
    expect(buyFigures.length).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish quote' });
    await dialog.getByRole('button', { name: 'Publish' }).click();
    const link = page.getByRole('textbox', { name: 'Shared quote link' });
    await link.waitFor();
    sharedLink = await link.inputValue();
    expect(sharedLink).toMatch(/\/enquiries\/view-quote\?token=/);
  });

  it('the customer opens the shared link without signing in: the options, no buy rate or margin', async () => {
    const { page } = customer;
    await page.goto(sharedLink.replace(/^https?:\/\/[^/]+/, ''));
    await page.getByRole('button', { name: 'Accept option 1' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Side navigation' }).count()).toBe(0);
    const html = await page.content();
    for (const figure of buyFigures) {
      expect(html, `buy figure ${figure} on the shared page`).not.toContain(figure);
    }
    // The words too (in what the page says, not its inline styles).
    expect(await page.locator('body').innerText()).not.toMatch(/\bbuy|\bmargin/i);
    await expectNoSeriousA11yProblems(page, 'shared quote');
  });

  it('the customer accepts one option', async () => {
    const { page } = customer;
    await page.getByRole('button', { name: 'Accept option 1' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Your name/).fill(VISITOR.name);
    await dialog.getByRole('button', { name: 'Accept quote' }).click();
    await page.getByText(/You accepted option 1/).waitFor();
  });

  it('the forwarder sees the enquiry won and downloads the quote as a PDF with the accepted option', async () => {
    const { page } = forwarder;
    await page.reload();
    await page.getByText('WON').first().waitFor();
    await page.getByRole('tab', { name: 'Quote' }).click();
    await page.getByText('ACCEPTED').first().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    const path = await download.path();
    const pdf = await getDocumentProxy(new Uint8Array(await readFile(path!)));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toMatch(/Q-\d{4}-\d{5}/);
    expect(text).toContain('Bluewave');
    expect(text).toContain(VISITOR.company);
    expect(text).toMatch(/INNSA|Nhava Sheva/);
  });

  it('every other screen of the area renders its records with no serious accessibility problem', async () => {
    const { page } = forwarder;
    const token = await page.evaluate(() => sessionStorage.getItem('portolan.sessionToken'));
    const quotes = await (await page.request.get('/api/enquiries/v2/quote?limit=1', { headers: { authorization: `Bearer ${token}` } })).json();
    const quoteId = quotes.data.items[0]._id as string;
    const customers = await (await page.request.get('/api/customers?limit=1', { headers: { authorization: `Bearer ${token}` } })).json();
    const customerId = customers.data.items[0]._id as string;
    const screens: Array<[string, RegExp]> = [
      ['/enquiriesV2', /Enquiries/],
      ['/enquiries/summary', /summary/i],
      ['/enquiries/terms', /terms/i],
      ['/quotes', /Quotes/],
      [`/enquiries/printable-quote?quote=${quoteId}`, /Quotation Q-/],
      ['/customers', /Customers/],
      [`/customers/${customerId}`, /./],
      ['/promo', /Promotions/],
    ];
    for (const [path, heading] of screens) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
      await page.getByRole('progressbar').first().waitFor({ state: 'detached' }).catch(() => undefined);
      await expectNoSeriousA11yProblems(page, path);
    }
  });

  it('the shipper sees its forwarder and the quotes shared with it in /account, and plans a shipment', async () => {
    const { page } = customer;
    await page.goto('/account');
    await signIn(page, 'shipper@portolan.test');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByText('Bluewave Logistics').first().waitFor();
    await expectNoSeriousA11yProblems(page, '/account');
    await page.goto('/shipment-planner');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectNoSeriousA11yProblems(page, '/shipment-planner');
  });
});
