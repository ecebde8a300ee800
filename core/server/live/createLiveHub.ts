import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { RawData, WebSocket } from 'ws';
import type { AuthUser, Identity, Live } from '@portolan/sdk/server';
import { LIVE_CLOSE_DENIED, LIVE_PATH } from '@portolan/sdk/shared';
import type { SqlDb } from '../createDatabase';
import { IDENTITY_CHANNEL } from '../identity/sessionCache';
import { createLiveClient, type LiveClient } from './createLiveClient';
import { createSessionRecheck, SESSION_ENDED, SESSION_TABLES } from './createSessionRecheck';
import { LIVE_CHANNEL, parseNotice, signalNotices, type LiveRecipient } from './liveNotices';
import { publishLiveEvent } from './publishLiveEvent';
import { pruneLiveEvents } from './pruneLiveEvents';
import { readEventsAt } from './readLiveEvents';

export interface LiveHubOptions {
  db: SqlDb;
  identity: Identity;
  log: FastifyBaseLogger;
}

/** The installation's live connections on this process (DESIGN §5; protocol in sdk shared/live.ts). */
export interface LiveHub {
  /** What a plugin gets as `ctx.live` (signal kinds it registers are its own). */
  forPlugin(pluginId: string): Live;
  /** Mounts the WebSocket endpoint `LIVE_PATH` on the app (before the plugins' routes). */
  register(app: FastifyInstance): Promise<void>;
  /** Starts listening for other processes' events. */
  start(): Promise<void>;
  /** Closes the sockets and stops listening. */
  stop(): Promise<void>;
  /** Open, authenticated sockets on this process. */
  connections(): number;
  /** Deletes stored events older than 7 days (or `days`): run it once a day on one process; answers how many. */
  prune(days?: number): Promise<number>;
}

/** A socket that has not said hello by then is closed. */
const HELLO_TIMEOUT_MS = 10_000;
/** Each socket's session is checked again this often (a logout closes it with 4401). */
const RECHECK_MS = 60_000;
/** Sockets that do not answer a WebSocket ping within this are dropped. */
const HEARTBEAT_MS = 30_000;
/** The largest message a tab may send. */
const MAX_MESSAGE_BYTES = 16 * 1024;
/** Messages a tab may send while its hello is checked (kept and handled after). */
const MAX_EARLY_MESSAGES = 20;

/**
 * The live hub: one authenticated WebSocket per tab (@fastify/websocket), events and signals fanned
 * out to every process through NOTIFY on `portolan_live` (`db.subscribe`: PostgreSQL LISTEN, or
 * PGlite's in-process notifications), catch-up from the stored events after a reconnect.
 */
export function createLiveHub(options: LiveHubOptions): LiveHub {
  const { db, identity, log } = options;
  const byUser = new Map<string, Set<LiveClient>>();
  const sockets = new Set<WebSocket>();
  const answered = new WeakSet<WebSocket>();
  const signalHandlers = new Map<string, (user: AuthUser, data: unknown) => Promise<void> | void>();
  const unsubscribes: Array<() => Promise<void>> = [];
  const sessions = createSessionRecheck(db, identity, function* () {
    for (const set of byUser.values()) yield* set;
  });
  let heartbeat: NodeJS.Timeout | undefined;
  let stopped = false;
  let connected = 0;

  const onNotice = (payload: string) => {
    const notice = parseNotice(payload);
    if (!notice) return log.warn({ payload: payload.slice(0, 200) }, 'live: unreadable notice ignored');
    if (notice.t === 's') {
      const message = { type: 'signal', kind: notice.kind, data: notice.data } as const;
      for (const user of notice.users) for (const client of byUser.get(user) ?? []) client.send(message);
      return;
    }
    const local = notice.to.filter(([user]) => byUser.has(user));
    if (!local.length) return;
    if (notice.t === 'e') {
      for (const [user, seq] of local) {
        const event = { user, seq, kind: notice.kind, data: notice.data, at: notice.at };
        for (const client of byUser.get(user) ?? []) client.deliver(() => [event]);
      }
      return;
    }
    deliverReferenced(local);
  };

  // A notice too big to carry its event: one read for every local recipient.
  const deliverReferenced = (local: LiveRecipient[]) => {
    let rows: ReturnType<typeof readEventsAt> | undefined;
    const read = () => (rows ??= readEventsAt(db, local));
    for (const [user] of local) {
      for (const client of byUser.get(user) ?? []) client.deliver(async () => (await read()).filter((event) => event.user === user));
    }
  };

  const add = (client: LiveClient) => {
    let set = byUser.get(client.user.id);
    if (!set) byUser.set(client.user.id, (set = new Set()));
    set.add(client);
    connected++;
  };
  const remove = (client: LiveClient) => {
    const set = byUser.get(client.user.id);
    if (!set?.delete(client)) return;
    connected--;
    if (!set.size) byUser.delete(client.user.id);
  };

  const dispatchSignal = (client: LiveClient, message: { kind?: unknown; data?: unknown }) => {
    if (typeof message.kind !== 'string') return;
    if (!client.takeSignal()) return log.debug({ user: client.user.id }, 'live: signals over the rate dropped');
    const handler = signalHandlers.get(message.kind);
    if (!handler) return;
    Promise.resolve()
      .then(() => handler(client.user, message.data))
      .catch((error: unknown) => log.warn({ err: error, kind: message.kind }, 'live: signal handler failed'));
  };

  const accept = (socket: WebSocket) => {
    if (stopped) return socket.close(1001, 'Server shutting down');
    sockets.add(socket);
    answered.add(socket);
    let state: 'hello' | 'checking' | 'open' = 'hello';
    let client: LiveClient | undefined;
    let recheck: NodeJS.Timeout | undefined;
    const early: RawData[] = [];
    const helloTimer = setTimeout(() => socket.close(1008, 'No hello'), HELLO_TIMEOUT_MS);
    helloTimer.unref();

    const handle = (raw: RawData) => {
      let message: { type?: unknown; token?: unknown; after?: unknown; kind?: unknown; data?: unknown };
      try {
        message = JSON.parse(raw.toString()) as typeof message;
      } catch {
        message = {};
      }
      if (state === 'hello') {
        if (message?.type !== 'hello' || typeof message.token !== 'string') return socket.close(1008, 'Say hello first');
        state = 'checking';
        clearTimeout(helloTimer);
        void hello(message.token, typeof message.after === 'number' && Number.isSafeInteger(message.after) && message.after > 0 ? message.after : 0);
        return;
      }
      if (!client) return;
      if (message?.type === 'ping') client.send({ type: 'pong' });
      else if (message?.type === 'signal') dispatchSignal(client, message);
    };

    const hello = async (token: string, after: number) => {
      let user: AuthUser | undefined;
      try {
        user = await identity.authenticate(db, token);
      } catch (error) {
        log.error({ err: error }, 'live: session check failed');
        return socket.close(1011, 'Server Error');
      }
      if (socket.readyState !== socket.OPEN) return;
      if (!user) {
        socket.send(JSON.stringify({ type: 'denied', message: SESSION_ENDED }));
        return socket.close(LIVE_CLOSE_DENIED, 'denied');
      }
      client = createLiveClient({ socket, user, token, after, db, log });
      add(client);
      state = 'open';
      recheck = setInterval(() => void sessions.check([client!]), RECHECK_MS);
      recheck.unref();
      for (const raw of early.splice(0)) handle(raw);
    };

    socket.on('message', (raw) => {
      if (state !== 'checking') return handle(raw);
      if (early.length < MAX_EARLY_MESSAGES) early.push(raw);
    });
    socket.on('pong', () => answered.add(socket));
    socket.on('close', () => {
      clearTimeout(helloTimer);
      if (recheck) clearInterval(recheck);
      sockets.delete(socket);
      if (client) remove(client);
    });
  };

  const live = (pluginId: string): Live => ({
    publish: (tx, event) => publishLiveEvent(tx, event),
    async signal(users, kind, data) {
      const unique = [...new Set(users)];
      if (!unique.length) return;
      for (const payload of signalNotices(kind, data, unique)) await db.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, payload]);
    },
    onSignal(kind, handler) {
      if (!kind.startsWith(`${pluginId}.`)) throw new Error(`Plugin "${pluginId}" may only handle live signals of its own kinds ("${pluginId}.…"), not "${kind}"`);
      if (signalHandlers.has(kind)) throw new Error(`The live signal "${kind}" already has a handler`);
      signalHandlers.set(kind, handler);
    },
    connections: () => connected,
  });

  return {
    forPlugin: live,
    async register(app) {
      await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
      // Public to the access hook: browsers cannot set headers on a WebSocket, so the socket signs in
      // with its first message (the token never goes in the URL).
      app.get(LIVE_PATH, { websocket: true, config: { access: { public: true } } }, (socket) => accept(socket));
    },
    async start() {
      if (!db.subscribe) throw new Error('The live hub needs a database that can subscribe to notifications');
      stopped = false;
      // After the listening connection came back, every tab reads what it missed meanwhile.
      unsubscribes.push(
        await db.subscribe(LIVE_CHANNEL, onNotice, () => {
          for (const set of byUser.values()) for (const client of set) client.catchUp();
        }),
      );
      // A logout (or a removed user, a role change) reaches the open sockets within a second; the
      // per-socket check every minute covers a lost notification.
      unsubscribes.push(
        await db.subscribe(IDENTITY_CHANNEL, (table) => {
          if (SESSION_TABLES.has(table) && byUser.size) sessions.sweepSoon();
        }),
      );
      heartbeat = setInterval(() => {
        for (const socket of sockets) {
          if (!answered.has(socket)) {
            socket.terminate();
            continue;
          }
          answered.delete(socket);
          socket.ping();
        }
      }, HEARTBEAT_MS);
      heartbeat.unref();
    },
    async stop() {
      stopped = true;
      if (heartbeat) clearInterval(heartbeat);
      for (const socket of sockets) socket.close(1001, 'Server shutting down');
      sessions.stop();
      for (const unsubscribe of unsubscribes.splice(0)) await unsubscribe().catch(() => {});
    },
    connections: () => connected,
    prune: (days) => pruneLiveEvents(db, days),
  };
}
