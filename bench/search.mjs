// Search and deep paging over one big tenant: loads N shipments (default 100,000; 1,000,000 allowed)
// with 1–3 containers each into the demo shipper's company in bulk (generate_series, not row by row),
// then measures GET /api/shipments/v2?search=… (reference, container number, party, vessel, no match)
// and the first and a deep keyset page, one request at a time, printing p50 / p95 and the count.
// Runs the built server (npm run build:server) on PostgreSQL (a fresh database on the local server,
// dropped after) or, with --pglite, on embedded PGlite.
//
//   node bench/search.mjs [N] [--pglite] [--requests 40] [--keep] [--reuse postgres://…] [--server dist/server/main.js]
//
// --keep keeps the PostgreSQL database; --reuse <its url> measures it again without loading.
//
// Figures only, no assertions.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startServerProcess } from './lib/serverProcess.mjs';
import { createBenchDatabase } from './lib/postgresBench.mjs';

const argv = process.argv.slice(2);
const flags = Object.fromEntries(
  argv.reduce((pairs, arg, i, all) => {
    if (arg.startsWith('--')) pairs.push([arg.slice(2), all[i + 1] && !all[i + 1].startsWith('--') ? all[i + 1] : 'true']);
    return pairs;
  }, []),
);
const N = Number(argv.find((a, i) => /^\d[\d_]*$/.test(a) && !argv[i - 1]?.startsWith('--'))?.replace(/_/g, '') ?? 100_000);
const REQUESTS = Number(flags.requests ?? 40);
const SERVER = flags.server ?? 'dist/server/main.js';
const DEMO = { email: 'shipper@portolan.test', password: 'portolan-demo' };
if (!existsSync(SERVER)) {
  console.error(`Build the server first (npm run build:server): ${SERVER} is missing`);
  process.exit(1);
}

const VESSELS = ['Maersk Essen', 'Maersk Kinloss', 'MSC Gulsun', 'MSC Irina', 'CMA CGM Marco Polo', 'Berlin Express', 'ONE Innovation', 'Ever Ace', 'Ever Given', 'COSCO Shipping Aries', 'YM Wellness', 'HMM Algeciras', 'ZIM Kingston', 'OOCL Spain', 'Kota Pusaka', 'Wan Hai 625'];
const SHIPPERS = ['Shenzhen Bright Electronics', 'Saigon Timber Works', 'Busan Machinery Co.', 'Hanseatic Exporters', 'Gujarat Cotton Mills', 'Kerala Spice Traders'];
const CONSIGNEES = ['Nordhafen Handels GmbH', 'Lakeside Retail Inc.', 'Maple Leaf Imports Ltd', 'Southern Cross Traders Pty', 'Gulf Star Trading LLC', 'Rijnmond Distributie BV', 'Atlantic Home Goods Corp', 'Straits Supply Pte Ltd'];
const COMMODITIES = ['Cotton yarn', 'Basmati rice', 'Pharmaceuticals', 'Auto parts', 'Granite slabs', 'Black tea', 'Laptops', 'Furniture', 'Toys', 'Solar panels'];
const CARRIERS = ['MAEU', 'MSCU', 'CMDU', 'HLCU', 'ONEY', 'EGLV', 'COSU', 'YMLU'];
const PREFIXES = ['MSKU', 'MSCU', 'CMAU', 'HLXU', 'ONEU', 'EGHU', 'CSNU', 'YMLU'];
const PORTS = ['INNSA', 'INMUN', 'CNSHA', 'SGSIN', 'DEHAM', 'NLRTM', 'USNYC', 'USLAX'];
const arr = (list) => `ARRAY[${list.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;
/** The container number of shipment g, box k (k = 1…3), as the load writes it. */
const containerOf = (g, k) => `${PREFIXES[(g + k) % PREFIXES.length]}${String((g * 7 + k * 1_000_003) % 10_000_000).padStart(7, '0')}`;

/** Loads N shipments of the company, in batches of 100,000, then their containers. */
async function load(query, companyId) {
  const started = Date.now();
  for (let from = 1; from <= N; from += 100_000) {
    const to = Math.min(N, from + 99_999);
    await query(
      `INSERT INTO shipments (company_id, reference, mode, status, carrier, booking_number, bl_number, pol, pod, origin, destination, vessel, voyage,
                              shipper, consignee, commodity, etd, eta, teu, created_at, updated_at)
       SELECT $1::uuid, 'BIG-' || g, CASE WHEN g % 7 = 0 THEN 'LCL' ELSE 'FCL' END,
              (ARRAY['BOOKED','IN_TRANSIT','ARRIVED','DELIVERED'])[1 + g % 4],
              (${arr(CARRIERS)})[1 + g % ${CARRIERS.length}],
              'BK' || lpad(((g::bigint * 7919) % 100000000)::text, 8, '0'),
              (${arr(CARRIERS)})[1 + g % ${CARRIERS.length}] || lpad(((g::bigint * 104729) % 1000000000)::text, 9, '0'),
              (${arr(PORTS)})[1 + g % 4], (${arr(PORTS)})[5 + g % 4], (${arr(PORTS)})[1 + g % 4], (${arr(PORTS)})[5 + g % 4],
              (${arr(VESSELS)})[1 + g % ${VESSELS.length}], (100 + g % 800)::text || 'W',
              (${arr(SHIPPERS)})[1 + g % ${SHIPPERS.length}], (${arr(CONSIGNEES)})[1 + (g / 3) % ${CONSIGNEES.length}], (${arr(COMMODITIES)})[1 + (g / 5) % ${COMMODITIES.length}],
              timestamptz '2025-01-01' + g * interval '1 minute', timestamptz '2025-01-20' + g * interval '1 minute', 1 + g % 3,
              timestamptz '2024-12-01' + g * interval '1 minute', timestamptz '2024-12-01' + g * interval '1 minute'
       FROM generate_series(${from}, ${to}) g`,
      [companyId],
    );
    await query(
      `INSERT INTO shipment_containers (company_id, shipment_id, number, iso_type, position)
       SELECT $1::uuid, s.id, (${arr(PREFIXES)})[1 + (g + k) % ${PREFIXES.length}] || lpad(((g::bigint * 7 + k * 1000003) % 10000000)::text, 7, '0'), '45G1', k
       FROM (SELECT id, substr(reference, 5)::int AS g FROM shipments WHERE company_id = $1::uuid AND reference LIKE 'BIG-%') s,
            generate_series(1, 1 + s.g % 3) k
       WHERE s.g BETWEEN ${from} AND ${to}`,
      [companyId],
    );
    process.stdout.write(`\r  loaded ${to.toLocaleString('en')} shipments (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  process.stdout.write('\n');
  await query('VACUUM ANALYZE shipments');
  await query('VACUUM ANALYZE shipment_containers');
}

const at = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function measure(base, headers, path) {
  const url = `${base}${path}`;
  for (let i = 0; i < 3; i++) await (await fetch(url, { headers })).arrayBuffer();
  const times = [];
  let body;
  let failed = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const t = performance.now();
    const res = await fetch(url, { headers });
    body = await res.json();
    times.push(performance.now() - t);
    if (!res.ok) failed++;
  }
  times.sort((a, b) => a - b);
  return { p50: at(times, 50), p95: at(times, 95), failed, count: body?.data?.count, exact: body?.data?.countIsExact, items: body?.data?.items?.length, next: body?.data?.nextCursor };
}

async function scenarios(base) {
  const login = await (await fetch(`${base}/api/auth/v2/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data: DEMO }) })).json();
  const headers = { authorization: `Bearer ${login.data.authToken}` };
  const g = Math.floor(N * 0.77) || 1;
  const list = [
    { name: `search a reference (BIG-${g})`, path: `/api/shipments/v2?limit=50&search=BIG-${g}` },
    { name: `search a container number (${containerOf(g, 1)})`, path: `/api/shipments/v2?limit=50&search=${containerOf(g, 1)}` },
    { name: 'search a consignee (Rijnmond, 1 in 8)', path: '/api/shipments/v2?limit=50&search=Rijnmond' },
    { name: 'search a vessel (Ever Given, 1 in 16)', path: `/api/shipments/v2?limit=50&search=${encodeURIComponent('Ever Given')}` },
    { name: 'search, no match (zqxv-nothing)', path: '/api/shipments/v2?limit=50&search=zqxv-nothing' },
    { name: 'search + filter (Laptops, status=IN_TRANSIT)', path: '/api/shipments/v2?limit=50&search=Laptops&filter[status]=IN_TRANSIT' },
    { name: 'first page, default sort', path: '/api/shipments/v2?limit=50' },
  ];
  const results = [];
  for (const s of list) {
    const r = await measure(base, headers, s.path);
    results.push({ ...s, ...r });
    console.log(`  ${s.name.padEnd(52)} p50 ${r.p50.toFixed(1).padStart(7)} ms  p95 ${r.p95.toFixed(1).padStart(7)} ms  (${r.items} items, count ${r.count?.toLocaleString('en')}${r.exact === false ? ' estimated' : ''}, ${r.failed} failed)`);
  }
  // A deep page: follow `next` cursors 20 times, then measure the page there.
  let path = '/api/shipments/v2?limit=200';
  for (let i = 0; i < 20; i++) {
    const body = await (await fetch(`${base}${path}`, { headers })).json();
    if (!body.data?.nextCursor) break;
    path = `/api/shipments/v2?limit=50&after=${body.data.nextCursor}`;
  }
  const deep = await measure(base, headers, path);
  console.log(`  ${'deep keyset page (after 4,000 rows), default sort'.padEnd(52)} p50 ${deep.p50.toFixed(1).padStart(7)} ms  p95 ${deep.p95.toFixed(1).padStart(7)} ms  (${deep.items} items, ${deep.failed} failed)`);
  const searches = results.filter((r) => r.name.startsWith('search')).map((r) => r.p95);
  console.log(`  worst search p95: ${Math.max(...searches).toFixed(1)} ms over ${N.toLocaleString('en')} shipments`);
}

async function companyIdOf(query) {
  return (await query("SELECT company_id FROM users WHERE email = 'shipper@portolan.test'"))[0].company_id;
}

if (flags.pglite) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const dir = mkdtempSync(join(tmpdir(), 'portolan-bench-search-'));
  try {
    console.log(`PGlite: ${N.toLocaleString('en')} shipments of one company, ${REQUESTS} requests per case, one at a time`);
    let server = await startServerProcess(SERVER, { env: { DATABASE_URL: '', PORTOLAN_DATA_DIR: dir, PORTOLAN_SEED_DEMO: '1' } });
    await server.stop();
    const lite = new PGlite({ dataDir: dir, extensions: { pg_trgm } });
    const query = async (sql, params) => (await lite.query(sql, params)).rows;
    await load(query, await companyIdOf(query));
    await lite.close();
    server = await startServerProcess(SERVER, { env: { DATABASE_URL: '', PORTOLAN_DATA_DIR: dir, PORTOLAN_SEED_DEMO: '0' } });
    try {
      await scenarios(server.base);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
} else {
  const reuse = flags.reuse && flags.reuse !== 'true' ? flags.reuse : undefined;
  const db = reuse ? { name: new URL(reuse).pathname.slice(1), url: reuse, drop: async () => {} } : await createBenchDatabase('portolan_bench_search');
  if (!db) {
    console.log('PostgreSQL: no server answers on 127.0.0.1:5432 (or DATABASE_URL); run with --pglite.');
    process.exit(0);
  }
  const client = new pg.Client({ connectionString: db.url });
  let server;
  try {
    console.log(`PostgreSQL (${db.name}): ${N.toLocaleString('en')} shipments of one company, ${REQUESTS} requests per case, one at a time`);
    server = await startServerProcess(SERVER, { env: { DATABASE_URL: db.url, PORTOLAN_SEED_DEMO: '1' } });
    await client.connect();
    const query = async (sql, params) => (await client.query(sql, params)).rows;
    if (!reuse) await load(query, await companyIdOf(query));
    await scenarios(server.base);
  } finally {
    await server?.stop();
    await client.end().catch(() => {});
    if (flags.keep || reuse) console.log(`  kept database: ${db.url} (measure again with --reuse ${db.url})`);
    else await db.drop();
  }
}
