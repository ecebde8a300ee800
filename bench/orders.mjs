// Orders at scale, two figures (issue 13):
//  1. A purchase-order file of LINES lines (default 5,000: 1,000 orders × 5 lines, CSV) uploaded as the
//     demo shipper (Acme Exports) through the API of the built server — POST /api/orders/bulkOrderFileUpload
//     answers at once, the log is polled until COMPLETED — seconds end to end, on embedded PGlite and on
//     PostgreSQL.
//  2. The orders list at ORDERS purchase orders (default 100,000, three lines each, loaded in bulk with
//     generate_series) on PostgreSQL: p50 / p95 / p99 of GET /api/orders/orders (first page, newest first;
//     sorted by order date; filtered by status; late only; a search), of the summary counters and of the
//     revenue aggregate, with autocannon at concurrency 4, beside a `SELECT 1` server on the same database.
//
//   node bench/orders.mjs [--lines 5000] [--orders 100000] [--seconds 5] [--connections 4] [--upload-only] [--list-only] [--pglite-only]
//
// Figures only, no assertions (it exits 1 when an upload does not end COMPLETED with every line, or a list answers non-2xx).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startServerProcess } from './lib/serverProcess.mjs';
import { signIn } from './lib/signIn.mjs';
import { createBenchDatabase } from './lib/postgresBench.mjs';
import { formatRun, loadRun } from './lib/loadRun.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
const value = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
const LINES = Number(value('lines', 5000));
const ORDERS = Number(value('orders', 100_000));
const SECONDS = Number(value('seconds', 5));
const CONNECTIONS = Number(value('connections', 4));
const SERVER = value('server', 'dist/server/main.js');
if (!existsSync(SERVER)) {
  console.error(`Build the server first (npm run build:server): ${SERVER} is missing`);
  process.exit(1);
}

// The demo suppliers and locations of Acme (plugins/orders/server/master/seedMaster.ts).
const SUPPLIERS = [
  ['SUP-BRIGHTWAY', 'CNYTN', 'USD'], ['SUP-NINGBO', 'CNNGB', 'USD'], ['SUP-SAIGON', 'VNCMP', 'USD'], ['SUP-TIRUPUR', 'INMAA', 'INR'], ['SUP-BUSAN', 'KRPUS', 'USD'],
];
const SHIP_TO = ['LOC-BHIWANDI', 'LOC-PUNE', 'LOC-ROTTERDAM'];
const INCOTERMS = ['FOB', 'CIF', 'EXW', 'FCA'];

/** The upload file: LINES lines, 5 per order, deterministic; dates over the next months. */
function ordersCsv(tag) {
  const head = 'PO Number,Supplier Code,Order Date,Incoterm,Currency,Payment Terms,Ship From,POL,POD,Ship To Code,SKU,Description,HS Code,Quantity,Unit,Unit Price,Cargo Ready Date,Required Delivery Date';
  const rows = [head];
  const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  for (let i = 0; i < LINES; i++) {
    const o = Math.floor(i / 5);
    const [code, pol, currency] = SUPPLIERS[o % SUPPLIERS.length];
    const ready = 20 + (o % 60);
    rows.push([
      `BENCH-${tag}-${String(o + 1).padStart(5, '0')}`, code, day(-(o % 30)), INCOTERMS[o % INCOTERMS.length], currency, 'Net 60', `${code} factory`, pol, 'INNSA', SHIP_TO[o % SHIP_TO.length],
      `BENCH-SKU-${(i % 400) + 1}`, `Bench item ${(i % 400) + 1}`, '848210', String(10 + (i % 90)), 'PCS', (1.25 + (i % 300) / 4).toFixed(2), day(ready), day(ready + 35),
    ].join(','));
  }
  return `${rows.join('\n')}\n`;
}

async function call(base, token, method, path, body) {
  const res = await fetch(`${base}${path}`, { method, headers: { authorization: `Bearer ${token}` }, body });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json.data;
}

/** Upload, then poll the log: seconds to the 202 and to COMPLETED, and the progress seen. */
async function upload(base, csv, tag) {
  const token = await signIn(base);
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), `bench-${LINES}-lines-${tag}.csv`);
  const t0 = performance.now();
  let log = (await call(base, token, 'POST', '/api/orders/bulkOrderFileUpload', form)).record;
  const answered = (performance.now() - t0) / 1000;
  const progress = new Set();
  while (log.status === 'PROCESSING') {
    await new Promise((r) => setTimeout(r, 100));
    log = (await call(base, token, 'GET', `/api/orders/bulkOrderLogs/${log._id}`)).record;
    progress.add(`${log.rowsProcessed}/${log.rowsTotal}`);
  }
  const total = (performance.now() - t0) / 1000;
  if (log.status !== 'COMPLETED' || log.rowsAccepted !== LINES) throw new Error(`ended ${log.status}, ${log.rowsAccepted} accepted, ${log.rowsRefused} refused: ${log.message ?? ''} ${JSON.stringify(log.errors?.slice(0, 3))}`);
  return { answered, total, created: log.created, progress: [...progress] };
}

function printUpload(label, r, bytes) {
  console.log(`\n${label}: ${LINES.toLocaleString('en')}-line PO file (${(bytes / 1024).toFixed(0)} KiB CSV) → ${JSON.stringify(r.created)}`);
  console.log(`  upload answered (202)        ${r.answered.toFixed(2)} s`);
  console.log(`  end to end (COMPLETED)       ${r.total.toFixed(2)} s`);
  console.log(`  progress seen while polling: ${r.progress.slice(0, 8).join(', ') || '(none)'}${r.progress.length > 8 ? ', …' : ''}`);
}

/** ORDERS purchase orders of Acme with 3 lines each, every status and milestone, in a few statements. */
async function loadOrders(query, companyId, userId) {
  const started = Date.now();
  const suppliers = (await query("SELECT id FROM company_master WHERE company_id = $1 AND kind = 'SUPPLIER' ORDER BY code", [companyId])).map((r) => r.id);
  if (!suppliers.length) throw new Error('no suppliers: the demo seed of the orders plugin did not run');
  await query(
    `INSERT INTO purchase_orders (company_id, po_number, supplier_id, status, milestone, order_date, pol, pod, incoterm, currency, total_amount, late, max_delay_days, created_by, created_at, updated_at)
     SELECT $1, 'BULK-' || lpad(g::text, 7, '0'), ($2::uuid[])[1 + g % ${suppliers.length}],
            (ARRAY['DRAFT','PENDING_APPROVAL','ISSUED','CHANGES_PROPOSED','ACKNOWLEDGED','ACKNOWLEDGED','ACKNOWLEDGED','ACKNOWLEDGED','REJECTED','CANCELLED','CLOSED'])[1 + g % 11],
            (ARRAY['ISSUED','ACKNOWLEDGED','IN_PRODUCTION','CARGO_READY','BOOKED','SHIPPED','DELIVERED'])[1 + (g / 11) % 7],
            current_date - (g % 720), 'CNSHA', 'INNSA', 'FOB', (ARRAY['USD','USD','USD','EUR','INR'])[1 + g % 5], (1000 + (g * 7919) % 250000)::numeric,
            g % 7 = 0, CASE WHEN g % 7 = 0 THEN 1 + g % 40 ELSE 0 END, $3, now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
     FROM generate_series(1, ${ORDERS}) g`,
    [companyId, suppliers, userId],
  );
  await query(
    `INSERT INTO order_line_items (order_id, company_id, line_no, sku, description, hs_code, quantity, unit, unit_price, amount, cargo_ready_date, required_delivery_date, milestone, delay_days)
     SELECT o.id, o.company_id, n, 'BULK-SKU-' || (abs(hashtext(o.po_number)) % 500 + n), 'Bulk item ' || n, '848210', 100, 'PCS', o.total_amount / 300, o.total_amount / 3,
            o.order_date + 40, o.order_date + 80, o.milestone, o.max_delay_days
     FROM purchase_orders o CROSS JOIN generate_series(1, 3) n WHERE o.company_id = $1 AND o.po_number LIKE 'BULK-%'`,
    [companyId],
  );
  await query('ANALYZE purchase_orders');
  await query('ANALYZE order_line_items');
  const [{ n }] = await query('SELECT count(*)::int AS n FROM purchase_orders WHERE company_id = $1', [companyId]);
  console.log(`  loaded ${ORDERS.toLocaleString('en')} orders with ${(ORDERS * 3).toLocaleString('en')} lines (Acme now has ${n.toLocaleString('en')}) in ${Math.round((Date.now() - started) / 100) / 10} s`);
}

let failed = false;
if (!flag('list-only')) {
  const csv = ordersCsv('pglite');
  if (!flag('postgres-only')) {
    const dir = mkdtempSync(join(tmpdir(), 'portolan-bench-orders-'));
    const server = await startServerProcess(SERVER, { env: { DATABASE_URL: '', PORTOLAN_DATA_DIR: dir, PORTOLAN_SEED_DEMO: '1' } });
    try {
      printUpload('PGlite', await upload(server.base, csv, 'pglite'), csv.length);
    } catch (error) {
      failed = true;
      console.error(`PGlite: ${error.message}\n${server.output().slice(-2000)}`);
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

if (!flag('pglite-only')) {
  const db = await createBenchDatabase('portolan_bench_orders');
  if (!db) console.log('\nPostgreSQL: no server answers on 127.0.0.1:5432 (or DATABASE_URL); skipped.');
  else {
    const server = await startServerProcess(SERVER, { env: { DATABASE_URL: db.url, PORTOLAN_SEED_DEMO: '1' } });
    const client = new pg.Client({ connectionString: db.url });
    let baseline;
    try {
      if (!flag('list-only')) {
        const csv = ordersCsv('pg');
        printUpload('PostgreSQL', await upload(server.base, csv, 'pg'), csv.length);
      }
      if (!flag('upload-only')) {
        console.log(`\nPostgreSQL (${db.name}): the orders list at ${ORDERS.toLocaleString('en')} orders, ${CONNECTIONS} connections, ${SECONDS} s each`);
        await client.connect();
        const query = async (sql, params) => (await client.query(sql, params)).rows;
        const [shipper] = await query("SELECT id, company_id FROM users WHERE email = 'shipper@portolan.test'");
        await loadOrders(query, shipper.company_id, shipper.id);
        const headers = { authorization: `Bearer ${await signIn(server.base)}` };
        baseline = await startServerProcess(join(here, 'lib/selectOneServer.mjs'), { env: { DATABASE_URL: db.url } });
        const one = await loadRun(`${baseline.base}/select1`, { connections: CONNECTIONS, seconds: SECONDS });
        console.log(formatRun('SELECT 1 (plain Fastify + pg, baseline)', one));
        const runs = [
          ['list, first page (50, newest first)', '/api/orders/orders?limit=50'],
          ['list sorted by order date', '/api/orders/orders?limit=50&sort%5BorderDate%5D=desc'],
          ['list filtered: status ACKNOWLEDGED', '/api/orders/orders?limit=50&filter%5Bstatus%5D=ACKNOWLEDGED'],
          ['list filtered: late only', '/api/orders/orders?limit=50&filter%5Blate%5D=true'],
          ['list search "BULK-00042"', '/api/orders/orders?limit=50&search=BULK-00042'],
          ['summary (counters)', '/api/orders/summary'],
          ['aggregate revenue by supplier/month', '/api/orders/aggregateByRevenue'],
        ];
        for (const [label, path] of runs) {
          const first = await fetch(`${server.base}${path}`, { headers });
          if (!first.ok) {
            failed = true;
            console.error(`  ${label}: HTTP ${first.status} ${(await first.text()).slice(0, 300)}`);
            continue;
          }
          const r = await loadRun(`${server.base}${path}`, { connections: CONNECTIONS, seconds: SECONDS, headers });
          console.log(formatRun(label, r, one));
          if (r.non2xx || r.errors) failed = true;
        }
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
  }
}
process.exit(failed ? 1 : 0);
