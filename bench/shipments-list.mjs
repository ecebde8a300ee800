// Shipments list endpoint under load: GET /api/shipments/v2 (first page and a deep keyset page, with a
// filter and a sort) at p50/p95 under concurrency, on PostgreSQL with 1,000,000 shipments over 1,000
// companies, and on PGlite with 100,000. Runs the built server (npm run build:server) as `npm start` does.
//
//   node bench/shipments-list.mjs [--pg-rows 1000000] [--pglite-rows 100000] [--concurrency 8] [--requests 400]
//                                 [--skip-pglite] [--skip-pg] [--keep] [--reuse postgres://…/portolan_bench_x]
//
// PostgreSQL: DATABASE_URL (an admin URL) or postgres://<user>@127.0.0.1:5432/test; the bench creates its
// own database portolan_bench_<random> and drops it at the end (--keep keeps it). Not part of CI.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => {
    if (arg.startsWith('--')) pairs.push([arg.slice(2), all[i + 1] && !all[i + 1].startsWith('--') ? all[i + 1] : 'true']);
    return pairs;
  }, []),
);
const PG_ROWS = Number(args['pg-rows'] ?? 1_000_000);
const PGLITE_ROWS = Number(args['pglite-rows'] ?? 100_000);
const CONCURRENCY = Number(args.concurrency ?? 8);
const REQUESTS = Number(args.requests ?? 400);
const COMPANIES = 1000;
/** The measured tenant is a big one: 10 % of all rows, so a "deep page" is really deep. */
const BIG_SHARE = 10;

if (!existsSync('dist/server/main.js')) {
  console.error('Build the server first: npm run build:server');
  process.exit(1);
}

async function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function startServer(env) {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', PORTOLAN_SEED_DEMO: '0', NODE_ENV: 'production', LOG_LEVEL: 'warn', PORTOLAN_TRACKING_POLL_SECONDS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

async function json(url, init) {
  const res = await fetch(url, init);
  const body = await res.json();
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** Signs up the measured tenant's admin through the API (auth plugin) and answers the company id. */
async function signUp(base) {
  const email = `bench-${randomBytes(4).toString('hex')}@portolan.test`;
  await json(`${base}/api/users/create-profile`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: { name: 'Bench', email, password: 'bench-password-1', companyName: 'Bench Big Tenant', companyKind: 'forwarder' } }),
  });
  return email;
}

async function logIn(base, email) {
  const body = await json(`${base}/api/auth/v2/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data: { email, password: 'bench-password-1' } }) });
  return body.data.authToken;
}

const PORTS = ['CNSHA', 'CNNGB', 'CNYTN', 'SGSIN', 'KRPUS', 'INNSA', 'INMUN', 'AEJEA', 'NLRTM', 'BEANR', 'DEHAM', 'GBFXT', 'ESVLC', 'USLAX', 'USLGB', 'USNYC', 'USSAV', 'BRSSZ', 'AUMEL', 'ZADUR'];
const CARRIERS = ['MAEU', 'MSCU', 'CMDU', 'HLCU', 'ONEY', 'EGLV', 'COSU', 'YMLU', 'HDMU', 'ZIMU', 'OOLU', 'PABV', 'WHLC'];

/** Loads `rows` shipments: BIG_SHARE % to the big tenant, the rest over 999 other companies; in batches of 100k. */
async function load(query, bigCompany, rows) {
  await query(`INSERT INTO companies (name, kind) SELECT 'Bench company ' || g, 'shipper' FROM generate_series(1, ${COMPANIES - 1}) g`);
  await query('SELECT setseed(0.42)');
  const ports = `ARRAY[${PORTS.map((p) => `'${p}'`).join(',')}]`;
  const carriers = `ARRAY[${CARRIERS.map((c) => `'${c}'`).join(',')}]`;
  const started = Date.now();
  for (let from = 1; from <= rows; from += 100_000) {
    const to = Math.min(rows, from + 99_999);
    await query(`
      WITH others AS (SELECT array_agg(id ORDER BY name) AS ids FROM companies WHERE name LIKE 'Bench company %'),
      g AS (SELECT g, timestamptz '2025-01-01' + random() * interval '730 days' AS etd FROM generate_series(${from}, ${to}) g)
      INSERT INTO shipments (company_id, reference, mode, status, carrier, pol, pod, origin, destination, etd, eta, teu, created_at, updated_at)
      SELECT CASE WHEN g.g % ${BIG_SHARE} = 0 THEN '${bigCompany}'::uuid ELSE others.ids[1 + (g.g % ${COMPANIES - 1})] END,
             'S-' || g.g,
             CASE WHEN g.g % 7 = 0 THEN 'LCL' ELSE 'FCL' END,
             (ARRAY['BOOKED','IN_TRANSIT','IN_TRANSIT','ARRIVED','DELIVERED','DELIVERED','DELIVERED','CANCELLED'])[1 + floor(random() * 8)::int],
             (${carriers})[1 + floor(random() * ${CARRIERS.length})::int],
             (${ports})[1 + (g.g % 10)],
             (${ports})[11 + floor(random() * 10)::int],
             (${ports})[1 + (g.g % 10)],
             (${ports})[11 + floor(random() * 10)::int],
             g.etd, g.etd + (10 + random() * 30) * interval '1 day',
             1 + floor(random() * 4), g.etd - interval '12 days', g.etd - interval '12 days'
      FROM g, others`);
    process.stdout.write(`\r  loaded ${to.toLocaleString('en')} rows (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  process.stdout.write('\n');
  await query('VACUUM ANALYZE shipments');
  await query('VACUUM ANALYZE companies');
}

const cursor = (field, value, id) => Buffer.from(JSON.stringify([field, value, id]), 'utf8').toString('base64url');

/** The keyset cursor of the row at `position` in the filtered, sorted list of the big tenant (from SQL). */
async function cursorAt(query, bigCompany, position, { status, sortColumn, field, dir }) {
  const rows = await query(
    `SELECT id, ${sortColumn} AS v FROM shipments WHERE company_id = $1 ${status ? `AND status = '${status}'` : ''} ORDER BY ${sortColumn} ${dir}, id ${dir} OFFSET ${position} LIMIT 1`,
    [bigCompany],
  );
  const row = rows[0];
  const value = row.v instanceof Date ? row.v.toISOString() : row.v;
  return cursor(field, value, row.id);
}

async function measure(base, token, path) {
  const url = `${base}${path}`;
  const headers = { authorization: `Bearer ${token}` };
  // Warm up (plans, caches, connections).
  for (let i = 0; i < 20; i++) await (await fetch(url, { headers })).arrayBuffer();
  const times = [];
  let next = 0;
  let failures = 0;
  let count;
  const worker = async () => {
    while (next < REQUESTS) {
      next++;
      const t = performance.now();
      const res = await fetch(url, { headers });
      const body = await res.json();
      times.push(performance.now() - t);
      if (!res.ok) failures++;
      else count = body.data.count;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
  return { p50: at(50), p95: at(95), failures, count };
}

async function scenarios(base, token, query, bigCompany, total) {
  const big = Math.floor(total / BIG_SHARE);
  const deepAll = Math.floor(big * 0.8);
  const filtered = (await query(`SELECT count(*)::int AS n FROM shipments WHERE company_id = $1 AND status = 'IN_TRANSIT'`, [bigCompany]))[0].n;
  const deepFiltered = Math.floor(filtered * 0.8);
  const list = [
    { name: 'baseline: GET /api/auth/v2/user/ (session check only)', path: '/api/auth/v2/user/' },
    { name: 'first page, filter status=IN_TRANSIT, sort eta asc', path: `/api/shipments/v2?limit=50&filter[status]=IN_TRANSIT&sort[eta]=asc` },
    {
      name: `deep page (row ${deepFiltered.toLocaleString('en')}), same filter + sort`,
      path: `/api/shipments/v2?limit=50&filter[status]=IN_TRANSIT&sort[eta]=asc&after=${await cursorAt(query, bigCompany, deepFiltered, { status: 'IN_TRANSIT', sortColumn: 'eta', field: 'eta', dir: 'asc' })}`,
    },
    { name: 'first page, no filter, default sort (createdAt desc)', path: `/api/shipments/v2?limit=50` },
    {
      name: `deep page (row ${deepAll.toLocaleString('en')}), no filter, default sort`,
      path: `/api/shipments/v2?limit=50&after=${await cursorAt(query, bigCompany, deepAll, { sortColumn: 'created_at', field: 'createdAt', dir: 'desc' })}`,
    },
    { name: 'first page, filter carrier + pod, sort etd desc', path: `/api/shipments/v2?limit=50&filter[carrier]=MAEU&filter[pod]=USNYC&sort[etd]=desc` },
  ];
  const results = [];
  for (const s of list) {
    const r = await measure(base, token, s.path);
    results.push({ ...s, ...r });
    console.log(`  ${s.name.padEnd(58)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  (count ${r.count?.toLocaleString('en')}, ${r.failures} failed)`);
  }
  const ratio = results[2].p95 / results[1].p95;
  console.log(`  deep/first p95 with filter + sort: ${ratio.toFixed(2)}×`);
  return results;
}

function adminUrls() {
  if (process.env.DATABASE_URL) return [process.env.DATABASE_URL];
  return [...new Set([process.env.PGUSER, userInfo().username, 'postgres'].filter(Boolean))].map((u) => `postgres://${encodeURIComponent(u)}@127.0.0.1:5432/test`);
}

async function benchPostgres() {
  let admin;
  let adminUrl;
  for (const url of adminUrls()) {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await c.connect();
      admin = c;
      adminUrl = url;
      break;
    } catch {
      await c.end().catch(() => {});
    }
  }
  if (!admin) {
    console.log('PostgreSQL: no server answers; skipped.');
    return;
  }
  const reuse = args.reuse && args.reuse !== 'true' ? args.reuse : undefined;
  const name = reuse ? new URL(reuse).pathname.slice(1) : `portolan_bench_${randomBytes(4).toString('hex')}`;
  if (!reuse) await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(reuse ?? adminUrl);
  url.pathname = `/${name}`;
  const db = new pg.Client({ connectionString: url.toString() });
  let server;
  try {
    console.log(`PostgreSQL (${name}): ${PG_ROWS.toLocaleString('en')} shipments over ${COMPANIES} companies, concurrency ${CONCURRENCY}, ${REQUESTS} requests per case`);
    server = await startServer({ DATABASE_URL: url.toString() });
    await db.connect();
    const query = async (sql, params) => (await db.query(sql, params)).rows;
    const email = reuse ? (await query("SELECT u.email FROM users u JOIN companies c ON c.id = u.company_id WHERE c.name = 'Bench Big Tenant'"))[0].email : await signUp(server.base);
    const token = await logIn(server.base, email);
    const big = (await query("SELECT id FROM companies WHERE name = 'Bench Big Tenant'"))[0].id;
    if (!reuse) await load(query, big, PG_ROWS);
    await scenarios(server.base, token, query, big, PG_ROWS);
  } finally {
    await server?.stop();
    await db.end().catch(() => {});
    if (args.keep || reuse) console.log(`  kept database: ${url} (measure again with --reuse ${url})`);
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function benchPglite() {
  const { PGlite } = await import('@electric-sql/pglite');
  const dir = mkdtempSync(join(tmpdir(), 'portolan-bench-'));
  try {
    console.log(`PGlite: ${PGLITE_ROWS.toLocaleString('en')} shipments over ${COMPANIES} companies, concurrency ${CONCURRENCY}, ${REQUESTS} requests per case`);
    // 1. The server creates the schema and the tenant; 2. the bench loads rows into the folder; 3. measure.
    let server = await startServer({ PORTOLAN_DATA_DIR: dir, DATABASE_URL: '' });
    const email = await signUp(server.base);
    await server.stop();
    const lite = new PGlite({ dataDir: dir });
    const query = async (sql, params) => (await lite.query(sql, params)).rows;
    const big = (await query("SELECT id FROM companies WHERE name = 'Bench Big Tenant'"))[0].id;
    await load(query, big, PGLITE_ROWS);
    // Cursors are read now, while the bench holds the folder (PGlite has one user at a time).
    const filtered = (await query(`SELECT count(*)::int AS n FROM shipments WHERE company_id = $1 AND status = 'IN_TRANSIT'`, [big]))[0].n;
    const deepFiltered = await cursorAt(query, big, Math.floor(filtered * 0.8), { status: 'IN_TRANSIT', sortColumn: 'eta', field: 'eta', dir: 'asc' });
    const deepAll = await cursorAt(query, big, Math.floor((PGLITE_ROWS / BIG_SHARE) * 0.8), { sortColumn: 'created_at', field: 'createdAt', dir: 'desc' });
    await lite.close();
    server = await startServer({ PORTOLAN_DATA_DIR: dir, DATABASE_URL: '' });
    const token = await logIn(server.base, email);
    try {
      const list = [
        { name: 'first page, filter status=IN_TRANSIT, sort eta asc', path: `/api/shipments/v2?limit=50&filter[status]=IN_TRANSIT&sort[eta]=asc` },
        { name: `deep page (row ${Math.floor(filtered * 0.8).toLocaleString('en')}), same filter + sort`, path: `/api/shipments/v2?limit=50&filter[status]=IN_TRANSIT&sort[eta]=asc&after=${deepFiltered}` },
        { name: 'first page, no filter, default sort (createdAt desc)', path: `/api/shipments/v2?limit=50` },
        { name: `deep page (row ${Math.floor((PGLITE_ROWS / BIG_SHARE) * 0.8).toLocaleString('en')}), no filter, default sort`, path: `/api/shipments/v2?limit=50&after=${deepAll}` },
      ];
      const results = [];
      for (const s of list) {
        const r = await measure(server.base, token, s.path);
        results.push(r);
        console.log(`  ${s.name.padEnd(58)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  (count ${r.count?.toLocaleString('en')}, ${r.failures} failed)`);
      }
      console.log(`  deep/first p95 with filter + sort: ${(results[1].p95 / results[0].p95).toFixed(2)}×`);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (!args['skip-pg']) await benchPostgres();
if (!args['skip-pglite']) await benchPglite();
