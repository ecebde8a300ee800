import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineServerPlugin } from '@portolan/sdk/server';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import { appScheduler } from '../createApp';
import { createScheduler } from './createScheduler';

const silent = { warn: () => {}, info: () => {} } as never;

describe.each(testDatabases())('scheduler on %s', (dialect) => {
  let server: TestServer;
  const runs: string[] = [];
  const clock = defineServerPlugin({
    id: 'clock',
    routes(_app, { scheduler }) {
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

  it('does not run timed work by itself in env test; runs a due job once per period when asked', async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toEqual([]);
    expect(await appScheduler(server.app).runDue()).toEqual(['clock.tick', 'clock.fails']);
    expect(runs).toEqual(['tick']);
    expect(await appScheduler(server.app).runDue()).toEqual([]); // the period has not passed
    await server.db.query("UPDATE scheduled_jobs SET next_run_at = now() - interval '1 second'");
    expect(await appScheduler(server.app).runDue()).toEqual(['clock.tick', 'clock.fails']);
    expect(runs).toEqual(['tick', 'tick']);
  });

  it('records a failure on the job row and keeps going', async () => {
    const row = await server.db.one<{ last_error: string | null; last_finished_at: string | null }>("SELECT last_error, last_finished_at FROM scheduled_jobs WHERE name = 'clock.fails'");
    expect(row).toMatchObject({ last_error: 'feed down', last_finished_at: expect.anything() });
    const tick = await server.db.one<{ last_error: string | null }>("SELECT last_error FROM scheduled_jobs WHERE name = 'clock.tick'");
    expect(tick!.last_error).toBeNull();
  });

  it('runs a job once across processes sharing the database', async () => {
    let count = 0;
    const processes = [createScheduler(server.db), createScheduler(server.db), createScheduler(server.db)];
    for (const p of processes) p.forPlugin('shared', silent).every('job', 300, async () => void count++);
    const ran = await Promise.all(processes.map((p) => p.runDue()));
    expect(count).toBe(1);
    expect(ran.flat()).toEqual(['shared.job']);
  });

  it('refuses bad names and periods, and a job scheduled twice', () => {
    const s = createScheduler(server.db).forPlugin('p', silent);
    expect(() => s.every('Bad Name', 60, async () => {})).toThrow(/kebab-case/);
    expect(() => s.every('zero', 0, async () => {})).toThrow(/whole number of seconds/);
    s.every('once', 60, async () => {});
    expect(() => s.every('once', 60, async () => {})).toThrow(/twice/);
  });

  it('stops: no run after stop, and stop waits for a run under way', async () => {
    const s = createScheduler(server.db);
    let finished = false;
    s.forPlugin('slow', silent).every('job', 60, async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      finished = true;
    });
    const running = s.runDue();
    await new Promise((resolve) => setTimeout(resolve, 30));
    await s.stop();
    expect(finished).toBe(true);
    await running;
    await server.db.query("UPDATE scheduled_jobs SET next_run_at = now() - interval '1 second' WHERE name = 'slow.job'");
    expect(await s.runDue()).toEqual([]);
  });
});
