import type { FastifyInstance } from 'fastify';
import type { ServerPlugin } from '@portolan/sdk/server';
import { createApp } from '../../core/server/createApp';
import { createDatabase, type Database } from '../../core/server/createDatabase';
import { gracefulShutdown } from '../../core/server/gracefulShutdown';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../plugins/auth/server/seedDemo';
import { readPluginSettings, type HostConfig } from './readConfig';
import { registerWebApp } from './registerWebApp';
import { serverPlugins } from './serverPlugins';
import { addonsDirFor, startAddons } from './addons/startAddons';

export interface RunningServer {
  app: FastifyInstance;
  db: Database;
  url: string;
}

/** Opens the database, builds the API with every server plugin, serves the web app, listens, and closes cleanly on SIGTERM/SIGINT. */
export async function startServer(config: HostConfig, plugins: ServerPlugin[] = serverPlugins, env: Record<string, string | undefined> = process.env): Promise<RunningServer> {
  const db = await createDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl, onError: (error) => console.error('database connection error:', error.message) }
      : { dataDir: config.dataDir },
  );
  let app: FastifyInstance | undefined;
  // Add-ons (DESIGN §3a): each folder of PORTOLAN_ADDONS_DIR (default <project>/addons), loaded now, no rebuild.
  const addonsDir = addonsDirFor(env, config.webDir);
  const addons = await startAddons(addonsDir);
  const all = [...plugins, ...addons.plugins];
  const settings = readPluginSettings(all, env);
  try {
    app = await createApp({
      db,
      plugins: all,
      settings,
      config: { env: config.env, seedDemo: config.seedDemo },
      logger: { level: config.logLevel },
      trustProxy: config.trustProxy,
    });
    if (config.seedRefused) app.log.warn('Production: demo data is not seeded (set PORTOLAN_SEED_DEMO=1 to seed it anyway)');
    await addons.register(app, db);
    await registerWebApp(app, { webDir: config.webDir });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app?.close().catch(() => {});
    await db.close();
    throw error;
  }
  gracefulShutdown({ app, db });

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shownHost}:${port}`;
  const lines = [
    '',
    `  Portolan is running at ${url}`,
    `  Database: ${db.dialect === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
  ];
  if (addons.summary.length) lines.push(`  Add-ons from ${addonsDir}:`, ...addons.summary.map((line) => `    ${line}`));
  if (config.seedDemo) {
    lines.push(`  Demo sign-ins (password "${DEMO_PASSWORD}" — change it anywhere but your own machine):`);
    for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.email.padEnd(26)} ${account.company.name} (${account.isPlatformAdmin ? 'platform admin' : `${account.company.kind} admin`})`);
  }
  console.log(`${lines.join('\n')}\n`);
  return { app, db, url };
}
