import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livePayProvider } from './livePayProvider';
import { PayRefusal } from './PayProvider';
import { signPay2corpWebhook } from './payWebhookSignature';

interface Seen { method: string; url: string; headers: IncomingMessage['headers']; body: string }

/** A stand-in pay2corp API on a local port: answers like the provider and remembers each request. */
describe('livePayProvider against a local pay2corp stub', () => {
  const seen: Seen[] = [];
  const byKey = new Map<string, string>();
  let server: Server;
  let provider: ReturnType<typeof livePayProvider>;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
        const send = (status: number, json: unknown) => { res.writeHead(status, { 'Content-Type': 'application/json' }); res.end(JSON.stringify(json)); };
        if (req.headers.authorization !== 'Bearer live-key') return send(401, { message: 'Bad key' });
        if (req.method === 'POST' && req.url === '/v1/users/') {
          const { corporateId } = JSON.parse(body) as { corporateId: string };
          return corporateId === 'CORP-1' ? send(200, { externalAccountId: 'acc_1', displayName: 'Acme Treasury', currency: 'INR' }) : send(404, { message: 'Unknown corporate id' });
        }
        if (req.method === 'GET' && req.url === '/v1/users/get-balance?accountId=acc_1') return send(200, { availableMinor: 123456, currency: 'INR' });
        if (req.method === 'POST' && req.url === '/v1/transactions/') {
          const key = String(req.headers['idempotency-key']);
          if (!byKey.has(key)) byKey.set(key, `p2c_${byKey.size + 1}`);
          return send(202, { providerReference: byKey.get(key), status: 'PROCESSING' });
        }
        if (req.url === '/v1/transactions/boom') return send(500, { message: 'down' });
        return send(404, { message: 'No route' });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    provider = livePayProvider({ baseUrl: `http://127.0.0.1:${port}/v1/`, apiKey: 'live-key', webhookSecret: 'whsec_live' });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('links a corporate id with the key, and reads the provider refusal of an unknown one', async () => {
    expect(provider.mode).toBe('LIVE');
    await expect(provider.linkAccount('CORP-1')).resolves.toEqual({ externalAccountId: 'acc_1', displayName: 'Acme Treasury', currency: 'INR' });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/v1/users/', body: JSON.stringify({ corporateId: 'CORP-1' }) });
    const refused = provider.linkAccount('NOPE-9');
    await expect(refused).rejects.toBeInstanceOf(PayRefusal);
    await expect(refused).rejects.toThrow('Unknown corporate id');
  });

  it('reads the balance at /users/get-balance', async () => {
    await expect(provider.balance('acc_1')).resolves.toEqual({ availableMinor: 123456, currency: 'INR' });
  });

  it('initiates with the Idempotency-Key header forwarded; a retry answers the same reference', async () => {
    const instruction = { idempotencyKey: 'tx-0001-abcd', externalAccountId: 'acc_1', payee: { companyId: 'c1', name: 'Bluewave' }, amountMinor: 5000, currency: 'INR', reference: 'Portolan BWL/1' };
    const first = await provider.initiate(instruction);
    const again = await provider.initiate(instruction);
    expect(first).toEqual({ providerReference: 'p2c_1', status: 'PROCESSING' });
    expect(again).toEqual(first);
    const posts = seen.filter((s) => s.url === '/v1/transactions/');
    expect(posts.map((p) => p.headers['idempotency-key'])).toEqual(['tx-0001-abcd', 'tx-0001-abcd']);
    expect(JSON.parse(posts[0].body)).toEqual({ accountId: 'acc_1', payee: { companyId: 'c1', name: 'Bluewave' }, amountMinor: 5000, currency: 'INR', reference: 'Portolan BWL/1' });
  });

  it('throws on a wrong key or an unreachable provider (the caller retries)', async () => {
    const wrong = livePayProvider({ baseUrl: (server.address() as AddressInfo) && `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, apiKey: 'bad', webhookSecret: 'x' });
    await expect(wrong.balance('acc_1')).rejects.toThrow(/401/);
    const down = livePayProvider({ baseUrl: 'http://127.0.0.1:9', apiKey: 'k', webhookSecret: 'x', timeoutMs: 2000 });
    await expect(down.balance('acc_1')).rejects.toThrow();
  });

  it('verifies webhooks with the configured secret', async () => {
    const body = JSON.stringify({ id: 'evt_9', type: 'transaction.failed', data: { providerReference: 'p2c_1', idempotencyKey: 'k', amountMinor: 1, currency: 'INR', reason: 'x' }, created: 1 });
    const header = signPay2corpWebhook('whsec_live', body, Math.floor(Date.now() / 1000));
    await expect(provider.verifyWebhook(body, { 'pay2corp-signature': header })).resolves.toMatchObject({ id: 'evt_9' });
    // Flip the signature's first hex digit (to another digit whatever it was), so the forged header always differs.
    const forged = header.replace(/v1=(.)/, (_m, c: string) => `v1=${c === '0' ? '1' : '0'}`);
    expect(forged).not.toBe(header);
    await expect(provider.verifyWebhook(body, { 'pay2corp-signature': forged })).rejects.toThrow();
  });
});
