/**
 * Counts attempts per key in a fixed window, in memory (per process). Used to slow down password
 * guessing and code requests; the durable limits (5 wrong codes per reset) live in the database.
 */
export class AttemptLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  private readonly max: number;
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(max: number, windowMs: number, now: () => number = Date.now) {
    this.max = max;
    this.windowMs = windowMs;
    this.now = now;
  }

  /** Milliseconds until `key` may try again; 0 when it may try now. */
  retryAfter(key: string): number {
    const entry = this.hits.get(key);
    const now = this.now();
    if (!entry || entry.resetAt <= now) return 0;
    return entry.count >= this.max ? entry.resetAt - now : 0;
  }

  /** Records an attempt of `key`. */
  hit(key: string): void {
    const now = this.now();
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      this.prune(now);
    } else {
      entry.count += 1;
    }
  }

  /** Forgets `key` (e.g. after a successful sign-in). */
  clear(key: string): void {
    this.hits.delete(key);
  }

  private prune(now: number): void {
    if (this.hits.size < 10_000) return;
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}
