// Rate search over a big inventory: loads N rate rows (default 1,000,000) into the demo forwarder's
// company in bulk (generate_series, not row by row): 200 lanes × 6 carriers × 4 container types × BUY
// and SELL, in weekly validity windows going back two years (so nearly all rows are expired history, as
// in a real inventory), plus local and lane charges in several currencies. Then measures, with
// autocannon at concurrency 4, POST /api/rates/v3/rateInventory/estimates: a port-to-port FCL search
// (INNSA → NLRTM, 2 × 22G1 + 1 × 42G1, in EUR) with every charge and the currency conversion, and a
// `SELECT 1` server on the same database as the baseline. Prints p50 / p95 / p99 and req/s.
// Runs the built server (npm run build:server) on PostgreSQL (a fresh database on the local server,
// dropped after).
//
//   node bench/rates-search.mjs [N] [--seconds 10] [--connections 4] [--keep] [--server dist/server/main.js]
//
// Figures only, no assertions (it exits 1 if the search answers no option or non-2xx).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServerProcess } from './lib/serverProcess.mjs';
import { createBenchDatabase } from './lib/postgresBench.mjs';
import { formatRun, loadRun } from './lib/loadRun.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
const value = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
const N = Number(argv.find((a, i) => /^\d[\d_]*$/.test(a) && !argv[i - 1]?.startsWith('--'))?.replace(/_/g, '') ?? 1_000_000);
const SECONDS = Number(value('seconds', 10));
const CONNECTIONS = Number(value('connections', 4));
const SERVER = value('server', 'dist/server/main.js');
const FORWARDER = { email: 'forwarder@portolan.test', password: 'portolan-demo' };
if (!existsSync(SERVER)) {
  console.error(`Build the server first (npm run build:server): ${SERVER} is missing`);
  process.exit(1);
}

// 20 origins × 10 destinations = 200 lanes; the demo lane INNSA → NLRTM is one of them.
const ORIGINS = ['INNSA', 'INMUN', 'INMAA', 'CNSHA', 'CNNGB', 'CNYTN', 'CNTAO', 'CNSHK', 'SGSIN', 'KRPUS', 'JPTYO', 'JPYOK', 'VNSGN', 'THLCH', 'MYPKG', 'IDJKT', 'AEJEA', 'LKCMB', 'BDCGP', 'PKKHI'];
const DESTINATIONS = ['NLRTM', 'DEHAM', 'BEANR', 'GBFXT', 'USNYC', 'USLAX', 'USSAV', 'USHOU', 'USLGB', 'FRLEH'];
const CARRIERS = ['MAEU', 'MSCU', 'CMDU', 'HLCU', 'ONEY', 'EGLV'];
const TYPES = ['22G1', '42G1', '45G1', '22R1'];
const PORTS = [...ORIGINS, ...DESTINATIONS];
const CURRENCIES = ['INR', 'INR', 'INR', 'CNY', 'CNY', 'CNY', 'CNY', 'CNY', 'SGD', 'KRW', 'JPY', 'JPY', 'VND', 'THB', 'MYR', 'IDR', 'AED', 'LKR', 'BDT', 'PKR', 'EUR', 'EUR', 'EUR', 'GBP', 'USD', 'USD', 'USD', 'USD', 'USD', 'EUR'];
const arr = (list) => `ARRAY[${list.map((v) => `'${v}'`).join(',')}]`;
const PER_WINDOW = ORIGINS.length * DESTINATIONS.length * CARRIERS.length * TYPES.length * 2; // 9,600 rows per weekly window

/** N rows: ~96 % freight history in weekly windows (window 0 is valid today), ~4 % port and lane charges. */
async function load(query, companyId) {
  const started = Date.now();
  const charges = Math.floor(N * 0.04);
  const freight = N - charges;
  for (let from = 1; from <= freight; from += 200_000) {
    const to = Math.min(freight, from + 199_999);
    await query(
      `INSERT INTO rates (company_id, kind, side, carrier, origin, destination, container_type, basis, amount, currency, transit_days, valid_from, valid_to, free_days, created_at, updated_at)
       SELECT $1::uuid, 'FCL', CASE WHEN (g / ${PER_WINDOW / 2}) % 2 = 0 THEN 'BUY' ELSE 'SELL' END,
              (${arr(CARRIERS)})[1 + (g / 200) % 6], (${arr(ORIGINS)})[1 + g % 20], (${arr(DESTINATIONS)})[1 + (g / 20) % 10],
              (${arr(TYPES)})[1 + (g / 1200) % 4], 'PER_CONTAINER', (600 + (g::bigint * 7919) % 2400)::numeric, 'USD', 12 + g % 25,
              current_date - 3 - 7 * (g / ${PER_WINDOW}), current_date + 3 - 7 * (g / ${PER_WINDOW}), 7,
              now() - (g / ${PER_WINDOW}) * interval '7 days', now() - (g / ${PER_WINDOW}) * interval '7 days'
       FROM generate_series(${from - 1}, ${to - 1}) g`,
      [companyId],
    );
    process.stdout.write(`\r  loaded ${to.toLocaleString('en')} freight rates (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  // Charges: OTHC / DTHC / DOC at the 30 ports in their currencies, BAF / LSS per lane, in monthly windows.
  await query(
    `INSERT INTO rates (company_id, kind, side, carrier, origin, destination, port, container_type, charge_code, stage, basis, amount, currency, valid_from, valid_to)
     SELECT $1::uuid, 'OTHER', 'BUY', NULL,
            CASE WHEN g % 5 >= 3 THEN (${arr(ORIGINS)})[1 + (g / 5) % 20] END,
            CASE WHEN g % 5 >= 3 THEN (${arr(DESTINATIONS)})[1 + (g / 100) % 10] END,
            CASE WHEN g % 5 < 3 THEN (${arr(PORTS)})[1 + (g / 5) % 30] END,
            CASE WHEN g % 5 IN (0, 1) THEN (${arr(TYPES)})[1 + (g / 150) % 4] END,
            (ARRAY['OTHC','DTHC','DOC','BAF','LSS'])[1 + g % 5],
            (ARRAY['ORIGIN','DESTINATION','ORIGIN','FREIGHT','FREIGHT'])[1 + g % 5],
            (ARRAY['PER_CONTAINER','PER_CONTAINER','PER_BL','PER_CONTAINER','PER_CONTAINER'])[1 + g % 5],
            CASE WHEN g % 5 >= 3 THEN (40 + g % 200)::numeric ELSE (100 + g % 900)::numeric END,
            CASE WHEN g % 5 >= 3 THEN 'USD' ELSE (${arr(CURRENCIES)})[1 + (g / 5) % 30] END,
            current_date - 10 - 30 * (g / 2400), current_date + 20 - 30 * (g / 2400)
     FROM generate_series(0, ${charges - 1}) g`,
    [companyId],
  );
  process.stdout.write(`\n  loaded ${charges.toLocaleString('en')} charges; ${Math.round((Date.now() - started) / 1000)} s in all\n`);
  await query('VACUUM ANALYZE rates');
}

/** `loadRun` for a POST with a JSON body (autocannon, our own latency samples). */
async function postRun(url, body, headers) {
  const at = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  const options = { url, method: 'POST', body: JSON.stringify(body), headers: { ...headers, 'content-type': 'application/json' }, connections: CONNECTIONS, timeout: 10 };
  await autocannon({ ...options, duration: 2 });
  const latencies = [];
  const instance = autocannon({ ...options, duration: SECONDS });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return { rps: result.requests.total / (result.duration || SECONDS), p50: at(latencies, 50), p95: at(latencies, 95), p99: at(latencies, 99), errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx, total: result.requests.total };
}

const db = await createBenchDatabase('portolan_bench_rates');
if (!db) {
  console.log('PostgreSQL: no server answers on 127.0.0.1:5432 (or DATABASE_URL); this bench needs one.');
  process.exit(0);
}
const client = new pg.Client({ connectionString: db.url });
let server;
let baseline;
let failed = false;
try {
  console.log(`PostgreSQL (${db.name}): ${N.toLocaleString('en')} rate rows of one company, ${CONNECTIONS} connections, ${SECONDS} s per case`);
  server = await startServerProcess(SERVER, { env: { DATABASE_URL: db.url, PORTOLAN_SEED_DEMO: '1' } });
  await client.connect();
  const query = async (sql, params) => (await client.query(sql, params)).rows;
  const companyId = (await query("SELECT company_id FROM users WHERE email = 'forwarder@portolan.test'"))[0].company_id;
  await load(query, companyId);
  console.log(`  rates of the company: ${Number((await query('SELECT count(*) AS n FROM rates WHERE company_id = $1', [companyId]))[0].n).toLocaleString('en')}`);

  const login = await (await fetch(`${server.base}/api/auth/v2/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data: FORWARDER }) })).json();
  const headers = { authorization: `Bearer ${login.data.authToken}` };
  const today = new Date().toISOString().slice(0, 10);
  const search = { data: { origin: 'INNSA', destination: 'NLRTM', mode: 'FCL', containers: [{ type: '22G1', count: 2 }, { type: '42G1', count: 1 }], readyOn: today, currency: 'EUR', sort: 'best' } };
  const url = `${server.base}/api/rates/v3/rateInventory/estimates`;
  const sample = await (await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(search) })).json();
  const first = sample.data?.items?.[0];
  if (!first) {
    console.error('  the search answered no option:', JSON.stringify(sample).slice(0, 400));
    failed = true;
  } else {
    const codes = [...new Set(first.lines.map((l) => l.code))].join(' ');
    console.log(`  sample answer: ${sample.data.count} options; best ${first.carrier} ${first.total} ${first.currency}, ${first.lines.length} lines (${codes}), ${first.conversions.length} conversions, ${first.sailings.length} sailings`);
    const plan = await query(
      `EXPLAIN (ANALYZE, BUFFERS, FORMAT TEXT) SELECT count(*) FROM rates t WHERE t.company_id = $1 AND t.kind = 'FCL' AND t.origin = ANY($2::text[]) AND t.destination = ANY($3::text[])
         AND t.valid_from <= $4::date AND t.valid_to >= $4::date AND t.container_type = ANY($5::text[])`,
      [companyId, ['INNSA'], ['NLRTM'], today, ['22G1', '42G1']],
    );
    console.log(`  freight branch plan: ${plan.map((r) => r['QUERY PLAN']).filter((l) => /Index|Execution/.test(l)).map((l) => l.trim()).join(' | ')}`);
  }

  baseline = await startServerProcess(join(here, 'lib/selectOneServer.mjs'), { env: { DATABASE_URL: db.url } });
  const one = await loadRun(`${baseline.base}/select1`, { connections: CONNECTIONS, seconds: SECONDS });
  console.log(formatRun('SELECT 1 (plain Fastify + pg, baseline)', one));
  const r = await postRun(url, search, headers);
  console.log(formatRun('rate search FCL INNSA→NLRTM, charges, EUR', r, one));
  if (r.non2xx || r.errors) failed = true;
  console.log(`  rate search over ${N.toLocaleString('en')} rows at concurrency ${CONNECTIONS}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms (target p95 ≤ 100 ms)`);
} finally {
  await baseline?.stop();
  await server?.stop();
  await client.end().catch(() => {});
  if (argv.includes('--keep')) console.log(`  kept database: ${db.url}`);
  else await db.drop();
}
process.exit(failed ? 1 : 0);
