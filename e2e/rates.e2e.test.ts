import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, signIn, type BrowserSession } from './browser';
import { expectNoSeriousA11yProblems } from './axe';

const baseUrl = inject('baseUrl');
let forwarder: BrowserSession;
let shipper: BrowserSession;

beforeAll(async () => {
  [forwarder, shipper] = await Promise.all([openBrowser(baseUrl), openBrowser(baseUrl)]);
});
afterAll(async () => {
  await Promise.all([forwarder?.close(), shipper?.close()]);
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Bluewave's sheet of sell rates on INNSA → NLRTM; row 4 names a port that does not exist. */
const SHEET = [
  'Carrier,POL,POD,Container,Rate,Currency,Valid from,Valid to,Transit days',
  `EGLV,INNSA,NLRTM,42G1,1288.00,USD,${day(-3)},${day(60)},27`,
  `ONEY,INNSA,NLRTM,42G1,1312.50,USD,${day(-3)},${day(60)},25`,
  `CMDU,XXNSA,NLRTM,42G1,1340.00,USD,${day(-3)},${day(60)},23`,
].join('\n');


async function pickPlace(page: Page, label: string, text: string, code: string) {
  const input = page.getByRole('combobox', { name: new RegExp(`^${label}`) });
  await input.fill(text);
  await page.getByRole('option', { name: new RegExp(`^${code}\\b`) }).first().click();
}

describe('rates: the forwarder imports a sheet, the shipper searches, compares and shortlists', () => {
  it('the forwarder uploads a rate sheet; the bad row is reported before anything is written', async () => {
    const { page } = forwarder;
    await page.goto('/rates/imports/new');
    await signIn(page, 'forwarder@portolan.test');
    await page.getByRole('heading', { name: 'Import a rate sheet' }).waitFor();
    await page.getByLabel('Rates in the sheet').selectOption('FCL');
    await page.getByLabel('Side of the rates').selectOption('SELL');
    await page.getByLabel('Rate sheet file').setInputFiles({ name: 'bluewave-innsa-nlrtm.csv', mimeType: 'text/csv', buffer: Buffer.from(SHEET) });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByRole('table', { name: 'Column mapping' }).waitFor();
    await expectNoSeriousA11yProblems(page, 'import mapping');
    await page.getByRole('button', { name: 'Validate' }).click();
    const problems = page.getByRole('table', { name: 'Row problems' });
    await problems.getByText(/XXNSA/).first().waitFor();
    await expect(page.getByRole('button', { name: /^Commit \d+ rates$/ }).isDisabled()).resolves.toBe(true);
  });

  it('the forwarder fixes the row in place and imports all three rates at once', async () => {
    const { page } = forwarder;
    await page.getByRole('table', { name: 'Row problems' }).getByRole('button', { name: 'Fix row 4' }).click();
    const row = page.getByRole('form', { name: 'Row 4' });
    const origin = row.getByLabel(/^POL/);
    await origin.fill('INNSA');
    await origin.press('Enter');
    await page.getByText('No problems: every row can be imported').waitFor();
    await page.getByRole('button', { name: 'Commit 3 rates' }).click();
    await page.getByRole('heading', { name: '3 rates imported' }).waitFor();
    await page.getByRole('link', { name: 'See the imported rates' }).click();
    const table = page.getByRole('region', { name: /rates/i }).first();
    await table.getByText('ONEY').first().waitFor();
  });

  it('the shipper searches the lane and sees options with a landed cost, including the forwarder’s new rates', async () => {
    const { page } = shipper;
    await page.goto('/rates');
    await signIn(page, 'shipper@portolan.test');
    await page.getByRole('form', { name: 'Rate search' }).waitFor();
    await pickPlace(page, 'Origin', 'Nhava', 'INNSA');
    await pickPlace(page, 'Destination', 'Rotterdam', 'NLRTM');
    await page.getByLabel(/^Cargo ready/).fill(day(7));
    await page.getByLabel('Container type, row 1').selectOption('42G1');
    await page.getByRole('button', { name: 'Search rates' }).click();
    const options = page.getByRole('table', { name: 'Rate options' });
    await options.getByRole('row', { name: /Evergreen|EGLV/ }).first().waitFor();
    expect(await options.getByRole('row', { name: /ONE|ONEY/ }).count()).toBeGreaterThan(0);
    await expectNoSeriousA11yProblems(page, 'rate search results');
    // The search is in the URL: a shared link opens the same result.
    expect(page.url()).toMatch(/origin=INNSA/);
  });

  it('compares two options side by side', async () => {
    const { page } = shipper;
    await page.getByRole('checkbox', { name: /^Compare .*EGLV/ }).first().check({ force: true });
    await page.getByRole('checkbox', { name: /^Compare .*ONEY/ }).first().check({ force: true });
    await page.getByRole('button', { name: 'Compare (2)' }).click();
    const compare = page.getByRole('table', { name: 'Compare 2 options' });
    await compare.waitFor();
    expect(await compare.getByRole('row').count()).toBeGreaterThan(2);
  });

  it('opens the landed-cost breakdown with the market chart beside it', async () => {
    const { page } = shipper;
    await page.getByRole('button', { name: /^Breakdown of .*EGLV/ }).first().click();
    const breakdown = page.getByRole('table', { name: 'Landed-cost breakdown' });
    await breakdown.waitFor();
    expect(await breakdown.getByRole('row').count()).toBeGreaterThan(1);
    await page.getByRole('img', { name: /INNSA → NLRTM, 42G1: average/ }).waitFor();
    await expectNoSeriousA11yProblems(page, 'breakdown and market chart');
  });

  it('shortlists the option and finds it on the shortlist', async () => {
    const { page } = shipper;
    await page.getByRole('button', { name: /^Shortlist .*EGLV/ }).first().click();
    await page.getByText('Added to shortlist').first().waitFor();
    await page.goto('/rates/shortlist');
    await page.getByText(/EGLV|Evergreen/).first().waitFor();
  });

  it('opens the sailings that fit the option on the schedules screen', async () => {
    const { page } = shipper;
    await page.goto(`/schedules?from=rates&origin=INNSA&destination=NLRTM&carrier=EGLV&readyOn=${day(7)}`);
    await page.getByText(/Sailings that fit your rate option/).waitFor();
    await expectNoSeriousA11yProblems(page, 'schedules from rates');
  });

  it('the other screens of the area render for the shipper without serious a11y problems', async () => {
    const { page } = shipper;
    for (const [path, heading] of [
      ['/rates-v2/inventory', /rate inventory/i],
      ['/contracts', /contracts/i],
      ['/qbrates', /quick-book/i],
      ['/rates/exchange-rates', /exchange rates/i],
      ['/rates/charge-types', /charge types/i],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading }).first().waitFor();
      await expectNoSeriousA11yProblems(page, path);
    }
  });
});
