import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import type { FeatureCatalogue, Identity, PluginSwitches, ServerConfig, ServerPlugin } from '../server';
import { featureCatalogueOf } from '../shared/featureCatalogueOf';
import { readPluginConfig } from '../server/pluginConfig';
import { createApp, pluginContextOf } from '../../../core/server/createApp';
import { createDatabase, type Database, type Dialect } from '../../../core/server/createDatabase';
import { createIdentity } from '../../../core/server/identity/createIdentity';
import { createPluginSwitches } from '../../../core/server/identity/createPluginSwitches';
import type { LogSettings } from '../../../core/server/loggerOptions';

export type { Dialect };
export { openLiveTab } from './openLiveTab';
export { pdfText } from './pdfText';
export { designedDocumentTemplates } from './designedDocumentTemplates';
export type { DesignedDocumentTemplates } from './designedDocumentTemplates';
export type { LiveTab } from './openLiveTab';

let probed: { url?: string } | undefined;

/** Candidate admin connections: DATABASE_URL, else the local server with trust auth on database `test`. */
function candidateUrls(): string[] {
  if (process.env.DATABASE_URL) return [process.env.DATABASE_URL];
  const users = [...new Set([process.env.PGUSER, safeUser(), 'postgres'].filter((u): u is string => !!u))];
  return users.map((user) => `postgres://${encodeURIComponent(user)}@127.0.0.1:5432/test`);
}

function safeUser(): string | undefined {
  try {
    return userInfo().username;
  } catch {
    return undefined;
  }
}

const PROBE = `
import('pg').then(async ({ default: pg }) => {
  for (const url of JSON.parse(process.argv[1])) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
    try { await client.connect(); await client.query('SELECT 1'); await client.end(); console.log(url); process.exit(0); }
    catch { try { await client.end(); } catch {} }
  }
  process.exit(1);
});`;

/** The admin URL of a PostgreSQL server that answers, probed once per process (synchronously, so `describe.each` can use it). */
export function postgresAdminUrl(): string | undefined {
  if (!probed) {
    if (process.env.PORTOLAN_TEST_POSTGRES === '0') {
      probed = {};
    } else {
      const result = spawnSync(process.execPath, ['--input-type=module', '-e', PROBE, JSON.stringify(candidateUrls())], {
        encoding: 'utf8',
        timeout: 8000,
        cwd: process.cwd(),
      });
      const url = result.status === 0 ? result.stdout.trim().split('\n').pop() : undefined;
      probed = { url: url || undefined };
    }
  }
  return probed.url;
}

/**
 * The database dialects to run API tests on: always 'pglite'; 'postgres' too when DATABASE_URL is set
 * or PostgreSQL answers on 127.0.0.1:5432 (database `test`). Set PORTOLAN_TEST_POSTGRES=0 to skip it.
 * Use as `describe.each(testDatabases())('… on %s', (dialect) => …)`.
 */
export function testDatabases(): Dialect[] {
  return postgresAdminUrl() ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  db: Database;
  /** Closes the database, and drops it on PostgreSQL. */
  close(): Promise<void>;
}

/**
 * PGlite's initdb takes ~1.5 s per database; starting from a snapshot of a fresh one takes ~0.4 s.
 * The first fresh database of a machine (per PGlite build) is dumped to node_modules/.cache/portolan/.
 */
function snapshotFile(): string | undefined {
  try {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const key = Math.round(statSync(entry).mtimeMs).toString(36);
    const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
    return join(root, 'node_modules', '.cache', 'portolan', `pglite-fresh-${key}.tar`);
  } catch {
    return undefined;
  }
}

let snapshotBytes: Buffer | undefined;

function readSnapshot(file: string | undefined): Blob | undefined {
  if (!snapshotBytes && file) {
    try {
      snapshotBytes = readFileSync(file);
    } catch {
      return undefined;
    }
  }
  return snapshotBytes ? new Blob([new Uint8Array(snapshotBytes)]) : undefined;
}

async function freshPglite(): Promise<Database> {
  const file = snapshotFile();
  const snapshot = readSnapshot(file);
  if (snapshot) {
    try {
      return await createDatabase({ pgliteSnapshot: snapshot });
    } catch {
      snapshotBytes = undefined; // unreadable: start from scratch below
    }
  }
  const db = await createDatabase();
  if (file && db.snapshot) {
    try {
      const bytes = Buffer.from(await (await db.snapshot()).arrayBuffer());
      mkdirSync(dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.tmp`;
      writeFileSync(partial, bytes);
      renameSync(partial, file); // atomic: parallel workers never read half a file
      snapshotBytes = bytes;
    } catch {
      /* no cache: every database runs initdb */
    }
  }
  return db;
}

/** A fresh, empty database: PGlite in memory, or `CREATE DATABASE portolan_t_<random>` on PostgreSQL. */
export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  if (dialect === 'pglite') {
    const db = await freshPglite();
    return { db, close: () => db.close() };
  }
  const adminUrl = postgresAdminUrl();
  if (!adminUrl) throw new Error('PostgreSQL is not available: set DATABASE_URL or start a server on 127.0.0.1:5432');
  const name = `portolan_t_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await createDatabase({ url: url.toString(), maxConnections: 5 });
  let closed = false;
  return {
    db,
    async close() {
      if (closed) return;
      closed = true;
      await db.close();
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export interface TestResponse<B = any> {
  status: number;
  /** The parsed JSON body (undefined when the answer is not JSON). */
  body: B;
  /** The raw body text. */
  text: string;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface TestRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';
  url: string;
  /** A JSON body (objects are serialized); a string is sent as is. */
  body?: unknown;
  /** Bearer token. */
  token?: string;
  headers?: Record<string, string>;
}

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  dialect: Dialect;
  identity: Identity;
  /** The access and plan features the plugins declare, plus the SPEC areas not built yet. */
  features: FeatureCatalogue;
  /** The per-company plugin switches the server enforces (what a plugin's seed or hooks receive as `plugins`). */
  switches: PluginSwitches;
  request<B = any>(req: TestRequest): Promise<TestResponse<B>>;
  get<B = any>(url: string, token?: string): Promise<TestResponse<B>>;
  post<B = any>(url: string, body?: unknown, token?: string): Promise<TestResponse<B>>;
  /** Signs in through POST /api/auth/v2/login/ (needs the auth plugin) and returns the token. */
  login(email: string, password: string): Promise<string>;
  /** Runs one plugin's demo seed now, with the context the server gives it (e.g. after the test made the accounts the seed fills). */
  seed(pluginId: string): Promise<void>;
  /** Another API process on the same database (same plugins and config, no seeding), driven by `inject`; close it yourself. */
  secondProcess(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /**
   * The server plugins: objects, or the ids of discovered plugins (`plugins/<id>/server/index.ts`,
   * through `virtual:portolan/server-plugins`), so a plugin's test can run beside another plugin
   * without importing it: `plugins: ['shipments', trackings]`.
   */
  plugins: Array<ServerPlugin | string>;
  dialect?: Dialect;
  /** Run the plugins' demo seeds (default false). */
  seed?: boolean;
  /** Logs: off by default; pass settings (e.g. a stream) to read them. */
  logger?: false | LogSettings;
  bodyLimit?: number;
  config?: Partial<ServerConfig>;
  /** Adds routes or hooks after the plugins, before the server is ready (the host adds the web app this way). */
  extend?: (app: FastifyInstance) => void | Promise<void>;
}

/** The discovery module, named through a variable so the SDK build leaves it to the test runner (Vitest resolves it with the discovery plugin). */
const DISCOVERED = 'virtual:portolan/server-plugins';

async function resolvePlugins(wanted: Array<ServerPlugin | string>): Promise<ServerPlugin[]> {
  if (wanted.every((p) => typeof p !== 'string')) return wanted as ServerPlugin[];
  let discovered: ServerPlugin[];
  try {
    discovered = ((await import(/* @vite-ignore */ DISCOVERED)) as { serverPlugins: ServerPlugin[] }).serverPlugins;
  } catch (error) {
    throw new Error(`Plugins by id need the plugin discovery of scripts/pluginDiscovery.mjs in the test runner's config: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return wanted.map((p) => {
    if (typeof p !== 'string') return p;
    const found = discovered.find((d) => d.id === p);
    if (!found) throw new Error(`No discovered server plugin "${p}" (found: ${discovered.map((d) => d.id).join(', ') || 'none'})`);
    return found;
  });
}

/** The API with the given plugins on a fresh database of the dialect (default 'pglite'), driven by `inject` (no port). */
export async function createTestServer(options: TestServerOptions): Promise<TestServer> {
  const dialect = options.dialect ?? 'pglite';
  const plugins = await resolvePlugins(options.plugins);
  const features = featureCatalogueOf(plugins); // a feature two plugins declare fails here, as at start-up
  const database = await createTestDatabase(dialect);
  const identity = createIdentity(features);
  const switches = createPluginSwitches();
  const appOptions = {
    db: database.db,
    plugins,
    features,
    config: { env: 'test' as const, seedDemo: options.seed ?? false, ...options.config },
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit,
    // The plugins' settings from the environment, as the host reads them (e.g. PORTOLAN_DEMO_HISTORY, which the test runner sets low).
    settings: Object.fromEntries(plugins.map((plugin) => [plugin.id, readPluginConfig(plugin.id, plugin.config ?? {}, process.env)])),
  };
  let app: FastifyInstance;
  try {
    app = await createApp({ ...appOptions, identity, pluginSwitches: switches });
    await options.extend?.(app);
    await app.ready();
  } catch (error) {
    await database.close();
    throw error;
  }

  const request = async <B>(req: TestRequest): Promise<TestResponse<B>> => {
    const headers: Record<string, string> = { ...req.headers };
    if (req.token) headers.authorization = `Bearer ${req.token}`;
    let payload: string | undefined;
    if (req.body !== undefined) {
      payload = typeof req.body === 'string' ? req.body : JSON.stringify(req.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await app.inject({ method: req.method ?? 'GET', url: req.url, headers, payload });
    let body: B = undefined as B;
    if (String(res.headers['content-type'] ?? '').includes('json')) {
      try {
        body = JSON.parse(res.body) as B;
      } catch {
        body = undefined as B;
      }
    }
    return { status: res.statusCode, body, text: res.body, headers: res.headers };
  };

  return {
    app,
    db: database.db,
    dialect,
    identity,
    features,
    switches,
    request,
    get: (url, token) => request({ method: 'GET', url, token }),
    post: (url, body, token) => request({ method: 'POST', url, body: body ?? {}, token }),
    async login(email, password) {
      const res = await request<{ success: boolean; data?: { authToken?: string } }>({
        method: 'POST',
        url: '/api/auth/v2/login/',
        body: { data: { email, password } },
      });
      const token = res.body?.data?.authToken;
      if (res.status !== 200 || !token) throw new Error(`Login of ${email} failed: ${res.status} ${res.text}`);
      return token;
    },
    async seed(pluginId) {
      const plugin = plugins.find((p) => p.id === pluginId);
      if (!plugin?.seed) throw new Error(`No plugin "${pluginId}" with a seed on this server (plugins: ${plugins.map((p) => p.id).join(', ')})`);
      await plugin.seed({ ...pluginContextOf(app, pluginId), config: { ...appOptions.config, seedDemo: true }, log: app.log.child({ plugin: pluginId }) });
    },
    async secondProcess() {
      const other = await createApp({ ...appOptions, config: { ...appOptions.config, seedDemo: false }, identity: createIdentity(features), pluginSwitches: createPluginSwitches() });
      await other.ready();
      return other;
    },
    async close() {
      try {
        await app.close();
      } finally {
        await database.close();
      }
    },
  };
}
