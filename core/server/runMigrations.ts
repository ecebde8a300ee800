import type { Migration } from '@portolan/sdk/server';
import type { SqlDb } from './createDatabase';

/** The migrations of one owner (the core's 'identity', or a plugin id). */
export interface MigrationSet {
  plugin: string;
  migrations: Migration[];
}

export interface AppliedMigration {
  plugin: string;
  name: string;
}

/** One key for every Portolan process on this database: migrations run one at a time. */
const MIGRATION_LOCK = 7_351_902_114;

const CREATE_TABLE = `
CREATE TABLE IF NOT EXISTS portolan_migrations (
  plugin text NOT NULL,
  name text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (plugin, name)
)`;

/**
 * Applies every migration not applied yet: owners in the given order, each owner's migrations in
 * name order, each in its own transaction under a transaction-scoped advisory lock (so two processes
 * starting at once apply each migration once). A failing migration is rolled back and the error names
 * the owner and the migration. Returns what was applied now.
 */
export async function runMigrations(db: SqlDb, sets: MigrationSet[]): Promise<AppliedMigration[]> {
  checkSets(sets);
  await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.exec(CREATE_TABLE);
  });
  const done = new Set(
    (await db.query<{ plugin: string; name: string }>('SELECT plugin, name FROM portolan_migrations')).rows.map((r) => `${r.plugin}\u0000${r.name}`),
  );
  const applied: AppliedMigration[] = [];
  for (const set of sets) {
    const ordered = [...set.migrations].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const migration of ordered) {
      if (done.has(`${set.plugin}\u0000${migration.name}`)) continue;
      try {
        const ran = await db.transaction(async (tx) => {
          await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
          // Another process may have applied it while this one waited for the lock.
          const already = await tx.one('SELECT 1 AS x FROM portolan_migrations WHERE plugin = $1 AND name = $2', [set.plugin, migration.name]);
          if (already) return false;
          await tx.exec(migration.sql);
          await tx.query('INSERT INTO portolan_migrations (plugin, name) VALUES ($1, $2)', [set.plugin, migration.name]);
          return true;
        });
        if (ran) applied.push({ plugin: set.plugin, name: migration.name });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`Migration ${set.plugin}/${migration.name} failed: ${reason}`, { cause: error });
      }
    }
  }
  return applied;
}

function checkSets(sets: MigrationSet[]): void {
  const owners = new Set<string>();
  for (const set of sets) {
    if (owners.has(set.plugin)) throw new Error(`Migrations of "${set.plugin}" are listed twice`);
    owners.add(set.plugin);
    const names = new Set<string>();
    for (const m of set.migrations) {
      if (!m.name || typeof m.sql !== 'string') throw new Error(`A migration of "${set.plugin}" has no name or no SQL`);
      if (names.has(m.name)) throw new Error(`Migration name "${m.name}" is used twice by "${set.plugin}"`);
      names.add(m.name);
    }
  }
}
