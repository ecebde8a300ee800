import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabases, type TestDatabase } from '@portolan/sdk/testing/server';

/** Resolves with the first value `take` answers (polling every 20 ms), or rejects after `ms`. */
async function eventually<T>(take: () => T | undefined | Promise<T | undefined>, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await take();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(testDatabases())('Database.subscribe on %s', (dialect) => {
  let handle: TestDatabase;

  beforeAll(async () => {
    handle = await createTestDatabase(dialect);
  });
  afterAll(async () => handle?.close());

  it('passes the payloads of committed NOTIFYs, none of rolled-back ones, until unsubscribed', async () => {
    const { db } = handle;
    const got: string[] = [];
    const unsubscribe = await db.subscribe('test_channel', (payload) => got.push(payload));
    await db.query("SELECT pg_notify('test_channel', 'one')");
    await db.transaction(async (tx) => {
      await tx.query("SELECT pg_notify('test_channel', 'rolled back')");
      throw new Error('no');
    }).catch(() => {});
    await db.query("SELECT pg_notify('test_channel', 'two')");
    await eventually(() => (got.length >= 2 ? true : undefined));
    expect(got).toEqual(['one', 'two']);
    await unsubscribe();
    await db.query("SELECT pg_notify('test_channel', 'three')");
    await db.query("SELECT pg_notify('test_channel', 'three')");
    expect(got).toEqual(['one', 'two']);
  });

  it.runIf(dialect === 'postgres')('listens again after its connection is lost, and says so', async () => {
    const { db } = handle;
    const got: string[] = [];
    let reconnects = 0;
    const unsubscribe = await db.subscribe('test_again', (payload) => got.push(payload), () => reconnects++);
    const killed = await db.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()");
    expect(killed.rowCount).toBe(1);
    await eventually(() => (reconnects ? true : undefined));
    await db.query("SELECT pg_notify('test_again', 'after')");
    await eventually(() => (got.includes('after') ? true : undefined));
    await unsubscribe();
  });
});
