import { readPluginConfig, type ServerPlugin } from '@portolan/sdk/server';
import { isAbsolute, join, resolve } from 'node:path';

export interface HostConfig {
  port: number;
  host: string;
  /** A PostgreSQL server; without it, embedded PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  env: 'development' | 'production' | 'test';
  seedDemo: boolean;
  /** Production without PORTOLAN_SEED_DEMO=1: demo data was not seeded on purpose. */
  seedRefused: boolean;
  /** The built web app (index.html and assets/). */
  webDir: string;
  logLevel: string;
  trustProxy: boolean | string;
}

/**
 * The server's settings from the environment: PORT (8080), HOST (0.0.0.0), DATABASE_URL,
 * PORTOLAN_DATA_DIR (<project>/.data/pglite), NODE_ENV, PORTOLAN_SEED_DEMO ('1' forces, '0' turns off;
 * production seeds only when it is '1'), LOG_LEVEL (info), TRUST_PROXY (off).
 */
export function readConfig(env: Record<string, string | undefined>, projectRoot: string): HostConfig {
  const port = env.PORT ? Number(env.PORT) : 8080;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const flag = env.PORTOLAN_SEED_DEMO?.trim();
  if (flag && flag !== '1' && flag !== '0') throw new Error(`PORTOLAN_SEED_DEMO must be 1 or 0, not "${flag}"`);
  const seedDemo = flag === '1' || (flag !== '0' && mode !== 'production');
  const dataDir = env.PORTOLAN_DATA_DIR?.trim() || join(projectRoot, '.data', 'pglite');
  const proxy = env.TRUST_PROXY?.trim();
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir: isAbsolute(dataDir) ? dataDir : resolve(projectRoot, dataDir),
    env: mode,
    seedDemo,
    seedRefused: mode === 'production' && flag === undefined,
    webDir: join(projectRoot, 'dist', 'web'),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    trustProxy: !proxy || proxy === '0' || proxy === 'false' ? false : proxy === '1' || proxy === 'true' ? true : proxy,
  };
}

/**
 * Every plugin's settings from the environment, by plugin id (each plugin declares its own: env
 * variable, type, default; see the SDK's pluginConfig). Read once at start; a bad value stops the
 * start with a message naming the variable and the plugin.
 */
export function readPluginSettings(plugins: readonly ServerPlugin[], env: Record<string, string | undefined>): Record<string, Record<string, unknown>> {
  return Object.fromEntries(plugins.map((plugin) => [plugin.id, readPluginConfig(plugin.id, plugin.config ?? {}, env)]));
}
