// Demurrage and detention at scale, and the bookings area's reads (issue 14), on PostgreSQL:
//  1. CONTAINERS containers (default 10,000: 5,000 import shipments × 2 boxes of Acme Exports, each with
//     actual DISC / GTOT / GTIN events spread so that some are in free time, some at risk, some over and
//     some returned) loaded in bulk; then the first GET of the D&D containers list, which recomputes every
//     clock of the company (journeys from the shipments plugin → clock windows → tariff terms → priced
//     clocks upserted) — seconds for the whole refresh.
//  2. p50 / p95 / p99 with autocannon (concurrency 4) of the D&D containers list (first page; sorted by last
//     free day; only OVER), the summary, the shipments roll-up, the bookings list and the HS code search,
//     beside a `SELECT 1` server on the same database.
//
//   node bench/dnd.mjs [--containers 10000] [--seconds 5] [--connections 4]
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
const CONTAINERS = Number(value('containers', 10_000));
const SECONDS = Number(value('seconds', 5));
const CONNECTIONS = Number(value('connections', 4));
const SERVER = value('server', 'dist/server/main.js');
if (!existsSync(SERVER)) {
  console.error(`Build the server first (npm run build:server): ${SERVER} is missing`);
  process.exit(1);
}

/** ISO 6346 check digit (letters skip multiples of 11). */
function checkDigit(first10) {
  const values = {};
  let v = 10;
  for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    if (v % 11 === 0) v += 1;
    values[letter] = v;
    v += 1;
  }
  let sum = 0;
  [...first10].forEach((c, i) => {
    sum += (/[0-9]/.test(c) ? Number(c) : values[c]) * 2 ** i;
  });
  return (sum % 11) % 10;
}
const containerNumber = (n) => {
  const first10 = `BNCU${String(n).padStart(6, '0')}`;
  return `${first10}${checkDigit(first10)}`;
};

/** Import shipments CNSHA → INNSA (a port with seeded tariffs) with two containers each and their events. */
async function loadContainers(query, companyId) {
  const started = Date.now();
  const shipments = Math.ceil(CONTAINERS / 2);
  const carriers = ['MAEU', 'MSCU', 'CMDU', 'HLCU', 'ONEY', 'EGLV'];
  await query(
    `INSERT INTO shipments (company_id, reference, mode, status, carrier, origin, destination, pol, pod, etd, eta, atd, ata, teu)
     SELECT $1, 'BENCH-DND-' || lpad(g::text, 6, '0'), 'FCL', 'ARRIVED', ($2::text[])[1 + g % 6], 'CNSHA', 'INNSA', 'CNSHA', 'INNSA',
            now() - ((30 + g % 40) || ' days')::interval, now() - ((g % 40) || ' days')::interval,
            now() - ((30 + g % 40) || ' days')::interval, now() - ((g % 40) || ' days')::interval, 4
     FROM generate_series(1, ${shipments}) g`,
    [companyId, carriers],
  );
  const numbers = Array.from({ length: shipments * 2 }, (_, i) => containerNumber(i + 1));
  await query(
    `INSERT INTO shipment_containers (company_id, shipment_id, number, iso_type, position)
     SELECT s.company_id, s.id, ($2::text[])[(dense_rank() OVER (ORDER BY s.reference) - 1) * 2 + n], (ARRAY['42G1','22G1'])[n], n
     FROM shipments s CROSS JOIN generate_series(1, 2) n WHERE s.company_id = $1 AND s.reference LIKE 'BENCH-DND-%'`,
    [companyId, numbers],
  );
  // DISC at the POD at the ATA; GTOT 1–12 days later for two boxes in three; the empty return 2–9 days after that for half of those.
  await query(
    `INSERT INTO shipment_events (company_id, shipment_id, source, event_id, event_type, event_code, classifier, event_at, location, equipment_reference)
     SELECT c.company_id, c.shipment_id, 'bench', c.number || ':' || e.code, 'EQUIPMENT', e.code, 'ACT', e.at, e.location, c.number
     FROM shipment_containers c JOIN shipments s ON s.id = c.shipment_id
     CROSS JOIN LATERAL (VALUES
       ('DISC', s.ata + interval '8 hours', 'INNSA', true),
       ('GTOT', s.ata + ((1 + abs(hashtext(c.number)) % 12) || ' days')::interval, 'INNSA', abs(hashtext(c.number)) % 3 > 0),
       ('GTIN', s.ata + ((3 + abs(hashtext(c.number)) % 12 + abs(hashtext(c.number || 'r')) % 8) || ' days')::interval, 'INBOM', abs(hashtext(c.number)) % 3 > 0 AND abs(hashtext(c.number || 'x')) % 2 = 0)
     ) AS e(code, at, location, present)
     WHERE c.company_id = $1 AND s.reference LIKE 'BENCH-DND-%' AND e.present AND e.at < now()`,
    [companyId],
  );
  for (const table of ['shipments', 'shipment_containers', 'shipment_events']) await query(`ANALYZE ${table}`);
  const [{ n }] = await query('SELECT count(*)::int AS n FROM shipment_events WHERE company_id = $1 AND source = $2', [companyId, 'bench']);
  console.log(`  loaded ${shipments.toLocaleString('en')} shipments, ${numbers.length.toLocaleString('en')} containers and ${n.toLocaleString('en')} events in ${Math.round((Date.now() - started) / 100) / 10} s`);
}

let failed = false;
const db = await createBenchDatabase('portolan_bench_dnd');
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
  console.log(`PostgreSQL (${db.name}): D&D at ${CONTAINERS.toLocaleString('en')} more containers, ${CONNECTIONS} connections, ${SECONDS} s each`);
  await loadContainers(query, shipper.company_id);
  const headers = { authorization: `Bearer ${await signIn(server.base)}` };
  // The seed computed the company's clocks a moment ago: mark them stale so the next read recomputes them all (as it would a minute later).
  await query("UPDATE dnd_refresh SET refreshed_at = now() - interval '1 hour' WHERE company_id = $1", [shipper.company_id]);
  const t0 = performance.now();
  const first = await fetch(`${server.base}/api/demurrage-detention/v1/containers?limit=50`, { headers });
  const refresh = (performance.now() - t0) / 1000;
  if (!first.ok) throw new Error(`containers list: HTTP ${first.status} ${(await first.text()).slice(0, 300)}`);
  const [{ clocks, running }] = await query("SELECT count(*)::int AS clocks, count(*) FILTER (WHERE state IN ('RUNNING', 'AT_RISK', 'OVER'))::int AS running FROM dnd_clocks WHERE company_id = $1", [shipper.company_id]);
  console.log(`  first containers list (recomputes every clock of the company): ${refresh.toFixed(2)} s → ${clocks.toLocaleString('en')} clocks, ${running.toLocaleString('en')} running`);
  baseline = await startServerProcess(join(here, 'lib/selectOneServer.mjs'), { env: { DATABASE_URL: db.url } });
  const one = await loadRun(`${baseline.base}/select1`, { connections: CONNECTIONS, seconds: SECONDS });
  console.log(formatRun('SELECT 1 (plain Fastify + pg, baseline)', one));
  const runs = [
    ['D&D containers, first page (50)', '/api/demurrage-detention/v1/containers?limit=50'],
    ['D&D containers by last free day', '/api/demurrage-detention/v1/containers?limit=50&sort%5BlastFreeDay%5D=asc'],
    ['D&D containers: OVER only', '/api/demurrage-detention/v1/containers?limit=50&filter%5Bstate%5D=OVER'],
    ['D&D summary', '/api/demurrage-detention/v1/containers/summary'],
    ['D&D shipments roll-up', '/api/demurrage-detention/v1/shipments'],
    ['bookings list (50)', '/api/bookings?limit=50'],
    ['HS codes "cotton t-shirt"', '/api/bookings/hs-codes?q=cotton%20t-shirt'],
    ['HS codes "8482"', '/api/bookings/hs-codes?q=8482'],
  ];
  for (const [label, path] of runs) {
    const answer = await fetch(`${server.base}${path}`, { headers });
    if (!answer.ok) {
      failed = true;
      console.error(`  ${label}: HTTP ${answer.status} ${(await answer.text()).slice(0, 300)}`);
      continue;
    }
    const r = await loadRun(`${server.base}${path}`, { connections: CONNECTIONS, seconds: SECONDS, headers });
    console.log(formatRun(label, r, one));
    if (r.non2xx || r.errors) failed = true;
  }
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
