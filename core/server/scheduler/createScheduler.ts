import type { FastifyBaseLogger } from 'fastify';
import type { Db, Scheduler } from '@portolan/sdk/server';

interface Job {
  name: string;
  seconds: number;
  task: (now: Date) => Promise<void>;
  log: FastifyBaseLogger;
  running?: Promise<void>;
  timer?: NodeJS.Timeout;
}

export interface HostScheduler {
  /** The scheduler a plugin gets: its job names are prefixed with its id. */
  forPlugin(pluginId: string, log: FastifyBaseLogger): Scheduler;
  /** Starts the timers (not called when timed work is off: tests, unless asked). */
  start(): Promise<void>;
  /** Stops the timers and waits for runs under way. */
  stop(): Promise<void>;
  /** Runs every job that is due now across processes (tests, and each timer for its job); answers the names run. */
  runDue(now?: Date): Promise<string[]>;
}

const NAME = /^[a-z][a-z0-9-]*$/;

/**
 * Timed work on the `scheduled_jobs` table (DESIGN §4): each job has a row with its next run; a
 * process runs it only after moving `next_run_at` forward in one conditional UPDATE, so every process
 * on the database together runs a job once per period, and one process never overlaps its own runs.
 * A failure is logged and recorded on the row; the next period runs again.
 */
export function createScheduler(db: Db): HostScheduler {
  const jobs = new Map<string, Job>();
  let stopped = false;

  const claim = async (job: Job): Promise<boolean> => {
    // A little slack: the row's time was set when the last run was claimed, a moment after its timer fired.
    const slack = Math.min(5, job.seconds / 10);
    const row = await db.one(
      `UPDATE scheduled_jobs SET next_run_at = now() + make_interval(secs => $2), last_started_at = now()
       WHERE name = $1 AND next_run_at <= now() + make_interval(secs => $3) RETURNING name`,
      [job.name, job.seconds, slack],
    );
    return row !== undefined;
  };

  const run = async (job: Job, now: Date): Promise<boolean> => {
    if (job.running || stopped) return false;
    let release!: () => void;
    job.running = new Promise<void>((resolve) => (release = resolve));
    try {
      await db.query('INSERT INTO scheduled_jobs (name, next_run_at) VALUES ($1, now()) ON CONFLICT (name) DO NOTHING', [job.name]);
      if (!(await claim(job))) return false;
      let error: string | null = null;
      try {
        await job.task(now);
      } catch (failure) {
        error = failure instanceof Error ? failure.message : String(failure);
        job.log.warn({ err: failure, job: job.name }, 'scheduled job failed');
      }
      await db.query('UPDATE scheduled_jobs SET last_finished_at = now(), last_error = $2 WHERE name = $1', [job.name, error]);
      return true;
    } catch (failure) {
      job.log.warn({ err: failure, job: job.name }, 'scheduled job could not be claimed');
      return false;
    } finally {
      job.running = undefined;
      release();
    }
  };

  return {
    forPlugin(pluginId, log) {
      return {
        every(name, seconds, task) {
          if (!NAME.test(name)) throw new Error(`Scheduled job "${name}" of plugin "${pluginId}" must be kebab-case`);
          if (!Number.isInteger(seconds) || seconds < 1) throw new Error(`Scheduled job "${name}" of plugin "${pluginId}" needs a whole number of seconds ≥ 1, not ${seconds}`);
          const full = `${pluginId}.${name}`;
          if (jobs.has(full)) throw new Error(`Plugin "${pluginId}" schedules "${name}" twice`);
          jobs.set(full, { name: full, seconds, task, log });
        },
      };
    },
    async start() {
      for (const job of jobs.values()) {
        job.timer = setInterval(() => void run(job, new Date()), job.seconds * 1000);
        job.timer.unref();
      }
    },
    async stop() {
      stopped = true;
      for (const job of jobs.values()) clearInterval(job.timer);
      await Promise.all([...jobs.values()].map((job) => job.running));
    },
    async runDue(now = new Date()) {
      const ran: string[] = [];
      for (const job of jobs.values()) if (await run(job, now)) ran.push(job.name);
      return ran;
    },
  };
}
