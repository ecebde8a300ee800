import { makeObservable, observable, reaction, type IReactionDisposer } from 'mobx';
import type ReconnectingWebSocket from 'partysocket/ws';
import { LIVE_CLOSE_DENIED, LIVE_PATH, type LiveClientMessage, type LiveConnection, type LiveMessage, type LiveServerMessage, type LiveStatus, type Session } from '@portolan/sdk';
import { clearLiveSeq, readLiveSeq, writeLiveSeq } from './liveSeqStorage';

/** How often an open connection pings the server (keeps proxies from closing an idle socket). */
export const LIVE_PING_MS = 25_000;

/** How the live connection reaches the server; every part has a browser default. */
export interface LiveConnectionOptions {
  /**
   * The WebSocket constructor (tests: a fake, see FakeWebSocket). `null`: never connects (a workbench with
   * no server, e.g. a test on a fake HTTP client); the connection then stays 'idle'. Default: the global WebSocket.
   */
  WebSocket?: unknown;
  /** The socket's address. Default: the page's origin (or `baseUrl`) with ws(s):, at LIVE_PATH. */
  url?: string;
  /** Resolves LIVE_PATH when `url` is not given; default: the page's origin. */
  baseUrl?: string;
  /** Where this tab keeps the last seq it saw (so a reload catches up); default: sessionStorage. */
  storage?: Storage;
  /** Ping period; default {@link LIVE_PING_MS}. */
  pingMs?: number;
  /** Back-off bounds of reconnection (ms); defaults 1 s and 30 s. */
  minReconnectionDelay?: number;
  maxReconnectionDelay?: number;
  /**
   * Loads the reconnecting socket (partysocket). Default: a dynamic import, so the library is fetched after
   * sign-in and never weighs on /login; tests pass the class at once.
   */
  loadSocket?: () => Promise<typeof ReconnectingWebSocket>;
}

const loadPartysocket = async (): Promise<typeof ReconnectingWebSocket> => (await import('partysocket/ws')).default;

type Handler = (message: LiveMessage) => void;

/**
 * The tab's one live connection (sdk shared/live.ts protocol), observable with MobX.
 *
 * It follows the Session: while someone is signed in it keeps a reconnecting WebSocket (partysocket,
 * back-off) open and says hello with the session token and the last seq it saw, so the server catches
 * it up; on sign-out or a switch to another account it closes and starts over from that user's last
 * seq (kept per tab in sessionStorage, so a reload catches up too). Stored events are passed on once
 * each, in order (a seq at or below the last one is a duplicate and dropped; a gap after `ready`
 * reconnects to catch up); signals are passed on as they come. A denied hello (close 4401) stops it
 * until the session changes.
 */
export class LiveConnectionStore implements LiveConnection {
  status: LiveStatus = 'idle';
  lastSeq = 0;

  private socket?: ReconnectingWebSocket;
  /** Bumped by every open and close, so a socket class that arrives late for an attempt is not used. */
  private attempts = 0;
  private userId?: string;
  private token?: string;
  /** Set by `ready`; until then events are catch-up and a jump in seq is no gap. */
  private caughtUp = false;
  private pinger?: ReturnType<typeof setInterval>;
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly readyHandlers = new Set<() => void>();
  private readonly stopFollowing: IReactionDisposer;

  constructor(
    session: Session,
    private readonly options: LiveConnectionOptions = {},
  ) {
    makeObservable<LiveConnectionStore, 'setStatus' | 'setSeq'>(this, { status: observable, lastSeq: observable, setStatus: true, setSeq: true });
    this.stopFollowing = reaction(
      () => (session.isLoggedIn && session.authToken && session.user ? `${session.user._id}\n${session.authToken}` : undefined),
      (key) => this.follow(key),
      { fireImmediately: true },
    );
  }

  subscribe<T = unknown>(kind: string, handler: (message: LiveMessage<T>) => void): () => void {
    const set = this.handlers.get(kind) ?? new Set<Handler>();
    this.handlers.set(kind, set);
    set.add(handler as Handler);
    return () => {
      set.delete(handler as Handler);
      if (set.size === 0 && this.handlers.get(kind) === set) this.handlers.delete(kind);
    };
  }

  onReady(handler: () => void): () => void {
    this.readyHandlers.add(handler);
    return () => this.readyHandlers.delete(handler);
  }

  signal(kind: string, data: unknown): void {
    if (this.status === 'open') this.send({ type: 'signal', kind, data });
  }

  /** Closes the connection and stops following the session (the container's end; tests). */
  dispose(): void {
    this.stopFollowing();
    this.close();
  }

  /** Starts, restarts or stops the connection as the signed-in user and token change. */
  private follow(key: string | undefined): void {
    this.close();
    const [userId, token] = key?.split('\n') ?? [];
    const previous = this.userId;
    this.userId = userId;
    this.token = token;
    if (userId !== previous) {
      // Another user (or nobody): the seq counts that user's events, so it starts from what this tab saw of them.
      if (!userId) clearLiveSeq(this.storage);
      this.setSeq(userId ? readLiveSeq(this.storage, userId) : 0);
    }
    if (token) this.open();
  }

  private open(): void {
    const WebSocket = this.options.WebSocket === undefined ? globalThis.WebSocket : this.options.WebSocket;
    if (!WebSocket) return;
    this.setStatus('connecting');
    const attempt = ++this.attempts;
    (this.options.loadSocket ?? loadPartysocket)().then(
      (Socket) => {
        if (attempt !== this.attempts) return; // closed or restarted meanwhile
        const socket = new Socket(this.url(), undefined, {
          WebSocket,
          minReconnectionDelay: this.options.minReconnectionDelay ?? 1_000,
          maxReconnectionDelay: this.options.maxReconnectionDelay ?? 30_000,
          shouldReconnectOnClose: (event) => event.code !== LIVE_CLOSE_DENIED,
        });
        socket.addEventListener('open', this.onOpen);
        socket.addEventListener('message', this.onMessage);
        socket.addEventListener('close', this.onClose);
        this.socket = socket;
      },
      () => {
        if (attempt === this.attempts) this.setStatus('offline'); // the chunk could not be fetched: the hint says so
      },
    );
  }

  private close(): void {
    this.attempts++;
    const socket = this.socket;
    this.socket = undefined;
    this.stopPinging();
    if (socket) {
      socket.removeEventListener('open', this.onOpen);
      socket.removeEventListener('message', this.onMessage);
      socket.removeEventListener('close', this.onClose);
      socket.close();
    }
    this.setStatus('idle');
  }

  private readonly onOpen = () => {
    this.caughtUp = false;
    this.send({ type: 'hello', token: this.token ?? '', after: this.lastSeq });
  };

  private readonly onClose = (event: { code: number }) => {
    this.stopPinging();
    this.caughtUp = false;
    if (event.code === LIVE_CLOSE_DENIED) {
      // Not a live session: wait for the session to change (the reaction opens again then).
      const socket = this.socket;
      this.socket = undefined;
      socket?.close();
      this.setStatus('idle');
    } else this.setStatus('offline');
  };

  private readonly onMessage = (event: { data: unknown }) => {
    let message: LiveServerMessage;
    try {
      message = JSON.parse(String(event.data)) as LiveServerMessage;
    } catch {
      return;
    }
    switch (message.type) {
      case 'event':
        this.receive(message);
        break;
      case 'signal':
        this.dispatch({ kind: message.kind, data: message.data });
        break;
      case 'ready':
        this.ready(message.seq);
        break;
      case 'denied':
        // The server closes with 4401 next; nothing to do until then.
        break;
      default:
        break; // pong
    }
  };

  private receive(message: Extract<LiveServerMessage, { type: 'event' }>): void {
    if (message.seq <= this.lastSeq) return; // seen already (a catch-up overlapping what arrived live)
    if (this.caughtUp && message.seq > this.lastSeq + 1) {
      // Something was missed: catch up from the last one seen, which brings this one too.
      this.socket?.reconnect();
      return;
    }
    this.setSeq(message.seq);
    this.dispatch({ kind: message.kind, data: message.data, seq: message.seq, at: message.at });
  }

  private ready(seq: number): void {
    this.caughtUp = true;
    // The server is caught up to `seq`: it is where the user's events are (lower after a reset of the server's data).
    if (Number.isInteger(seq) && seq >= 0) this.setSeq(seq);
    this.setStatus('open');
    this.startPinging();
    for (const handler of [...this.readyHandlers]) guard(handler);
  }

  private dispatch(message: LiveMessage): void {
    const handlers = this.handlers.get(message.kind);
    if (!handlers) return;
    for (const handler of [...handlers]) guard(() => handler(message));
  }

  private send(message: LiveClientMessage): void {
    if (this.socket?.readyState === 1 /* OPEN */) this.socket.send(JSON.stringify(message));
  }

  private startPinging(): void {
    this.stopPinging();
    this.pinger = setInterval(() => this.send({ type: 'ping' }), this.options.pingMs ?? LIVE_PING_MS);
  }

  private stopPinging(): void {
    if (this.pinger) clearInterval(this.pinger);
    this.pinger = undefined;
  }

  private setStatus(status: LiveStatus): void {
    this.status = status;
  }

  private setSeq(seq: number): void {
    this.lastSeq = seq;
    if (this.userId) writeLiveSeq(this.storage, this.userId, seq);
  }

  private get storage(): Storage | undefined {
    if (this.options.storage) return this.options.storage;
    try {
      return typeof window === 'undefined' ? undefined : window.sessionStorage;
    } catch {
      return undefined;
    }
  }

  private url(): string {
    if (this.options.url) return this.options.url;
    const base = this.options.baseUrl ?? (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);
    const url = new URL(LIVE_PATH, base);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    return url.toString();
  }
}

/** Runs a subscriber; one that throws does not keep the others from their message. */
function guard(run: () => void): void {
  try {
    run();
  } catch (error) {
    console.error('A live connection subscriber failed', error);
  }
}
