import type { FastifyInstance, FastifyBaseLogger } from 'fastify';
import type { Db, Migration } from './Db';
import type { Identity } from './Identity';
import type { PluginSwitches } from './PluginSwitches';

export interface ServerConfig {
  /** 'production' refuses demo seeding unless `seedDemo` is set. */
  env: 'development' | 'production' | 'test';
  /** Seed demo data on first start. */
  seedDemo: boolean;
}

/** What a server plugin gets from the host. */
export interface ServerPluginContext {
  db: Db;
  config: ServerConfig;
  log: FastifyBaseLogger;
  identity: Identity;
  /** Per-company plugin switches (enterprise admins turn plugins off). */
  plugins: PluginSwitches;
}

export interface ServerPlugin {
  /** Unique, kebab-case; owns its tables and migrations. */
  id: string;
  /** Ordered SQL migrations (import the .sql files). */
  migrations?: Migration[];
  /** Mounts the plugin's routes at SPEC's exact /api/… paths. */
  routes?: (app: FastifyInstance, ctx: ServerPluginContext) => void | Promise<void>;
  /** Demo data, run once on first start when demo seeding is on. Must be idempotent. */
  seed?: (ctx: ServerPluginContext) => Promise<void>;
}

export function defineServerPlugin(plugin: ServerPlugin): ServerPlugin {
  if (!/^[a-z][a-z0-9-]*$/.test(plugin.id)) {
    throw new Error(`Server plugin id "${plugin.id}" must be kebab-case (a-z, 0-9, -)`);
  }
  return plugin;
}
