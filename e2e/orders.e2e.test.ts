import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, pickPort, signIn, tick, type BrowserSession } from './browser';
import { expectNoSeriousA11yProblems } from './axe';

const baseUrl = inject('baseUrl');
let acme: BrowserSession;
let supplier: BrowserSession;

beforeAll(async () => {
  [acme, supplier] = await Promise.all([openBrowser(baseUrl), openBrowser(baseUrl)]);
});
afterAll(async () => {
  await Promise.all([acme?.close(), supplier?.close()]);
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** A day as the screens show it: 03 Jan 2027. */
const shown = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
const RUN = Date.now() % 1_000_000;
const PO = `E2E-PO-${RUN}`;
const SHIPMENT_REF = `E2E-SHIP-${RUN}`;
const HEAD = 'PO Number,Supplier Code,Order Date,Incoterm,Currency,Payment Terms,Ship From,POL,POD,Ship To Code,SKU,Description,HS Code,Quantity,Unit,Unit Price,Cargo Ready Date,Required Delivery Date';
/** One order from Saigon Textile Mills, ordered ten days ago (so it is already late when issued), three lines. */
const line = (sku: string, description: string, quantity: string) =>
  [PO, 'SUP-SAIGON', day(-10), 'FOB', 'USD', 'Net 60', 'Saigon Textile Mills, Thu Duc', 'VNCMP', 'INNSA', 'LOC-BHIWANDI', sku, description, '610910', quantity, 'PCS', '4.20', day(30), day(60)].map((cell) => (cell.includes(',') ? `"${cell}"` : cell)).join(',');
const GOOD = [HEAD, line('TS-E2E-1', 'Cotton T-shirt, white, M', '1000'), line('TS-E2E-2', 'Cotton T-shirt, navy, L', '600'), line('TS-E2E-3', 'Cotton T-shirt, grey, XL', '300')].join('\n');
/** The same file with a fourth row whose quantity is not a number: the whole file is refused. */
const BAD = `${GOOD}\n${line('TS-E2E-4', 'Cotton T-shirt, red, S', 'twelve')}`;
let orderPath = '';
let supplierUrl = '';
let delaysBefore = '';

async function uploadOrders(page: Page, name: string, csv: string) {
  await page.getByLabel('File of orders').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(`${csv}\n`) });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
}

/** The line-delay chart's numbers as its table shows them (the orders list's analytics). */
async function lineDelays(page: Page): Promise<string> {
  await page.goto('/orders');
  await page.getByRole('heading', { level: 1, name: /Purchase orders/ }).waitFor();
  const card = page.getByRole('region', { name: 'Line delay distribution' });
  if (!(await card.isVisible())) await page.getByRole('button', { name: 'Analytics' }).click();
  await card.getByRole('button', { name: 'Table' }).click();
  const table = card.getByRole('table');
  await table.getByRole('row').nth(1).waitFor();
  return (await table.innerText()).replace(/\s+/g, ' ');
}

describe('purchase orders: upload, the supplier acknowledges with a change, Acme accepts and ships two lines', () => {
  it('Acme uploads a PO file: a bad row refuses the whole file, the fixed file imports the order', async () => {
    const { page } = acme;
    await page.goto('/orders/uploads?upload=1');
    await signIn(page, 'shipper@portolan.test');
    const dialog = page.getByRole('dialog', { name: /Upload orders/ });
    await dialog.waitFor();
    await expectNoSeriousA11yProblems(page, 'upload orders dialog');
    await uploadOrders(page, `orders-${RUN}-bad.csv`, BAD);
    await dialog.getByText('1 row refused; nothing was imported').waitFor();
    const refused = dialog.getByRole('table', { name: 'Refused rows' });
    await expect.poll(async () => refused.innerText()).toMatch(/5\s+[Qq]uantity/);
    await expectNoSeriousA11yProblems(page, 'refused upload');
    await dialog.getByRole('button', { name: 'Upload another file' }).click();
    await uploadOrders(page, `orders-${RUN}.csv`, GOOD);
    await dialog.getByText(/1 orders? and 3 lines imported/).waitFor();
    await dialog.getByRole('link', { name: 'Open the purchase orders' }).click();
    await page.getByRole('heading', { level: 1, name: /Purchase orders/ }).waitFor();
    await page.goto(`/orders?q=${PO}`);
    await page.getByRole('link', { name: PO }).first().click();
    await page.getByRole('heading', { level: 1, name: new RegExp(PO) }).waitFor();
    orderPath = new URL(page.url()).pathname;
    await expectNoSeriousA11yProblems(page, 'draft purchase order');
  });

  it('Acme submits the order (under every approval rule: issued at once) and gets the supplier link', async () => {
    const { page } = acme;
    await page.getByRole('button', { name: 'Submit for approval' }).click();
    const confirm = page.getByRole('dialog');
    if (await confirm.getByRole('button', { name: 'Submit for approval' }).isVisible().catch(() => false)) await confirm.getByRole('button', { name: 'Submit for approval' }).click();
    await page.getByText('Issued', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Copy supplier link' }).click();
    const address = page.getByRole('textbox', { name: 'Supplier link address' });
    await address.waitFor();
    supplierUrl = await address.inputValue();
    expect(supplierUrl).toMatch(/\/ordersV2\/acknowledge\?token=/);
  });

  it('the supplier opens its link without an account and proposes a later cargo-ready day on line 2', async () => {
    const { page } = supplier;
    await page.goto(supplierUrl);
    await page.getByRole('heading', { name: `Purchase order ${PO}` }).waitFor();
    await page.getByText('Cotton T-shirt, navy, L').waitFor();
    await expectNoSeriousA11yProblems(page, 'supplier acknowledgement');
    await page.getByLabel('Your name').first().fill('Nguyen Van An');
    await page.getByRole('button', { name: 'Propose changes' }).click();
    await page.getByLabel('Cargo ready, line 2').fill(day(40));
    await page.getByLabel('Comment, line 2').fill('Navy dye lot arrives late; ten more days.');
    await expectNoSeriousA11yProblems(page, 'supplier proposing changes');
    await page.getByRole('button', { name: 'Send proposal' }).click();
    await page.getByText("Your proposed change is waiting for the buyer's answer.").waitFor();
    expect(await page.getByRole('table', { name: 'Proposed changes' }).innerText()).toContain(shown(day(40)));
  });

  it('Acme sees the proposal and accepts it: the order is acknowledged with the new day', async () => {
    const { page } = acme;
    await page.goto(`${orderPath}?tab=changes`);
    await page.getByRole('button', { name: 'Accept changes' }).click();
    const confirm = page.getByRole('dialog');
    if (await confirm.getByRole('button', { name: 'Accept changes' }).isVisible().catch(() => false)) await confirm.getByRole('button', { name: 'Accept changes' }).click();
    await page.getByText('Acknowledged', { exact: true }).first().waitFor();
    await expectNoSeriousA11yProblems(page, 'accepted changes');
    await page.goto(`${orderPath}?tab=lines`);
    const lines = page.getByRole('table', { name: 'Lines' });
    await expect.poll(async () => lines.innerText()).toContain(shown(day(40)));
    delaysBefore = await lineDelays(page);
  });

  it('Acme ships lines 1 and 2 in a new shipment: they show Booked, line 3 stays open, the delay chart moves', async () => {
    const { page } = acme;
    await page.goto(`${orderPath}?tab=lines`);
    const panel = page.getByRole('tabpanel');
    await tick(page, 'Select line 1');
    await tick(page, 'Select line 2');
    await panel.getByRole('button', { name: 'Create shipment' }).click();
    const dialog = page.getByRole('dialog', { name: /Create shipment/ });
    await dialog.waitFor();
    await dialog.getByLabel(/^Carrier/).selectOption({ index: 1 });
    await pickPort(page, 'Port of loading', 'VNCMP');
    await pickPort(page, 'Port of discharge', 'INNSA');
    await dialog.getByLabel(/^ETD/).fill(day(33));
    await dialog.getByLabel(/^ETA/).fill(day(52));
    await dialog.getByLabel(/^Reference/).fill(SHIPMENT_REF);
    await expectNoSeriousA11yProblems(page, 'create shipment from lines');
    await dialog.getByRole('button', { name: 'Create shipment' }).click();
    await page.getByText(`Shipment ${SHIPMENT_REF} booked with 2 lines`).first().waitFor();
    const lines = page.getByRole('table', { name: 'Lines' });
    const rows = lines.getByRole('row');
    await expect.poll(async () => rows.nth(1).innerText()).toMatch(/Booked/);
    await expect.poll(async () => rows.nth(2).innerText()).toMatch(/Booked/);
    expect(await rows.nth(3).innerText()).not.toMatch(/Booked/);
    await expect.poll(() => lineDelays(page), { timeout: 20_000 }).not.toBe(delaysBefore);
  });

  it('the shipment shows the order lines it carries', async () => {
    const { page } = acme;
    await page.goto(`/shipments?q=${SHIPMENT_REF}`);
    await page.getByRole('link', { name: SHIPMENT_REF }).first().click();
    await page.getByRole('tab', { name: 'Orders' }).click();
    const table = page.getByRole('table', { name: 'Purchase order lines on this shipment' });
    await expect.poll(async () => table.innerText()).toContain(PO);
    await expectNoSeriousA11yProblems(page, 'shipment orders tab');
  });

  it('every other screen of the area renders its records with no serious accessibility problem', async () => {
    const { page } = acme;
    const screens: Array<[string, RegExp]> = [
      ['/orders', /Purchase orders/],
      ['/ordersV2', /Purchase orders/],
      ['/orders/new', /purchase order/i],
      ['/orders/company-master', /Company master|Suppliers/],
      ['/orders/locations', /Locations/],
      ['/orders/uploads', /upload/i],
      ['/products', /Products/],
      ['/requisitions', /Requisitions/],
      ['/requisitions/new', /requisition/i],
      ['/order-rfqs', /Order RFQs/],
      ['/configurations', /Approval rules|Configurations/],
    ];
    for (const [path, heading] of screens) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
      await page.getByRole('progressbar').first().waitFor({ state: 'detached' }).catch(() => undefined);
      await expectNoSeriousA11yProblems(page, path);
    }
  });
});
