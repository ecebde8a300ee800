import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import { baseRecord, defineResource, defineServerPlugin, sqlArray, sqlIso, type ResourceSpec } from '@portolan/sdk/server';

interface Note {
  _id: string;
  title: string;
  companyId: string;
  tags: string[];
}

/** A resource with every list feature: shared records, search over columns and a related table, a small count limit. */
const notes: ResourceSpec<Note> = {
  base: '/api/notes/v1',
  table: 'notes',
  feature: 'notes',
  fields: { createdAt: { column: 'created_at', type: 'timestamp', filter: 'range', sort: true }, title: { column: 'title', type: 'text', filter: 'in', sort: true } },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  search: { columns: ['title', 'body'], related: { table: 'note_tags', key: 'note_id', columns: ['tag'] } },
  sharedVia: { table: 'note_shares', key: 'note_id' },
  countLimit: 5,
  toRecord: (row) => ({ ...baseRecord(row), title: String(row.title), companyId: String(row.company_id), tags: [] }),
  async expand(db, records) {
    const tags = await db.query<{ note_id: string; tag: string }>('SELECT note_id, tag FROM note_tags WHERE note_id = ANY($1::uuid[]) ORDER BY tag', [records.map((r) => r._id)]);
    const byId = new Map(records.map((r) => [r._id, r]));
    for (const t of tags.rows) byId.get(t.note_id)?.tags.push(t.tag);
  },
};

/** The same resource with its record built by PostgreSQL (`recordSql`): lists and details answer the same JSON. */
const notesSql: ResourceSpec<Note> = {
  ...notes,
  base: '/api/notes-sql/v1',
  recordSql: {
    _id: 't.id',
    createdAt: sqlIso('t.created_at'),
    updatedAt: sqlIso('t.updated_at'),
    version: 't.version',
    title: 't.title',
    companyId: 't.company_id',
    tags: sqlArray('g.tag', 'note_tags g WHERE g.note_id = t.id', 'g.tag'),
  },
};

const plugin = defineServerPlugin({
  id: 'notes-test',
  features: [{ name: 'notes', title: 'Notes', routes: [], levels: ['Read', 'Create', 'Update', 'Delete'] }],
  migrations: [
    {
      name: '001_notes',
      sql: `CREATE TABLE notes (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), company_id uuid NOT NULL, title text NOT NULL, body text,
              created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now(), version integer NOT NULL DEFAULT 1);
            CREATE TABLE note_tags (company_id uuid NOT NULL, note_id uuid NOT NULL REFERENCES notes (id), tag text NOT NULL);
            CREATE TABLE note_shares (note_id uuid NOT NULL REFERENCES notes (id), company_id uuid NOT NULL);`,
    },
  ],
  routes: (app, { db }) => {
    defineResource(app, db, notes);
    defineResource(app, db, notesSql);
  },
});

describe.each(testDatabases())('listResource on %s', (dialect) => {
  let server: TestServer;
  const accounts: Record<'a' | 'b', { companyId: string; token: string }> = {} as never;

  const list = async (who: 'a' | 'b', query: string) => {
    const res = await server.get(`/api/notes/v1?${query}`, accounts[who].token);
    expect(res.status).toBe(200);
    return res.body.data as { items: Note[]; count: number; countIsExact: boolean; nextCursor: string | null };
  };

  beforeAll(async () => {
    server = await createTestServer({ plugins: [plugin], dialect });
    for (const who of ['a', 'b'] as const) {
      const company = await server.identity.createCompany(server.db, { name: `Company ${who}`, kind: 'shipper' });
      const user = await server.identity.createUser(server.db, { companyId: company._id, email: `${who}@notes.test`, name: who, password: { hash: 'x' }, role: 'admin' });
      accounts[who] = { companyId: company._id, token: await server.identity.issueToken(server.db, user._id) };
    }
    const add = async (who: 'a' | 'b', title: string, body: string, tags: string[] = [], at = 0) => {
      const row = await server.db.one<{ id: string }>(
        `INSERT INTO notes (company_id, title, body, created_at) VALUES ($1, $2, $3, timestamptz '2025-01-01' + $4 * interval '1 minute') RETURNING id`,
        [accounts[who].companyId, title, body, at],
      );
      for (const tag of tags) await server.db.query('INSERT INTO note_tags (company_id, note_id, tag) VALUES ($1, $2, $3)', [accounts[who].companyId, row!.id, tag]);
      return row!.id;
    };
    for (let i = 0; i < 8; i++) await add('a', `A note ${i}`, i % 2 ? 'about ports' : 'about vessels', i === 3 ? ['MSKU1234565'] : [], i);
    const shared = await add('b', 'B shared note', 'about vessels', ['TGHU7654321'], 20);
    await add('b', 'B private note', 'about vessels', ['MSKU1234565'], 21);
    await server.db.query('INSERT INTO note_shares (note_id, company_id) VALUES ($1, $2)', [shared, accounts.a.companyId]);
  }, 60_000);
  afterAll(async () => server?.close());

  it('answers own and shared records in one order, with an exact count under the limit', async () => {
    const page = await list('a', 'limit=3&sort[createdAt]=desc&filter[title]=A note 7,B shared note,A note 6');
    expect(page.items.map((n) => n.title)).toEqual(['B shared note', 'A note 7', 'A note 6']);
    expect(page).toMatchObject({ count: 3, countIsExact: true, nextCursor: null });
    expect(page.items[0].tags).toEqual(['TGHU7654321']);
  });

  it('past the count limit says the count is not exact and gives at least the limit', async () => {
    const page = await list('a', 'limit=2');
    expect(page.items).toHaveLength(2);
    expect(page.countIsExact).toBe(false);
    expect(page.count).toBeGreaterThanOrEqual(5);
    // Pages still join up: following the cursors reaches every record once.
    const seen = new Set<string>();
    let query = 'limit=2';
    for (let i = 0; i < 10; i++) {
      const next = await list('a', query);
      for (const n of next.items) seen.add(n.title);
      if (!next.nextCursor) break;
      query = `limit=2&after=${next.nextCursor}`;
    }
    expect(seen.size).toBe(9);
    // With a search (parameters of both branches), the estimate still answers.
    expect(await list('a', 'limit=2&search=about')).toMatchObject({ countIsExact: false, count: expect.any(Number) });
  });

  it('searches the columns and the related rows, own and shared, never another company’s', async () => {
    expect((await list('a', 'search=ports')).items.map((n) => n.title).sort()).toEqual(['A note 1', 'A note 3', 'A note 5', 'A note 7']);
    // A container number on a related row: A's own note, not B's private one with the same tag.
    expect((await list('a', 'search=msku12345')).items.map((n) => n.title)).toEqual(['A note 3']);
    // A related row of a note shared with A.
    expect((await list('a', 'search=tghu765')).items.map((n) => n.title)).toEqual(['B shared note']);
    expect(await list('a', 'search=B private')).toMatchObject({ items: [], count: 0, countIsExact: true });
    // Pattern characters are matched literally.
    expect((await list('a', 'search=%25')).items).toEqual([]);
  });

  it('with recordSql, lists and details answer what toRecord + expand answer', async () => {
    for (const query of ['limit=3', 'limit=3&sort[title]=asc', 'search=about&limit=4', 'filter[title]=nothing', 'limit=2&page=2']) {
      let js = (await server.get(`/api/notes/v1?${query}`, accounts.a.token)).body;
      let sql = (await server.get(`/api/notes-sql/v1?${query}`, accounts.a.token)).body;
      // Following the cursors both ways gives the same pages.
      for (let i = 0; i < 4; i++) {
        expect(js.success).toBe(true);
        expect(sql).toEqual(js);
        const after = js.data.nextCursor;
        if (!after) break;
        js = (await server.get(`/api/notes/v1?${query}&after=${after}`, accounts.a.token)).body;
        sql = (await server.get(`/api/notes-sql/v1?${query}&after=${after}`, accounts.a.token)).body;
      }
    }
    const before = (await server.get('/api/notes/v1?limit=3', accounts.a.token)).body.data.nextCursor;
    expect((await server.get(`/api/notes-sql/v1?limit=3&before=${before}`, accounts.a.token)).body).toEqual((await server.get(`/api/notes/v1?limit=3&before=${before}`, accounts.a.token)).body);
    const shared = (await list('a', 'filter[title]=B shared note')).items[0];
    const details = await server.get(`/api/notes-sql/v1/${shared._id}`, accounts.a.token);
    expect(details.body).toEqual({ success: true, data: { record: { ...shared, tags: ['TGHU7654321'] } } });
    const privateNote = (await list('b', 'filter[title]=B private note')).items[0];
    expect((await server.get(`/api/notes-sql/v1/${privateNote._id}`, accounts.a.token)).status).toBe(404);
    expect((await server.get('/api/notes-sql/v1?sort[nope]=asc', accounts.a.token)).status).toBe(400);
  });

  it('an empty page still carries the count', async () => {
    const first = await list('b', 'limit=5');
    expect(first).toMatchObject({ count: 2, countIsExact: true });
    expect((await list('b', 'filter[title]=nothing')).items).toEqual([]);
  });
});
