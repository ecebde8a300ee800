#!/usr/bin/env node
/**
 * `npm run start:cluster`: N API processes on one PostgreSQL (DESIGN §5), sharing one port through
 * Node's cluster module (the primary hands each new connection to the next worker, round robin), so a
 * machine's cores all serve. Every worker is a full, stateless API process (dist/server/main.js): live
 * events fan out between them through PostgreSQL LISTEN/NOTIFY and timed work runs once through the
 * job queue (pg-boss). Behind a real load balancer run `npm run serve` on each machine instead (README).
 *
 * PORTOLAN_WORKERS (default: the number of cores, at least 2). DATABASE_URL is required: the embedded
 * database belongs to one process. The first worker starts alone (migrations, demo data), then the rest.
 * A worker that dies is replaced; SIGTERM / SIGINT stop every worker gracefully.
 */
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../dist/server/main.js', import.meta.url));
const workers = Number(process.env.PORTOLAN_WORKERS ?? Math.max(2, availableParallelism()));

if (!process.env.DATABASE_URL) {
  console.error('start:cluster needs DATABASE_URL=postgres://… — several processes cannot share the embedded database (use `npm start` for one process on PGlite).');
  process.exit(1);
}
if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
  console.error(`PORTOLAN_WORKERS must be a whole number from 1 to 64, not "${process.env.PORTOLAN_WORKERS}"`);
  process.exit(1);
}
if (!existsSync(main)) {
  console.error('dist/server/main.js is missing: run `npm run build` first (npm run start:cluster does).');
  process.exit(1);
}

cluster.setupPrimary({ exec: main });
let stopping = false;

/** Forks one worker; the first may seed demo data, the others never do (it is done once). */
const fork = (first) => cluster.fork(first ? {} : { PORTOLAN_SEED_DEMO: '0' });

const waitListening = (worker) =>
  new Promise((resolve, reject) => {
    worker.once('listening', resolve);
    worker.once('exit', (code) => reject(new Error(`the first worker exited (code ${code}) before listening`)));
  });

try {
  await waitListening(fork(true));
} catch (error) {
  console.error(`start:cluster: ${error.message}`);
  process.exit(1);
}
for (let i = 1; i < workers; i++) fork(false);
console.log(`  Portolan cluster: ${workers} API processes on port ${process.env.PORT ?? 8080} (primary ${process.pid})`);

cluster.on('exit', (worker, code, signal) => {
  if (stopping) return;
  console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
  fork(false);
});

const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  const timer = setTimeout(() => process.exit(1), 15_000);
  timer.unref();
  cluster.on('exit', () => {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  });
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
