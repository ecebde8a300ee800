// What the browser really downloads, per route (issue 8; STACK.md facts 11 and 12): starts the built
// product, opens /login, the signed-in home and each area's main screen in Chromium, each cold, and
// counts every script and stylesheet fetched until the network is idle (gzip -9 of each body).
// Prints the table (route, JS and CSS KiB gz, requests, budget, ok/OVER) and fails when a route is
// over its budget: /login ≤ 160 KiB gz JS, signed-in home ≤ 250, each area's own chunks ≤ 60 (beyond
// the home and the area kit: scripts three or more areas share, ≤ 80 once).
//
//   npm run bench:bundle            (builds first)
//   BUNDLE_FILES=1 node bench/bundle.mjs   (also lists every file of every route)
//
// The measurement is e2e/routeBundles.ts; the same check runs in `npm test` (e2e/bundleBudget.e2e.test.ts).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('dist/web/index.html') || !existsSync('dist/server/main.js')) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const vitest = new URL('../node_modules/vitest/vitest.mjs', import.meta.url).pathname;
const run = spawnSync(process.execPath, [vitest, 'run', '--config', 'e2e/vitest.config.ts', 'e2e/bundleBudget.e2e.test.ts'], { stdio: 'inherit' });
process.exitCode = run.status ?? 1;
