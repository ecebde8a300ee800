import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openBrowser, signIn, type BrowserSession } from './browser';
import { expectNoSeriousA11yProblems } from './axe';
import { e2eShippingBill } from './shippingBillPdf';

const baseUrl = inject('baseUrl');
let bluewave: BrowserSession;
let acme: BrowserSession;

beforeAll(async () => {
  [bluewave, acme] = await Promise.all([openBrowser(baseUrl), openBrowser(baseUrl)]);
});
afterAll(async () => {
  await Promise.all([bluewave?.close(), acme?.close()]);
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const RUN = Date.now() % 1_000_000;
let sbNumber = '';
let billPath = '';

describe('India compliance: Bluewave files an EGM for a sailing; Acme reads a shipping bill PDF and regularizes it with its bank', () => {
  it('Bluewave sees its EGMs and builds a new one from a sailing that has none', async () => {
    const { page } = bluewave;
    await page.goto('/egm');
    await signIn(page, 'forwarder@portolan.test');
    await page.getByRole('link', { name: /MSC Aurora/ }).first().waitFor();
    expect(await page.locator('main').innerText()).toMatch(/Acknowledged/);
    await expectNoSeriousA11yProblems(page, 'EGM list');
    await page.getByRole('link', { name: /New EGM/ }).or(page.getByRole('button', { name: /New EGM/ })).first().click();
    await page.getByRole('heading', { level: 1, name: /choose a sailing/ }).waitFor();
    await expectNoSeriousA11yProblems(page, 'new EGM: sailings');
    await page.getByRole('button', { name: 'Build EGM for CMA CGM Tage 0FL3SW' }).click();
    await page.getByRole('heading', { level: 1, name: /CMA CGM Tage 0FL3SW/ }).waitFor();
    // Built from the sailing's shipment: both containers with their weights, one seal missing.
    expect(await page.getByLabel('Gross weight (kg), container 2 of shipping bill #1').inputValue()).toBe('7650.5');
    expect(await page.getByLabel('Seal number, container 2 of shipping bill #1').inputValue()).toBe('');
  });

  it('Bluewave keys in the shipping bill, validates and sees the one problem beside its field', async () => {
    const { page } = bluewave;
    await page.getByLabel('Rotation number').fill('2615226');
    await page.getByLabel('SB date, shipping bill #1').fill(day(-4));
    await page.getByLabel('IEC, shipping bill #1').fill('0304012345');
    await page.getByLabel('Packages, shipping bill #1').fill('100');
    await page.getByLabel('Packages, container 1 of shipping bill #1').fill('60');
    await page.getByLabel('Packages, container 2 of shipping bill #1').fill('40');
    // The card's labels name the bill by its number once it has one: type it last.
    await page.getByLabel('SB number, shipping bill #1').fill(String(4_400_000 + (RUN % 100_000)));
    await page.getByRole('button', { name: /validate/i }).click();
    await page.getByText('1 problem to fix').first().waitFor();
    const seal = page.getByLabel(/^Seal number, container 2 of shipping bill/);
    // The list at the top and the field's mark render from the same answer; wait for the field, not one instant.
    await expect.poll(() => seal.getAttribute('aria-invalid'), { timeout: 10_000 }).toBe('true');
    expect(await page.locator('main').innerText()).toMatch(/seal/i);
    await expectNoSeriousA11yProblems(page, 'EGM with a validation problem');
  });

  it('Bluewave fixes the seal, validates, files with customs and sees the acknowledgement', async () => {
    const { page } = bluewave;
    await page.getByLabel(/^Seal number, container 2 of shipping bill/).fill('CM5150012');
    await page.getByRole('button', { name: /validate/i }).click();
    await page.getByRole('button', { name: 'File with customs' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(/Validated/);
    await page.getByRole('button', { name: 'File with customs' }).click();
    // The sandbox gateway acknowledges (at once under test); the screen asks until it has.
    await page.getByText('Sandbox customs gateway').first().waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: /Acknowledged/ }).waitFor({ timeout: 30_000 });
    expect(await page.locator('main').innerText()).toMatch(/EGM number\s*\d{7}/);
    await expectNoSeriousA11yProblems(page, 'acknowledged EGM');
    await page.getByRole('tab', { name: 'Filings' }).click();
    await page.getByText('PORTOLAN-SEAEGM-1.0', { exact: false }).first().waitFor();
    await page.goto('/manifests');
    await page.getByText('CMA CGM Tage').first().waitFor();
    await expectNoSeriousA11yProblems(page, 'manifests by sailing');
  });

  it('Acme has verified KYC and a CHA directory with scorecards', async () => {
    const { page } = acme;
    await page.goto('/kyc');
    await signIn(page, 'shipper@portolan.test');
    await page.getByText('KYC verified').first().waitFor();
    await expectNoSeriousA11yProblems(page, 'KYC');
    await page.goto('/chas');
    await page.getByText(/Nhava Sheva/).first().waitFor();
    await expectNoSeriousA11yProblems(page, 'CHA directory');
    await page.goto('/chas/scorecards');
    await page.getByText(/median/i).first().waitFor();
    await expectNoSeriousA11yProblems(page, 'CHA scorecards');
  });

  it('Acme uploads a shipping bill PDF and confirms the fields the reader extracted', async () => {
    const { page } = acme;
    const pdf = await e2eShippingBill(RUN);
    sbNumber = pdf.sbNumber;
    const file = join(mkdtempSync(join(tmpdir(), 'portolan-sb-')), `shipping-bill-${sbNumber}.pdf`);
    writeFileSync(file, pdf.bytes);
    await page.goto('/regularize/read');
    await page.getByRole('heading', { name: 'Read a PDF' }).waitFor();
    await expectNoSeriousA11yProblems(page, 'PDF reader upload');
    await page.getByLabel('PDF file').setInputFiles(file);
    await page.getByRole('button', { name: 'Read PDF' }).click();
    await page.getByText('Document Uploaded').first().waitFor();
    await page.getByRole('heading', { name: /Shipping bill \(India\)/ }).waitFor();
    expect(await page.getByLabel(/^Shipping bill number/).inputValue()).toBe(sbNumber);
    expect(await page.getByLabel(/^Invoice value/).inputValue()).toBe('18450.00');
    expect(await page.getByLabel(/^Currency/).inputValue()).toBe('USD');
    expect(await page.getByLabel(/^Port code/).inputValue()).toBe('INNSA1');
    await expectNoSeriousA11yProblems(page, 'PDF reader review');
    await page.getByRole('button', { name: 'Create invoice' }).click();
    await page.getByRole('heading', { level: 1, name: new RegExp(`Shipping bill ${sbNumber}`) }).waitFor();
    expect(await page.locator('main').innerText()).toMatch(/USD\s18,450\.00/);
    billPath = new URL(page.url()).pathname;
    await expectNoSeriousA11yProblems(page, 'export bill');
  });

  it('Acme matches the bill to the remittance, validates and pushes the batch; the bill is regularized', async () => {
    const { page } = acme;
    await page.goto('/regularize/match');
    await page.getByRole('radio', { name: `Select bill ${sbNumber}` }).check();
    await page.getByRole('radio', { name: 'Select remittance IRM-DEMO-18450' }).check();
    await page.getByRole('button', { name: 'Add row' }).click();
    await page.getByRole('button', { name: 'Validate' }).click();
    await page.getByText('Batch valid: 1 row, USD 18,450.00').waitFor();
    await expectNoSeriousA11yProblems(page, 'match and push');
    await page.getByRole('button', { name: 'Push to ICICI Bank' }).click();
    await page.getByText('Sandbox bank').first().waitFor();
    expect(await page.locator('main').innerText()).toMatch(/ICIC\/EDPMS\/\d{4}\/\d+/);
    await page.goto(billPath);
    await page.getByRole('heading', { level: 1, name: new RegExp(`Shipping bill ${sbNumber}`) }).waitFor();
    expect(await page.locator('main').innerText()).toMatch(/Regularized/);
    await page.goto('/regularize/ageing');
    await page.getByText(/Overdue/).first().waitFor();
    await expectNoSeriousA11yProblems(page, 'ageing of open bills');
  });
});
