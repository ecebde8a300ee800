import type { Db } from '@portolan/sdk/server';

/**
 * Slows a key down progressively instead of locking it (NIST SP 800-63B §5.2.2): the first `free`
 * attempts of a window go ahead at once; after that one attempt at a time, each after a pause that
 * doubles (1 s, 2 s, 4 s, …) up to `maxDelayMs`. Counted in `auth_attempts` before the work, in one
 * atomic statement: of a burst, only one request gets each turn.
 */
export class AccountSlowdown {
  constructor(
    private readonly db: Db,
    private readonly name: string,
    readonly free: number,
    readonly windowMs: number,
    readonly maxDelayMs: number,
  ) {}

  private key(key: string): string {
    return `${this.name}:${key}`;
  }

  /** Takes a turn for `key`: 0 when this attempt may go ahead (it is counted), else the milliseconds until the next turn. */
  async take(key: string): Promise<number> {
    // clock_timestamp(), not now(): a statement that waited for the row's lock compares with the time it
    // got it, not with the start of its transaction (which may be earlier than the turn just taken).
    const taken = await this.db.one<{ count: number }>(
      `INSERT INTO auth_attempts (key, count, window_ends_at, next_at) VALUES ($1, 1, clock_timestamp() + make_interval(secs => $2), clock_timestamp())
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN auth_attempts.window_ends_at <= clock_timestamp() THEN 1 ELSE auth_attempts.count + 1 END,
         window_ends_at = CASE WHEN auth_attempts.window_ends_at <= clock_timestamp() THEN EXCLUDED.window_ends_at ELSE auth_attempts.window_ends_at END,
         next_at = CASE WHEN auth_attempts.window_ends_at <= clock_timestamp() OR auth_attempts.count + 1 <= $3 THEN clock_timestamp()
                   ELSE clock_timestamp() + make_interval(secs => LEAST($4::float8, power(2::float8, LEAST(auth_attempts.count - $3, 30))::float8)) END
       WHERE auth_attempts.window_ends_at <= clock_timestamp() OR auth_attempts.next_at <= clock_timestamp()
       RETURNING count`,
      [this.key(key), this.windowMs / 1000, this.free, this.maxDelayMs / 1000],
    );
    if (taken) return 0;
    const row = await this.db.one<{ wait_ms: number }>(`SELECT GREATEST(0, EXTRACT(EPOCH FROM (next_at - clock_timestamp())) * 1000)::float8 AS wait_ms FROM auth_attempts WHERE key = $1`, [this.key(key)]);
    return Math.max(1, Math.ceil(Number(row?.wait_ms ?? 1000)));
  }

  /** Forgets `key` (a successful sign-in, a new password). */
  async clear(key: string): Promise<void> {
    await this.db.query('DELETE FROM auth_attempts WHERE key = $1', [this.key(key)]);
  }
}
