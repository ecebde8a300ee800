// The RFQ compare matrix at tender scale: one closed RFQ of the demo shipper (Acme Exports) with N lanes
// (default 500) and V vendors (default 10) that each bid on every lane, loaded in bulk (generate_series).
// Measures GET /api/rfq/rfqs/:id/compare with autocannon (p50 / p95 / p99 at concurrency 4, beside a
// `SELECT 1` server on the same database), then the browser's time to render the matrix: Debian's
// chromium opens the RFQ's Bids tab signed in and waits until the last vendor's column and the last
// lane are on screen. Runs the built app (npm run build) on PostgreSQL (a fresh database on the local
// server, dropped after).
//
//   node bench/rfq-compare.mjs [--lanes 500] [--vendors 10] [--seconds 10] [--connections 4] [--keep]
//
// Figures only, no assertions (it exits 1 when the matrix answers non-2xx or misses bids).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { startServerProcess } from './lib/serverProcess.mjs';
import { createBenchDatabase } from './lib/postgresBench.mjs';
import { formatRun, loadRun } from './lib/loadRun.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
const value = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
const LANES = Number(value('lanes', 500));
const VENDORS = Number(value('vendors', 10));
const SECONDS = Number(value('seconds', 10));
const CONNECTIONS = Number(value('connections', 4));
const SERVER = value('server', 'dist/server/main.js');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SHIPPER = { email: 'shipper@portolan.test', password: 'portolan-demo' };
if (!existsSync(SERVER)) {
  console.error(`Build first (npm run build): ${SERVER} is missing`);
  process.exit(1);
}

const ORIGINS = ['INNSA', 'INMUN', 'INMAA', 'INCCU', 'INTUT', 'INCOK', 'INPAV', 'INHZA', 'INVTZ', 'INKAT'];
const DESTINATIONS = ['NLRTM', 'DEHAM', 'BEANR', 'GBFXT', 'USNYC', 'USLAX', 'USSAV', 'USHOU', 'SGSIN', 'AEJEA', 'FRLEH', 'ESVLC', 'ITGOA', 'CNSHA', 'JPTYO', 'AUSYD', 'ZADUR', 'BRSSZ', 'CAVAN', 'KRPUS'];
const TYPES = ['22G1', '42G1', '45G1'];
const arr = (list) => `ARRAY[${list.map((v) => `'${v}'`).join(',')}]`;

/** The RFQ, its lanes, V vendor companies connected to the shipper, their invitations, sheets and lines, in a few statements. */
async function load(query, shipperId, userId) {
  const started = Date.now();
  const vendors = [];
  for (let v = 1; v <= VENDORS; v++) {
    const [c] = await query("INSERT INTO companies (name, kind) VALUES ($1, 'forwarder') RETURNING id", [`Bench Vendor ${String(v).padStart(2, '0')}`]);
    await query("INSERT INTO company_connections (requester_id, addressee_id, status) VALUES ($1, $2, 'accepted')", [shipperId, c.id]);
    vendors.push(c.id);
  }
  const [rfq] = await query(
    `INSERT INTO rfqs (company_id, reference, title, currency, contract_from, contract_to, bid_deadline, sealed, status, opened_at, closed_at, created_by)
     VALUES ($1, 'RFQ-BENCH-00001', $2, 'USD', current_date + 30, current_date + 395, now() - interval '1 day', true, 'CLOSED', now() - interval '15 days', now() - interval '1 day', $3) RETURNING id`,
    [shipperId, `Bench tender ${LANES} lanes x ${VENDORS} vendors`, userId],
  );
  // Lane g: origin g % 10, destination (g / 10) % 20, type (g / 200) % 3 — 600 distinct lanes at most.
  await query(
    `INSERT INTO rfq_lanes (rfq_id, company_id, line_no, origin, destination, container_type, volume, commodity, baseline_amount, current_amount)
     SELECT $1, $2, g + 1, (${arr(ORIGINS)})[1 + g % 10], (${arr(DESTINATIONS)})[1 + (g / 10) % 20],
            (${arr(TYPES)})[1 + (g / 200) % 3], 20 + (g * 37) % 380, 'General cargo',
            (900 + (g * 131) % 2600)::numeric, (950 + (g * 131) % 2700)::numeric
     FROM generate_series(0, ${Math.min(LANES, 600) - 1}) g`,
    [rfq.id, shipperId],
  );
  await query(
    `INSERT INTO rfq_invitations (rfq_id, company_id, owner_company_id, status, invited_at, viewed_at, bid_at)
     SELECT $1, v, $2, 'BID', now() - interval '15 days', now() - interval '14 days', now() - interval '3 days' FROM unnest($3::uuid[]) v`,
    [rfq.id, shipperId, vendors],
  );
  await query(
    `INSERT INTO rfq_quotes (rfq_id, company_id, owner_company_id, status, revision, round, submitted_at)
     SELECT $1, v, $2, 'SUBMITTED', 1, 1, now() - interval '3 days' FROM unnest($3::uuid[]) v`,
    [rfq.id, shipperId, vendors],
  );
  await query(
    `INSERT INTO rfq_quote_lines (quote_id, lane_id, rfq_id, company_id, amount, charges, transit_days, free_days, valid_to, carrier, round)
     SELECT q.id, l.id, l.rfq_id, q.company_id,
            round(l.baseline_amount * (0.82 + ((l.line_no * 7 + q.n * 13) % 37) / 100.0), 2),
            '[]'::jsonb, 18 + (l.line_no + q.n) % 20, 7 + q.n % 8, current_date + 395,
            (ARRAY['MAEU','MSCU','CMDU','HLCU','ONEY','EGLV'])[1 + (l.line_no + q.n) % 6], 1
     FROM rfq_lanes l
     CROSS JOIN (SELECT id, company_id, row_number() OVER (ORDER BY company_id)::int AS n FROM rfq_quotes WHERE rfq_id = $1) AS q
     WHERE l.rfq_id = $1`,
    [rfq.id],
  );
  await query('ANALYZE rfq_lanes');
  await query('ANALYZE rfq_quote_lines');
  const [{ n }] = await query('SELECT count(*)::int AS n FROM rfq_quote_lines WHERE rfq_id = $1', [rfq.id]);
  console.log(`  loaded 1 RFQ, ${Math.min(LANES, 600)} lanes, ${VENDORS} vendors, ${n.toLocaleString('en')} bids in ${Math.round((Date.now() - started) / 100) / 10} s`);
  return rfq.id;
}

const db = await createBenchDatabase('portolan_bench_rfq');
if (!db) {
  console.log('PostgreSQL: no server answers on 127.0.0.1:5432 (or DATABASE_URL); this bench needs one.');
  process.exit(0);
}
if (LANES > 600) console.log('  (at most 600 distinct lanes in this generator; using 600)');
const client = new pg.Client({ connectionString: db.url });
let server;
let baseline;
let browser;
let failed = false;
try {
  console.log(`PostgreSQL (${db.name}): compare matrix of ${Math.min(LANES, 600)} lanes × ${VENDORS} vendors, ${CONNECTIONS} connections, ${SECONDS} s`);
  server = await startServerProcess(SERVER, { env: { DATABASE_URL: db.url, PORTOLAN_SEED_DEMO: '1' } });
  await client.connect();
  const query = async (sql, params) => (await client.query(sql, params)).rows;
  const [shipper] = await query("SELECT id, company_id FROM users WHERE email = 'shipper@portolan.test'");
  const rfqId = await load(query, shipper.company_id, shipper.id);

  const login = await (await fetch(`${server.base}/api/auth/v2/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data: SHIPPER }) })).json();
  const token = login.data.authToken;
  const headers = { authorization: `Bearer ${token}` };
  const url = `${server.base}/api/rfq/rfqs/${rfqId}/compare`;
  const first = await fetch(url, { headers });
  const body = await first.text();
  const matrix = first.ok ? JSON.parse(body).data?.record : undefined;
  const bids = matrix?.lanes?.reduce((n, l) => n + (l.bids?.length ?? 0), 0) ?? 0;
  console.log(`  one answer: HTTP ${first.status}, ${(body.length / 1024).toFixed(0)} KiB, ${matrix?.lanes?.length ?? 0} lanes, ${bids} bids, sealed ${matrix?.sealed}`);
  if (!first.ok || bids !== Math.min(LANES, 600) * VENDORS) failed = true;

  baseline = await startServerProcess(join(here, 'lib/selectOneServer.mjs'), { env: { DATABASE_URL: db.url } });
  const one = await loadRun(`${baseline.base}/select1`, { connections: CONNECTIONS, seconds: SECONDS });
  console.log(formatRun('SELECT 1 (plain Fastify + pg, baseline)', one));
  const r = await loadRun(url, { connections: CONNECTIONS, seconds: SECONDS, headers });
  console.log(formatRun(`compare matrix ${Math.min(LANES, 600)} × ${VENDORS}`, r, one));
  if (r.non2xx || r.errors) failed = true;

  if (existsSync(CHROMIUM)) {
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript((t) => sessionStorage.setItem('portolan.sessionToken', t), token);
    const page = await context.newPage();
    const times = [];
    for (let run = 0; run < 4; run++) {
      const t0 = performance.now();
      await page.goto(`${server.base}/rfq/${rfqId}?tab=bids`);
      await page.getByText(`Bench Vendor ${String(VENDORS).padStart(2, '0')}`).first().waitFor({ timeout: 60_000 });
      await page.getByText('RFQ-BENCH-00001').first().waitFor({ timeout: 60_000 });
      times.push(performance.now() - t0);
    }
    const warm = times.slice(1).sort((a, b) => a - b);
    console.log(`  browser: open the Bids tab to the matrix on screen — first ${times[0].toFixed(0)} ms, warm median ${warm[Math.floor(warm.length / 2)].toFixed(0)} ms (chromium, 1440×900)`);
  } else {
    console.log(`  browser: ${CHROMIUM} missing, render time not measured`);
  }
} finally {
  await browser?.close();
  await baseline?.stop();
  await server?.stop();
  await client.end().catch(() => {});
  if (argv.includes('--keep')) console.log(`  kept database: ${db.url}`);
  else await db.drop();
}
process.exit(failed ? 1 : 0);
