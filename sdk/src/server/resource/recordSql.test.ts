import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabases, type TestDatabase } from '@portolan/sdk/testing/server';
import { iso, sqlIso, sqlNumber, sqlRecord } from '@portolan/sdk/server';

describe.each(testDatabases())('record SQL helpers on %s', (dialect) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase(dialect);
  });
  afterAll(async () => handle?.close());

  it('sqlIso writes what iso() writes, sub-milliseconds cut off, null kept', async () => {
    const values = ['2026-01-01 00:00:00+00', '2026-01-01 00:00:00.1+00', '2026-06-30 23:59:59.999999+02', '1999-12-31 23:59:59.0005+00', '2031-02-03 04:05:06.009-05:30'];
    for (const value of values) {
      const row = await handle.db.one<{ sql: string; at: Date }>(`SELECT ${sqlIso('$1::timestamptz')} AS sql, $1::timestamptz AS at`, [value]);
      expect(row!.sql).toBe(iso(row!.at));
    }
    expect((await handle.db.one<{ v: unknown }>(`SELECT ${sqlIso('NULL::timestamptz')} AS v`))!.v).toBeNull();
  });

  it('sqlRecord keeps keys in order and numbers as numbers', async () => {
    const row = await handle.db.one<{ j: string }>(`SELECT ${sqlRecord({ b: '2', a: sqlNumber("'12.50'::numeric"), none: sqlNumber('NULL::numeric') })}::text AS j`);
    expect(row!.j).toBe('{"b":2,"a":12.5,"none":null}');
    expect(() => sqlRecord({ 'a"b': '1' })).toThrow(/plain field name/);
  });
});
