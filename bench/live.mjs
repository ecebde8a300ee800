// Live delivery across API processes (issue 17), on PostgreSQL:
//  1. Two API processes (A and B) on one fresh database; B holds CLIENTS WebSocket clients (default 1,000),
//     signed in as the demo users (Bluewave's forwarder holds a quarter of them, the rest are other users' tabs).
//  2. Latency: Acme's shipper posts MESSAGES chat messages, one at a time, to process A in a chat with
//     Bluewave's forwarder; each is timed from the POST to its arrival at every forwarder client on B
//     (LISTEN/NOTIFY fan-out, then each process's sockets): p50 / p95 / p99 over all deliveries.
//  3. Throughput: posts from CONCURRENCY senders for SECONDS; messages per second accepted by A and delivered
//     to one client on B (all of them, in order: checked).
//  4. Memory per connection: B's resident memory before and after opening the clients, over CLIENTS.
//
//   node bench/live.mjs [--clients 1000] [--messages 200] [--seconds 10] [--concurrency 8]
//
// Figures only; exits 1 if a message is lost or arrives out of order.
import { existsSync, readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { startServerProcess } from './lib/serverProcess.mjs';
import { ms, pct } from './lib/timings.mjs';
import { signIn } from './lib/signIn.mjs';
import { createBenchDatabase } from './lib/postgresBench.mjs';

const argv = process.argv.slice(2);
const value = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
const CLIENTS = Number(value('clients', 1000));
const MESSAGES = Number(value('messages', 200));
const SECONDS = Number(value('seconds', 10));
const CONCURRENCY = Number(value('concurrency', 8));
const SERVER = value('server', 'dist/server/main.js');
if (!existsSync(SERVER)) {
  console.error(`Build the server first (npm run build:server): ${SERVER} is missing`);
  process.exit(1);
}

const USERS = ['forwarder@portolan.test', 'shipper@portolan.test', 'vendor2@portolan.test', 'vendor3@portolan.test', 'approver@portolan.test'];
const CHAT_MESSAGE = 'messaging.chat-message';

const rssKib = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);

async function api(base, token, method, path, body) {
  const res = await fetch(`${base}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json.error)}`);
  return json.data;
}

/** Opens a live client and resolves once it is ready; `onEvent` gets every event. */
function connect(base, token, onEvent) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/api/live`);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'hello', token, after: 0 })));
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw));
      if (message.type === 'ready') resolve(socket);
      else if (message.type === 'denied') reject(new Error(message.message));
      else if (message.type === 'event') onEvent(message);
    });
    socket.on('error', reject);
  });
}

const db = await createBenchDatabase('portolan_bench_live');
if (!db) {
  console.error('No PostgreSQL server answers (DATABASE_URL or 127.0.0.1:5432 database test)');
  process.exit(1);
}
const env = { DATABASE_URL: db.url, PORTOLAN_DEMO_HISTORY: '0' };
const a = await startServerProcess(SERVER, { env: { ...env, PORTOLAN_SEED_DEMO: '1' } });
const b = await startServerProcess(SERVER, { env: { ...env, PORTOLAN_SEED_DEMO: '0' } });
try {
  const tokens = Object.fromEntries(await Promise.all(USERS.map(async (email) => [email, await signIn(a.base, { email, password: 'portolan-demo' })])));
  const shipper = tokens['shipper@portolan.test'];
  const forwarderToken = tokens['forwarder@portolan.test'];
  const contacts = await api(a.base, shipper, 'GET', '/api/messages/contacts?search=Felix');
  const felix = contacts.items.find((c) => c.name === 'Felix Forwarder');
  const chat = (await api(a.base, shipper, 'POST', '/api/messages/chat', { data: { title: 'Bench', memberIds: [felix.userId] } })).record;

  // Clients on B: a quarter are the forwarder's tabs (they receive), the rest other users' (they do not).
  const rssBefore = rssKib(b.pid);
  const arrivals = new Map(); // message id → [arrival times]
  const receivers = [];
  const sockets = [];
  const openedAt = performance.now();
  for (let i = 0; i < CLIENTS; i += 50) {
    const batch = [];
    for (let j = i; j < Math.min(CLIENTS, i + 50); j++) {
      const forwarder = j % 4 === 0;
      const token = forwarder ? forwarderToken : tokens[USERS[1 + (j % (USERS.length - 1))]];
      const seen = [];
      if (forwarder) receivers.push(seen);
      batch.push(
        connect(b.base, token, (event) => {
          if (event.kind !== CHAT_MESSAGE || !forwarder) return;
          const id = event.data.message._id;
          seen.push(event.data.message.seq);
          const list = arrivals.get(id) ?? [];
          list.push(performance.now());
          arrivals.set(id, list);
        }),
      );
    }
    sockets.push(...(await Promise.all(batch)));
  }
  const openMs = performance.now() - openedAt;
  await new Promise((r) => setTimeout(r, 500));
  const rssAfter = rssKib(b.pid);

  // 2. latency, one message at a time
  const latencies = [];
  for (let i = 0; i < MESSAGES; i++) {
    const started = performance.now();
    const sent = (await api(a.base, shipper, 'POST', `/api/messages/chat/${chat._id}/messages/`, { data: { body: `Latency ${i}`, clientId: `lat-${i}` } })).record;
    const deadline = Date.now() + 10_000;
    while ((arrivals.get(sent._id)?.length ?? 0) < receivers.length && Date.now() < deadline) await new Promise((r) => setImmediate(r));
    const got = arrivals.get(sent._id) ?? [];
    if (got.length < receivers.length) throw new Error(`message ${i} reached ${got.length} of ${receivers.length} clients in 10 s`);
    for (const t of got) latencies.push(t - started);
  }
  latencies.sort((x, y) => x - y);

  // 3. throughput
  const before = receivers[0].length;
  let accepted = 0;
  const until = performance.now() + SECONDS * 1000;
  const senders = Array.from({ length: CONCURRENCY }, async (_, s) => {
    for (let n = 0; performance.now() < until; n++) {
      await api(a.base, shipper, 'POST', `/api/messages/chat/${chat._id}/messages/`, { data: { body: `Load ${s}/${n}`, clientId: `load-${s}-${n}` } });
      accepted++;
    }
  });
  const loadStarted = performance.now();
  await Promise.all(senders);
  const deadline = Date.now() + 15_000;
  while (receivers[0].length - before < accepted && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  const delivered = receivers[0].length - before;
  const inOrder = receivers.every((seen) => seen.every((seq, k) => k === 0 || seq > seen[k - 1]));

  console.log(`Live delivery, two API processes on PostgreSQL, ${CLIENTS} clients connected to process B (${receivers.length} receive each message)`);
  console.log(`  open ${CLIENTS} clients (hello + catch-up):   ${(openMs / 1000).toFixed(2)} s`);
  console.log(`  memory per connection (B's RSS):  ${((rssAfter - rssBefore) / CLIENTS).toFixed(1)} KiB  (${(rssBefore / 1024).toFixed(0)} → ${(rssAfter / 1024).toFixed(0)} MiB)`);
  console.log(`  latency post on A → receipt on B (${latencies.length} deliveries of ${MESSAGES} messages): p50 ${ms(pct(latencies, 50))}  p95 ${ms(pct(latencies, 95))}  p99 ${ms(pct(latencies, 99))}`);
  console.log(`  sustained: ${(accepted / loadSeconds).toFixed(0)} messages/s accepted by A (${CONCURRENCY} senders, ${SECONDS} s), ${delivered} of ${accepted} delivered to a client on B, ${(delivered * receivers.length / loadSeconds).toFixed(0)} deliveries/s; order ${inOrder ? 'kept' : 'BROKEN'}`);
  for (const socket of sockets) socket.terminate();
  if (delivered < accepted || !inOrder) process.exitCode = 1;
} finally {
  await Promise.all([a.stop(), b.stop()]);
  await db.drop();
}
