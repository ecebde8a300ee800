import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, postgresAdminUrl, testDatabases, type TestDatabase } from '@portolan/sdk/testing/server';
import { createDatabase } from './createDatabase';
import { runMigrations } from './runMigrations';

describe.each(testDatabases())('runMigrations on %s', (dialect) => {
  let handle: TestDatabase;

  beforeAll(async () => {
    handle = await createTestDatabase(dialect);
  });
  afterAll(async () => handle?.close());

  it('applies each owner in order and each owner’s migrations in name order, and tracks them', async () => {
    const { db } = handle;
    const applied = await runMigrations(db, [
      {
        plugin: 'alpha',
        migrations: [
          // Listed out of order: 002 needs 001's table.
          { name: '002_add_column', sql: 'ALTER TABLE alpha_things ADD COLUMN size int;' },
          { name: '001_create', sql: 'CREATE TABLE alpha_things (id serial PRIMARY KEY); CREATE INDEX alpha_things_id ON alpha_things (id);' },
        ],
      },
      { plugin: 'beta', migrations: [{ name: '001_create', sql: 'CREATE TABLE beta_things (alpha_id int REFERENCES alpha_things (id));' }] },
    ]);
    expect(applied).toEqual([
      { plugin: 'alpha', name: '001_create' },
      { plugin: 'alpha', name: '002_add_column' },
      { plugin: 'beta', name: '001_create' },
    ]);
    const tracked = await db.query<{ plugin: string; name: string; applied_at: Date }>('SELECT plugin, name, applied_at FROM portolan_migrations ORDER BY plugin, name');
    expect(tracked.rows.map((r) => `${r.plugin}/${r.name}`)).toEqual(['alpha/001_create', 'alpha/002_add_column', 'beta/001_create']);
    expect(tracked.rows[0].applied_at).toBeInstanceOf(Date);
    await db.query('INSERT INTO alpha_things (size) VALUES (3)');
  });

  it('applies a migration once: a second run applies only what is new', async () => {
    const { db } = handle;
    const applied = await runMigrations(db, [
      {
        plugin: 'alpha',
        migrations: [
          { name: '001_create', sql: 'CREATE TABLE alpha_things (id serial PRIMARY KEY);' },
          { name: '002_add_column', sql: 'ALTER TABLE alpha_things ADD COLUMN size int;' },
          { name: '003_more', sql: 'ALTER TABLE alpha_things ADD COLUMN colour text;' },
        ],
      },
    ]);
    expect(applied).toEqual([{ plugin: 'alpha', name: '003_more' }]);
    expect(await runMigrations(db, [{ plugin: 'alpha', migrations: [{ name: '003_more', sql: 'SELECT 1' }] }])).toEqual([]);
  });

  it('rolls back a failing migration completely and names the owner and the migration', async () => {
    const { db } = handle;
    await expect(
      runMigrations(db, [
        {
          plugin: 'gamma',
          migrations: [
            { name: '001_ok', sql: 'CREATE TABLE gamma_ok (id int);' },
            { name: '002_broken', sql: 'CREATE TABLE gamma_half (id int); INSERT INTO no_such_table VALUES (1);' },
            { name: '003_never', sql: 'CREATE TABLE gamma_never (id int);' },
          ],
        },
      ]),
    ).rejects.toThrow(/Migration gamma\/002_broken failed: .*no_such_table/);
    const tables = await db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_name LIKE 'gamma_%' ORDER BY table_name",
    );
    expect(tables.rows.map((r) => r.table_name)).toEqual(['gamma_ok']);
    const tracked = await db.query("SELECT name FROM portolan_migrations WHERE plugin = 'gamma'");
    expect(tracked.rows).toEqual([{ name: '001_ok' }]);
  });

  it('refuses duplicate names and owners', async () => {
    await expect(runMigrations(handle.db, [{ plugin: 'x', migrations: [{ name: 'a', sql: '' }, { name: 'a', sql: '' }] }])).rejects.toThrow(/used twice/);
    await expect(runMigrations(handle.db, [{ plugin: 'x', migrations: [] }, { plugin: 'x', migrations: [] }])).rejects.toThrow(/listed twice/);
  });

  it('applies each migration once when two runs start at the same time', async () => {
    const url = dialect === 'postgres' ? postgresAdminUrl() : undefined;
    // On PostgreSQL: two separate pools (as two processes would); on PGlite: one instance, two callers.
    const secondDb = url ? await createDatabase({ url: await currentDatabaseUrl(handle, url) }) : handle.db;
    try {
      const sets = [
        {
          plugin: 'race',
          migrations: [
            { name: '001', sql: 'CREATE TABLE race_things (id int); INSERT INTO race_things VALUES (1);' },
            { name: '002', sql: 'INSERT INTO race_things VALUES (2);' },
          ],
        },
      ];
      const [a, b] = await Promise.all([runMigrations(handle.db, sets), runMigrations(secondDb, sets)]);
      expect([...a, ...b].map((m) => m.name).sort()).toEqual(['001', '002']);
      expect((await handle.db.query('SELECT id FROM race_things ORDER BY id')).rows).toEqual([{ id: 1 }, { id: 2 }]);
    } finally {
      if (secondDb !== handle.db) await secondDb.close();
    }
  });
});

/** The URL of the test's own database (same server as the admin URL). */
async function currentDatabaseUrl(handle: TestDatabase, adminUrl: string): Promise<string> {
  const row = await handle.db.one<{ name: string }>('SELECT current_database() AS name');
  const url = new URL(adminUrl);
  url.pathname = `/${row!.name}`;
  return url.toString();
}
