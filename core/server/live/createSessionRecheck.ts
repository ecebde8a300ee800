import type { Db, Identity } from '@portolan/sdk/server';
import type { LiveClient } from './createLiveClient';

/** A change to the identity tables is followed by a re-check of the open sockets this much later (changes coalesce). */
const SWEEP_DELAY_MS = 500;
/** Session checks at once during a sweep. */
const SWEEP_CONCURRENCY = 4;

/** What a tab is told when its session is not (or no longer) live. */
export const SESSION_ENDED = 'Your session has ended. Sign in again.';

/** The identity tables whose changes can end or change a session (payloads of NOTIFY portolan_identity). */
export const SESSION_TABLES = new Set(['sessions', 'users', 'companies']);

export interface SessionRecheck {
  /** Checks these tabs' session again now: closes them (4401) when it ended, else refreshes their user. */
  check(clients: readonly LiveClient[]): Promise<void>;
  /** Re-checks every open tab soon (after a logout, a removed user or a role change). */
  sweepSoon(): void;
  /** Cancels a pending sweep. */
  stop(): void;
}

/** Session re-checks of the live sockets: one statement per distinct token, a few at a time. */
export function createSessionRecheck(db: Db, identity: Identity, openClients: () => Iterable<LiveClient>): SessionRecheck {
  let timer: NodeJS.Timeout | undefined;
  let sweeping = false;
  let again = false;

  const check = async (clients: readonly LiveClient[]) => {
    const byToken = new Map<string, LiveClient[]>();
    for (const client of clients) byToken.set(client.token, [...(byToken.get(client.token) ?? []), client]);
    const tokens = [...byToken.keys()];
    for (let i = 0; i < tokens.length; i += SWEEP_CONCURRENCY) {
      await Promise.all(
        tokens.slice(i, i + SWEEP_CONCURRENCY).map(async (token) => {
          let user;
          try {
            user = await identity.authenticate(db, token);
          } catch {
            return; // the database is away: the next check decides
          }
          for (const client of byToken.get(token)!) {
            if (user) client.user = user;
            else client.deny(SESSION_ENDED);
          }
        }),
      );
    }
  };

  const sweep = async () => {
    timer = undefined;
    if (sweeping) {
      again = true;
      return;
    }
    sweeping = true;
    try {
      await check([...openClients()]);
    } finally {
      sweeping = false;
      if (again) {
        again = false;
        recheck.sweepSoon();
      }
    }
  };

  const recheck: SessionRecheck = {
    check,
    sweepSoon() {
      if (timer) return;
      timer = setTimeout(() => void sweep(), SWEEP_DELAY_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
  return recheck;
}
