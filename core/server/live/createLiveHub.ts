import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Identity, Live } from '@portolan/sdk/server';
import type { SqlDb } from '../createDatabase';

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
}

/** Placeholder of the contract: the helper building the live hub replaces it. */
export function createLiveHub(options: LiveHubOptions): LiveHub {
  void options;
  const live: Live = { publish: async () => {}, signal: async () => {}, onSignal: () => {}, connections: () => 0 };
  return { forPlugin: () => live, register: async () => {}, start: async () => {}, stop: async () => {} };
}
