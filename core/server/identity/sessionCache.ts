import type { AuthUser } from '@portolan/sdk/server';

/** The channel the identity tables' triggers notify on (migration 005_identity_notify). */
export const IDENTITY_CHANNEL = 'portolan_identity';

/** How long a session check is reused at most, and how many are kept. */
const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/** A database that tells this process about NOTIFYs before the notifying statement's promise settles (embedded PGlite). */
export interface NotifyingDb {
  listen?: (channel: string, onNotify: () => void) => Promise<unknown>;
}

export interface SessionCache {
  /** The cached user of a token, or undefined. */
  get(token: string): AuthUser | undefined;
  /** Resolves a token through `load` (one statement), keeping the answer for reuse unless the identity tables changed meanwhile. */
  load(token: string, load: () => Promise<AuthUser | undefined>): Promise<AuthUser | undefined>;
}

/**
 * Reuses session checks for at most 5 s on a database that notifies this process synchronously of
 * every change to the identity tables — embedded PGlite, which only this process opens: a logout, a
 * password or role change, a removed user, a plan or switch change empties the cache before the
 * writing request answers. Undefined elsewhere (PostgreSQL: other processes write too, and the
 * prepared session check is cheap), so every request checks its session in the database.
 */
export function createSessionCache(db: NotifyingDb, now: () => number = Date.now): SessionCache | undefined {
  if (!db.listen) return undefined;
  const entries = new Map<string, { user: AuthUser; until: number }>();
  // Bumped by every change: a check that started before one is not kept.
  let generation = 0;
  let listening = false;
  const ready = db.listen(IDENTITY_CHANNEL, () => {
    generation++;
    entries.clear();
  }).then(() => {
    listening = true;
  });
  ready.catch(() => {});

  return {
    get(token) {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.until > now()) return entry.user;
      entries.delete(token);
      return undefined;
    },
    async load(token, load) {
      const started = generation;
      const user = await load();
      if (user && listening && started === generation) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(token, { user, until: now() + TTL_MS });
      }
      return user;
    },
  };
}
