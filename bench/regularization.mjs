// Regularization of export bills at scale (issue 15), on PostgreSQL: ROWS export bills and as many inward
// remittances of Acme Exports loaded in bulk, then `POST /api/regularization/bills/validate` with a batch of
// ROWS rows (one realization per bill, by shipping bill number/date/port and remittance reference, as a bank
// file names them), RUNS times: the wall time of the call and the server's own `tookMs`. One row in fifty is
// made wrong on purpose (currency, over-realization, unknown bill) so the problems path is measured too.
//
//   node bench/regularization.mjs [--rows 5000] [--runs 5]
//
// Figures only, no assertions (it exits 1 when a request answers non-2xx).
import { existsSync } from 'node:fs';
import pg from 'pg';
import { startServerProcess } from './lib/serverProcess.mjs';
import { signIn } from './lib/signIn.mjs';
import { createBenchDatabase } from './lib/postgresBench.mjs';

const argv = process.argv.slice(2);
const value = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
const ROWS = Number(value('rows', 5_000));
const RUNS = Number(value('runs', 5));
const SERVER = value('server', 'dist/server/main.js');
if (!existsSync(SERVER)) {
  console.error(`Build the server first (npm run build:server): ${SERVER} is missing`);
  process.exit(1);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

let failed = false;
const db = await createBenchDatabase('portolan_bench_regularization');
if (!db) {
  console.log('PostgreSQL: no server answers on 127.0.0.1:5432 (or DATABASE_URL); skipped.');
  process.exit(0);
}
const server = await startServerProcess(SERVER, { env: { DATABASE_URL: db.url, PORTOLAN_SEED_DEMO: '1' } });
const client = new pg.Client({ connectionString: db.url });
try {
  await client.connect();
  const query = async (sql, params) => (await client.query(sql, params)).rows;
  const [shipper] = await query("SELECT company_id FROM users WHERE email = 'shipper@portolan.test'");
  const companyId = shipper.company_id;
  const started = Date.now();
  // Bills: SB 9000001…, dated over the last 200 days, USD invoices of 1,000.00–50,999.00; remittances of the same amounts.
  await query(
    `INSERT INTO export_bills (company_id, sb_number, sb_date, port_code, invoice_number, invoice_date, invoice_minor, currency, buyer_name, buyer_country, export_date, realization_due_date)
     SELECT $1, (9000000 + g)::text, current_date - (g % 200), 'INNSA1', 'BENCH-INV-' || g, current_date - (g % 200) - 2, (1000 + g % 50000) * 100, 'USD',
            'Bench Buyer ' || (g % 97), 'US', current_date - (g % 200), (current_date - (g % 200) + interval '9 months')::date
     FROM generate_series(1, $2::int) g`,
    [companyId, ROWS],
  );
  await query(
    `INSERT INTO inward_remittances (company_id, bank_reference, remittance_date, amount_minor, currency, purpose_code, remitter_name, remitter_country, bank)
     SELECT $1, 'BENCH-IRM-' || g, LEAST(current_date, current_date - (g % 200) + 10), (1000 + g % 50000) * 100, 'USD', 'P0102', 'Bench Buyer ' || (g % 97), 'US', 'ICICI'
     FROM generate_series(1, $2::int) g`,
    [companyId, ROWS],
  );
  for (const table of ['export_bills', 'inward_remittances']) await query(`ANALYZE ${table}`);
  console.log(`PostgreSQL (${db.name}): loaded ${ROWS.toLocaleString('en')} bills and ${ROWS.toLocaleString('en')} remittances in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const rows = await query(
    `SELECT b.sb_number, to_char(b.sb_date, 'YYYY-MM-DD') AS sb_date, b.port_code, r.bank_reference, (b.invoice_minor / 100.0)::text AS amount
     FROM export_bills b JOIN inward_remittances r ON r.company_id = b.company_id AND r.bank_reference = 'BENCH-IRM-' || (b.sb_number::int - 9000000)
     WHERE b.company_id = $1 ORDER BY b.sb_number`,
    [companyId],
  );
  const batch = rows.map((r, i) => {
    const row = { sbNumber: r.sb_number, sbDate: r.sb_date, portCode: r.port_code, remittanceReference: r.bank_reference, amount: Number(r.amount).toFixed(2), currency: 'USD' };
    if (i % 50 === 1) row.currency = 'EUR';
    if (i % 50 === 2) row.amount = (Number(r.amount) * 2).toFixed(2);
    if (i % 50 === 3) row.sbNumber = '8999999';
    return row;
  });
  const headers = { authorization: `Bearer ${await signIn(server.base)}`, 'content-type': 'application/json' };
  const walls = [];
  const tooks = [];
  let problems = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const t0 = performance.now();
    const answer = await fetch(`${server.base}/api/regularization/bills/validate`, { method: 'POST', headers, body: JSON.stringify({ data: { rows: batch } }) });
    const wall = performance.now() - t0;
    if (!answer.ok) {
      failed = true;
      console.error(`  validate: HTTP ${answer.status} ${(await answer.text()).slice(0, 300)}`);
      break;
    }
    const body = await answer.json();
    walls.push(wall);
    tooks.push(body.data.tookMs);
    problems = body.data.rows.length;
  }
  if (walls.length) {
    console.log(`  validate ${batch.length.toLocaleString('en')} rows (${problems} with problems), ${walls.length} runs:`);
    console.log(`    wall time   median ${(median(walls) / 1000).toFixed(2)} s   min ${(Math.min(...walls) / 1000).toFixed(2)} s   max ${(Math.max(...walls) / 1000).toFixed(2)} s`);
    console.log(`    server time median ${(median(tooks) / 1000).toFixed(2)} s (the answer's tookMs: resolve, check and save the batch)`);
  }
} catch (error) {
  failed = true;
  console.error(`PostgreSQL: ${error.message}\n${server.output().slice(-2000)}`);
} finally {
  await client.end().catch(() => {});
  await server.stop();
  await db.drop();
}
process.exit(failed ? 1 : 0);
