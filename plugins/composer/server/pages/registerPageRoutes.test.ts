import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNode, emptyComposerTree, type ComposerTree } from '@portolan/sdk/shared';
import { composerTestServer, type ComposerTestServer } from '../testing/composerTestServer';

/** root → row → column → heading. */
function boardTree(title = 'Board'): ComposerTree {
  let tree = emptyComposerTree(title);
  for (const [id, type, parent] of [['r', 'row', 'root'], ['c', 'column', 'r'], ['h', 'heading', 'c']] as const) {
    const result = createNode(tree, { type, parent, title: `${type} ${id}` }, () => id);
    if (!result.ok) throw new Error(result.reason);
    tree = result.tree;
  }
  return tree;
}

describe.each(['pglite', 'postgres'] as const)('composed pages API (%s)', (dialect) => {
  let t: ComposerTestServer;
  const get = (url: string, token = t.tokens.bluewave) => t.server.get(url, token);
  const post = (url: string, data: unknown, token = t.tokens.bluewave) => t.server.post(url, { data }, token);
  const create = async (data: Record<string, unknown> = {}, token = t.tokens.bluewave) => {
    const res = await post('/api/composer/pages', data, token);
    expect(res.status, res.text).toBe(201);
    return res.body.data.record as { _id: string; version: number; title: string; tree: ComposerTree };
  };
  const count = async () => Number((await t.server.db.one<{ n: string }>('SELECT count(*) AS n FROM composed_pages'))!.n);

  beforeAll(async () => {
    t = await composerTestServer(dialect);
  }, 120_000);
  afterAll(() => t?.server.close());

  it('creates an Untitled page with an empty tree by default, and one with a title and tree', async () => {
    const blank = await create();
    expect(blank).toMatchObject({ title: 'Untitled', publishedTree: null, publishedAt: null, pinned: false, version: 1, updatedByName: 'Felix Forwarder' });
    expect(blank.tree).toEqual(emptyComposerTree('Untitled'));
    expect((await create({ title: '   ' })).title).toBe('Untitled');
    const named = await create({ title: 'Weekly board' });
    expect(named.tree.nodes.root.title).toBe('Weekly board');
    const board = await create({ title: 'With blocks', tree: boardTree() });
    expect(board.tree).toEqual(boardTree());
    expect((await get(`/api/composer/pages/${board._id}`)).body.data.record).toMatchObject({ _id: board._id, title: 'With blocks', tree: boardTree() });
  });

  it('lists the company\'s pages newest updated first, with search and the published filter', async () => {
    const older = await create({ title: 'Findable alpha' });
    const newer = await create({ title: 'Findable beta' });
    await create({ title: 'Acme own page' }, t.tokens.acme);
    const all = (await get('/api/composer/pages')).body.data;
    expect(all.count).toBe(all.items.length);
    expect(all.items.map((p: { title: string }) => p.title)).not.toContain('Acme own page');
    const found = (await get('/api/composer/pages?search=findable')).body.data;
    expect(found.items.map((p: { _id: string }) => p._id)).toEqual([newer._id, older._id]);
    await post(`/api/composer/pages/${older._id}/`, { title: 'Findable alpha 2', version: older.version });
    expect((await get('/api/composer/pages?search=Findable')).body.data.items.map((p: { _id: string }) => p._id)).toEqual([older._id, newer._id]);
    expect((await get('/api/composer/pages?search=%25')).body.data.count).toBe(0);
    expect((await get('/api/composer/pages?published=true')).body.data.items.every((p: { publishedAt: string | null }) => p.publishedAt !== null)).toBe(true);
  });

  it('updates title and tree with the version, and refuses a stale version with 409', async () => {
    const page = await create({ title: 'Draft' });
    const res = await post(`/api/composer/pages/${page._id}/`, { title: 'Renamed', tree: boardTree('Renamed'), version: 1 });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.record).toMatchObject({ title: 'Renamed', version: 2, tree: boardTree('Renamed') });
    const titleOnly = await post(`/api/composer/pages/${page._id}/`, { title: 'Again', version: 2 });
    expect(titleOnly.body.data.record).toMatchObject({ title: 'Again', version: 3, tree: boardTree('Renamed') });
    const stale = await post(`/api/composer/pages/${page._id}/`, { title: 'Lost', version: 2 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.field).toBe('data.version');
    expect((await get(`/api/composer/pages/${page._id}`)).body.data.record.title).toBe('Again');
  });

  it('refuses bad trees with a 400 naming data.tree and its first problem, writing nothing', async () => {
    const before = await count();
    const cycle = boardTree();
    cycle.nodes.r.parent = 'c';
    cycle.nodes.c.children.push('r');
    cycle.nodes.root.children = [];
    const twoRoots = boardTree();
    twoRoots.nodes.other = { ...twoRoots.nodes.root, id: 'other', children: [] };
    const unknown = boardTree();
    unknown.nodes.h.type = 'lineItems';
    const order9 = boardTree();
    order9.nodes.h.order = 9;
    for (const [tree, problem] of [[cycle, /"r"|"c"/], [twoRoots, /"other"/], [unknown, /lineItems is not a page block/], [order9, /"h".*order/], [{ rootId: 'root' }, /nodes/]] as const) {
      const res = await post('/api/composer/pages', { title: 'Bad', tree });
      expect(res.status, res.text).toBe(400);
      expect(res.body.error.field).toBe('data.tree');
      expect(res.body.error.message).toMatch(problem);
    }
    const page = await create();
    const res = await post(`/api/composer/pages/${page._id}/`, { tree: unknown, version: page.version });
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('data.tree');
    expect((await post('/api/composer/pages', { title: 'x'.repeat(121) })).status).toBe(400);
    expect(await count()).toBe(before + 1);
  });

  it('deletes with the Delete level', async () => {
    const page = await create();
    expect((await post(`/api/composer/pages/${page._id}/delete`, {})).status).toBe(200);
    expect((await get(`/api/composer/pages/${page._id}`)).status).toBe(404);
    expect((await post(`/api/composer/pages/${page._id}/delete`, {})).status).toBe(404);
  });

  it('publishes and unpublishes; the published version is there for readers only while published', async () => {
    const page = await create({ title: 'Notice', tree: { ...boardTree('Notice'), highlighted: 'h' } });
    expect((await get(`/api/composer/published/${page._id}`)).status).toBe(404);
    expect((await post(`/api/composer/pages/${page._id}/publish`, { version: 7 })).status).toBe(409);
    const published = await post(`/api/composer/pages/${page._id}/publish`, { version: page.version });
    expect(published.status, published.text).toBe(200);
    expect(published.body.data.record).toMatchObject({ publishedByName: 'Felix Forwarder', version: 2, publishedTree: { ...boardTree('Notice'), highlighted: null } });
    expect(published.body.data.record.publishedAt).toEqual(expect.any(String));
    // Later edits stay in the working tree until published again.
    await post(`/api/composer/pages/${page._id}/`, { tree: emptyComposerTree('Notice'), version: 2 });
    const seen = await get(`/api/composer/published/${page._id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.data.record.publishedTree).toEqual({ ...boardTree('Notice'), highlighted: null });
    const unpublished = await post(`/api/composer/pages/${page._id}/unpublish`, {});
    expect(unpublished.body.data.record).toMatchObject({ publishedTree: null, publishedAt: null, publishedByName: null });
    expect((await get(`/api/composer/published/${page._id}`)).status).toBe(404);
  });

  it('pins one published page per company, unpinning the other in the same step', async () => {
    const draft = await create({ title: 'Not yet' });
    const pin409 = await post(`/api/composer/pages/${draft._id}/pin`, {});
    expect(pin409.status).toBe(409);
    expect(pin409.body.error.message).toMatch(/Publish the page/);
    const publish = async (id: string) => (await post(`/api/composer/pages/${id}/publish`, { version: (await get(`/api/composer/pages/${id}`)).body.data.record.version })).body.data.record;
    const a = await publish((await create({ title: 'Pin A' }))._id);
    const b = await publish((await create({ title: 'Pin B' }))._id);
    expect((await post(`/api/composer/pages/${a._id}/pin`, {})).body.data.record.pinned).toBe(true);
    expect((await get('/api/composer/pages/pinned')).body.data.record._id).toBe(a._id);
    expect((await post(`/api/composer/pages/${b._id}/pin`, {})).body.data.record.pinned).toBe(true);
    expect((await get(`/api/composer/pages/${a._id}`)).body.data.record.pinned).toBe(false);
    expect((await get('/api/composer/pages/pinned')).body.data.record._id).toBe(b._id);
    const pinned = await t.server.db.query('SELECT id FROM composed_pages WHERE company_id = $1 AND pinned', [t.bluewaveId]);
    expect(pinned.rows).toHaveLength(1);
    // Another company's pinned page is its own.
    expect((await get('/api/composer/pages/pinned', t.tokens.acme)).body.data.record).toBeNull();
    expect((await post(`/api/composer/pages/${b._id}/unpin`, {})).body.data.record.pinned).toBe(false);
    expect((await get('/api/composer/pages/pinned')).body.data.record).toBeNull();
    // Unpublishing a pinned page unpins it.
    await post(`/api/composer/pages/${a._id}/pin`, {});
    await post(`/api/composer/pages/${a._id}/unpublish`, {});
    expect((await get('/api/composer/pages/pinned')).body.data.record).toBeNull();
  });

  it('answers 404 for another company\'s, unknown and malformed ids on every object route, changing nothing', async () => {
    const theirs = await create({ title: 'Bluewave private' });
    await post(`/api/composer/pages/${theirs._id}/publish`, { version: 1 });
    const before = (await get(`/api/composer/pages/${theirs._id}`)).body.data.record;
    for (const id of [theirs._id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await get(`/api/composer/pages/${id}`, t.tokens.acme)).status).toBe(404);
      expect((await get(`/api/composer/published/${id}`, t.tokens.acme)).status).toBe(404);
      // A bad tree and a stale version too: ownership is checked first.
      expect((await post(`/api/composer/pages/${id}/`, { title: 'Taken', tree: { bad: true }, version: 99 }, t.tokens.acme)).status).toBe(404);
      for (const action of ['publish', 'unpublish', 'pin', 'unpin', 'share', 'unshare', 'delete']) {
        const res = await post(`/api/composer/pages/${id}/${action}`, { version: 1 }, t.tokens.acme);
        expect(res.status, `${action} ${res.text}`).toBe(404);
        expect(res.text).not.toContain('Bluewave');
      }
    }
    expect((await get(`/api/composer/pages/${theirs._id}`)).body.data.record).toEqual(before);
  });

  it('lets a viewer read but not write (403)', async () => {
    const page = await create({ title: 'Acme notice' }, t.tokens.acme);
    await post(`/api/composer/pages/${page._id}/publish`, { version: 1 }, t.tokens.acme);
    expect((await get(`/api/composer/pages/${page._id}`, t.tokens.acmeViewer)).status).toBe(200);
    expect((await get(`/api/composer/published/${page._id}`, t.tokens.acmeViewer)).status).toBe(200);
    expect((await get('/api/composer/pages', t.tokens.acmeViewer)).status).toBe(200);
    const before = await count();
    expect((await post('/api/composer/pages', { title: 'Viewer page' }, t.tokens.acmeViewer)).status).toBe(403);
    expect((await post(`/api/composer/pages/${page._id}/`, { title: 'Viewer edit', version: 2 }, t.tokens.acmeViewer)).status).toBe(403);
    for (const action of ['publish', 'unpublish', 'pin', 'unpin', 'share', 'unshare', 'delete']) {
      expect((await post(`/api/composer/pages/${page._id}/${action}`, { version: 2 }, t.tokens.acmeViewer)).status, action).toBe(403);
    }
    expect(await count()).toBe(before);
    expect((await get(`/api/composer/pages/${page._id}`, t.tokens.acme)).body.data.record).toMatchObject({ title: 'Acme notice', version: 2 });
  });
});
