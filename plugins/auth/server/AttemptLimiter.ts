import type { Db } from '@portolan/sdk/server';

/**
 * Counts attempts per key in a fixed window, in PostgreSQL (`auth_attempts`), so that every API
 * process shares the counts and a restart forgets nothing (DESIGN §5: the API is stateless). Keys
 * carry their limiter's name (`login:pair:…`), so limiters share the table.
 *
 * An attempt is counted *before* the work it guards (`take`, one atomic statement): however many
 * requests arrive at once, at most `max` of them go ahead per window.
 */
export class AttemptLimiter {
  constructor(
    private readonly db: Db,
    private readonly name: string,
    readonly max: number,
    readonly windowMs: number,
  ) {}

  private key(key: string): string {
    return `${this.name}:${key}`;
  }

  /** Counts an attempt of `key`: 0 when it may go ahead, else the milliseconds until the window ends. A window that ended starts again at 1. */
  async take(key: string): Promise<number> {
    const row = await this.db.one<{ count: number; wait_ms: number }>(
      `INSERT INTO auth_attempts (key, count, window_ends_at) VALUES ($1, 1, now() + make_interval(secs => $2))
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN auth_attempts.window_ends_at <= now() THEN 1 ELSE LEAST(auth_attempts.count + 1, 1000000000) END,
         window_ends_at = CASE WHEN auth_attempts.window_ends_at <= now() THEN EXCLUDED.window_ends_at ELSE auth_attempts.window_ends_at END
       RETURNING count, GREATEST(0, EXTRACT(EPOCH FROM (window_ends_at - now())) * 1000)::float8 AS wait_ms`,
      [this.key(key), this.windowMs / 1000],
    );
    // Now and then, forget windows that ended long ago.
    if (Math.random() < 0.01) await this.db.query(`DELETE FROM auth_attempts WHERE window_ends_at < now() - interval '1 day' AND next_at < now()`);
    return row && row.count > this.max ? Math.max(1, Math.ceil(Number(row.wait_ms))) : 0;
  }

  /** Gives back an attempt that turned out fine (a successful sign-in does not use up the address's ceiling). */
  async refund(key: string): Promise<void> {
    await this.db.query('UPDATE auth_attempts SET count = count - 1 WHERE key = $1 AND count > 0', [this.key(key)]);
  }

  /** Forgets `key` (e.g. after a successful sign-in). */
  async clear(key: string): Promise<void> {
    await this.db.query('DELETE FROM auth_attempts WHERE key = $1', [this.key(key)]);
  }
}
