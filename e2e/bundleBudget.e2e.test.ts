import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { BROWSER_ARGS, executablePath } from './browser';
import { ROUTES, areaKit, formatTable, kib, largestAssets, measureRoutes, type RouteMeasure } from './routeBundles';

const baseUrl = inject('baseUrl');
let browser: Browser;
let rows: RouteMeasure[] = [];

beforeAll(async () => {
  browser = await chromium.launch({ executablePath, headless: true, args: BROWSER_ARGS });
  rows = await measureRoutes(browser, baseUrl);
  console.log(`What Chromium downloads per route, until the network is idle (gzip -9 of each body):\n${formatTable(rows)}`);
  // BUNDLE_FILES=1 lists every file of every route (where the bytes go).
  if (process.env.BUNDLE_FILES) for (const r of rows) console.log(`${r.route.path}:\n${largestAssets(r, r.assets.length)}`);
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

const row = (path: string) => {
  const found = rows.find((r) => r.route.path === path);
  if (!found) throw new Error(`${path} was not measured`);
  return found;
};

describe('what the browser downloads, per route (issue 8 budgets)', () => {
  for (const route of ROUTES) {
    const what = route.budget === 'area' ? 'its own JS (beyond the signed-in home and the area kit)' : route.budget === 'public' ? 'its own JS (beyond /login)' : 'its JS';
    it(`${route.path}: ${what} fits the budget`, () => {
      const r = row(route.path);
      expect(r.assets.some((a) => a.kind === 'js'), `${route.path} fetched no script at all`).toBe(true);
      expect(r.measuredBytes, `${route.path}: ${kib(r.measuredBytes)} KiB gz over ${kib(r.budgetBytes)} KiB; largest files:\n${largestAssets(r)}`).toBeLessThanOrEqual(r.budgetBytes);
    });
  }

  it('the area kit (scripts three or more areas fetch beyond the home, downloaded once) fits its budget', () => {
    const kit = areaKit(rows);
    const list = kit.assets.map((a) => `  ${kib(a.gzip).padStart(7)} KiB  ${a.path}`).join('\n');
    expect(kit.jsGzip, `area kit ${kib(kit.jsGzip)} KiB gz over ${kib(kit.budgetBytes)} KiB:\n${list}`).toBeLessThanOrEqual(kit.budgetBytes);
  });

  it('/login fetches no icon path tables and no plugin stores', () => {
    const paths = row('/login').assets.map((a) => a.path);
    expect(paths.filter((p) => /allPaths|iconSvgPaths|paths-loaders|bind\w*Services/i.test(p))).toEqual([]);
  });
});
