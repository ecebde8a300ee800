import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { LIVE_PATH, type LiveServerMessage } from '../shared/live';

const WAIT_MS = 5_000;

/** A tab's live socket: the messages it got, and waits for the next ones. */
export interface LiveTab {
  next(timeoutMs?: number): Promise<LiveServerMessage>;
  /** Resolves with the close code. */
  closed: Promise<number>;
  send(message: unknown): void;
  close(): Promise<void>;
}

/**
 * Opens a live socket (shared/live.ts) to an app listening on a port, as a browser tab does, and sends
 * the hello when given: for tests of live delivery across API processes.
 */
export async function openLiveTab(app: FastifyInstance, hello?: { token: string; after?: number }): Promise<LiveTab> {
  const { port } = app.server.address() as AddressInfo;
  const socket = new WebSocket(`ws://127.0.0.1:${port}${LIVE_PATH}`);
  const inbox: LiveServerMessage[] = [];
  const waiting: Array<(message: LiveServerMessage) => void> = [];
  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as LiveServerMessage;
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else inbox.push(message);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  if (hello) socket.send(JSON.stringify({ type: 'hello', token: hello.token, after: hello.after ?? 0 }));
  return {
    next(timeoutMs = WAIT_MS) {
      const queued = inbox.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(done), 1);
          reject(new Error(`No live message within ${timeoutMs} ms`));
        }, timeoutMs);
        const done = (message: LiveServerMessage) => {
          clearTimeout(timer);
          resolve(message);
        };
        waiting.push(done);
      });
    },
    closed,
    send: (message) => socket.send(JSON.stringify(message)),
    async close() {
      socket.close();
      await closed;
    },
  };
}

