// Rate-sheet import end to end: a 10,000-row carrier sheet (CSV, long layout: one rate per row, 20
// lanes × 6 carriers × 4 container types) uploaded as the demo forwarder through the API of the built
// server, then mapped (every row checked by the rate rules), committed (in the background, all rows
// in one transaction) and polled until COMMITTED. Prints the seconds of each step, on embedded PGlite
// and on PostgreSQL (a fresh database on the local server, dropped after).
//
//   node bench/rates-import.mjs [ROWS] [--pglite-only] [--postgres-only] [--server dist/server/main.js]
//
// Figures only, no assertions (it exits 1 if the import does not end COMMITTED with every row).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from './lib/serverProcess.mjs';
import { createBenchDatabase } from './lib/postgresBench.mjs';

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
const value = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
const ROWS = Number(argv.find((a) => /^\d[\d_]*$/.test(a))?.replace(/_/g, '') ?? 10_000);
const SERVER = value('server', 'dist/server/main.js');
const FORWARDER = { email: 'forwarder@portolan.test', password: 'portolan-demo' };
if (!existsSync(SERVER)) {
  console.error(`Build the server first (npm run build:server): ${SERVER} is missing`);
  process.exit(1);
}

const LANES = [
  ['INNSA', 'NLRTM'], ['INNSA', 'DEHAM'], ['INNSA', 'USNYC'], ['INMUN', 'USSAV'], ['INMAA', 'SGSIN'], ['INNSA', 'AEJEA'], ['CNSHA', 'NLRTM'],
  ['CNSHA', 'USLAX'], ['CNNGB', 'DEHAM'], ['CNYTN', 'USLGB'], ['CNSHA', 'INNSA'], ['CNTAO', 'BEANR'], ['CNSHK', 'GBFXT'], ['NLRTM', 'USNYC'],
  ['DEHAM', 'USHOU'], ['GBFXT', 'INNSA'], ['BEANR', 'INMUN'], ['USLAX', 'CNSHA'], ['USNYC', 'INNSA'], ['SGSIN', 'AEJEA'],
];
const CARRIERS = ['MAEU', 'MSCU', 'CMDU', 'HLCU', 'ONEY', 'EGLV'];
const TYPES = ['20GP', '40GP', '40HC', '20RF'];

/** The sheet: ROWS rows, deterministic; validity windows of a month each over next year. */
function sheet() {
  const year = new Date().getUTCFullYear() + 1;
  const lines = ['POL,POD,Carrier,Equipment,Rate,Currency,Valid from,Valid to,Transit time,Free days,Remarks'];
  for (let i = 0; i < ROWS; i++) {
    const [pol, pod] = LANES[i % LANES.length];
    const carrier = CARRIERS[Math.floor(i / LANES.length) % CARRIERS.length];
    const type = TYPES[Math.floor(i / (LANES.length * CARRIERS.length)) % TYPES.length];
    const month = 1 + (Math.floor(i / (LANES.length * CARRIERS.length * TYPES.length)) % 12);
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const amount = (900 + ((i * 37) % 2400)).toFixed(2);
    lines.push(`${pol},${pod},${carrier},${type},"${Number(amount).toLocaleString('en', { minimumFractionDigits: 2 })}",USD,01/${String(month).padStart(2, '0')}/${year},${last}/${String(month).padStart(2, '0')}/${year},${12 + (i % 25)},14,Bench row ${i + 1}`);
  }
  return `${lines.join('\n')}\n`;
}

async function call(base, token, method, path, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body && !(body instanceof FormData) && { 'content-type': 'application/json' }) },
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json.data;
}

/** One run against a started server: seconds per step. */
async function run(base, csv) {
  const login = await fetch(`${base}/api/auth/v2/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data: FORWARDER }) });
  const token = (await login.json()).data?.authToken;
  if (!token) throw new Error(`login failed (${login.status})`);
  const api = '/api/rates/v3/rateInventory/imports';
  const steps = {};
  const time = async (name, fn) => {
    const t = performance.now();
    const out = await fn();
    steps[name] = (performance.now() - t) / 1000;
    return out;
  };
  const total = performance.now();
  const uploaded = await time('upload', () => {
    const form = new FormData();
    form.append('kind', 'FCL');
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench-10000.csv');
    return call(base, token, 'POST', api, form);
  });
  const id = uploaded.record._id;
  const mapped = await time('mapping', () => call(base, token, 'POST', `${api}/${id}/mapping/`, { data: { mapping: uploaded.record.mapping, version: uploaded.record.version } }));
  if (mapped.record.errorCount) throw new Error(`${mapped.record.errorCount} rows have errors`);
  let record = await time('commit (answer)', async () => (await call(base, token, 'POST', `${api}/${id}/commit/`, {})).record);
  const progress = new Set();
  await time('commit (until COMMITTED)', async () => {
    while (record.status === 'COMMITTING') {
      await new Promise((r) => setTimeout(r, 100));
      record = (await call(base, token, 'GET', `${api}/${id}`)).record;
      progress.add(record.progress);
    }
  });
  steps.total = (performance.now() - total) / 1000;
  if (record.status !== 'COMMITTED' || record.committedCount !== ROWS) throw new Error(`ended ${record.status} with ${record.committedCount} rates: ${record.failureReason ?? ''}`);
  return { steps, progress: [...progress].sort((a, b) => a - b) };
}

function print(label, { steps, progress }, csvBytes) {
  console.log(`\n${label}: ${ROWS.toLocaleString('en')} rows (${(csvBytes / 1024 / 1024).toFixed(2)} MiB CSV)`);
  for (const [name, s] of Object.entries(steps)) console.log(`  ${name.padEnd(26)} ${s.toFixed(2)} s`);
  console.log(`  progress seen while polling: ${progress.join(', ') || '(none)'}`);
}

const csv = sheet();
let failed = false;
if (!flag('postgres-only')) {
  const dir = mkdtempSync(join(tmpdir(), 'portolan-bench-import-'));
  const server = await startServerProcess(SERVER, { env: { DATABASE_URL: '', PORTOLAN_DATA_DIR: dir, PORTOLAN_SEED_DEMO: '1' } });
  try {
    print('PGlite', await run(server.base, csv), csv.length);
  } catch (error) {
    failed = true;
    console.error(`PGlite: ${error.message}\n${server.output().slice(-2000)}`);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
if (!flag('pglite-only')) {
  const db = await createBenchDatabase('portolan_bench_import');
  if (!db) console.log('\nPostgreSQL: no server answers on 127.0.0.1:5432 (or DATABASE_URL); skipped.');
  else {
    const server = await startServerProcess(SERVER, { env: { DATABASE_URL: db.url, PORTOLAN_SEED_DEMO: '1' } });
    try {
      print('PostgreSQL', await run(server.base, csv), csv.length);
    } catch (error) {
      failed = true;
      console.error(`PostgreSQL: ${error.message}\n${server.output().slice(-2000)}`);
    } finally {
      await server.stop();
      await db.drop();
    }
  }
}
process.exit(failed ? 1 : 0);
