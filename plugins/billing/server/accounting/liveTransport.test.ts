import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveTransport } from './liveTransport';
import { quickBooksAdapter } from './quickBooksAdapter';
import { zohoBooksAdapter } from './zohoBooksAdapter';
import { SAMPLE_INVOICE, SAMPLE_QUICKBOOKS, SAMPLE_ZOHO } from './sampleFixtures';
import qbCreate from './samples/quickbooks/create-invoice.json';
import qbAuth from './samples/quickbooks/auth-fault.json';
import zCreate from './samples/zoho/create-invoice.json';

interface Seen { method: string; url: string; authorization: string; body: unknown }

/** A local HTTP stub playing the vendors: answers the recorded responses, refuses a wrong token. */
describe('liveTransport against a local stub', () => {
  let server: Server;
  let base: string;
  const seen: Seen[] = [];
  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      let text = '';
      req.on('data', (chunk) => (text += chunk));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, authorization: String(req.headers.authorization), body: JSON.parse(text || 'null') });
        const good = req.headers.authorization === 'Bearer qb-token' || req.headers.authorization === 'Zoho-oauthtoken z-token';
        const answer = !good ? qbAuth.response : req.url!.startsWith('/books/') ? zCreate.response : qbCreate.response;
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the request with the OAuth token of each vendor and parses the answer', async () => {
    const qb = await quickBooksAdapter(liveTransport()).pushInvoice(SAMPLE_INVOICE, { ...SAMPLE_QUICKBOOKS, mode: 'LIVE', settings: { ...SAMPLE_QUICKBOOKS.settings, accessToken: 'qb-token', apiBaseUrl: base } });
    expect(qb.externalId).toBe('130');
    const z = await zohoBooksAdapter(liveTransport()).pushInvoice(SAMPLE_INVOICE, { ...SAMPLE_ZOHO, mode: 'LIVE', settings: { ...SAMPLE_ZOHO.settings, accessToken: 'z-token', apiBaseUrl: base } });
    expect(z.externalId).toBe('982000000567240');
    expect(seen.map((s) => [s.method, s.url, s.authorization])).toEqual([
      ['POST', qbCreate.request.path, 'Bearer qb-token'],
      ['POST', zCreate.request.path, 'Zoho-oauthtoken z-token'],
    ]);
    expect(seen[0]!.body).toEqual(qbCreate.request.body);
  });

  it('reports an expired token, a missing token and an unreachable host', async () => {
    const adapter = quickBooksAdapter(liveTransport());
    await expect(adapter.pushInvoice(SAMPLE_INVOICE, { ...SAMPLE_QUICKBOOKS, settings: { ...SAMPLE_QUICKBOOKS.settings, accessToken: 'old', apiBaseUrl: base } })).rejects.toMatchObject({ status: 401, message: expect.stringContaining('Token expired') });
    await expect(adapter.pushInvoice(SAMPLE_INVOICE, SAMPLE_QUICKBOOKS)).rejects.toThrow('Connect QuickBooks again: the connection has no access token');
    await expect(adapter.pushInvoice(SAMPLE_INVOICE, { ...SAMPLE_QUICKBOOKS, settings: { ...SAMPLE_QUICKBOOKS.settings, accessToken: 'x', apiBaseUrl: 'http://127.0.0.1:9' } })).rejects.toThrow(/^Could not reach http:\/\/127\.0\.0\.1:9/);
  });
});
