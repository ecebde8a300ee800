import { token } from './Token';

/** The state of the tab's live connection. */
export type LiveStatus = 'idle' | 'connecting' | 'open' | 'offline';

/** A pushed event (stored: `seq` set; a passing signal such as typing: no `seq`). */
export interface LiveMessage<T = unknown> {
  kind: string;
  data: T;
  seq?: number;
  at?: string;
}

/**
 * The tab's one live connection (shared/live.ts): opened by the host while someone is signed in,
 * reconnecting with back-off and catching up from the last event it saw, so nothing is lost while
 * offline. Screens subscribe by kind (shared LIVE_KINDS) and unsubscribe when they unmount.
 */
export interface LiveConnection {
  /** Observable. */
  readonly status: LiveStatus;
  /** The last stored event's seq this tab received (observable). */
  readonly lastSeq: number;
  /** Calls `handler` with every event and signal of that kind from now on; answers the unsubscribe. */
  subscribe<T = unknown>(kind: string, handler: (message: LiveMessage<T>) => void): () => void;
  /** Calls `handler` after each (re)connection is ready and caught up (screens reload what they show). */
  onReady(handler: () => void): () => void;
  /** Sends a signal (e.g. typing); dropped while not open. */
  signal(kind: string, data: unknown): void;
}

export const LiveConnection = token<LiveConnection>('portolan.sdk.LiveConnection');
