// Dashboard widget queries at scale (issue 16), on PostgreSQL:
//  1. SHIPMENTS fact rows (default 1,000,000) for Acme Exports loaded in bulk into the analytics area's fact
//     table (what the shipments plugin's SHIPMENT_FACTS feed gives it): two years of departures over 30 lanes
//     and 13 carriers, ~2 % at sea now, ~0.5 % waiting at a transshipment port, arrivals late against the first
//     promised ETA at carrier-specific rates, empty returns for most.
//  2. For every widget query (`/api/reporting/v2/<name>Query`, the last 365 days, then one carrier) and the
//     drill list: p50 / p95 / p99 with autocannon (1 connection, so the figure is one query's latency), beside
//     a `SELECT 1` server on the same database. Target (issue 16): p95 ≤ 200 ms each.
//
//   node bench/reporting.mjs [--shipments 1000000] [--seconds 3]
//
// Figures only, no assertions (it exits 1 when a request answers non-2xx).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startServerProcess } from './lib/serverProcess.mjs';
import { signIn } from './lib/signIn.mjs';
import { createBenchDatabase } from './lib/postgresBench.mjs';
import { formatRun, loadRun } from './lib/loadRun.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
const value = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
const SHIPMENTS = Number(value('shipments', 1_000_000));
const SECONDS = Number(value('seconds', 3));
const SERVER = value('server', 'dist/server/main.js');
if (!existsSync(SERVER)) {
  console.error(`Build the server first (npm run build:server): ${SERVER} is missing`);
  process.exit(1);
}

const WIDGETS = [
  'globalShipmentRadar', 'watchTower', 'shipmentSummary', 'multimodal', 'monthlyShipments', 'routeTransitTimeConsistency',
  'performanceByOrigin', 'performanceByDestination', 'avgTurnaroundByDestination', 'onTimeByCarrier', 'activeInTransit',
  'approachingTransshipment', 'approachingDestinationByPod', 'transshipmentAgeingByPod',
];

/** Bulk fact rows, in chunks of 100,000 (one INSERT … SELECT each). */
async function loadFacts(query, companyId) {
  const started = Date.now();
  const lanes = [
    ['INNSA', 'DEHAM', '{AEJEA}', 26], ['INNSA', 'NLRTM', '{}', 23], ['INMUN', 'USNYC', '{ESALG}', 31], ['INMAA', 'SGSIN', '{}', 6],
    ['INNSA', 'AEJEA', '{}', 5], ['INMUN', 'GBFXT', '{}', 25], ['INCOK', 'USSAV', '{LKCMB}', 33], ['INNSA', 'AUMEL', '{SGSIN}', 24],
    ['CNSHA', 'NLRTM', '{}', 32], ['CNYTN', 'USLAX', '{}', 16], ['CNNGB', 'USLGB', '{}', 17], ['VNCMP', 'USSAV', '{PAMIT}', 33],
    ['KRPUS', 'DEHAM', '{SGSIN}', 36], ['SGSIN', 'AEJEA', '{}', 8], ['DEHAM', 'USNYC', '{}', 11], ['NLRTM', 'BRSSZ', '{}', 20],
    ['THLCH', 'AUSYD', '{SGSIN}', 17], ['CNSHA', 'ZADUR', '{SGSIN}', 26], ['TWKHH', 'CAVAN', '{}', 15], ['ESVLC', 'MXVER', '{}', 17],
    ['CNSHA', 'DEHAM', '{}', 34], ['CNSHA', 'USLAX', '{}', 15], ['INNSA', 'USNYC', '{ESALG}', 30], ['INMAA', 'AEJEA', '{}', 7],
    ['VNCMP', 'NLRTM', '{SGSIN}', 30], ['KRPUS', 'USLAX', '{}', 13], ['CNNGB', 'NLRTM', '{}', 33], ['INMUN', 'DEHAM', '{AEJEA}', 25],
    ['SGSIN', 'NLRTM', '{}', 24], ['CNYTN', 'DEHAM', '{}', 33],
  ];
  const carriers = ['MAEU', 'MSCU', 'CMDU', 'HLCU', 'ONEY', 'EGLV', 'COSU', 'YMLU', 'HDMU', 'ZIMU', 'OOLU', 'PABV', 'WHLC'];
  const pol = lanes.map((l) => l[0]);
  const pod = lanes.map((l) => l[1]);
  const via = lanes.map((l) => l[2]);
  const days = lanes.map((l) => l[3]);
  const chunk = 100_000;
  for (let first = 1; first <= SHIPMENTS; first += chunk) {
    const last = Math.min(SHIPMENTS, first + chunk - 1);
    await query(
      `WITH g AS (
         SELECT n, 1 + n % 30 AS lane, 1 + (n / 7) % 13 AS car,
                now() - ((n::float8 / $2) * 730 || ' days')::interval + ((n % 11) || ' hours')::interval AS etd,
                (abs(hashtext(n::text)) % 1000) / 1000.0 AS r
         FROM generate_series($3::int, $4::int) n
       ), s AS (
         SELECT g.*, ($5::text[])[lane] AS pol, ($6::text[])[lane] AS pod, ($7::text[])[lane]::text[] AS via, ($8::int[])[lane] AS days,
                ($9::text[])[car] AS carrier,
                -- carriers are late at different rates: 5 % … 41 %
                r < (0.05 + 0.03 * (car - 1)) AS late
         FROM g
       ), t AS (
         SELECT s.*, etd + (days || ' days')::interval AS first_eta,
                etd + ((days + CASE WHEN late THEN 2 + (n % 5) ELSE -((n % 3))::int END) || ' days')::interval AS eta_actual
         FROM s
       )
       INSERT INTO analytics_facts (company_id, shipment_id, owner_company_id, reference, mode, status, carrier, pol, pod, origin, destination,
         transshipment_ports, etd, eta, first_eta, atd, ata, discharged_at, gate_out_at, empty_return_at, departed_on, arrived_on, transit_days,
         delay_hours, teu, containers, reefer_containers, reefer_teu, container_types, weight_kg, legs, waiting_port, waiting_since,
         next_transshipment_port, next_transshipment_eta, shipment_created_at, shipment_updated_at)
       SELECT $1, gen_random_uuid(), $1, 'BENCH-' || lpad(n::text, 7, '0'), CASE WHEN n % 7 = 0 THEN 'LCL' ELSE 'FCL' END,
              CASE WHEN eta_actual <= now() THEN 'DELIVERED' WHEN etd <= now() THEN 'IN_TRANSIT' ELSE 'BOOKED' END,
              carrier, pol, pod, pol, pod, via, etd, eta_actual, first_eta,
              CASE WHEN etd <= now() THEN etd END,
              CASE WHEN eta_actual <= now() THEN eta_actual END,
              CASE WHEN eta_actual <= now() THEN eta_actual + interval '10 hours' END,
              CASE WHEN eta_actual + interval '3 days' <= now() THEN eta_actual + ((2 + n % 4) || ' days')::interval END,
              CASE WHEN eta_actual + interval '12 days' <= now() THEN eta_actual + ((6 + n % 9) || ' days')::interval END,
              (CASE WHEN etd <= now() THEN etd ELSE etd END AT TIME ZONE 'UTC')::date,
              CASE WHEN eta_actual <= now() THEN (eta_actual AT TIME ZONE 'UTC')::date END,
              CASE WHEN eta_actual <= now() THEN extract(epoch FROM eta_actual - etd) / 86400 END,
              CASE WHEN eta_actual <= now() THEN extract(epoch FROM eta_actual - first_eta) / 3600 END,
              CASE WHEN n % 7 = 0 THEN 0 ELSE 1 + n % 3 END, CASE WHEN n % 7 = 0 THEN 0 ELSE 1 + n % 2 END,
              CASE WHEN n % 9 = 0 THEN 1 ELSE 0 END, CASE WHEN n % 9 = 0 THEN 2 ELSE 0 END,
              CASE WHEN n % 9 = 0 THEN ARRAY['45R1'] ELSE ARRAY['45G1'] END, 12000 + n % 9000, '[]'::jsonb,
              CASE WHEN cardinality(via) > 0 AND etd <= now() AND eta_actual > now() AND eta_actual - now() < ((days / 2) || ' days')::interval THEN via[1] END,
              CASE WHEN cardinality(via) > 0 AND etd <= now() AND eta_actual > now() AND eta_actual - now() < ((days / 2) || ' days')::interval THEN now() - ((n % 12) || ' days')::interval END,
              CASE WHEN cardinality(via) > 0 AND eta_actual > now() AND eta_actual - now() >= ((days / 2) || ' days')::interval THEN via[1] END,
              CASE WHEN cardinality(via) > 0 AND eta_actual > now() AND eta_actual - now() >= ((days / 2) || ' days')::interval THEN etd + ((days / 2) || ' days')::interval END,
              etd - interval '14 days', etd
       FROM t`,
      [companyId, SHIPMENTS, first, last, pol, pod, via, days, carriers],
    );
  }
  await query('ANALYZE analytics_facts');
  const [{ n, transit }] = await query("SELECT count(*)::int AS n, count(*) FILTER (WHERE status = 'IN_TRANSIT')::int AS transit FROM analytics_facts WHERE company_id = $1", [companyId]);
  console.log(`  loaded ${n.toLocaleString('en')} fact rows (${transit.toLocaleString('en')} at sea) in ${Math.round((Date.now() - started) / 100) / 10} s`);
}

let failed = false;
const db = await createBenchDatabase('portolan_bench_reporting');
if (!db) {
  console.log('PostgreSQL: no server answers on 127.0.0.1:5432 (or DATABASE_URL); skipped.');
  process.exit(0);
}
const server = await startServerProcess(SERVER, { env: { DATABASE_URL: db.url, PORTOLAN_SEED_DEMO: '1' } });
const client = new pg.Client({ connectionString: db.url });
let baseline;
try {
  await client.connect();
  const query = async (sql, params) => (await client.query(sql, params)).rows;
  const [shipper] = await query("SELECT id, company_id FROM users WHERE email = 'shipper@portolan.test'");
  console.log(`PostgreSQL (${db.name}): dashboard widgets at ${SHIPMENTS.toLocaleString('en')} more shipments of one company, ${SECONDS} s each`);
  await loadFacts(query, shipper.company_id);
  const headers = { authorization: `Bearer ${await signIn(server.base)}` };
  baseline = await startServerProcess(join(here, 'lib/selectOneServer.mjs'), { env: { DATABASE_URL: db.url } });
  const one = await loadRun(`${baseline.base}/select1`, { connections: 1, seconds: SECONDS });
  console.log(formatRun('SELECT 1 (plain Fastify + pg, baseline)', one));
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
  const runs = [
    ...WIDGETS.map((w) => [w, `/api/reporting/v2/${w}Query?from=${from}&to=${to}`]),
    ...WIDGETS.map((w) => [`${w} (one carrier)`, `/api/reporting/v2/${w}Query?from=${from}&to=${to}&carriers=MAEU`]),
    ['drill: MAEU late arrivals', `/api/reporting/v2/shipmentsQuery?from=${from}&to=${to}&drill.carrier=MAEU&drill.arrival=late`],
    ['emission summary', `/api/emission?from=${from}&to=${to}`],
  ];
  const slowest = [];
  for (const [label, path] of runs) {
    const answer = await fetch(`${server.base}${path}`, { headers });
    if (!answer.ok) {
      failed = true;
      console.error(`  ${label}: HTTP ${answer.status} ${(await answer.text()).slice(0, 300)}`);
      continue;
    }
    const r = await loadRun(`${server.base}${path}`, { connections: 1, seconds: SECONDS, headers, timeoutSeconds: 30 });
    console.log(formatRun(label, r));
    slowest.push([label, r.p95]);
    if (r.non2xx || r.errors) failed = true;
  }
  slowest.sort((a, b) => b[1] - a[1]);
  const over = slowest.filter(([, p95]) => p95 > 200);
  console.log(`  ${over.length} of ${slowest.length} queries over the 200 ms p95 target${over.length ? `: ${over.map(([l, p]) => `${l} ${p.toFixed(0)} ms`).join(', ')}` : ''}`);
} catch (error) {
  failed = true;
  console.error(`PostgreSQL: ${error.message}\n${server.output().slice(-2000)}`);
} finally {
  await baseline?.stop();
  await client.end().catch(() => {});
  await server.stop();
  await db.drop();
}
process.exit(failed ? 1 : 0);
