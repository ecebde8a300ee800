// API throughput under load, against a plain Fastify + pg `SELECT 1` server measured in the same run:
// the session check, a shipments list page (limit=50) and shipment details, at 4 and 64 clients, on
// embedded PGlite and on PostgreSQL (a fresh database on the local server, dropped afterwards), with
// the demo data. Runs the built server (npm run build:server) as `npm start` does; loopback only.
//
//   node bench/api.mjs [--seconds 5] [--clients 4,64] [--skip-pglite] [--skip-pg] [--server dist/server/main.js]
//
// Prints req/s, p50/p95/p99, errors and timeouts per case, and the rate as a share of SELECT 1's.
// Figures only, no assertions: the machine's other load moves them.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServerProcess } from './lib/serverProcess.mjs';
import { createBenchDatabase } from './lib/postgresBench.mjs';
import { formatRun, loadRun } from './lib/loadRun.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => {
    if (arg.startsWith('--')) pairs.push([arg.slice(2), all[i + 1] && !all[i + 1].startsWith('--') ? all[i + 1] : 'true']);
    return pairs;
  }, []),
);
const SECONDS = Number(args.seconds ?? 5);
const CLIENTS = String(args.clients ?? '4,64').split(',').map(Number);
const SERVER = args.server ?? 'dist/server/main.js';
const DEMO = { email: 'shipper@portolan.test', password: 'portolan-demo' };

if (!existsSync(SERVER)) {
  console.error(`Build the server first (npm run build:server): ${SERVER} is missing`);
  process.exit(1);
}

async function json(url, init) {
  const res = await fetch(url, init);
  const body = await res.json();
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** Signs in as the demo shipper and answers the cases to measure (paths with the bearer header). */
async function casesOf(base) {
  const login = await json(`${base}/api/auth/v2/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data: DEMO }) });
  const headers = { authorization: `Bearer ${login.data.authToken}` };
  const list = await json(`${base}/api/shipments/v2?limit=50`, { headers });
  const id = list.data.items[0]._id;
  console.log(`  (list page: ${list.data.items.length} of ${list.data.count} shipments)`);
  return [
    { name: 'session check GET /api/auth/v2/user/', path: '/api/auth/v2/user/', headers },
    { name: 'list GET /api/shipments/v2?limit=50', path: '/api/shipments/v2?limit=50', headers },
    { name: 'details GET /api/shipments/v2/:id', path: `/api/shipments/v2/${id}`, headers },
  ];
}

const baselines = {};
const summary = [];

async function measureServer(label, env) {
  const server = await startServerProcess(SERVER, { env: { ...env, PORTOLAN_SEED_DEMO: '1' } });
  try {
    console.log(`${label} (started in ${(server.startMs / 1000).toFixed(1)} s)`);
    const cases = await casesOf(server.base);
    for (const clients of CLIENTS) {
      for (const c of cases) {
        const r = await loadRun(`${server.base}${c.path}`, { connections: clients, seconds: SECONDS, headers: c.headers });
        console.log(formatRun(`${c.name} @${clients}`, r, baselines[clients]));
        summary.push({ label, name: c.name, clients, ...r });
      }
    }
  } finally {
    await server.stop();
  }
}

const here = fileURLToPath(new URL('.', import.meta.url));
const pgDb = args['skip-pg'] && args['skip-pglite'] ? undefined : await createBenchDatabase();
if (!pgDb) console.log('PostgreSQL: no server answers on 127.0.0.1:5432 (or DATABASE_URL); the SELECT 1 baseline and PostgreSQL cases are skipped.');
try {
  if (pgDb) {
    const baseline = await startServerProcess(join(here, 'lib/selectOneServer.mjs'), { env: { DATABASE_URL: pgDb.url } });
    try {
      console.log('Baseline: Fastify + pg (pool 10) GET /select1 → SELECT 1');
      for (const clients of CLIENTS) {
        baselines[clients] = await loadRun(`${baseline.base}/select1`, { connections: clients, seconds: SECONDS });
        console.log(formatRun(`SELECT 1 @${clients}`, baselines[clients]));
      }
    } finally {
      await baseline.stop();
    }
  }
  if (pgDb && !args['skip-pg']) await measureServer(`PostgreSQL (${pgDb.name})`, { DATABASE_URL: pgDb.url });
  if (!args['skip-pglite']) {
    const dir = mkdtempSync(join(tmpdir(), 'portolan-bench-api-'));
    try {
      await measureServer('PGlite', { DATABASE_URL: '', PORTOLAN_DATA_DIR: dir });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
} finally {
  await pgDb?.drop();
}

// PGlite against PostgreSQL, case by case.
const pgRows = summary.filter((r) => r.label.startsWith('PostgreSQL'));
const liteRows = summary.filter((r) => r.label === 'PGlite');
if (pgRows.length && liteRows.length) {
  console.log('PGlite / PostgreSQL req/s:');
  for (const lite of liteRows) {
    const pgRow = pgRows.find((r) => r.name === lite.name && r.clients === lite.clients);
    if (pgRow) console.log(`  ${`${lite.name} @${lite.clients}`.padEnd(44)} ${(pgRow.rps / lite.rps).toFixed(2)}× slower on PGlite`);
  }
}
