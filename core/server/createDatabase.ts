import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { Db, QueryResult } from '@portolan/sdk/server';
import { readPgliteTemplate, savePgliteTemplate } from './pgliteTemplate';

export type Dialect = 'pglite' | 'postgres';

/** A Db that can also run several statements at once (migrations). */
export interface SqlDb extends Db {
  /** Runs SQL text that may hold several statements, without parameters. */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: SqlDb) => Promise<T>): Promise<T>;
  /** Calls `onPayload` with every NOTIFY on `channel` (see `Database.subscribe`); absent on a transaction. */
  subscribe?: Subscribe;
}

/**
 * Calls `onPayload` with the payload of every NOTIFY on `channel` from any connection (other processes
 * too), once it is listening (the promise settles). `onReconnect` is called after the listening
 * connection was lost and is listening again (notifications sent meanwhile are lost: re-read what
 * matters). Answers an unsubscribe.
 */
export type Subscribe = (channel: string, onPayload: (payload: string) => void, onReconnect?: () => void) => Promise<() => Promise<void>>;

/** The application database: one PostgreSQL dialect on embedded PGlite or a PostgreSQL server. */
export interface Database extends SqlDb {
  readonly dialect: Dialect;
  /** Closes the pool or the embedded database; idempotent. */
  close(): Promise<void>;
  /** PGlite only: the data folder as a tar, to start other databases from (`pgliteSnapshot`). */
  snapshot?: () => Promise<Blob>;
  /**
   * PGlite only: calls `onNotify` on every NOTIFY on `channel` — before the promise of the statement
   * (or transaction) that committed it settles, as PGlite runs in this process. Answers an unlisten.
   */
  listen?: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
  /**
   * Both dialects: NOTIFYs on `channel` with their payload — PGlite's in-process notifications, or one
   * dedicated PostgreSQL connection (not from the pool) that LISTENs on every subscribed channel and
   * reconnects with back-off after errors.
   */
  subscribe: Subscribe;
}

export interface DatabaseOptions {
  /** postgres://… — use a PostgreSQL server. */
  url?: string;
  /** PGlite data folder; in memory when neither url nor dataDir is given. */
  dataDir?: string;
  /** Pool size on PostgreSQL (default 10). */
  maxConnections?: number;
  /** PGlite: start from this dumped data folder (a tar from `dumpDataDir`) instead of running initdb. Tests use it. */
  pgliteSnapshot?: Blob;
  /**
   * PGlite with an empty `dataDir`: start it from a cached fresh data folder, or run initdb and cache
   * one — true (default): the cache file of pgliteTemplate.ts; a path: that file; false: always initdb.
   */
  pgliteTemplate?: boolean | string;
  /** Called with errors of idle pool connections (PostgreSQL). */
  onError?: (error: Error) => void;
}

/** What one connection (or a transaction on it) can do. */
interface Conn {
  query<R>(sql: string, params?: unknown[]): Promise<QueryResult<R>>;
  exec(sql: string): Promise<void>;
}

type RunInTransaction = <T>(fn: (conn: Conn) => Promise<T>) => Promise<T>;

const OID_INT8 = 20;
const OID_DATE = 1082;

/** Same values on both dialects: int8 (count(*)) as number, date as 'YYYY-MM-DD', timestamps as Date, json parsed. */
function parseInt8(value: string): number | string {
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : value;
}

/**
 * Opens the database: a pg Pool when `url` is given, else PGlite (in `dataDir`, or in memory).
 * Transactions run on one connection; inside a transaction (in the same async context) every query
 * of the database joins it, and a nested `transaction` joins the outer one.
 */
export async function createDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.url) return openPostgres(options);
  return openPglite(options);
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // An empty data folder starts from the template (no initdb) when there is one; else initdb, then keep one.
  const fresh = !!options.dataDir && !options.pgliteSnapshot && options.pgliteTemplate !== false && readdirSync(options.dataDir).length === 0;
  const open = (loadDataDir: Blob | undefined) =>
    new PGlite({
      dataDir: options.dataDir,
      loadDataDir,
      // Contrib extensions the migrations create (PostgreSQL has them from postgresql-contrib): pg_trgm for search indexes.
      extensions: { pg_trgm },
      parsers: { [OID_INT8]: (v: string) => parseInt8(v), [OID_DATE]: (v: string) => v },
    });
  const templateFile = typeof options.pgliteTemplate === 'string' ? options.pgliteTemplate : undefined;
  const template = fresh ? readPgliteTemplate(templateFile) : undefined;
  let lite = open(options.pgliteSnapshot ?? template);
  try {
    await lite.waitReady;
  } catch (error) {
    if (!template) throw error;
    // An unusable template: empty the folder again and run initdb.
    await lite.close().catch(() => {});
    for (const name of readdirSync(options.dataDir!)) rmSync(join(options.dataDir!, name), { recursive: true, force: true });
    lite = open(undefined);
    await lite.waitReady;
  }
  if (fresh && !template) savePgliteTemplate(new Uint8Array(await (await lite.dumpDataDir('none')).arrayBuffer()), templateFile);
  const conn = (q: { query: PGlite['query']; exec: PGlite['exec'] }): Conn => ({
    async query<R>(sql: string, params?: unknown[]) {
      const result = await q.query<R>(sql, params as unknown[] | undefined);
      return { rows: result.rows, rowCount: result.affectedRows || result.rowCount || result.rows.length };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  const root = conn({ query: lite.query.bind(lite), exec: lite.exec.bind(lite) });
  // PGlite is one connection: its own transaction() holds a mutex that queues every other query.
  const runInTransaction: RunInTransaction = (fn) => lite.transaction((tx) => fn(conn({ query: tx.query, exec: tx.exec })));
  let closing: Promise<void> | undefined;
  const database = wrap('pglite', root, runInTransaction, () => (closing ??= lite.close()));
  return Object.assign(database, {
    snapshot: async () => lite.dumpDataDir('none'),
    listen: (channel: string, onNotify: () => void) => lite.listen(channel, () => onNotify()),
    // One connection in this process: nothing to reconnect, so `onReconnect` is never called.
    subscribe: async (channel: string, onPayload: (payload: string) => void) => {
      const unlisten = await lite.listen(channel, (payload) => onPayload(payload));
      return async () => {
        if (!lite.closed) await unlisten();
      };
    },
  });
}

/** At most this many distinct SQL texts run as named statements (texts built with variable lists stay bounded). */
const MAX_PREPARED_STATEMENTS = 1000;

/**
 * Names for server-side prepared statements on PostgreSQL: each SQL text with parameters gets one, so
 * every pool connection parses it once and PostgreSQL may keep its plan (a list page or the session
 * check then skips parsing and planning: ~0.3 ms of database time a request).
 */
function preparedStatements() {
  const names = new Map<string, string | null>();
  let next = 0;
  return {
    nameOf(sql: string): string | undefined {
      let name = names.get(sql);
      if (name === undefined && names.size < MAX_PREPARED_STATEMENTS) names.set(sql, (name = `portolan_${next++}`));
      return name ?? undefined;
    },
    forget(sql: string): void {
      names.set(sql, null);
    },
  };
}

async function openPostgres(options: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    types: {
      getTypeParser: ((oid: number, format?: string) => {
        if (oid === OID_INT8) return parseInt8;
        if (oid === OID_DATE) return (v: string) => v;
        return pg.types.getTypeParser(oid, format as 'text');
      }) as typeof pg.types.getTypeParser,
    },
  });
  pool.on('error', (error) => options.onError?.(error));
  const statements = preparedStatements();
  const conn = (client: pg.Pool | pg.PoolClient, inTransaction: boolean): Conn => ({
    async query<R>(sql: string, params?: unknown[]) {
      const name = params?.length ? statements.nameOf(sql) : undefined;
      let result: pg.QueryResult;
      try {
        result = await client.query(name ? { name, text: sql, values: params } : { text: sql, values: params });
      } catch (error) {
        // A table changed under a prepared `SELECT *` ("cached plan must not change result type"):
        // run this text unprepared from now on; outside a transaction, try again at once.
        if (!name || (error as { code?: string }).code !== '0A000') throw error;
        statements.forget(sql);
        if (inTransaction) throw error;
        result = await client.query(sql, params);
      }
      return { rows: result.rows as R[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  const runInTransaction: RunInTransaction = async (fn) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const result = await fn(conn(client, true));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      try {
        await client.query('ROLLBACK');
      } catch (rollbackError) {
        broken = rollbackError as Error;
      }
      throw error;
    } finally {
      client.release(broken);
    }
  };
  const listener = postgresListener(options.url!, options.onError);
  let closing: Promise<void> | undefined;
  const database = wrap('postgres', conn(pool, false), runInTransaction, () => (closing ??= Promise.all([listener.close(), pool.end()]).then(() => {})));
  return Object.assign(database, { subscribe: listener.subscribe });
}

const LISTEN_RETRY_MIN_MS = 250;
const LISTEN_RETRY_MAX_MS = 10_000;

/**
 * One dedicated connection that LISTENs on every subscribed channel: opened with the first
 * subscription, ended with the last; after an error it reconnects with back-off (250 ms doubling to
 * 10 s), LISTENs again and tells the subscribers (`onReconnect`).
 */
function postgresListener(url: string, onError?: (error: Error) => void) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const reconnected = new Set<() => void>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let listening = new Set<string>();
  let retryMs = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let closed = false;
  const quoted = (channel: string) => `"${channel.replace(/"/g, '""')}"`;
  const report = (error: unknown) => onError?.(error instanceof Error ? error : new Error(String(error)));

  const lost = (lostClient: pg.Client) => {
    if (lostClient !== client) return;
    client = undefined;
    listening = new Set();
    lostClient.end().catch(() => {});
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (closed || handlers.size === 0 || retryTimer) return;
    retryMs = Math.min(Math.max(retryMs * 2, LISTEN_RETRY_MIN_MS), LISTEN_RETRY_MAX_MS);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void reconnect();
    }, retryMs);
    retryTimer.unref();
  };

  const reconnect = async () => {
    try {
      const current = await connected();
      for (const channel of [...handlers.keys()]) await listenOn(current, channel);
      retryMs = 0;
      for (const callback of reconnected) {
        try {
          callback();
        } catch (error) {
          report(error);
        }
      }
    } catch (error) {
      report(error);
      scheduleReconnect();
    }
  };

  const connected = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => {
        for (const handler of handlers.get(message.channel) ?? []) {
          try {
            handler(message.payload ?? '');
          } catch (error) {
            report(error);
          }
        }
      });
      next.on('error', (error) => {
        report(error);
        lost(next);
      });
      next.on('end', () => lost(next));
      try {
        await next.connect();
      } catch (error) {
        next.end().catch(() => {});
        throw error;
      }
      if (closed) {
        await next.end().catch(() => {});
        throw new Error('The database is closed');
      }
      client = next;
      listening = new Set();
      return next;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  const listenOn = async (current: pg.Client, channel: string) => {
    if (listening.has(channel) || !handlers.has(channel)) return;
    listening.add(channel);
    await current.query(`LISTEN ${quoted(channel)}`);
  };

  const subscribe: Subscribe = async (channel, onPayload, onReconnect) => {
    if (closed) throw new Error('The database is closed');
    let set = handlers.get(channel);
    if (!set) handlers.set(channel, (set = new Set()));
    // One function object per subscription, so the same callback may subscribe twice.
    const handler = (payload: string) => onPayload(payload);
    set.add(handler);
    const reconnectHandler = onReconnect ? () => onReconnect() : undefined;
    if (reconnectHandler) reconnected.add(reconnectHandler);
    const unsubscribe = async () => {
      if (reconnectHandler) reconnected.delete(reconnectHandler);
      const current = handlers.get(channel);
      if (!current?.delete(handler) || current.size > 0) return;
      handlers.delete(channel);
      const open = client;
      if (open && listening.delete(channel)) await open.query(`UNLISTEN ${quoted(channel)}`).catch(() => {});
      if (handlers.size === 0 && client) {
        const last = client;
        client = undefined;
        listening = new Set();
        await last.end().catch(() => {});
      }
    };
    try {
      await listenOn(await connected(), channel);
    } catch (error) {
      await unsubscribe();
      throw error;
    }
    return unsubscribe;
  };

  return {
    subscribe,
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = undefined;
      handlers.clear();
      reconnected.clear();
      const open = client ?? (await connecting?.catch(() => undefined));
      client = undefined;
      await open?.end().catch(() => {});
    },
  };
}

function wrap(dialect: Dialect, root: Conn, runInTransaction: RunInTransaction, close: () => Promise<void>): Omit<Database, 'subscribe'> {
  const current = new AsyncLocalStorage<{ db: SqlDb; open: boolean }>();
  const active = () => {
    const store = current.getStore();
    return store?.open ? store.db : undefined;
  };

  const txDb = (conn: Conn, state: { open: boolean }): SqlDb => {
    const guard = () => {
      if (!state.open) throw new Error('The transaction is already finished');
    };
    const db: SqlDb = {
      async query<R>(sql: string, params?: unknown[]) {
        guard();
        return conn.query<R>(sql, params);
      },
      async one<R>(sql: string, params?: unknown[]) {
        guard();
        return (await conn.query<R>(sql, params)).rows[0];
      },
      async exec(sql: string) {
        guard();
        await conn.exec(sql);
      },
      // A nested transaction joins the outer one.
      async transaction<T>(fn: (tx: SqlDb) => Promise<T>) {
        guard();
        return fn(db);
      },
    };
    return db;
  };

  const database: Omit<Database, 'subscribe'> = {
    dialect,
    async query<R>(sql: string, params?: unknown[]) {
      const tx = active();
      return tx ? tx.query<R>(sql, params) : root.query<R>(sql, params);
    },
    async one<R>(sql: string, params?: unknown[]) {
      return (await database.query<R>(sql, params)).rows[0];
    },
    async exec(sql: string) {
      const tx = active();
      return tx ? tx.exec(sql) : root.exec(sql);
    },
    async transaction<T>(fn: (tx: SqlDb) => Promise<T>) {
      const tx = active();
      if (tx) return fn(tx);
      return runInTransaction(async (conn) => {
        const state = { open: true, db: undefined as unknown as SqlDb };
        state.db = txDb(conn, state);
        try {
          return await current.run(state, () => fn(state.db));
        } finally {
          state.open = false;
        }
      });
    },
    close,
  };
  return database;
}
