import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { AuthUser, Db } from '@portolan/sdk/server';
import { LIVE_CLOSE_DENIED, type LiveServerMessage } from '@portolan/sdk/shared';
import { readCatchUp, readEventRange, type StoredLiveEvent } from './readLiveEvents';

/** A socket whose unsent data grows past this is dropped: the tab reconnects and catches up. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** Signals a tab may send: a bucket of 20, refilled at 20 a second. */
const SIGNAL_BURST = 20;
const SIGNALS_PER_SECOND = 20;

/** One signed-in tab on this process: what it was sent (seq) and the queue that keeps its events in order. */
export interface LiveClient {
  readonly socket: WebSocket;
  user: AuthUser;
  readonly token: string;
  /** Sent the catch-up and 'ready'. */
  readonly ready: boolean;
  /** Sends stored events in seq order after what the tab has (reading any gap); `load` runs in the queue. */
  deliver(load: () => Promise<StoredLiveEvent[]> | StoredLiveEvent[]): void;
  /** Reads and sends what was stored after the last event sent (the notifications of it were lost). */
  catchUp(): void;
  /** Sends a passing message now: a pong at once, signals once ready. */
  send(message: LiveServerMessage): void;
  /** Whether a signal from the tab is within its rate; counts it. */
  takeSignal(): boolean;
  /** Says `denied` and closes with 4401. */
  deny(message: string): void;
}

/**
 * Starts a tab's live session after its hello: queues the catch-up (events after `after`, then
 * 'ready'), so that events arriving meanwhile are sent after it, in order, without repeats.
 */
export function createLiveClient(options: { socket: WebSocket; user: AuthUser; token: string; after: number; db: Db; log: FastifyBaseLogger }): LiveClient {
  const { socket, db, log } = options;
  let sent = options.after;
  let ready = false;
  let bucket = SIGNAL_BURST;
  let filledAt = Date.now();

  const write = (message: LiveServerMessage) => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      log.warn({ user: client.user.id }, 'live: a tab reads too slowly, dropped');
      socket.terminate();
      return;
    }
    socket.send(JSON.stringify(message));
  };
  const sendEvent = (event: StoredLiveEvent) => {
    write({ type: 'event', seq: event.seq, kind: event.kind, data: event.data, at: event.at });
    sent = event.seq;
  };

  let queue: Promise<void> = (async () => {
    const { newest, events } = await readCatchUp(db, options.user.id, sent);
    for (const event of events) if (event.seq > sent) sendEvent(event);
    // A tab that claims more than the server holds (its database was reset) starts over from here.
    sent = newest;
    ready = true;
    write({ type: 'ready', seq: newest });
  })();

  const failed = (error: unknown) => {
    log.error({ err: error, user: client.user.id }, 'live: delivery failed, the tab reconnects');
    socket.close(1011, 'Server Error');
  };
  queue = queue.catch(failed);

  const client: LiveClient = {
    socket,
    user: options.user,
    token: options.token,
    get ready() {
      return ready;
    },
    deliver(load) {
      queue = queue
        .then(async () => {
          if (socket.readyState !== socket.OPEN) return;
          const events = [...(await load())].sort((a, b) => a.seq - b.seq);
          for (const event of events) {
            if (event.seq <= sent) continue;
            // Notifications were lost (the listening connection dropped): read the gap first.
            if (event.seq > sent + 1) for (const missing of await readEventRange(db, event.user, sent, event.seq - 1)) sendEvent(missing);
            sendEvent(event);
          }
        })
        .catch(failed);
    },
    catchUp() {
      client.deliver(() => readEventRange(db, client.user.id, sent, Number.MAX_SAFE_INTEGER));
    },
    send(message) {
      if (ready || message.type === 'pong') write(message);
    },
    takeSignal() {
      const now = Date.now();
      bucket = Math.min(SIGNAL_BURST, bucket + ((now - filledAt) / 1000) * SIGNALS_PER_SECOND);
      filledAt = now;
      if (bucket < 1) return false;
      bucket -= 1;
      return true;
    },
    deny(message) {
      write({ type: 'denied', message });
      socket.close(LIVE_CLOSE_DENIED, 'denied');
    },
  };
  return client;
}
