// The dashboard's time to all widgets drawn (issue 16): the built product with demo data (two years of
// history) on a fresh embedded database, Debian's chromium, the shipper signed in; then, RUNS times, a cold
// load of /dashboard (new browser context: empty cache; signed in through the login screen first), timed from navigation start until every widget
// card shows its chart, table or empty state (`[data-report-state]` other than `loading` on every
// ReportWidget). Prints each run and the median; also the same with a warm cache (a reload).
//
//   npm run bench:dashboard            (builds first)
//   node bench/dashboard.mjs [--runs 5]
//
// Figures only, no assertions.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServerProcess } from './lib/serverProcess.mjs';

const argv = process.argv.slice(2);
const value = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
const RUNS = Number(value('runs', 5));
if (!existsSync('dist/web/index.html') || !existsSync('dist/server/main.js')) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const dataDir = mkdtempSync(join(tmpdir(), 'portolan-bench-dashboard-'));
const seedStart = performance.now();
const server = await startServerProcess('dist/server/main.js', { env: { PORTOLAN_DATA_DIR: dataDir, PORTOLAN_SEED_DEMO: '1', DATABASE_URL: '' }, timeoutMs: 300_000 });
console.log(`first start with demo data (embedded PostgreSQL): ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ARGS });
let failed = false;
try {
  const drawn = async (page) => {
    await page.waitForFunction(
      () => {
        const widgets = [...document.querySelectorAll('[data-report-state]')];
        return widgets.length > 0 && widgets.every((w) => w.getAttribute('data-report-state') !== 'loading');
      },
      undefined,
      { timeout: 60_000, polling: 'raf' },
    );
    return page.evaluate(() => ({ at: performance.now(), widgets: document.querySelectorAll('[data-report-state]').length }));
  };
  const cold = [];
  const warm = [];
  let count = 0;
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ baseURL: server.base, viewport: { width: 1600, height: 1000 } });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill('shipper@portolan.test');
    await page.getByLabel('Password', { exact: true }).fill('portolan-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('/dashboard');
    const first = await drawn(page);
    cold.push(first.at);
    count = first.widgets;
    await page.reload();
    warm.push((await drawn(page)).at);
    await context.close();
    console.log(`  run ${run + 1}: ${first.widgets} widgets drawn ${first.at.toFixed(0)} ms after navigation (cold cache), ${warm.at(-1).toFixed(0)} ms (reload)`);
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(`dashboard, ${count} widgets: median ${median(cold).toFixed(0)} ms to all drawn (cold cache), ${median(warm).toFixed(0)} ms (reload)`);
} catch (error) {
  failed = true;
  console.error(error.message, server.output().slice(-2000));
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
