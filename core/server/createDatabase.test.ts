import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabases, type TestDatabase } from '@portolan/sdk/testing/server';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, type Database } from './createDatabase';

describe.each(testDatabases())('createDatabase on %s', (dialect) => {
  let handle: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    handle = await createTestDatabase(dialect);
    db = handle.db;
    await db.exec('CREATE TABLE items (id serial PRIMARY KEY, name text NOT NULL UNIQUE, day date, at timestamptz DEFAULT now(), doc jsonb)');
  });
  afterAll(async () => handle?.close());

  it('reports its dialect', () => {
    expect(db.dialect).toBe(dialect);
  });

  it('runs parameterised queries with the same value types on both dialects', async () => {
    const inserted = await db.query<{ id: number }>('INSERT INTO items (name, day, doc) VALUES ($1, $2, $3::jsonb) RETURNING id', [
      'alpha',
      '2024-03-01',
      JSON.stringify({ a: [1, 2] }),
    ]);
    expect(inserted.rowCount).toBe(1);
    const row = await db.one<{ name: string; day: string; at: Date; doc: unknown; n: number }>(
      'SELECT name, day, at, doc, (SELECT count(*) FROM items) AS n FROM items WHERE id = $1',
      [inserted.rows[0].id],
    );
    expect(row).toMatchObject({ name: 'alpha', day: '2024-03-01', doc: { a: [1, 2] }, n: 1 });
    expect(row!.at).toBeInstanceOf(Date);
    expect(await db.one('SELECT * FROM items WHERE name = $1', ['nobody'])).toBeUndefined();
  });

  it('counts affected rows of updates', async () => {
    await db.query("INSERT INTO items (name) VALUES ('u1'), ('u2')");
    const res = await db.query("UPDATE items SET doc = '{}'::jsonb WHERE name IN ('u1', 'u2')");
    expect(res.rowCount).toBe(2);
  });

  it('commits a transaction that resolves', async () => {
    const result = await db.transaction(async (tx) => {
      await tx.query("INSERT INTO items (name) VALUES ('committed')");
      return 42;
    });
    expect(result).toBe(42);
    expect(await db.one("SELECT name FROM items WHERE name = 'committed'")).toEqual({ name: 'committed' });
  });

  it('rolls back a transaction that throws, and rethrows', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO items (name) VALUES ('rolled-back')");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.one("SELECT name FROM items WHERE name = 'rolled-back'")).toBeUndefined();
  });

  it('rolls back everything when a statement fails inside', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO items (name) VALUES ('first-of-two')");
        await tx.query("INSERT INTO items (name) VALUES ('alpha')"); // unique violation
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await db.one("SELECT name FROM items WHERE name = 'first-of-two'")).toBeUndefined();
  });

  it('joins a nested transaction to the outer one (an outer failure undoes the inner work)', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.transaction(async (inner) => {
          await inner.query("INSERT INTO items (name) VALUES ('nested')");
        });
        expect(await tx.one("SELECT name FROM items WHERE name = 'nested'")).toEqual({ name: 'nested' });
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    expect(await db.one("SELECT name FROM items WHERE name = 'nested'")).toBeUndefined();
  });

  it('runs queries on the database object inside a transaction in that transaction (no deadlock on PGlite)', async () => {
    await expect(
      db.transaction(async () => {
        await db.query("INSERT INTO items (name) VALUES ('via-root')");
        await db.transaction(async (tx) => tx.query("INSERT INTO items (name) VALUES ('via-root-nested')"));
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect((await db.query("SELECT name FROM items WHERE name LIKE 'via-root%'")).rows).toEqual([]);
  });

  it('isolates concurrent transactions: a rolled-back one leaves no trace in a parallel one', async () => {
    const slow = db.transaction(async (tx) => {
      await tx.query("INSERT INTO items (name) VALUES ('parallel-a')");
      await new Promise((r) => setTimeout(r, 30));
      throw new Error('a fails');
    });
    const other = db.transaction(async (tx) => {
      await tx.query("INSERT INTO items (name) VALUES ('parallel-b')");
    });
    await expect(slow).rejects.toThrow('a fails');
    await other;
    const names = (await db.query<{ name: string }>("SELECT name FROM items WHERE name LIKE 'parallel-%' ORDER BY name")).rows.map((r) => r.name);
    expect(names).toEqual(['parallel-b']);
  });

  it('keeps answering a repeated query after its table changed shape, in and out of transactions', async () => {
    await db.exec('CREATE TABLE shapes (id serial PRIMARY KEY, a text)');
    await db.query('INSERT INTO shapes (a) VALUES ($1)', ['one']);
    const read = () => db.one<Record<string, unknown>>('SELECT * FROM shapes WHERE id = $1', [1]);
    for (let i = 0; i < 12; i++) expect(await read()).toEqual({ id: 1, a: 'one' });
    if (dialect === 'postgres') {
      // Parameterised statements are prepared once per connection.
      const prepared = await db.transaction(async (tx) => {
        await tx.query('SELECT a FROM shapes WHERE id = $1', [1]);
        return tx.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements');
      });
      expect(prepared.rows.map((r) => r.statement)).toContain('SELECT a FROM shapes WHERE id = $1');
    }
    await db.exec('ALTER TABLE shapes ADD COLUMN b text');
    for (let i = 0; i < 12; i++) expect(await read()).toEqual({ id: 1, a: 'one', b: null });
    expect(await db.transaction(async (tx) => tx.one('SELECT * FROM shapes WHERE id = $1', [1]))).toEqual({ id: 1, a: 'one', b: null });
  });

  it('refuses work on a transaction object after it finished', async () => {
    let leaked: { query: (sql: string) => Promise<unknown> } | undefined;
    await db.transaction(async (tx) => {
      leaked = tx;
    });
    await expect(leaked!.query('SELECT 1')).rejects.toThrow(/finished/);
  });
});

describe('PGlite data folders', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'portolan-pglite-template-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('starts a new data folder from a kept fresh one: empty, persistent, and the same database', async () => {
    const template = join(root, 'fresh.tar');
    // No template yet: initdb runs and the fresh folder is kept.
    const first = await createDatabase({ dataDir: join(root, 'one'), pgliteTemplate: template });
    await first.exec("CREATE TABLE marker (v text); INSERT INTO marker VALUES ('one')");
    await first.close();
    expect(existsSync(template)).toBe(true);
    // A second folder starts from it: nothing of the first, extensions still load, and it persists.
    const second = await createDatabase({ dataDir: join(root, 'two'), pgliteTemplate: template });
    expect((await second.one<{ n: number }>("SELECT count(*) AS n FROM pg_class WHERE relname = 'marker'"))!.n).toBe(0);
    await second.exec("CREATE EXTENSION IF NOT EXISTS pg_trgm; CREATE TABLE marker (v text); INSERT INTO marker VALUES ('two')");
    expect((await second.one<{ s: number }>("SELECT similarity('portolan', 'portolano') AS s"))!.s).toBeGreaterThan(0.5);
    await second.close();
    const reopened = await createDatabase({ dataDir: join(root, 'two'), pgliteTemplate: template });
    expect((await reopened.query('SELECT v FROM marker')).rows).toEqual([{ v: 'two' }]);
    await reopened.close();
  }, 60_000);

  it('runs initdb when the kept folder is unusable', async () => {
    const template = join(root, 'broken.tar');
    writeFileSync(template, 'not a tar');
    const db = await createDatabase({ dataDir: join(root, 'three'), pgliteTemplate: template });
    expect(await db.one('SELECT 1 AS ok')).toEqual({ ok: 1 });
    await db.close();
  }, 60_000);

  it('queues concurrent work on its one connection instead of failing it', async () => {
    const db = await createDatabase();
    await db.exec('CREATE TABLE hits (n int)');
    const work = Array.from({ length: 200 }, (_, i) =>
      i % 4 === 0 ? db.transaction(async (tx) => tx.query('INSERT INTO hits VALUES ($1)', [i])) : db.query('SELECT $1::int AS n', [i]),
    );
    const settled = await Promise.allSettled(work);
    expect(settled.filter((s) => s.status === 'rejected')).toEqual([]);
    expect((await db.one<{ n: number }>('SELECT count(*) AS n FROM hits'))!.n).toBe(50);
    await db.close();
  });
});
