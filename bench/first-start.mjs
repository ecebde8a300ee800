// First start on an empty data folder: the time until the built server answers /api/health (migrations
// and demo data included), its peak RSS meanwhile, and its RSS once idle. Embedded PGlite by default;
// `--pg` also measures a fresh PostgreSQL database (created on the local server, dropped after).
//
//   node bench/first-start.mjs [--runs 1] [--pg] [--server dist/server/main.js]
//
// Figures only; RSS from /proc (Linux).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from './lib/serverProcess.mjs';
import { createBenchDatabase } from './lib/postgresBench.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => {
    if (arg.startsWith('--')) pairs.push([arg.slice(2), all[i + 1] && !all[i + 1].startsWith('--') ? all[i + 1] : 'true']);
    return pairs;
  }, []),
);
const SERVER = args.server ?? 'dist/server/main.js';
const RUNS = Number(args.runs ?? 1);
if (!existsSync(SERVER)) {
  console.error(`Build the server first (npm run build:server): ${SERVER} is missing`);
  process.exit(1);
}

/** VmHWM (peak) and VmRSS (now) of a process, in MB. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { peak: kb('VmHWM') / 1024, now: kb('VmRSS') / 1024 };
}

async function once(label, env) {
  const server = await startServerProcess(SERVER, { env: { PORTOLAN_SEED_DEMO: '1', ...env }, pollMs: 25 });
  try {
    const atReady = memoryOf(server.pid);
    await new Promise((r) => setTimeout(r, 3000));
    const idle = memoryOf(server.pid);
    console.log(`  ${label.padEnd(28)} ready in ${(server.startMs / 1000).toFixed(2)} s   peak RSS ${atReady.peak.toFixed(0)} MB   idle RSS after 3 s ${idle.now.toFixed(0)} MB`);
  } finally {
    await server.stop();
  }
}

console.log(`First start with demo data (${SERVER}):`);
for (let i = 0; i < RUNS; i++) {
  const dir = mkdtempSync(join(tmpdir(), 'portolan-first-start-'));
  try {
    await once('PGlite, empty data folder', { DATABASE_URL: '', PORTOLAN_DATA_DIR: dir });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (args.pg) {
    const db = await createBenchDatabase('portolan_first_start');
    if (!db) {
      console.log('  PostgreSQL: no server answers; skipped.');
      continue;
    }
    try {
      await once('PostgreSQL, empty database', { DATABASE_URL: db.url });
    } finally {
      await db.drop();
    }
  }
}
