/** Options of a one-off job. */
export interface JobOptions {
  /** Run no earlier than this (default: now). */
  at?: Date;
  /**
   * At most one waiting job per key and job name: sending again with the same key while one waits
   * changes nothing and answers null (a reminder's id, so a retried request schedules it once).
   */
  key?: string;
}

/**
 * Timed work of a server plugin (DESIGN §5), on the installation's PostgreSQL-backed job queue
 * (pg-boss, on PGlite too): a job runs once across every API process on the database — never once per
 * process — and is retried when the process running it dies.
 */
export interface Scheduler {
  /**
   * Runs `task` every `seconds` (once per period over all processes sharing the database; runs never
   * overlap). Failures are logged, not thrown. The name is unique per plugin. Not run when the host
   * starts with timed work off (tests, unless asked; they call `runDue`).
   */
  every(name: string, seconds: number, task: (now: Date) => Promise<void>): void;
  /**
   * Declares a one-off job kind and its handler (call it in `routes`): jobs sent with `send` run it
   * once, on one process, at or after their time; a handler that throws is retried (3 times, backing off).
   */
  job<T = unknown>(name: string, handler: (data: T, now: Date) => Promise<void>): void;
  /**
   * Queues a one-off job of a kind this plugin declared — in the caller's transaction when called with
   * one (the job exists only if the work commits). Answers the job's id, or null when `key` holds one already.
   */
  send<T = unknown>(name: string, data: T, options?: JobOptions): Promise<string | null>;
  /** Cancels the waiting job of that kind and key (a reminder deleted or done); true when one was waiting. */
  cancel(name: string, key: string): Promise<boolean>;
}
