import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningPortolan {
  baseUrl: string;
  /** Everything the server printed so far. */
  output(): string;
  /** Stops the server and deletes its data folder. */
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
 * Starts the built product (`node dist/server/main.js`, what `npm start` runs) on a free port with
 * demo data on a fresh PGlite folder, and waits until /api/health answers.
 */
export async function launchPortolan(extraEnv: Record<string, string> = {}): Promise<RunningPortolan> {
  if (!existsSync('dist/server/main.js') || !existsSync('dist/web/index.html')) throw new Error('Build first: npm run build');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portolan-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PORTOLAN_DATA_DIR: dataDir, PORTOLAN_SEED_DEMO: '1', NODE_ENV: 'test', DATABASE_URL: '', ...extraEnv },
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
  return {
    baseUrl,
    output: () => output,
    async close() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
