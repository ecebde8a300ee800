// A fresh PostgreSQL database for a bench: created on the local server, dropped afterwards.
import { randomBytes } from 'node:crypto';
import { userInfo } from 'node:os';
import pg from 'pg';

function adminUrls() {
  if (process.env.DATABASE_URL) return [process.env.DATABASE_URL];
  let me;
  try {
    me = userInfo().username;
  } catch {}
  return [...new Set([process.env.PGUSER, me, 'postgres'].filter(Boolean))].map((u) => `postgres://${encodeURIComponent(u)}@127.0.0.1:5432/test`);
}

/** The first admin URL that answers (DATABASE_URL, else the local server's `test` database), or undefined. */
export async function postgresAdminUrl() {
  for (const url of adminUrls()) {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await c.connect();
      await c.end();
      return url;
    } catch {
      await c.end().catch(() => {});
    }
  }
  return undefined;
}

/** Creates `portolan_bench_<random>` and answers { url, name, drop() }; undefined when no server answers. */
export async function createBenchDatabase(prefix = 'portolan_bench') {
  const adminUrl = await postgresAdminUrl();
  if (!adminUrl) return undefined;
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
