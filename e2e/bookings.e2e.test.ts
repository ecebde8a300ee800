import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, signIn, type BrowserSession } from './browser';
import { expectNoSeriousA11yProblems } from './axe';

const baseUrl = inject('baseUrl');
let acme: BrowserSession;
let bluewave: BrowserSession;

beforeAll(async () => {
  [acme, bluewave] = await Promise.all([openBrowser(baseUrl), openBrowser(baseUrl)]);
});
afterAll(async () => {
  await Promise.all([acme?.close(), bluewave?.close()]);
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const RUN = Date.now() % 1_000_000;
const CARRIER_REF = `HLCU${RUN}`;
let bookingPath = '';
let reference = '';

async function pickPlace(page: Page, label: string, text: string, code: string) {
  const input = page.getByRole('combobox', { name: new RegExp(`^${label}`) });
  await input.fill(text);
  await page.getByRole('option', { name: new RegExp(`^${code}\\b`) }).first().click();
}

/** The booking's state tags as the details header shows them. */
async function states(page: Page): Promise<string> {
  return (await page.getByRole('banner').or(page.locator('header')).first().innerText().catch(() => '')) + (await page.locator('main').innerText());
}

describe('bookings: Acme books from a rate, Bluewave confirms, Acme amends the container count, Bluewave confirms the amendment', () => {
  it('Acme searches rates and books a Bluewave-offered option: the form opens prefilled from the rate', async () => {
    const { page } = acme;
    await page.goto('/rates');
    await signIn(page, 'shipper@portolan.test');
    await page.getByRole('form', { name: 'Rate search' }).waitFor();
    await pickPlace(page, 'Origin', 'Nhava', 'INNSA');
    await pickPlace(page, 'Destination', 'Rotterdam', 'NLRTM');
    await page.getByLabel(/^Cargo ready/).fill(day(7));
    await page.getByLabel('Container type, row 1').selectOption('42G1');
    await page.getByRole('button', { name: 'Search rates' }).click();
    await page.getByRole('table', { name: 'Rate options' }).getByRole('row').nth(2).waitFor();
    // The Hapag-Lloyd option is Bluewave's (its link names Bluewave as the provider).
    const book = page.locator('a[aria-label="Book Hapag-Lloyd (HLCU)"][href*="provider="]').first();
    await book.click();
    await page.getByRole('heading', { level: 1, name: 'New booking' }).waitFor();
    await page.getByText('Prefilled from a rate').waitFor();
    expect(await page.getByLabel(/^Carrier/).inputValue()).toBe('HLCU');
    expect(await page.getByLabel(/^Send to/).locator('option:checked').innerText()).toMatch(/Bluewave/);
    expect(await page.getByLabel('Count, equipment 1').inputValue()).toBe('1');
    await expectNoSeriousA11yProblems(page, 'new booking from a rate');
  });

  it('Acme fills the consignee and the cargo (HS code searched by words) and submits', async () => {
    const { page } = acme;
    await page.getByLabel(/^Consignee name/).fill('Van Dijk Retail B.V.');
    await page.getByLabel('HS code, cargo 1').fill('cotton t-shirts');
    await page.getByRole('option', { name: /^610910\b/ }).first().click();
    await page.getByLabel('Description, cargo 1').fill(`Cotton T-shirts, run ${RUN}`);
    await page.getByLabel('Packages, cargo 1').fill('820');
    await page.getByLabel('Gross weight kg, cargo 1').fill('9450.5');
    await page.getByLabel(/^Your reference/).fill(`E2E-BKG-${RUN}`);
    await page.getByRole('button', { name: 'Submit booking' }).click();
    await page.getByRole('heading', { level: 1, name: /BKG-\d{4}-\d+/ }).waitFor();
    reference = ((await page.getByRole('heading', { level: 1 }).innerText()).match(/BKG-\d{4}-\d+/) ?? [''])[0];
    bookingPath = new URL(page.url()).pathname;
    expect(await states(page)).toMatch(/Received/);
    await expectNoSeriousA11yProblems(page, 'submitted booking');
  });

  it('Bluewave finds it waiting and confirms with a booking number, vessel and cut-offs', async () => {
    const { page } = bluewave;
    await page.goto('/bookings?waiting=true');
    await signIn(page, 'forwarder@portolan.test');
    await page.getByRole('link', { name: reference }).first().click();
    await page.getByRole('heading', { level: 1, name: new RegExp(reference) }).waitFor();
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Carrier booking number/).fill(CARRIER_REF);
    await dialog.getByLabel(/^Vessel/).fill('HAMBURG EXPRESS');
    await dialog.getByLabel(/^Voyage/).fill('052W');
    await dialog.getByLabel(/^ETD/).fill(`${day(9)}T18:00`);
    await dialog.getByLabel(/^ETA/).fill(`${day(31)}T06:00`);
    await dialog.getByLabel(/^Documentation/).fill(`${day(6)}T17:00`);
    await dialog.getByLabel(/^VGM/).fill(`${day(7)}T12:00`);
    await dialog.getByLabel(/^Cargo \(port\)/).fill(`${day(8)}T08:00`);
    await expectNoSeriousA11yProblems(page, 'confirm booking dialog');
    await dialog.getByRole('button', { name: 'Confirm booking' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => states(page)).toMatch(/Confirmed/);
    expect(await page.locator('main').innerText()).toContain(CARRIER_REF);
  });

  it('Acme sees the confirmation and its shipment, and amends the container count to 2', async () => {
    const { page } = acme;
    await page.goto(bookingPath);
    await expect.poll(async () => page.locator('main').innerText()).toContain(CARRIER_REF);
    await page.getByRole('link', { name: /shipment/i }).first().waitFor();
    await page.getByRole('button', { name: 'Amend', exact: true }).click();
    await page.getByLabel('Count, equipment 1').fill('2');
    await page.getByRole('button', { name: /Send amendment|Submit amendment|Amend/ }).last().click();
    await page.getByRole('heading', { level: 1, name: new RegExp(reference) }).waitFor();
    await expect.poll(async () => states(page)).toMatch(/Amendment received/i);
    await page.getByRole('tab', { name: 'Versions' }).click();
    const changes = page.getByRole('table').filter({ hasText: 'count' }).first();
    await expect.poll(async () => changes.innerText()).toMatch(/Equipment 1 · count\s+1\s+2/);
    await expectNoSeriousA11yProblems(page, 'booking versions with the amendment');
  });

  it('Bluewave sees the amendment with its diff and confirms it: the booking carries 2 containers', async () => {
    const { page } = bluewave;
    await page.goto(bookingPath);
    await page.getByRole('button', { name: 'Confirm amendment' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect.poll(async () => dialog.getByRole('table', { name: 'Amendment changes' }).innerText()).toMatch(/count\s+1\s+2/);
    await dialog.getByRole('button', { name: 'Confirm amendment' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => states(page)).toMatch(/Amendment confirmed/i);
    const { page: shipper } = acme;
    await shipper.goto(bookingPath);
    await expect.poll(async () => states(shipper)).toMatch(/Amendment confirmed/i);
    expect(await shipper.locator('main').innerText()).toMatch(/2 × 42G1|42G1[^\n]*2|2 containers/);
  });
});

describe('demurrage and detention: a container past its last free day, its cost, the carrier invoice that overcharges, a dispute', () => {
  let containerPath = '';

  it('Acme sees the alert of the container over its free time on the D&D summary', async () => {
    const { page } = acme;
    await page.goto('/dnd');
    await page.getByRole('heading', { level: 1, name: 'Demurrage and detention' }).waitFor();
    const overCount = page.getByRole('group', { name: 'Over free time' });
    await expect.poll(async () => Number((await overCount.innerText()).replace(/\D+/g, ''))).toBeGreaterThan(0);
    const alert = page.getByRole('listitem').or(page.getByRole('row')).filter({ hasText: /DND-DEMO-PAST\) import demurrage at NLRTM: charges run from/ }).first();
    await alert.waitFor();
    await expectNoSeriousA11yProblems(page, 'D&D summary with alerts');
    await alert.getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: /^[A-Z]{4}\d{7}/ }).waitFor();
    containerPath = new URL(page.url()).pathname;
  });

  it('the container shows the last free day passed, the chargeable days and the cost to date by tier', async () => {
    const { page } = acme;
    const clock = page.getByRole('region', { name: /Import Demurrage at NLRTM/ }).or(page.locator('section, div').filter({ hasText: /^Import Demurrage at NLRTM/ })).first();
    await expect.poll(async () => clock.innerText()).toMatch(/Over/);
    const text = await clock.innerText();
    // Chargeable days run from the day after the last free day to today, both in port-local (Rotterdam) dates:
    // 3 when the journey runs on the seed's day, one more once Rotterdam has passed midnight (the seed is relative to now).
    const lastFree = /Last free day\s+(\d{1,2} \w{3} \d{4})/.exec(text)![1]!;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
    const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${lastFree} UTC`)) / 86_400_000);
    expect(days).toBeGreaterThanOrEqual(3);
    expect(text).toMatch(new RegExp(`Chargeable\\s+${days} d`));
    // Days 4–7 at EUR 95.00 a day.
    expect(text).toMatch(new RegExp(`Cost to date\\s+EUR\\s${days * 95}\\.00`));
    await expectNoSeriousA11yProblems(page, 'container D&D details');
  });

  let overcharge = '';

  it('the carrier invoice on it is checked under 46 CFR 541: the free days, per diem and total do not match', async () => {
    const { page } = acme;
    await page.goto(containerPath);
    // The container's carrier invoices: the one still to answer (Received) is the one that overcharges.
    await page.getByRole('table').filter({ hasText: 'Findings' }).getByRole('row').filter({ hasText: 'Received' }).getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: /^Invoice / }).waitFor();
    const check = page.getByRole('tabpanel');
    await expect.poll(async () => check.innerText()).toMatch(/Billed with 1 free days; the tariff allows 3/);
    // 308.75 on the seed's day; port-local (Rotterdam) dates move one day ahead of the UTC-relative seed between
    // 23:00 and 24:00 UTC, which changes the figure — so the journey takes the overcharge the check found.
    overcharge = /overcharged by (\d+\.\d{2})/.exec(await check.innerText())![1]!;
    expect(Number(overcharge)).toBeGreaterThan(0);
    await expectNoSeriousA11yProblems(page, 'carrier invoice findings');
  });

  it('Acme opens a dispute for the overcharge with the findings as evidence and submits it to the carrier', async () => {
    const { page } = acme;
    await page.getByRole('button', { name: 'Open dispute' }).click();
    const dialog = page.getByRole('dialog', { name: /Dispute invoice/ });
    await dialog.getByLabel(/^Reason/).fill('Free time is 3 days under the MAEU NLRTM tariff and the per diem is EUR 95.00; the charges start on 22 Nov.');
    await dialog.getByRole('button', { name: 'Open dispute' }).click();
    await page.getByRole('heading', { level: 1, name: /^DSP-\d{4}-\d+/ }).waitFor();
    expect(await page.locator('main').innerText()).toMatch(new RegExp(`Disputed\\s+EUR\\s${overcharge.replace('.', '\\.')}`));
    await page.getByRole('button', { name: 'Submit to carrier' }).click();
    await expect.poll(async () => page.getByRole('heading', { level: 1 }).innerText()).toMatch(/Submitted/);
    await expectNoSeriousA11yProblems(page, 'submitted dispute');
  });
});

describe('every screen of the area renders its records with no serious accessibility problem', () => {
  it('as Acme', async () => {
    const { page } = acme;
    const screens: Array<[string, RegExp]> = [
      ['/bookings', /Bookings/],
      ['/dnd/containers', /Containers/],
      ['/dnd/shipments', /Shipments/],
      ['/dnd/tariffs', /tariffs/i],
      ['/dnd/overrides', /free time|Overrides/i],
      ['/dnd/invoices', /invoices/i],
      ['/dnd/disputes', /Disputes/],
      ['/container-inventory', /Container inventory/],
      ['/container-shipment', /Container journeys|Containers/],
      ['/ddt', /D&D tracking/],
      ['/containers', /Containers/],
    ];
    for (const [path, heading] of screens) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
      await page.getByRole('progressbar').first().waitFor({ state: 'detached' }).catch(() => undefined);
      await expectNoSeriousA11yProblems(page, path);
    }
  }, 150_000);
});
