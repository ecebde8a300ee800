// Printing through document templates (issue 19), on PostgreSQL (PGlite when no server answers), through the API:
//  1. Quote PDFs through Bluewave's template (the demo quotation): p50 / p95 of N sequential downloads, then
//     N downloads by CONCURRENCY clients at once — PDFs per second.
//  2. Invoice PDFs through Bluewave's tax-invoice template (with its logo): p50 / p95.
//  3. The live preview: POST /api/documents/v2/templates/preview with the template's body on a real quote — p50 / p95
//     (what the composer waits for after each change).
//  4. Saving a template revision (the whole body): p50 / p95 of N saves.
//
//   node bench/composer.mjs [--n 40] [--concurrency 8]
//
// Figures only; exits 1 when a call fails.
import { existsSync } from 'node:fs';
import { startServerProcess } from './lib/serverProcess.mjs';
import { pool } from './lib/pool.mjs';
import { ms, summary } from './lib/timings.mjs';
import { signIn } from './lib/signIn.mjs';
import { createBenchDatabase } from './lib/postgresBench.mjs';

const argv = process.argv.slice(2);
const value = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
const N = Number(value('n', 40));
const CONCURRENCY = Number(value('concurrency', 8));
const SERVER = value('server', 'dist/server/main.js');
if (!existsSync(SERVER)) {
  console.error(`Build the server first (npm run build:server): ${SERVER} is missing`);
  process.exit(1);
}


async function call(base, token, method, path, body) {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body ? JSON.stringify({ data: body }) : undefined });
  const type = res.headers.get('content-type') ?? '';
  const json = type.includes('json') ? await res.json() : undefined;
  const bytes = json ? 0 : (await res.arrayBuffer()).byteLength;
  const elapsed = performance.now() - started;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json?.error)}`);
  return { data: json?.data, bytes, elapsed };
}

const db = await createBenchDatabase('portolan_bench_composer');
const env = { PORTOLAN_SEED_DEMO: '1', PORTOLAN_DEMO_HISTORY: '0', ...(db ? { DATABASE_URL: db.url } : {}) };
const server = await startServerProcess(SERVER, { env, timeoutMs: 240_000 });
let failed = false;
try {
  const base = server.base;
  console.log(`composer bench on ${db ? 'PostgreSQL' : 'PGlite'}; first start ${(server.startMs / 1000).toFixed(1)} s`);
  const bluewave = await signIn(base, { email: 'forwarder@portolan.test', password: 'portolan-demo' });
  const quotes = (await call(base, bluewave, 'GET', '/api/documents/v2/templates/records?documentType=QUOTE')).data.items;
  const invoices = (await call(base, bluewave, 'GET', '/api/documents/v2/templates/records?documentType=INVOICE')).data.items;
  if (!quotes.length || !invoices.length) throw new Error('the demo has no Bluewave quote or invoice to print');

  // 1. Quote PDFs.
  const first = await call(base, bluewave, 'GET', `/api/enquiries/v2/quote/${quotes[0].id}/pdf`);
  const sequential = [];
  for (let i = 0; i < N; i++) sequential.push((await call(base, bluewave, 'GET', `/api/enquiries/v2/quote/${quotes[i % quotes.length].id}/pdf`)).elapsed);
  const started = performance.now();
  const parallel = await pool(Array.from({ length: N }, (_, i) => () => call(base, bluewave, 'GET', `/api/enquiries/v2/quote/${quotes[i % quotes.length].id}/pdf`)), CONCURRENCY);
  const seconds = (performance.now() - started) / 1000;
  console.log(`quote PDF through the template: first ${ms(first.elapsed)} (${(first.bytes / 1024).toFixed(0)} KiB), ${summary(sequential)} sequential; ${N} by ${CONCURRENCY} clients in ${seconds.toFixed(2)} s = ${(N / seconds).toFixed(1)} PDFs/s (${summary(parallel.map((r) => r.elapsed))})`);

  // 2. Invoice PDFs.
  const invoiceTimes = [];
  for (let i = 0; i < N; i++) invoiceTimes.push((await call(base, bluewave, 'GET', `/api/invoices/${invoices[i % invoices.length].id}/pdf`)).elapsed);
  console.log(`invoice PDF through the template (with the logo): ${summary(invoiceTimes)}`);

  // 3. The live preview and 4. saving revisions.
  const templates = (await call(base, bluewave, 'GET', '/api/documents/v2/templates?filter[documentType]=QUOTE')).data.items;
  let template = (await call(base, bluewave, 'GET', `/api/documents/v2/templates/${templates[0]._id}`)).data.record;
  const previews = [];
  for (let i = 0; i < N; i++) previews.push((await call(base, bluewave, 'POST', '/api/documents/v2/templates/preview', { documentType: 'QUOTE', recordId: quotes[i % quotes.length].id, body: template.body })).elapsed);
  console.log(`live preview (unsaved body on a real quote): ${summary(previews)}`);
  const saves = [];
  for (let i = 0; i < N; i++) {
    const saved = await call(base, bluewave, 'POST', `/api/documents/v2/templates/${template._id}/`, { body: template.body, name: template.name, version: template.version });
    template = saved.data.record;
    saves.push(saved.elapsed);
  }
  console.log(`template save (a new revision): ${summary(saves)}; revision now ${template.revision}`);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await server.stop();
  await db?.drop();
}
process.exit(failed ? 1 : 0);
