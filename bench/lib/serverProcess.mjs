// Starts a server script as a child process on a free loopback port and waits until it answers.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A free TCP port on 127.0.0.1. */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/**
 * Runs `node <script>` with PORT/HOST set to a free loopback port and `env`, polls `readyPath` until it
 * answers 200 (or `timeoutMs` passes), and answers { base, pid, startMs, output(), stop() }.
 */
export async function startServerProcess(script, { env = {}, readyPath = '/api/health', timeoutMs = 120_000, pollMs = 50 } = {}) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORTOLAN_TRACKING_POLL_SECONDS: '0', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${base}${readyPath}`)).ok) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${script} did not start in ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  const startMs = performance.now() - started;
  return {
    base,
    pid: child.pid,
    startMs,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
