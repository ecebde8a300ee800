import type { Db } from '@portolan/sdk/server';

/**
 * Counts attempts per key in a fixed window, in PostgreSQL (`auth_attempts`), so that every API
 * process shares the counts and a restart forgets nothing (DESIGN §5: the API is stateless). Keys
 * carry their limiter's name (`login:account:…`), so limiters share the table.
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

  /** Milliseconds until `key` may try again; 0 when it may try now. */
  async retryAfter(key: string): Promise<number> {
    const row = await this.db.one<{ count: number; wait_ms: number }>(
      `SELECT count, GREATEST(0, EXTRACT(EPOCH FROM (window_ends_at - now())) * 1000)::float8 AS wait_ms FROM auth_attempts WHERE key = $1`,
      [this.key(key)],
    );
    if (!row || row.wait_ms <= 0) return 0;
    return row.count >= this.max ? Math.ceil(Number(row.wait_ms)) : 0;
  }

  /** Records an attempt of `key`; a window that ended starts again at 1. */
  async hit(key: string): Promise<void> {
    await this.db.query(
      `INSERT INTO auth_attempts (key, count, window_ends_at) VALUES ($1, 1, now() + make_interval(secs => $2))
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN auth_attempts.window_ends_at <= now() THEN 1 ELSE auth_attempts.count + 1 END,
         window_ends_at = CASE WHEN auth_attempts.window_ends_at <= now() THEN EXCLUDED.window_ends_at ELSE auth_attempts.window_ends_at END`,
      [this.key(key), this.windowMs / 1000],
    );
    // Now and then, forget windows that ended long ago.
    if (Math.random() < 0.01) await this.db.query(`DELETE FROM auth_attempts WHERE window_ends_at < now() - interval '1 day'`);
  }

  /** Forgets `key` (e.g. after a successful sign-in). */
  async clear(key: string): Promise<void> {
    await this.db.query('DELETE FROM auth_attempts WHERE key = $1', [this.key(key)]);
  }
}
