import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineServerPlugin, ok } from '@portolan/sdk/server';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import { createApp } from './createApp';
import { PUBLIC_RATE_LIMIT, TOO_MANY_REQUESTS_MESSAGE } from './publicRateLimit';

let opened = 0;
const probe = defineServerPlugin({
  id: 'rate-probe',
  routes(app) {
    app.get('/api/rp/open', { config: { access: { public: true } } }, async () => ok({ opened: ++opened }));
    app.get('/api/rp/other', { config: { access: { public: true } } }, async () => ok({}));
  },
});

describe.each(testDatabases())('public rate limit on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ plugins: [probe], dialect });
  });
  afterAll(async () => server?.close());
  const hit = (url: string, ip: string) => server.app.inject({ method: 'GET', url, remoteAddress: ip });

  it(`lets ${PUBLIC_RATE_LIMIT.max} requests a minute from an address through a public route, then 429 with Retry-After; a burst of 300 runs the handler at most that often`, async () => {
    opened = 0;
    const left = PUBLIC_RATE_LIMIT.windowMs - (Date.now() % PUBLIC_RATE_LIMIT.windowMs);
    if (left < 5000) await new Promise((resolve) => setTimeout(resolve, left + 50)); // the burst stays in one window
    const burst = await Promise.all(Array.from({ length: 300 }, () => hit('/api/rp/open', '10.7.7.7')));
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(PUBLIC_RATE_LIMIT.max);
    expect(opened).toBe(PUBLIC_RATE_LIMIT.max);
    const refused = burst.find((r) => r.statusCode === 429)!;
    expect(JSON.parse(refused.body)).toEqual({ success: false, error: { message: TOO_MANY_REQUESTS_MESSAGE, code: 'TOO_MANY_REQUESTS' } });
    const retry = Number(refused.headers['retry-after']);
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    // Other addresses and other routes have their own counts.
    expect((await hit('/api/rp/open', '10.7.7.8')).statusCode).toBe(200);
    expect((await hit('/api/rp/other', '10.7.7.7')).statusCode).toBe(200);
    // Signed-in routes are not limited by it (the health check is public: it counts too).
  });

  it('does not count WebSocket upgrades (the live connection authenticates with its first message and is limited per socket)', async () => {
    const upgrades = await Promise.all(Array.from({ length: PUBLIC_RATE_LIMIT.max + 10 }, () => server.app.inject({ method: 'GET', url: '/api/rp/other', remoteAddress: '10.7.7.9', headers: { upgrade: 'websocket', connection: 'Upgrade' } })));
    expect(upgrades.every((r) => r.statusCode === 200)).toBe(true);
  });

  it('shares the counts between API processes on one database', async () => {
    const other = await createApp({ db: server.db, plugins: [probe], config: { env: 'test', seedDemo: false }, logger: false });
    try {
      expect((await other.inject({ method: 'GET', url: '/api/rp/open', remoteAddress: '10.7.7.7' })).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});
