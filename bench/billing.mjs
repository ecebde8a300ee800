// Invoices and payments under load (issue 18), on PostgreSQL (PGlite when no server answers), through the API:
//  1. Issue: DRAFTS drafts of Bluewave's to Acme, then issued by CONCURRENCY clients at once — invoices
//     issued per second, p50 / p95 per issue, and the numbers checked gap-free and unique (the counter row
//     is locked by each issuing transaction).
//  2. Replays: REPLAYS concurrent POST /api/pay2corp/transactions/ with one Idempotency-Key — p50 / p95 and
//     exactly one transaction.
//  3. Payments: a receipt for each issued invoice, CONCURRENCY at once — payments per second, p50 / p95.
//  4. Reads: the ageing of receivables (p50 / p95 of 20 over all of Bluewave's invoices), an invoice PDF
//     (p50 / p95 of 20) and a customer statement PDF (p50 of 10).
//
//   node bench/billing.mjs [--drafts 200] [--concurrency 16] [--replays 100]
//
// Figures only; exits 1 if a number is skipped or repeated, or a replay makes a second transaction.
import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { startServerProcess } from './lib/serverProcess.mjs';
import { pool } from './lib/pool.mjs';
import { summary } from './lib/timings.mjs';
import { signIn } from './lib/signIn.mjs';
import { createBenchDatabase } from './lib/postgresBench.mjs';

const argv = process.argv.slice(2);
const value = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
const DRAFTS = Number(value('drafts', 200));
const CONCURRENCY = Number(value('concurrency', 16));
const REPLAYS = Number(value('replays', 100));
const SERVER = value('server', 'dist/server/main.js');
if (!existsSync(SERVER)) {
  console.error(`Build the server first (npm run build:server): ${SERVER} is missing`);
  process.exit(1);
}


async function call(base, token, method, path, body, headers = {}) {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers }, body: body ? JSON.stringify({ data: body }) : undefined });
  const elapsed = performance.now() - started;
  const type = res.headers.get('content-type') ?? '';
  const json = type.includes('json') ? await res.json() : (await res.arrayBuffer(), undefined);
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json?.error)}`);
  return { data: json?.data, elapsed };
}

const db = await createBenchDatabase('portolan_bench_billing');
const env = { PORTOLAN_SEED_DEMO: '1', PORTOLAN_DEMO_HISTORY: '0', ...(db ? { DATABASE_URL: db.url } : {}) };
const server = await startServerProcess(SERVER, { env, timeoutMs: 240_000 });
let failed = false;
try {
  const base = server.base;
  console.log(`billing bench on ${db ? 'PostgreSQL' : 'PGlite'}; first start ${(server.startMs / 1000).toFixed(1)} s`);
  const bluewave = await signIn(base, { email: 'forwarder@portolan.test', password: 'portolan-demo' });
  const acme = await signIn(base);
  const acmeId = (await call(base, acme, 'GET', '/api/auth/v2/user/')).data.record.userCompany;

  // 1. Drafts, then concurrent issues.
  const line = { code: 'OFR', description: 'Ocean freight', sac: '996521', quantity: '2', unitPrice: '1250.50', taxRate: 5 };
  const ids = await pool(Array.from({ length: DRAFTS }, () => async () => (await call(base, bluewave, 'POST', '/api/invoices', { customerCompanyId: acmeId, currency: 'INR', lines: [line, { ...line, code: 'THC', description: 'Terminal handling', sac: '996719', quantity: '1', unitPrice: '9000', taxRate: 18 }] })).data.record._id), CONCURRENCY);
  const issueStarted = performance.now();
  const issues = await pool(ids.map((id) => async () => call(base, bluewave, 'POST', `/api/invoices/${id}/issue`, { version: 1 })), CONCURRENCY);
  const issueSeconds = (performance.now() - issueStarted) / 1000;
  const numbers = issues.map((r) => r.data.record.number);
  const seq = numbers.map((n) => Number(n.split('/').pop())).sort((a, b) => a - b);
  const gapFree = new Set(seq).size === seq.length && seq.every((n, i) => i === 0 || n === seq[i - 1] + 1);
  console.log(`issue: ${DRAFTS} invoices by ${CONCURRENCY} clients in ${issueSeconds.toFixed(2)} s = ${(DRAFTS / issueSeconds).toFixed(1)} invoices/s; ${summary(issues.map((r) => r.elapsed))}; numbers ${seq[0]}…${seq.at(-1)} ${gapFree ? 'gap-free and unique' : 'NOT gap-free'}`);
  if (!gapFree) failed = true;

  // 2. Idempotent replays of one payment request (Acme pays the first invoice from its INR sandbox account).
  const accounts = (await call(base, acme, 'GET', '/api/pay2corp/users/')).data.items;
  const inr = accounts.find((a) => a.currency === 'INR');
  const first = issues[0].data.record;
  const key = randomUUID();
  const replays = await Promise.all(Array.from({ length: REPLAYS }, () => call(base, acme, 'POST', '/api/pay2corp/transactions/', { accountId: inr._id, invoices: [{ invoiceId: first._id, amountMinor: first.balanceMinor }] }, { 'idempotency-key': key })));
  const transactionIds = new Set(replays.map((r) => r.data.record._id));
  console.log(`replays: ${REPLAYS} concurrent requests with one Idempotency-Key → ${transactionIds.size} transaction; ${summary(replays.map((r) => r.elapsed))}`);
  if (transactionIds.size !== 1) failed = true;

  // 3. Receipts for the other invoices, recorded by Bluewave.
  const open = issues.slice(1).map((r) => r.data.record);
  const payStarted = performance.now();
  const receipts = await pool(open.map((inv, i) => async () => call(base, bluewave, 'POST', '/api/payments', {
    payerCompanyId: acmeId, method: 'BANK_TRANSFER', reference: `BENCH-${i}`, receivedOn: new Date().toISOString().slice(0, 10), currency: 'INR', amountMinor: inv.balanceMinor,
    allocations: [{ invoiceId: inv._id, amountMinor: inv.balanceMinor }],
  })), CONCURRENCY);
  const paySeconds = (performance.now() - payStarted) / 1000;
  console.log(`payments: ${open.length} receipts by ${CONCURRENCY} clients in ${paySeconds.toFixed(2)} s = ${(open.length / paySeconds).toFixed(1)} payments/s; ${summary(receipts.map((r) => r.elapsed))}`);

  // 4. Reads.
  const ageing = [];
  for (let i = 0; i < 20; i++) ageing.push((await call(base, bluewave, 'GET', '/api/payments/ageing?side=receivables')).elapsed);
  const pdfs = [];
  for (let i = 0; i < 20; i++) pdfs.push((await call(base, bluewave, 'GET', `/api/invoices/${ids[i % ids.length]}/pdf`)).elapsed);
  const statements = [];
  for (let i = 0; i < 10; i++) statements.push((await call(base, bluewave, 'GET', `/api/payments/statements/${acmeId}?format=pdf`)).elapsed);
  console.log(`ageing of receivables (${DRAFTS}+ invoices): ${summary(ageing)}; invoice PDF: ${summary(pdfs)}; statement PDF (${DRAFTS * 2}+ entries): ${summary(statements)}`);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await server.stop();
  await db?.drop();
}
process.exit(failed ? 1 : 0);
