import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import auth from './index';
import { AttemptLimiter } from './AttemptLimiter';

describe.each(testDatabases())('AttemptLimiter on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => (server = await createTestServer({ plugins: [auth], dialect })));
  afterAll(async () => server?.close());

  it('allows max attempts per window, then asks to wait until the window ends; shared by every limiter object on the database', async () => {
    const limiter = new AttemptLimiter(server.db, 'test-a', 3, 60_000);
    for (let i = 0; i < 3; i++) {
      expect(await limiter.retryAfter('k')).toBe(0);
      await limiter.hit('k');
    }
    const wait = await limiter.retryAfter('k');
    expect(wait).toBeGreaterThan(55_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    expect(await limiter.retryAfter('other')).toBe(0);
    // Another process (another object on the same database) sees the same count.
    expect(await new AttemptLimiter(server.db, 'test-a', 3, 60_000).retryAfter('k')).toBeGreaterThan(0);
    // Another limiter name is another count.
    expect(await new AttemptLimiter(server.db, 'test-b', 3, 60_000).retryAfter('k')).toBe(0);
    // The window ends: allowed again, and the next hit starts a new window at 1.
    await server.db.query(`UPDATE auth_attempts SET window_ends_at = now() - interval '1 second' WHERE key = 'test-a:k'`);
    expect(await limiter.retryAfter('k')).toBe(0);
    await limiter.hit('k');
    expect((await server.db.one<{ count: number }>(`SELECT count FROM auth_attempts WHERE key = 'test-a:k'`))?.count).toBe(1);
  });

  it('forgets a key on clear', async () => {
    const limiter = new AttemptLimiter(server.db, 'test-c', 1, 60_000);
    await limiter.hit('k');
    expect(await limiter.retryAfter('k')).toBeGreaterThan(0);
    await limiter.clear('k');
    expect(await limiter.retryAfter('k')).toBe(0);
  });
});
