import type { AuthUser } from './AuthUser';
import type { Db } from './Db';

/** A stored live event for some users (see shared/live.ts for the protocol). */
export interface LiveEvent {
  /** The users it is for (ids); each gets it under their own next seq. */
  users: readonly string[];
  /** `<plugin>.<name>` (shared LIVE_KINDS). */
  kind: string;
  /** JSON; keep it small (a chat message, a notification): at most 64 KiB serialized. */
  data: unknown;
}

/**
 * The live connections of the installation (DESIGN §5): every API process holds its browsers' sockets;
 * an event published on one process reaches the users' sockets on every process, through PostgreSQL
 * LISTEN/NOTIFY (or the embedded database's in-process notifications). Stored events are kept 7 days
 * for catch-up after a reconnect.
 */
export interface Live {
  /**
   * Stores the event for each user (seq in commit order) in the caller's transaction and pushes it to
   * their connected tabs once that commits. Nothing is pushed when the transaction rolls back.
   */
  publish(tx: Db, event: LiveEvent): Promise<void>;
  /** Pushes a passing signal (typing) to the users' connected tabs now: not stored, not caught up. */
  signal(users: readonly string[], kind: string, data: unknown): Promise<void>;
  /**
   * Handles signals a tab sends with this kind (a plugin registers its own, e.g. typing): called with
   * the sending user; a throw is logged and ignored. One handler per kind.
   */
  onSignal(kind: string, handler: (user: AuthUser, data: unknown) => Promise<void> | void): void;
  /** Open, authenticated sockets on this process (figures). */
  connections(): number;
}
