import { AsyncResource } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Scheduler } from '@portolan/sdk/server';
import type { SqlDb } from '../createDatabase';

/** The PostgreSQL schema pg-boss keeps its queues and jobs in (created by pg-boss itself, not a migration). */
export const JOB_SCHEMA = 'pgboss';

export interface HostScheduler {
  /** The scheduler a plugin gets: its job names are prefixed with its id (`<plugin>.<name>`, one pg-boss queue each). */
  forPlugin(pluginId: string, log: FastifyBaseLogger): Scheduler;
  /**
   * Installs (or migrates) pg-boss's schema once, outside any transaction. `start` and `runDue` call
   * it; a `send` or `cancel` before it installs the schema in the caller's context (tests and seeds), so
   * an API process that never queues a job pays nothing.
   */
  prepare(): Promise<void>;
  /** Starts the workers of every job kind and the clocks of the periodic jobs (not called when timed work is off: tests, unless asked). */
  start(): Promise<void>;
  /** Stops clocks and workers and waits for runs under way (and pg-boss's last statements). Idempotent. */
  stop(): Promise<void>;
  /**
   * Runs, on this process and now: every periodic job once (unless its run is under way somewhere),
   * then every one-off job due by `now` (a later `now` runs later jobs and retries at once); handlers
   * get `now` as their time. Answers
   * the queue names run, one per run. Tests use it instead of starting the workers.
   */
  runDue(now?: Date): Promise<string[]>;
}

export interface SchedulerOptions {
  /** pg-boss's own errors (a failed poll, maintenance). */
  log?: FastifyBaseLogger;
  /** How often an idle worker of one-off jobs looks for due jobs (default 2 s; at least 0.5). */
  pollingIntervalSeconds?: number;
  /** First retry delay of a failed one-off job, doubled for each next try (default 5 s). */
  retryDelaySeconds?: number;
}

interface Kind {
  queue: string;
  log: FastifyBaseLogger;
  /** Periodic: its period; one-off: undefined. */
  seconds?: number;
  task: (data: unknown, now: Date) => Promise<void>;
}

const NAME = /^[a-z][a-z0-9-]*$/;
/** One-off jobs: tries after the first. */
const RETRIES = 3;
/** Periodic ticks run no longer than this before pg-boss fails them (a crashed process frees the singleton then). */
const tickExpiry = (seconds: number) => Math.min(900, Math.max(120, seconds * 4));
/** Jobs a runDue round fetches per kind, and rounds at most (a handler that re-sends itself does not loop forever). */
const RUN_DUE_BATCH = 50;
const RUN_DUE_ROUNDS = 10;
/** One-off jobs a worker fetches at once (pg-boss waits a polling interval after each fetch unless woken). */
const WORK_BATCH = 20;
/** Advisory lock key of queue creation (every Portolan process on the database). */
const QUEUE_LOCK = 7_351_902_115;

/**
 * pg-boss's database: our Db, so both dialects (PGlite and PostgreSQL) share one code path and a
 * `send` inside a request's transaction joins it. Statements with parameters go through `query`;
 * pg-boss's multi-statement scripts (schema install, maintenance: `BEGIN; … COMMIT;`) through `exec`.
 * Keeps the statements in flight so `stop` can wait for them before the database closes.
 */
function jobDatabase(db: SqlDb) {
  // pg-boss wraps its scripts in BEGIN; … COMMIT; — run in our transaction instead, so a failing one
  // (a second process installing the schema at once) is rolled back rather than left open on its connection.
  const script = (text: string) =>
    db.transaction(async (tx) => {
      await tx.exec(text.replace(/^\s*BEGIN;/, '').replace(/COMMIT;\s*$/, ''));
      return { rows: [] };
    });
  const pending = new Set<Promise<unknown>>();
  return {
    pending,
    executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
      const run = values !== undefined ? db.query(text, values) : text.includes(';') ? script(text) : db.query(text);
      const tracked = run.then((result) => ({ rows: result.rows }));
      pending.add(tracked);
      const forget = () => pending.delete(tracked);
      tracked.then(forget, forget);
      return tracked;
    },
  };
}

/**
 * Timed work on pg-boss (DESIGN §5), on the application database — PostgreSQL or embedded PGlite, the
 * same code. Each job kind is a pg-boss queue `<plugin>.<name>`; every process works every queue, and
 * pg-boss hands each job to one of them (FOR UPDATE SKIP LOCKED).
 * - `every`: a queue with policy 'singleton' (runs never overlap); each process's clock sends a tick
 *   every half period with `singletonSeconds` = the period, so all processes together make ONE job
 *   per period (pg-boss's unique index); the sender wakes its worker at once. A failure is logged and
 *   recorded on the job (no retry: the next period runs again).
 * - `job`/`send`/`cancel`: a queue with policy 'stately' (one waiting job per key), retried 3 times
 *   backing off; `send` joins the caller's transaction.
 * pg-boss's workers and maintenance start outside any caller's transaction context.
 */
export function createScheduler(db: SqlDb, options: SchedulerOptions = {}): HostScheduler {
  const kinds = new Map<string, Kind>();
  const running = new Set<Promise<unknown>>();
  const queues = new Map<string, Promise<void>>();
  const clocks: NodeJS.Timeout[] = [];
  const database = jobDatabase(db);
  // The context createScheduler was called in (createApp: no transaction); timers and worker loops start in it.
  const outside = new AsyncResource('portolan-scheduler');
  const poll = Math.max(0.5, options.pollingIntervalSeconds ?? 2);
  const retryDelay = Math.max(1, Math.round(options.retryDelaySeconds ?? 5));
  let stopped = false;
  let started = false;
  let prepared: Promise<void> | undefined;
  let boss: PgBoss | undefined;

  const onError = (error: unknown) => options.log?.warn({ err: error }, 'job queue error');
  const makeBoss = (extra: Partial<PgBoss.ConstructorOptions>) => {
    // The longest period is the throttle window of its ticks; pg-boss wants completed jobs kept at least that long.
    const longest = Math.max(0, ...[...kinds.values()].map((k) => k.seconds ?? 0));
    const made = new PgBoss({
      db: database as unknown as PgBoss.Db,
      schema: JOB_SCHEMA,
      schedule: false,
      supervise: false,
      archiveCompletedAfterSeconds: Math.max(3600, longest),
      archiveFailedAfterSeconds: 86_400,
      deleteAfterDays: 2,
      pollingIntervalSeconds: poll,
      ...extra,
    });
    made.on('error', onError);
    return made;
  };
  const api = (): PgBoss => {
    if (!boss) throw new Error('The scheduler is not prepared');
    return boss;
  };

  const install = async () => {
    const made = makeBoss({});
    await made.start(); // installs or migrates the schema; no timers (supervise and schedule off)
    boss = made;
  };
  const prepare = () => {
    if (!prepared) {
      prepared = outside.runInAsyncScope(install);
      prepared.catch(() => (prepared = undefined));
    }
    return prepared;
  };
  /**
   * Before a send or cancel: unless `prepare` ran, the schema is looked for each time and installed in
   * the caller's context (its transaction, if any) when missing — a rolled-back install is redone.
   */
  const ready = async () => {
    if (prepared) return prepared;
    const found = await db.one<{ t: string | null }>(`SELECT to_regclass('${JOB_SCHEMA}.version')::text AS t`);
    if (!found?.t || !boss) await install();
  };
  /**
   * Creates a kind's queue (a no-op when it exists), in the caller's transaction if any, under an
   * advisory lock: two processes creating queues at once would deadlock on pg-boss's tables.
   */
  const createQueue = (queue: string, seconds: number | undefined) =>
    db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(${QUEUE_LOCK})`);
      await api().createQueue(
        queue,
        seconds
          ? { name: queue, policy: 'singleton', retryLimit: 0, expireInSeconds: tickExpiry(seconds) }
          : { name: queue, policy: 'stately', retryLimit: RETRIES, retryDelay, retryBackoff: true },
      );
    });
  /** The kind's queue, created once per scheduler (start and runDue: outside any transaction). */
  const ensureQueue = (kind: Kind) => {
    let ready = queues.get(kind.queue);
    if (!ready) {
      ready = createQueue(kind.queue, kind.seconds);
      ready.catch(() => queues.delete(kind.queue));
      queues.set(kind.queue, ready);
    }
    return ready;
  };

  /** Runs a handler, logging a failure; rethrows so pg-boss records it (and retries a one-off job). */
  const execute = (kind: Kind, data: unknown, now = new Date()): Promise<void> => {
    const run = (async () => {
      try {
        await kind.task(data, now);
      } catch (failure) {
        kind.log.warn({ err: failure, job: kind.queue }, kind.seconds ? 'scheduled job failed' : 'job failed; pg-boss retries it unless it was the last try');
        throw failure;
      }
    })();
    running.add(run);
    const forget = () => running.delete(run);
    run.then(forget, forget);
    return run;
  };

  const failure = (error: unknown) => ({ message: error instanceof Error ? error.message : String(error) });

  /** runDue: fetches the due jobs of a kind and runs them here; answers how many ran. */
  const runFetched = async (kind: Kind, batchSize: number, now: Date): Promise<number> => {
    const jobs = await api().fetch<unknown>(kind.queue, { batchSize });
    for (const job of jobs) {
      try {
        await execute(kind, job.data, now);
        await api().complete(kind.queue, job.id);
      } catch (error) {
        await api().fail(kind.queue, job.id, failure(error));
      }
    }
    return jobs.length;
  };

  const startKind = async (runner: PgBoss, kind: Kind) => {
    await ensureQueue(kind);
    const pollingIntervalSeconds = kind.seconds ? Math.max(poll, Math.min(kind.seconds, 60)) : poll;
    if (!kind.seconds) {
      // One-off jobs in batches, each completed or failed on its own; a full batch fetches the next at once.
      let worker = '';
      worker = await runner.work<unknown>(kind.queue, { pollingIntervalSeconds, batchSize: WORK_BATCH }, async (jobs) => {
        for (const job of jobs) await execute(kind, job.data).catch((error: unknown) => runner.fail(kind.queue, job.id, failure(error)));
        if (jobs.length === WORK_BATCH) runner.notifyWorker(worker);
      });
      return;
    }
    const id = await runner.work<unknown>(kind.queue, { pollingIntervalSeconds }, async ([job]) => execute(kind, job!.data));
    const seconds = kind.seconds;
    const tick = () => {
      if (stopped) return;
      runner
        .send(kind.queue, {}, { singletonKey: 'tick', singletonSeconds: seconds })
        .then((sent) => sent && runner.notifyWorker(id))
        .catch((error: unknown) => kind.log.warn({ err: error, job: kind.queue }, 'scheduled job could not be queued'));
    };
    tick();
    const clock = setInterval(tick, (seconds * 1000) / 2);
    clock.unref();
    clocks.push(clock);
  };

  let runner: PgBoss | undefined;

  return {
    forPlugin(pluginId, log) {
      const declare = (name: string, kind: Omit<Kind, 'queue' | 'log'>) => {
        if (!NAME.test(name)) throw new Error(`Scheduled job "${name}" of plugin "${pluginId}" must be kebab-case`);
        const queue = `${pluginId}.${name}`;
        if (kinds.has(queue)) throw new Error(`Plugin "${pluginId}" schedules "${name}" twice`);
        const made = { ...kind, queue, log };
        kinds.set(queue, made);
        if (started && runner && !stopped) void outside.runInAsyncScope(() => startKind(runner!, made)).catch(onError);
      };
      return {
        every(name, seconds, task) {
          if (!Number.isInteger(seconds) || seconds < 1) throw new Error(`Scheduled job "${name}" of plugin "${pluginId}" needs a whole number of seconds ≥ 1, not ${seconds}`);
          declare(name, { seconds, task: (_data, now) => task(now) });
        },
        job(name, handler) {
          declare(name, { task: handler as Kind['task'] });
        },
        async send(name, data, jobOptions = {}) {
          const queue = `${pluginId}.${name}`;
          const kind = kinds.get(queue);
          if (kind?.seconds) throw new Error(`"${name}" of plugin "${pluginId}" is a periodic job: it is not sent`);
          await ready();
          // Policy 'stately' allows one waiting job per key; a job without key gets a key of its own.
          const id = randomUUID();
          const insert = () =>
            api().send(queue, (data ?? null) as object, { id, singletonKey: jobOptions.key ?? `job:${id}`, ...(jobOptions.at ? { startAfter: jobOptions.at } : {}) });
          const sent = await insert();
          if (sent !== null || (await db.one(`SELECT 1 AS x FROM ${JOB_SCHEMA}.queue WHERE name = $1`, [queue]))) return sent;
          // No queue yet (nothing started; or a seed, before the routes declare the kind): made here, in the caller's transaction.
          await createQueue(queue, undefined);
          return insert();
        },
        async cancel(name, key) {
          const queue = `${pluginId}.${name}`;
          await ready();
          const waiting = await db.query<{ id: string }>(`SELECT id FROM ${JOB_SCHEMA}.job WHERE name = $1 AND singleton_key = $2 AND state < 'active'`, [queue, key]);
          if (!waiting.rows.length) return false;
          // pg-boss 10 answers { jobs, requested, affected } (its types say void).
          const done = (await api().cancel(queue, waiting.rows.map((r) => r.id))) as unknown as { affected: number };
          return done.affected > 0;
        },
      };
    },
    prepare,
    async start() {
      if (started || stopped) return;
      started = true;
      await prepare();
      await outside.runInAsyncScope(async () => {
        // Workers and maintenance (expiry, archive; once per interval across processes) on their own instance.
        runner = makeBoss({ supervise: true });
        await runner.start();
        for (const kind of kinds.values()) await startKind(runner, kind);
      });
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      for (const clock of clocks) clearInterval(clock);
      // Stops fetching, waits for handlers under way (pg-boss checks every 0.5 s), then fails what is left.
      if (runner) await runner.stop({ graceful: true, wait: true, close: false, timeout: 30_000 });
      await Promise.allSettled([...running]);
      if (boss) await boss.stop({ graceful: false, close: false });
      while (database.pending.size) await Promise.allSettled([...database.pending]);
    },
    async runDue(now = new Date()) {
      if (stopped) return [];
      await prepare();
      const ran: string[] = [];
      const periodic = [...kinds.values()].filter((k) => k.seconds);
      const oneOff = [...kinds.values()].filter((k) => !k.seconds);
      for (const kind of periodic) {
        await ensureQueue(kind);
        if (stopped) break;
        // A tick waiting already (its process down or not started) is run; else one is queued and run.
        if (!(await runFetched(kind, 1, now))) {
          await api().send(kind.queue, {}, { singletonKey: 'tick' });
          if (!(await runFetched(kind, 1, now))) continue; // under way elsewhere: the singleton
        }
        ran.push(kind.queue);
      }
      if (!oneOff.length || stopped) return ran;
      for (const kind of oneOff) await ensureQueue(kind);
      // Jobs due by `now` are made due at once, so pg-boss's fetch (due by the database's clock) takes them.
      await db.query(`UPDATE ${JOB_SCHEMA}.job SET start_after = now() - interval '1 second' WHERE name = ANY($1::text[]) AND state < 'active' AND start_after > now() AND start_after <= $2`, [oneOff.map((k) => k.queue), now]);
      for (const kind of oneOff) {
        for (let round = 0; round < RUN_DUE_ROUNDS && !stopped; round++) {
          const before = ran.length;
          const count = await runFetched(kind, RUN_DUE_BATCH, now);
          for (let i = 0; i < count; i++) ran.push(kind.queue);
          if (ran.length === before) break;
        }
      }
      return ran;
    },
  };
}
