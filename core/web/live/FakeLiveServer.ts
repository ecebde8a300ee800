import type { LiveClientMessage, LiveServerMessage } from '@portolan/sdk';

/** One socket a {@link FakeLiveServer} handed out: what the tab sent, and the server's side of it. */
export interface FakeSocket {
  readonly url: string;
  readyState: number;
  /** The messages the tab sent, parsed. */
  readonly sent: LiveClientMessage[];
  /** The server accepts the connection. */
  open(): void;
  /** The server sends a message. */
  push(message: LiveServerMessage): void;
  /** The connection ends (the server closes it, or the network drops: 1006). */
  drop(code?: number, reason?: string): void;
}

/**
 * A fake live endpoint for tests: pass `WebSocket` as the live connection's WebSocket constructor and
 * drive each socket it made (`sockets`, newest last) from the server's side.
 *
 * ```ts
 * const server = new FakeLiveServer();
 * const live = new LiveConnectionStore(session, { WebSocket: server.WebSocket, storage });
 * server.last.open(); // the tab says hello
 * server.last.push({ type: 'ready', seq: 0 });
 * ```
 */
export class FakeLiveServer {
  readonly sockets: FakeSocket[] = [];
  readonly WebSocket: unknown;

  constructor() {
    const sockets = this.sockets;
    class FakeWebSocketImpl extends EventTarget implements FakeSocket {
      static readonly CONNECTING = 0;
      static readonly OPEN = 1;
      static readonly CLOSING = 2;
      static readonly CLOSED = 3;
      readyState = 0;
      binaryType = 'blob';
      bufferedAmount = 0;
      extensions = '';
      protocol = '';
      readonly sent: LiveClientMessage[] = [];

      constructor(readonly url: string) {
        super();
        sockets.push(this);
      }

      send(data: string): void {
        if (this.readyState !== 1) throw new Error('send on a socket that is not open');
        this.sent.push(JSON.parse(data) as LiveClientMessage);
      }

      close(code = 1000, reason = ''): void {
        if (this.readyState >= 2) return;
        this.readyState = 3;
        this.dispatchEvent(Object.assign(new Event('close'), { code, reason, wasClean: true }));
      }

      open(): void {
        this.readyState = 1;
        this.dispatchEvent(new Event('open'));
      }

      push(message: LiveServerMessage): void {
        this.dispatchEvent(Object.assign(new Event('message'), { data: JSON.stringify(message) }));
      }

      drop(code = 1006, reason = ''): void {
        if (this.readyState === 3) return;
        this.readyState = 3;
        this.dispatchEvent(Object.assign(new Event('close'), { code, reason, wasClean: code !== 1006 }));
      }
    }
    this.WebSocket = FakeWebSocketImpl;
  }

  /** The newest socket. */
  get last(): FakeSocket {
    const socket = this.sockets[this.sockets.length - 1];
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }
}
