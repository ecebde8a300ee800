import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { parse as parseQuery } from 'qs-esm';
import type { FastifyInstance, FastifyBaseLogger, FastifyRequest } from 'fastify';
import { configDefaults, forbidden } from '@portolan/sdk/server';
import type { FeatureCatalogue, Identity, PluginSwitches, ServerConfig, ServerPlugin, ServerPluginContext } from '@portolan/sdk/server';
import type { SqlDb } from './createDatabase';
import { runMigrations } from './runMigrations';
import { identityMigrations } from './identity/identityMigrations';
import { schedulerMigrations } from './scheduler/schedulerMigrations';
import { createScheduler, type HostScheduler } from './scheduler/createScheduler';
import { liveMigrations } from './live/liveMigrations';
import { createLiveHub, type LiveHub } from './live/createLiveHub';
import { orderPlugins } from './plugins/orderPlugins';
import { createServices } from './plugins/createServices';
import { createIdentity } from './identity/createIdentity';
import { createAccessHook } from './createAccessHook';
import { toErrorReply } from './toErrorReply';
import { securityHeaders } from './securityHeaders';
import { loggerOptions, type LogSettings } from './loggerOptions';
import { buildValidator } from './buildValidator';
import { rejectNul } from './rejectNul';
import { publicRateLimit } from './publicRateLimit';
import { createPluginSwitches } from './identity/createPluginSwitches';
import { sdkHelperOnStack, startCatalogue } from './routeCatalogue';
import { registerOpenApi } from './openapi/registerOpenApi';
import { eventCatalogueOf, featureCatalogueOf, isAlwaysOnPlugin } from '@portolan/sdk/shared';

export interface AppOptions {
  db: SqlDb;
  plugins: ServerPlugin[];
  config: ServerConfig;
  /** false: no logs; settings: level and stream (default: info to stdout). Credentials are always redacted. */
  logger?: boolean | LogSettings;
  /** Largest request body in bytes (default 1 MiB); larger ones get 413. */
  bodyLimit?: number;
  /** Behind a reverse proxy: trust its X-Forwarded-* headers (Fastify's trustProxy). */
  trustProxy?: boolean | string;
  /** The access and plan features (default: what `plugins` declare plus the SPEC areas; a name declared twice fails the start). */
  features?: FeatureCatalogue;
  /** The identity kernel (default: the core's, over `features`). */
  identity?: Identity;
  /** Per-company plugin switches (default: the core's, on `company_plugin_switches`). */
  pluginSwitches?: PluginSwitches;
  /** Each plugin's settings by plugin id, as the host read them (host/server/readConfig.ts); default: the plugins' defaults. */
  settings?: Record<string, Record<string, unknown>>;
  /** Run the plugins' timed work (default: yes, except in env 'test'). */
  runScheduler?: boolean;
}

const RESERVED_OWNERS = new Set(['identity', 'core']);
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const HEALTH_TIMEOUT_MS = 3000;

/**
 * The API: applies migrations (the identity kernel's, then each plugin's in order), seeds demo data
 * when `config.seedDemo`, and mounts each plugin's routes in its own Fastify scope with the envelope,
 * access rules, validation, security headers, request ids and logs of DESIGN §4. Not yet listening:
 * the caller may add routes (the host adds the web app), then `listen` or `inject`.
 */
export async function createApp(options: AppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  checkPlugins(options.plugins);
  const features = options.features ?? featureCatalogueOf(options.plugins);
  const identity = options.identity ?? createIdentity(features);
  const switches = options.pluginSwitches ?? createPluginSwitches();
  // Providers before the plugins requiring their services, otherwise by id (DESIGN §3a).
  const plugins = orderPlugins(options.plugins);

  await runMigrations(db, [
    { plugin: 'identity', migrations: identityMigrations },
    { plugin: 'core', migrations: schedulerMigrations },
    { plugin: 'live', migrations: liveMigrations },
    ...plugins.map((p) => ({ plugin: p.id, migrations: p.migrations ?? [] })),
  ]);

  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(options.logger === true || options.logger === undefined ? {} : options.logger),
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
    // SPEC §7: list queries arrive as bracketed query strings (`filter[status]=open`), parsed into
    // objects by the same qs format the web client writes. Depth and sizes are capped.
    routerOptions: { ignoreTrailingSlash: true, querystringParser: (query) => parseQuery(query, { depth: 5, arrayLimit: 100, parameterLimit: 200 }) },
    requestIdHeader: false,
    genReqId: (req) => {
      const sent = req.headers['x-request-id'];
      return typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID();
    },
    schemaController: { compilersFactory: { buildValidator: buildValidator() as never } },
    return503OnClosing: true,
  });

  // Issue 9 item 11: an API route without a querystring schema takes no query parameters (an unknown
  // one is a 400 naming it, as with every schema — see buildValidator).
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.schema?.querystring) route.schema = { ...route.schema, querystring: { type: 'object', additionalProperties: false } };
  });
  const catalogue = startCatalogue(app);
  registerOpenApi(app); // every route registered from here on is documented at /api/docs
  app.decorateRequest('user', undefined);
  app.decorateRequest('authToken', undefined);

  const headers = Object.entries(securityHeaders(config.env));
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    for (const [name, value] of headers) reply.header(name, value);
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
  app.addHook('onRequest', createAccessHook(db, identity));
  app.addHook('onRequest', publicRateLimit(db)); // issue 9 item 10: public routes, per address, in PostgreSQL
  app.addHook('preValidation', rejectNul); // issue 9 item 2: a NUL character is a 400 naming the field

  app.setErrorHandler((error, request, reply) => {
    const answer = toErrorReply(error);
    if (answer.internal) request.log.error({ err: error }, 'request failed');
    else if (answer.status !== 401 && answer.status !== 404) request.log.info({ status: answer.status, code: answer.body.error.code, reason: answer.body.error.message }, 'request refused');
    void reply.status(answer.status).send(answer.body);
  });
  app.setNotFoundHandler((request, reply) => {
    void reply.status(404).send({ success: false, error: { message: `Not found: ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' } });
  });

  app.get('/api/health', { config: { access: { public: true } } }, async (request, reply) => {
    try {
      await withTimeout(db.query('SELECT 1 AS ok'), HEALTH_TIMEOUT_MS);
      return { success: true, data: { status: 'ok', database: 'ok' } };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      return reply.status(503).send({ success: false, error: { message: 'Database unavailable', code: 'SERVICE_UNAVAILABLE' }, data: { status: 'error', database: 'error' } });
    }
  });

  // Each plugin's context: its settings, the services it requires (made by their providers, which
  // come first in `plugins`) and provides, and its scheduler.
  const scheduler = createScheduler(db, { log: app.log.child({ part: 'scheduler' }) });
  const events = eventCatalogueOf(plugins);
  const live = createLiveHub({ db, identity, log: app.log.child({ part: 'live' }) });
  await live.register(app);
  // Stored live events are for catch-up after a reconnect: kept 7 days, pruned hourly (once across processes).
  scheduler.forPlugin('core', app.log.child({ part: 'live' })).every('live-prune', 3600, async () => {
    await live.prune();
  });
  const made = new Map<string, unknown>();
  const contexts = new Map<ServerPlugin, ServerPluginContext>();
  for (const plugin of plugins) {
    const log = app.log.child({ plugin: plugin.id });
    const settings = (options.settings?.[plugin.id] ?? configDefaults(plugin.config ?? {})) as ServerPluginContext['settings'];
    const ctx: ServerPluginContext = { db, config, log, identity, features, plugins: switches, settings, services: createServices(plugin, made), scheduler: scheduler.forPlugin(plugin.id, log), live: live.forPlugin(plugin.id), events };
    contexts.set(plugin, ctx);
    for (const provider of plugin.provides ?? []) made.set(provider.token.id, provider.create(ctx));
  }
  const contextFor = (plugin: ServerPlugin, log: FastifyBaseLogger): ServerPluginContext => ({ ...contexts.get(plugin)!, log });

  for (const plugin of plugins) {
    if (!plugin.routes) continue;
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        const sdkHelper = sdkHelperOnStack();
        for (const method of [route.method].flat()) {
          if (method === 'HEAD') continue; // mirrors its GET
          catalogue({ pluginId: plugin.id, method, url: route.url, access: route.config?.access, hasBodySchema: !!route.schema?.body, bodySchema: route.schema?.body, sdkHelper });
        }
      });
      // Plugin switches (DESIGN §3a): a plugin an enterprise admin switched off answers 403 to that
      // company, on every route of its scope. Runs after the access hook (the caller is known).
      if (!isAlwaysOnPlugin(plugin.id)) scope.addHook('onRequest', switchGuard(plugin.id, db, switches));
      await plugin.routes!(scope, contextFor(plugin, scope.log.child({ plugin: plugin.id })));
    });
  }

  // Demo data after every plugin's routes ran, so record kinds and jobs are registered; a plugin that tells
  // about other areas' records (messaging's chats on shipments) seeds after the plugins it names in `seedAfter`.
  if (config.seedDemo) {
    for (const plugin of seedOrder(plugins)) {
      try {
        await plugin.seed!(contexts.get(plugin)!);
      } catch (error) {
        throw new Error(`Demo data of plugin "${plugin.id}" failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
    }
  }

  if (options.runScheduler ?? config.env !== 'test') app.addHook('onReady', () => scheduler.start());
  app.addHook('onClose', () => scheduler.stop());
  app.addHook('onReady', () => live.start());
  app.addHook('onClose', () => live.stop());
  schedulers.set(app, scheduler);
  liveHubs.set(app, live);
  seedContexts.set(app, new Map([...contexts].map(([plugin, ctx]) => [plugin.id, ctx])));
  return app;
}

const schedulers = new WeakMap<FastifyInstance, HostScheduler>();
const liveHubs = new WeakMap<FastifyInstance, LiveHub>();

/** The app's live hub (tests and benches count connections). */
export function liveHubOf(app: FastifyInstance): LiveHub {
  const hub = liveHubs.get(app);
  if (!hub) throw new Error('Not an app made by createApp');
  return hub;
}
const seedContexts = new WeakMap<FastifyInstance, Map<string, ServerPluginContext>>();

/** The context a plugin's seed runs with on this app (the test kit seeds one plugin by hand with it). */
export function pluginContextOf(app: FastifyInstance, pluginId: string): ServerPluginContext {
  const ctx = seedContexts.get(app)?.get(pluginId);
  if (!ctx) throw new Error(`No plugin "${pluginId}" on this app`);
  return ctx;
}

/** The app's scheduler (tests run due jobs by hand with `runDue`). */
export function appScheduler(app: FastifyInstance): HostScheduler {
  const scheduler = schedulers.get(app);
  if (!scheduler) throw new Error('Not an app made by createApp');
  return scheduler;
}

/** The plugins with a seed, each after the installed plugins its `seedAfter` names, otherwise in plugin order. */
function seedOrder(plugins: ServerPlugin[]): ServerPlugin[] {
  const seeding = plugins.filter((p) => p.seed);
  const ids = new Set(seeding.map((p) => p.id));
  const done = new Set<string>();
  const order: ServerPlugin[] = [];
  while (order.length < seeding.length) {
    const next = seeding.find((p) => !done.has(p.id) && (p.seedAfter ?? []).every((id) => done.has(id) || !ids.has(id)));
    if (!next) throw new Error(`Demo data: the seedAfter of ${seeding.filter((p) => !done.has(p.id)).map((p) => `"${p.id}"`).join(', ')} form a cycle`);
    done.add(next.id);
    order.push(next);
  }
  return order;
}

/** 403 for a signed-in caller whose company switched the plugin off; public routes stay open. */
function switchGuard(pluginId: string, db: SqlDb, switches: PluginSwitches) {
  return async function checkPluginSwitch(request: FastifyRequest): Promise<void> {
    const user = request.user;
    if (!user || request.routeOptions.config?.access?.public) return;
    const disabled = user.disabledPlugins ? user.disabledPlugins.includes(pluginId) : !(await switches.isEnabled(db, user.companyId, pluginId));
    if (disabled) throw forbidden('This feature is switched off for your company');
  };
}

function checkPlugins(plugins: ServerPlugin[]): void {
  const ids = new Set<string>();
  for (const plugin of plugins) {
    if (RESERVED_OWNERS.has(plugin.id)) throw new Error(`Server plugin id "${plugin.id}" is reserved for the core`);
    if (ids.has(plugin.id)) throw new Error(`Two server plugins have the id "${plugin.id}"`);
    ids.add(plugin.id);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
