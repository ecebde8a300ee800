import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineServerPlugin, type Scheduler } from '@portolan/sdk/server';
import { createTestDatabase, createTestServer, postgresAdminUrl, testDatabases, type TestDatabase, type TestServer } from '@portolan/sdk/testing/server';
import { appScheduler } from '../createApp';
import { createDatabase, type Database } from '../createDatabase';
import { createScheduler, JOB_SCHEMA, type HostScheduler } from './createScheduler';

const silent = { warn: () => {}, info: () => {}, error: () => {} } as never;
const fast = { pollingIntervalSeconds: 0.5, log: silent };

/** Waits for a condition, checking every 50 ms (fails after `ms`). */
async function until(condition: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(testDatabases())('scheduler on %s', (dialect) => {
  let test: TestDatabase;
  /** The database as a second API process sees it: its own pool on PostgreSQL; PGlite is one process's. */
  let other: Database;
  const schedulers: HostScheduler[] = [];
  const make = async (db: Database, options = {}) => {
    const s = createScheduler(db, { ...fast, ...options });
    schedulers.push(s);
    await s.prepare();
    return s;
  };

  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    if (dialect === 'postgres') {
      const url = new URL(postgresAdminUrl()!);
      url.pathname = `/${(await test.db.one<{ name: string }>('SELECT current_database() AS name'))!.name}`;
      other = await createDatabase({ url: url.toString(), maxConnections: 3 });
    } else {
      other = test.db;
    }
  });
  afterAll(async () => {
    await Promise.all(schedulers.map((s) => s.stop()));
    if (other !== test?.db) await other?.close();
    await test?.close();
  });

  it('installs pg-boss once, whichever process comes first', async () => {
    const started = Date.now();
    await make(test.db);
    const installed = Date.now() - started;
    await Promise.all([make(test.db), make(other)]);
    console.info(`pg-boss on ${dialect}: schema installed in ${installed} ms; prepared on an installed database in ${Date.now() - started - installed} ms`);
    const version = await test.db.one<{ version: number }>(`SELECT version FROM ${JOB_SCHEMA}.version`);
    expect(version!.version).toBeGreaterThan(0);
  });

  it('runs a job sent while two processes work once, on one of them', async () => {
    const ran: Array<{ process: string; n: number; latency: number }> = [];
    const processes = await Promise.all([make(test.db), make(other)]);
    const sentAt = new Map<number, number>();
    processes.forEach((p, i) =>
      p.forPlugin('mail', silent).job<{ n: number }>('deliver', async ({ n }) => void ran.push({ process: `p${i}`, n, latency: Date.now() - sentAt.get(n)! })),
    );
    await Promise.all(processes.map((p) => p.start()));
    const sender = processes[0]!.forPlugin('mail', silent);
    for (let n = 0; n < 10; n++) {
      sentAt.set(n, Date.now());
      expect(await sender.send('deliver', { n })).toMatch(/^[0-9a-f-]{36}$/);
    }
    await until(() => ran.length >= 10);
    await new Promise((resolve) => setTimeout(resolve, 700)); // one more poll of both: nothing runs twice
    expect(ran.map((r) => r.n).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const burst = Math.max(...ran.map((r) => r.latency));
    // Pickup of a single job (idle workers polling every 0.5 s).
    for (let n = 10; n < 16; n++) {
      sentAt.set(n, Date.now());
      await sender.send('deliver', { n });
      await until(() => ran.length > n);
    }
    const latencies = ran.slice(10).map((r) => r.latency).sort((a, b) => a - b);
    console.info(`job pickup on ${dialect} (poll 0.5 s): single job median ${latencies[3]} ms, max ${latencies[5]} ms; burst of 10 done in ${burst} ms; by process ${JSON.stringify(ran.reduce<Record<string, number>>((a, r) => ({ ...a, [r.process]: (a[r.process] ?? 0) + 1 }), {}))}`);
    await Promise.all(processes.map((p) => p.stop()));
  });

  it('runs a periodic job once per period over two processes, never overlapping', async () => {
    const processes = await Promise.all([make(test.db), make(other)]);
    let runs = 0;
    let active = 0;
    let overlapped = false;
    const task = async () => {
      overlapped ||= active > 0;
      active++;
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 50));
      active--;
    };
    for (const p of processes) p.forPlugin('clock', silent).every('beat', 1, task);
    const started = Date.now();
    await Promise.all(processes.map((p) => p.start()));
    await until(() => runs >= 3);
    await Promise.all(processes.map((p) => p.stop()));
    const seconds = (Date.now() - started) / 1000;
    const jobs = await test.db.one<{ all: number; periods: number }>(`SELECT count(*) AS all, count(DISTINCT singleton_on) AS periods FROM ${JOB_SCHEMA}.job WHERE name = 'clock.beat'`);
    expect(jobs).toEqual({ all: jobs!.periods, periods: expect.any(Number) });
    expect(runs).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
    expect(runs).toBe(jobs!.all);
    expect(overlapped).toBe(false);
  });

  it('retries a job whose handler throws on the workers, and completes the others of its batch', async () => {
    const s = await make(test.db, { retryDelaySeconds: 1 });
    const done: number[] = [];
    let failures = 0;
    s.forPlugin('batch', silent).job<{ n: number }>('work', async ({ n }) => {
      if (n === 2 && failures++ === 0) throw new Error('feed down');
      done.push(n);
    });
    for (let n = 0; n < 4; n++) await s.forPlugin('batch', silent).send('work', { n });
    await s.start();
    await until(() => done.length === 4);
    expect(done.slice(0, 3).sort()).toEqual([0, 1, 3]);
    expect(done[3]).toBe(2);
    await s.stop();
  });

  it('retries a job whose handler throws, backing off', async () => {
    const s = await make(test.db);
    let tries = 0;
    s.forPlugin('retry', silent).job('flaky', async () => {
      tries++;
      if (tries < 3) throw new Error('feed down');
    });
    await s.forPlugin('retry', silent).send('flaky', {});
    expect(await s.runDue()).toEqual(['retry.flaky']);
    expect(tries).toBe(1);
    expect(await s.runDue()).toEqual([]); // backing off
    const row = await test.db.one<{ state: string; retry_count: number; output: { message: string } }>(`SELECT state, retry_count, output FROM ${JOB_SCHEMA}.job WHERE name = 'retry.flaky'`);
    expect(row).toMatchObject({ state: 'retry', output: { message: 'feed down' } });
    const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    expect(await s.runDue(later(1))).toEqual(['retry.flaky']);
    expect(await s.runDue(later(5))).toEqual(['retry.flaky']);
    expect(tries).toBe(3);
    expect((await test.db.one<{ state: string }>(`SELECT state FROM ${JOB_SCHEMA}.job WHERE name = 'retry.flaky'`))!.state).toBe('completed');
  });

  it('keeps one waiting job per key, runs it at its time, and cancels by key', async () => {
    const s = await make(test.db);
    const seen: string[] = [];
    const reminders = s.forPlugin('reminders', silent);
    reminders.job<{ id: string }>('due', async ({ id }) => void seen.push(id));
    const at = new Date(Date.now() + 3_600_000);
    expect(await reminders.send('due', { id: 'r1' }, { at, key: 'r1' })).toBeTruthy();
    expect(await reminders.send('due', { id: 'r1' }, { at, key: 'r1' })).toBeNull();
    expect(await reminders.send('due', { id: 'r2' }, { at, key: 'r2' })).toBeTruthy();
    expect(await s.runDue()).toEqual([]); // not due yet
    expect(await reminders.cancel('due', 'r2')).toBe(true);
    expect(await reminders.cancel('due', 'r2')).toBe(false);
    expect(await s.runDue(new Date(at.getTime() + 1000))).toEqual(['reminders.due']);
    expect(seen).toEqual(['r1']);
    expect(await reminders.send('due', { id: 'r1' }, { key: 'r1' })).toBeTruthy(); // the first one ran: a new one may wait
  });

  it('queues a job in the caller’s transaction: none when it rolls back', async () => {
    const s = await make(test.db);
    const notes = s.forPlugin('tx', silent);
    let runs = 0;
    notes.job('note', async () => void runs++);
    await expect(
      test.db.transaction(async () => {
        await notes.send('note', { a: 1 });
        throw new Error('work failed');
      }),
    ).rejects.toThrow('work failed');
    await test.db.transaction(async () => void (await notes.send('note', { a: 2 })));
    expect(await s.runDue()).toEqual(['tx.note']);
    expect(runs).toBe(1);
  });

  it('stops: waits for a run under way, runs nothing after', async () => {
    const s = await make(test.db);
    let started = false;
    let finished = false;
    s.forPlugin('slow', silent).every('job', 60, async () => {
      started = true;
      await new Promise((resolve) => setTimeout(resolve, 100));
      finished = true;
    });
    const running = s.runDue();
    await until(() => started);
    await s.stop();
    expect(finished).toBe(true);
    await running;
    expect(await s.runDue()).toEqual([]);
  });

  it('refuses bad names and periods, and a name declared twice', () => {
    const s = createScheduler(test.db).forPlugin('p', silent);
    expect(() => s.every('Bad Name', 60, async () => {})).toThrow(/kebab-case/);
    expect(() => s.every('zero', 0, async () => {})).toThrow(/whole number of seconds/);
    s.every('once', 60, async () => {});
    expect(() => s.job('once', async () => {})).toThrow(/twice/);
  });
});

describe.each(testDatabases())('the app’s scheduler on %s', (dialect) => {
  let server: TestServer;
  const runs: string[] = [];
  let scheduler!: Scheduler;
  const clock = defineServerPlugin({
    id: 'clock',
    routes(_app, ctx) {
      scheduler = ctx.scheduler;
      scheduler.job<{ n: number }>('note', async ({ n }) => void runs.push(`note ${n}`));
      scheduler.every('tick', 60, async () => void runs.push('tick'));
      scheduler.every('fails', 60, async () => {
        throw new Error('feed down');
      });
    },
  });

  beforeAll(async () => {
    server = await createTestServer({ plugins: [clock], dialect });
  });
  afterAll(async () => server?.close());

  it('sends a job in a transaction before pg-boss is installed, installing it there (again after a rollback)', async () => {
    await expect(
      server.db.transaction(async () => {
        expect(await scheduler.send('note', { n: 1 })).toBeTruthy();
        throw new Error('work failed');
      }),
    ).rejects.toThrow('work failed');
    expect(await server.db.one(`SELECT to_regclass('${JOB_SCHEMA}.version')::text AS t`)).toEqual({ t: null });
    await server.db.transaction(async () => void expect(await scheduler.send('note', { n: 2 })).toBeTruthy());
    expect(await appScheduler(server.app).runDue()).toEqual(['core.live-prune', 'clock.tick', 'clock.fails', 'clock.note']);
    expect(runs).toEqual(['tick', 'note 2']);
    runs.length = 0;
  });

  it('does not run timed work by itself in env test; runDue runs every periodic job now and records a failure', async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toEqual([]);
    expect(await appScheduler(server.app).runDue()).toEqual(['core.live-prune', 'clock.tick', 'clock.fails']);
    expect(runs).toEqual(['tick']);
    const failed = await server.db.one<{ state: string; output: { message: string } }>(`SELECT state, output FROM ${JOB_SCHEMA}.job WHERE name = 'clock.fails'`);
    expect(failed).toMatchObject({ state: 'failed', output: { message: 'feed down' } }); // no retry: the next period runs again
    expect(await server.db.one("SELECT to_regclass('scheduled_jobs') AS t")).toEqual({ t: null });
  });

});
