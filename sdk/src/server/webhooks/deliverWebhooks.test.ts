import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import { defineServerPlugin, deliverWebhooks, queueWebhook, SIGNATURE_HEADER, webhookTablesSql } from '@portolan/sdk/server';

/** A throwaway plugin owning the `hook_` webhook tables, as the bookings ('bkg') and shipments ('tnt') plugins do. */
const hooks = defineServerPlugin({ id: 'hooks', migrations: [{ name: '001_hook_webhooks', sql: webhookTablesSql('hook') }] });

interface Received {
  body: string;
  signature: string | undefined;
  contentType: string | undefined;
  valid: boolean;
}

/** A subscriber: checks each request's signature with its own copy of the secret and answers the next queued status (default 204). */
class Receiver {
  readonly secret = randomBytes(32);
  received: Received[] = [];
  statuses: number[] = [];
  private server!: Server;
  url = '';

  async start() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const signature = req.headers[SIGNATURE_HEADER.toLowerCase()] as string | undefined;
        const expected = `sha256=${createHmac('sha256', this.secret).update(body).digest('hex')}`;
        this.received.push({ body, signature, contentType: req.headers['content-type'], valid: signature === expected });
        res.statusCode = this.statuses.shift() ?? 204;
        res.end(res.statusCode >= 400 ? 'subscriber is down' : undefined);
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/callbacks/events`;
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** A minute ahead, so everything queued during the test is due at T0. */
const T0 = new Date(Math.ceil(Date.now() / 1000) * 1000 + 60_000);
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe.each(testDatabases())('deliverWebhooks on %s', (dialect) => {
  let server: TestServer;
  let receiver: Receiver;
  let companyId: string;
  let subscriptionId: string;

  beforeAll(async () => {
    server = await createTestServer({ plugins: [hooks], dialect });
    receiver = new Receiver();
    await receiver.start();
    companyId = (await server.db.one<{ id: string }>(`INSERT INTO companies (name, kind) VALUES ('Acme', 'shipper') RETURNING id`))!.id;
  });
  afterAll(async () => {
    await receiver?.stop();
    await server?.close();
  });
  beforeEach(async () => {
    receiver.received = [];
    receiver.statuses = [];
    await server.db.query('DELETE FROM hook_webhook_subscriptions');
    subscriptionId = await subscribe(receiver.url, receiver.secret.toString('base64'));
  });
  afterEach(async () => {
    await server.db.query('DELETE FROM hook_webhook_deliveries');
  });

  const subscribe = async (url: string, secret: string) =>
    (await server.db.one<{ id: string }>(`INSERT INTO hook_webhook_subscriptions (company_id, callback_url, secret) VALUES ($1, $2, $3) RETURNING id`, [companyId, url, secret]))!.id;
  const queue = (body: unknown, subscription = subscriptionId) => server.db.transaction((tx) => queueWebhook(tx, 'hook', { companyId, subscriptionId: subscription, body }));
  const delivery = (id: string) =>
    server.db.one<{ attempts: number; delivered: boolean; next_attempt_at: Date | string; last_status: number | null; last_error: string | null }>(
      `SELECT attempts, delivered_at IS NOT NULL AS delivered, next_attempt_at, last_status, last_error FROM hook_webhook_deliveries WHERE id = $1`,
      [id],
    );
  const nextAt = async (id: string) => new Date((await delivery(id))!.next_attempt_at).toISOString();

  it('posts the JSON body, signed with the subscriber secret, once', async () => {
    const body = { eventID: 'e-1', text: 'Zürich → 東京', amounts: [1, 2] };
    const id = await queue(body);
    expect(await deliverWebhooks(server.db, 'hook', { now: T0 })).toEqual({ delivered: 1, failed: 0, gaveUp: 0 });
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(got!.valid).toBe(true);
    expect(got!.signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(got!.contentType).toBe('application/json');
    expect(JSON.parse(got!.body)).toEqual(body);
    expect(await delivery(id)).toMatchObject({ delivered: true, attempts: 1, last_status: 204, last_error: null });
    // Delivered: later rounds leave it alone.
    expect(await deliverWebhooks(server.db, 'hook', { now: at(3600) })).toEqual({ delivered: 0, failed: 0, gaveUp: 0 });
    expect(receiver.received).toHaveLength(1);
  });

  it('a signature made with another secret does not verify at the subscriber', async () => {
    await server.db.query('UPDATE hook_webhook_subscriptions SET secret = $1 WHERE id = $2', [randomBytes(32).toString('base64'), subscriptionId]);
    await queue({ eventID: 'e-2' });
    await deliverWebhooks(server.db, 'hook', { now: T0 });
    expect(receiver.received.map((r) => r.valid)).toEqual([false]);
  });

  it('a delivery queued in a transaction that rolls back is never sent', async () => {
    await expect(
      server.db.transaction(async (tx) => {
        await queueWebhook(tx, 'hook', { companyId, subscriptionId, body: { eventID: 'lost' } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await deliverWebhooks(server.db, 'hook', { now: T0 })).toEqual({ delivered: 0, failed: 0, gaveUp: 0 });
    expect(receiver.received).toEqual([]);
  });

  it('retries a failed delivery after 30 s, then 60 s, then 120 s, and delivers when the subscriber is back', async () => {
    receiver.statuses = [500, 503, 502];
    const id = await queue({ eventID: 'e-3' });
    expect(await deliverWebhooks(server.db, 'hook', { now: T0 })).toEqual({ delivered: 0, failed: 1, gaveUp: 0 });
    expect(await delivery(id)).toMatchObject({ delivered: false, attempts: 1, last_status: 500, last_error: 'HTTP 500: subscriber is down' });
    expect(await nextAt(id)).toBe(at(30).toISOString());

    // Not due yet.
    expect(await deliverWebhooks(server.db, 'hook', { now: at(29) })).toEqual({ delivered: 0, failed: 0, gaveUp: 0 });
    expect(receiver.received).toHaveLength(1);

    expect(await deliverWebhooks(server.db, 'hook', { now: at(30) })).toEqual({ delivered: 0, failed: 1, gaveUp: 0 });
    expect(await nextAt(id)).toBe(at(30 + 60).toISOString());
    expect(await deliverWebhooks(server.db, 'hook', { now: at(90) })).toEqual({ delivered: 0, failed: 1, gaveUp: 0 });
    expect(await nextAt(id)).toBe(at(90 + 120).toISOString());
    expect(await delivery(id)).toMatchObject({ attempts: 3, last_status: 502 });

    expect(await deliverWebhooks(server.db, 'hook', { now: at(210) })).toEqual({ delivered: 1, failed: 0, gaveUp: 0 });
    expect(await delivery(id)).toMatchObject({ delivered: true, attempts: 4, last_status: 204, last_error: null });
    expect(receiver.received).toHaveLength(4);
    expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1);
  });

  it('waits at most 6 hours between attempts', async () => {
    const id = await queue({ eventID: 'e-4' });
    await server.db.query('UPDATE hook_webhook_deliveries SET attempts = 10 WHERE id = $1', [id]);
    receiver.statuses = [500];
    expect(await deliverWebhooks(server.db, 'hook', { now: T0 })).toEqual({ delivered: 0, failed: 1, gaveUp: 0 });
    expect(await nextAt(id)).toBe(at(6 * 3600).toISOString());
  });

  it('gives up after maxAttempts failures and never posts it again', async () => {
    receiver.statuses = [500, 500, 500, 500];
    const id = await queue({ eventID: 'e-5' });
    const rounds = [];
    for (const t of [0, 30, 90, 210, 100_000]) rounds.push(await deliverWebhooks(server.db, 'hook', { now: at(t), maxAttempts: 3 }));
    expect(rounds).toEqual([
      { delivered: 0, failed: 1, gaveUp: 0 },
      { delivered: 0, failed: 1, gaveUp: 0 },
      { delivered: 0, failed: 0, gaveUp: 1 },
      { delivered: 0, failed: 0, gaveUp: 0 },
      { delivered: 0, failed: 0, gaveUp: 0 },
    ]);
    expect(receiver.received).toHaveLength(3);
    expect(await delivery(id)).toMatchObject({ delivered: false, attempts: 3, last_status: 500 });
  });

  it('records an unreachable callback as a failure without a status', async () => {
    const closed = new Receiver();
    await closed.start();
    const url = closed.url;
    await closed.stop();
    const id = await queue({ eventID: 'e-6' }, await subscribe(url, receiver.secret.toString('base64')));
    expect(await deliverWebhooks(server.db, 'hook', { now: T0 })).toEqual({ delivered: 0, failed: 1, gaveUp: 0 });
    const row = await delivery(id);
    expect(row).toMatchObject({ delivered: false, attempts: 1, last_status: null });
    expect(row!.last_error).toBeTruthy();
  });

  it('counts a redirect as a failure (the callback is the registered URL, not another)', async () => {
    receiver.statuses = [302];
    const id = await queue({ eventID: 'e-7' });
    expect(await deliverWebhooks(server.db, 'hook', { now: T0 })).toEqual({ delivered: 0, failed: 1, gaveUp: 0 });
    expect(await delivery(id)).toMatchObject({ last_status: 302 });
  });

  it('gives up on a subscriber that does not answer within the timeout', async () => {
    const id = await queue({ eventID: 'e-8' });
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    expect(await deliverWebhooks(server.db, 'hook', { now: T0, fetch: hanging, timeoutMs: 50 })).toEqual({ delivered: 0, failed: 1, gaveUp: 0 });
    expect((await delivery(id))!.last_error).toBe('No answer within 50 ms');
  });

  it('takes at most `batch` due deliveries per round, oldest due first', async () => {
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await queue({ n: i }));
    for (let i = 0; i < 5; i++) await server.db.query('UPDATE hook_webhook_deliveries SET next_attempt_at = $2 WHERE id = $1', [ids[i], at(-100 + i).toISOString()]);
    expect(await deliverWebhooks(server.db, 'hook', { now: T0, batch: 2 })).toEqual({ delivered: 2, failed: 0, gaveUp: 0 });
    expect(receiver.received.map((r) => JSON.parse(r.body).n).sort()).toEqual([0, 1]); // the two oldest due (posted side by side: any arrival order)
    expect(await deliverWebhooks(server.db, 'hook', { now: T0, batch: 2 })).toMatchObject({ delivered: 2 });
    expect(await deliverWebhooks(server.db, 'hook', { now: T0, batch: 2 })).toMatchObject({ delivered: 1 });
    expect(receiver.received.map((r) => JSON.parse(r.body).n).sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('concurrent rounds post each delivery exactly once', async () => {
    for (let i = 0; i < 8; i++) await queue({ n: i });
    const rounds = await Promise.all([1, 2, 3].map(() => deliverWebhooks(server.db, 'hook', { now: T0, batch: 5 })));
    expect(rounds.reduce((sum, r) => sum + r.delivered, 0)).toBe(8);
    expect(receiver.received.map((r) => JSON.parse(r.body).n).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it.skipIf(dialect === 'pglite')('skips deliveries another transaction holds locked (FOR UPDATE SKIP LOCKED)', async () => {
    const lockedId = await queue({ n: 'locked' });
    await queue({ n: 'free' });
    let release!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = server.db.transaction(async (tx) => {
      await tx.query('SELECT id FROM hook_webhook_deliveries WHERE id = $1 FOR UPDATE', [lockedId]);
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await isLocked;
    try {
      expect(await deliverWebhooks(server.db, 'hook', { now: T0 })).toEqual({ delivered: 1, failed: 0, gaveUp: 0 });
      expect(receiver.received.map((r) => JSON.parse(r.body).n)).toEqual(['free']);
    } finally {
      release();
      await holder;
    }
    expect(await deliverWebhooks(server.db, 'hook', { now: T0 })).toEqual({ delivered: 1, failed: 0, gaveUp: 0 });
    expect(await delivery(lockedId)).toMatchObject({ delivered: true });
  });

  it('refuses a table prefix that is not a plain SQL name', async () => {
    await expect(deliverWebhooks(server.db, 'hook; DROP TABLE companies', { now: T0 })).rejects.toThrow(/prefix/);
    expect(() => webhookTablesSql('Bad-Prefix')).toThrow(/prefix/);
  });
});
