import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { openBrowser, signIn, type BrowserSession } from './browser';
import { expectNoSeriousA11yProblems } from './axe';

const baseUrl = inject('baseUrl');
let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser(baseUrl);
});
afterAll(async () => {
  await session?.close();
});

/** Every widget on the dashboard done loading (chart, table, empty or error). */
async function widgetsDrawn() {
  await session.page.waitForFunction(() => {
    const widgets = [...document.querySelectorAll('[data-report-state]')];
    return widgets.length > 0 && widgets.every((w) => w.getAttribute('data-report-state') !== 'loading');
  }, undefined, { timeout: 60_000 });
}

/** The dashboard's card titles in the order they are laid out. */
async function cardTitles(): Promise<string[]> {
  return session.page.locator(".pt-dashboard-card__title").allInnerTexts();
}

describe('dashboards, reports and emissions: the shipper arranges the dashboard, opens late shipments from a bar, downloads the emission report', () => {
  it('Acme opens the dashboard: the four reports and ten analytics widgets, drawn from its shipments', async () => {
    const { page } = session;
    await page.goto('/dashboard');
    await signIn(page, 'shipper@portolan.test');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await widgetsDrawn();
    for (const title of ['Global Shipment Radar', 'Watch Tower', 'Monthly Shipments/TEUS', 'On Time Performance By Carrier', 'Transshipment Ageing By POD']) {
      await page.getByRole('region', { name: title, exact: true }).waitFor();
    }
    // Two years of history: the monthly widget has drawn bars, and the carrier widget its on-time and late parts.
    expect(await page.locator('[data-report="monthlyShipments"][data-report-state="ready"]').count()).toBe(1);
    await page.locator('[data-report="onTimeByCarrier"] .pt-chart-bar[data-series="late"]').first().waitFor();
    await expectNoSeriousA11yProblems(page, 'dashboard');
  });

  it('switches two widgets off and moves one later; after a reload the dashboard is as left', async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'Customize' }).click();
    const panel = page.getByRole('dialog', { name: /Customize/ });
    await panel.waitFor();
    await expectNoSeriousA11yProblems(page, 'customize the dashboard');
    // Blueprint's switch draws its indicator over the input: click it the way a user's click lands.
    await panel.getByRole('switch', { name: 'Multimodal' }).dispatchEvent('click');
    await panel.getByRole('switch', { name: 'Shipments Approaching Transshipment' }).dispatchEvent('click');
    await panel.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('region', { name: 'Multimodal', exact: true }).waitFor({ state: 'detached' });
    const before = await cardTitles();
    const first = before[0];
    await page.getByRole('button', { name: `Options for ${first}` }).click();
    const saved = page.waitForResponse((r) => r.url().includes('/api/dashboard/layout') && r.request().method() === 'PUT');
    await page.getByRole('menuitem', { name: 'Move later' }).click();
    expect((await saved).status()).toBe(200);
    const after = await cardTitles();
    expect(after[1]).toBe(first);

    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await widgetsDrawn();
    expect(await cardTitles()).toEqual(after);
    expect(await page.getByRole('region', { name: 'Multimodal', exact: true }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Shipments Approaching Transshipment', exact: true }).count()).toBe(0);
  });

  it("clicks a carrier's late bar and lands on that carrier's late shipments", async () => {
    const { page } = session;
    const widget = page.getByRole('region', { name: 'On Time Performance By Carrier', exact: true });
    // The bar is an SVG rect: a dispatched click reaches its handler as the user's does.
    await widget.locator('.pt-chart-bar[data-series="late"]').first().dispatchEvent('click');
    await page.waitForURL((url) => url.pathname === '/insights/v2/shipments');
    const url = new URL(page.url());
    const carrier = url.searchParams.get('drill.carrier');
    expect(carrier).toMatch(/^[A-Z]{4}$/);
    expect(url.searchParams.get('drill.arrival')).toBe('late');
    await page.getByRole('heading', { level: 1, name: /arrived late/ }).waitFor();
    // Every row is that carrier's, arrived after the first promised ETA (+ the tolerance).
    const table = page.getByRole('table').first();
    await table.getByRole('row').nth(1).waitFor();
    const text = await table.innerText();
    expect(text).toContain(carrier);
    await expectNoSeriousA11yProblems(page, 'late shipments of a carrier');
  });

  it('opens the emission dashboard and downloads the sustainability report (PDF)', async () => {
    const { page } = session;
    await page.goto('/emission');
    await page.getByRole('heading', { level: 1, name: /Emission/ }).waitFor();
    await page.getByText(/t\u00a0CO2e|t CO2e/).first().waitFor();
    await page.getByText(/GLEC/).first().waitFor();
    await expectNoSeriousA11yProblems(page, 'emission dashboard');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download report', exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const path = await file.path();
    expect(readFileSync(path!).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('opens the widgets screen and the report catalogue, then a report as a full page', async () => {
    const { page } = session;
    await page.goto('/dashboard/widgets');
    await page.getByRole('switch', { name: 'Watch Tower' }).waitFor();
    await expectNoSeriousA11yProblems(page, 'the widgets screen');
    await page.goto('/reports');
    await page.getByRole('link', { name: /On Time Performance By Carrier/ }).first().waitFor();
    await expectNoSeriousA11yProblems(page, 'the report catalogue');
    await page.getByRole('link', { name: /On Time Performance By Carrier/ }).first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/reports/onTimeByCarrier'));
    await page.locator('[data-report="onTimeByCarrier"]').first().waitFor();
    await expectNoSeriousA11yProblems(page, 'a report page');
  });
});
