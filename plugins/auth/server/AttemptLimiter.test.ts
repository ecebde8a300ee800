import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import auth from './index';
import { AttemptLimiter } from './AttemptLimiter';
import { AccountSlowdown } from './AccountSlowdown';

describe.each(testDatabases())('AttemptLimiter on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => (server = await createTestServer({ plugins: [auth], dialect })));
  afterAll(async () => server?.close());

  it('lets max attempts of a window go ahead, then asks to wait until the window ends; shared by every limiter object on the database', async () => {
    const limiter = new AttemptLimiter(server.db, 'test-a', 3, 60_000);
    for (let i = 0; i < 3; i++) expect(await limiter.take('k')).toBe(0);
    const wait = await limiter.take('k');
    expect(wait).toBeGreaterThan(55_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    expect(await limiter.take('other')).toBe(0);
    // Another process (another object on the same database) sees the same count.
    expect(await new AttemptLimiter(server.db, 'test-a', 3, 60_000).take('k')).toBeGreaterThan(0);
    // Another limiter name is another count.
    expect(await new AttemptLimiter(server.db, 'test-b', 3, 60_000).take('k')).toBe(0);
    // The window ends: the next attempt starts a new window at 1.
    await server.db.query(`UPDATE auth_attempts SET window_ends_at = now() - interval '1 second' WHERE key = 'test-a:k'`);
    expect(await limiter.take('k')).toBe(0);
    expect((await server.db.one<{ count: number }>(`SELECT count FROM auth_attempts WHERE key = 'test-a:k'`))?.count).toBe(1);
  });

  it('counts a burst atomically: of 40 attempts at once, exactly max go ahead', async () => {
    const limiter = new AttemptLimiter(server.db, 'test-burst', 7, 60_000);
    const waits = await Promise.all(Array.from({ length: 40 }, () => limiter.take('k')));
    expect(waits.filter((w) => w === 0)).toHaveLength(7);
  });

  it('forgets a key on clear, and gives an attempt back on refund', async () => {
    const limiter = new AttemptLimiter(server.db, 'test-c', 1, 60_000);
    expect(await limiter.take('k')).toBe(0);
    await limiter.refund('k');
    expect(await limiter.take('k')).toBe(0);
    expect(await limiter.take('k')).toBeGreaterThan(0);
    await limiter.clear('k');
    expect(await limiter.take('k')).toBe(0);
  });
});

describe.each(testDatabases())('AccountSlowdown on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => (server = await createTestServer({ plugins: [auth], dialect })));
  afterAll(async () => server?.close());

  it('lets the free attempts through, then one at a time with a doubling pause, capped', async () => {
    const slow = new AccountSlowdown(server.db, 'test-s', 2, 60_000, 4_000);
    const burst = await Promise.all(Array.from({ length: 20 }, () => slow.take('k')));
    expect(burst.filter((w) => w === 0)).toHaveLength(3); // 2 free + the first slowed turn
    expect(Math.max(...burst)).toBeLessThanOrEqual(1_000);
    const pauses: number[] = [];
    for (let i = 0; i < 4; i++) {
      await server.db.query(`UPDATE auth_attempts SET next_at = now() - interval '1 millisecond' WHERE key = 'test-s:k'`);
      expect(await slow.take('k')).toBe(0);
      pauses.push(await slow.take('k'));
    }
    expect(pauses.map((p) => Math.round(p / 1000))).toEqual([2, 4, 4, 4]);
    await slow.clear('k');
    expect(await slow.take('k')).toBe(0);
  });
});
