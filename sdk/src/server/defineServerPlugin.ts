import type { FastifyInstance, FastifyBaseLogger } from 'fastify';
import type { Db, Migration } from './Db';
import type { Identity } from './Identity';
import type { PluginSwitches } from './PluginSwitches';
import type { ServiceProvider, ServiceToken } from './ServiceToken';
import type { Services } from './Services';
import type { Scheduler } from './Scheduler';
import type { ConfigSpec, ConfigValues } from './pluginConfig';
import type { FeatureDefinition, PlanFeatureDefinition } from '../shared/features';
import type { FeatureCatalogue } from '../shared/FeatureCatalogue';
import type { EventCatalogue, EventCategory, EventDefinition } from '../shared/events';
import type { Live } from './Live';

export interface ServerConfig {
  /** 'production' refuses demo seeding unless `seedDemo` is set. */
  env: 'development' | 'production' | 'test';
  /** Seed demo data on first start. */
  seedDemo: boolean;
}

/** What a server plugin gets from the host. */
export interface ServerPluginContext<S extends ConfigSpec = ConfigSpec> {
  db: Db;
  config: ServerConfig;
  log: FastifyBaseLogger;
  identity: Identity;
  /** Every access and plan feature of the running server (what all plugins declare, plus the SPEC areas not built yet). */
  features: FeatureCatalogue;
  /** Per-company plugin switches (enterprise admins turn plugins off). */
  plugins: PluginSwitches;
  /** The services the plugin requires (and provides). */
  services: Services;
  /** The plugin's own settings, typed by its `config` spec (read from the environment once by the host). */
  settings: ConfigValues<S>;
  /** Timed work, once across processes; stops when the app closes. */
  scheduler: Scheduler;
  /** The live connections (push events to users' tabs on every process). */
  live: Live;
  /** The event catalogue every plugin's `events` make up. */
  events: EventCatalogue;
}

/** What demo seeding gets: the database and identity kernel (no services, settings or timers). */
export type SeedContext = Pick<ServerPluginContext, 'db' | 'config' | 'log' | 'identity' | 'plugins' | 'services' | 'settings'>;

export interface ServerPlugin<S extends ConfigSpec = ConfigSpec> {
  /** Unique, kebab-case; owns its tables and migrations. The same id as its web plugin (switches cover both). */
  id: string;
  /**
   * The access features (with their levels) and plan features this plugin owns; the host assembles
   * them into the catalogue (`ctx.features`) and refuses a name two plugins declare. Export them once
   * from `plugins/<id>/shared/features.ts` and name the same lists in the web half.
   */
  features?: readonly FeatureDefinition[];
  planFeatures?: readonly PlanFeatureDefinition[];
  /** Services this plugin makes for others: `[provide(TOKEN, (ctx) => impl)]`. */
  provides?: ServiceProvider<any>[];
  /** Services it needs: the host starts their providers first and refuses to start without them. */
  requires?: ServiceToken<any>[];
  /**
   * Services it uses when some plugin provides them, and does without otherwise (`services.find`): no
   * start order and no start-up refusal, so two plugins may use each other's services this way (the
   * shipments screens show the D&D plugin's free time; the D&D plugin requires the shipments' containers).
   * Read them while handling a request or a timed run, not while mounting routes.
   */
  optional?: ServiceToken<any>[];
  /** Its settings: environment variable, type, default (see pluginConfig.ts). */
  config?: S;
  /** Ordered SQL migrations (import the .sql files). */
  migrations?: Migration[];
  /** The events this plugin notifies people about (the event catalogue; see shared/events.ts). */
  events?: readonly EventDefinition[];
  /** Event categories of its own, beyond the SDK's EVENT_CATEGORIES (an add-on's). */
  eventCategories?: readonly EventCategory[];
  /** (Method syntax: a plugin with its own settings type is still a `ServerPlugin`.) Mounts the plugin's routes at SPEC's exact /api/… paths. */
  routes?(app: FastifyInstance, ctx: ServerPluginContext<S>): void | Promise<void>;
  /** Demo data, run once on first start when demo seeding is on, after every plugin's routes. Must be idempotent. */
  seed?(ctx: SeedContext): Promise<void>;
  /** Plugins (ids) whose demo data this plugin's seed builds on: it runs after theirs when they are installed. */
  seedAfter?: readonly string[];
}

export function defineServerPlugin<S extends ConfigSpec = ConfigSpec>(plugin: ServerPlugin<S>): ServerPlugin<S> {
  if (!/^[a-z][a-z0-9-]*$/.test(plugin.id)) {
    throw new Error(`Server plugin id "${plugin.id}" must be kebab-case (a-z, 0-9, -)`);
  }
  return plugin;
}
