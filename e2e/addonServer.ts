import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface AddonServer {
  baseUrl: string;
  /** The built add-on's manifest. */
  manifest: { id: string; web: string; [key: string]: unknown };
  /** Milliseconds the add-on build took. */
  buildMs: number;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * What a Portolan operator does with a third-party add-on: build it on its own (its own package.json
 * and Rollup config, against @portolan/sdk), copy its dist/ into the add-ons folder, and start the
 * built Portolan (no rebuild of Portolan) with demo data on a fresh embedded database.
 */
export async function startServerWithAddon(example: string): Promise<AddonServer> {
  const started = Date.now();
  execFileSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c', join('examples', example, 'rollup.config.mjs'), '--silent'], { stdio: 'pipe' });
  const buildMs = Date.now() - started;
  const addonsDir = mkdtempSync(join(tmpdir(), 'portolan-addons-'));
  const manifest = JSON.parse(readFileSync(join('examples', example, 'dist', 'portolan-addon.json'), 'utf8'));
  cpSync(join('examples', example, 'dist'), join(addonsDir, manifest.id), { recursive: true });

  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portolan-e2e-addons-'));
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PORTOLAN_DATA_DIR: dataDir, PORTOLAN_ADDONS_DIR: addonsDir, PORTOLAN_SEED_DEMO: '1', NODE_ENV: 'test', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`The server did not answer within 90 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  if (!output.includes(`${manifest.id} `)) throw new Error(`The server did not load the add-on:\n${output}`);
  return {
    baseUrl,
    manifest,
    buildMs,
    async close() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(addonsDir, { recursive: true, force: true });
    },
  };
}
