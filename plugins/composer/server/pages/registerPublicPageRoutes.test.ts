import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNode, emptyComposerTree } from '@portolan/sdk/shared';
import { composerTestServer, type ComposerTestServer } from '../testing/composerTestServer';
import { pageShareToken } from './pageShareToken';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe.each(['pglite', 'postgres'] as const)('composed page share links (%s)', (dialect) => {
  let t: ComposerTestServer;
  const get = (url: string, token?: string) => t.server.get(url, token);
  const post = (url: string, data: unknown, token = t.tokens.bluewave) => t.server.post(url, { data }, token);
  const tokenOf = (url: string) => new URL(url).searchParams.get('page')!;

  /** A published Bluewave page with a heading; its id. */
  const publishedPage = async (title: string) => {
    const made = createNode(emptyComposerTree(title), { type: 'heading', parent: 'root', title: 'Welcome aboard' }, () => 'h');
    if (!made.ok) throw new Error(made.reason);
    const created = await post('/api/composer/pages', { title, tree: made.tree });
    const id = created.body.data.record._id as string;
    expect((await post(`/api/composer/pages/${id}/publish`, { version: 1 })).status).toBe(200);
    return id;
  };

  beforeAll(async () => {
    t = await composerTestServer(dialect);
  }, 120_000);
  afterAll(() => t?.server.close());

  it('shares a published page: the link opens its published tree and company without signing in', async () => {
    const id = await publishedPage('Shared notice');
    // Work after publishing is not what the link shows.
    await post(`/api/composer/pages/${id}/`, { tree: emptyComposerTree('Shared notice'), version: 2 });
    const shared = await t.server.request({ method: 'POST', url: `/api/composer/pages/${id}/share`, body: { data: {} }, token: t.tokens.bluewave, headers: { origin: 'https://app.portolan.test' } });
    expect(shared.status, shared.text).toBe(200);
    expect(shared.body.data.url).toMatch(/^https:\/\/app\.portolan\.test\/temp\?page=[0-9a-f-]{36}\.0\.\d+\.[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(shared.body.data.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const token = tokenOf(shared.body.data.url);
    const page = await get(`/api/composer/public/page?token=${encodeURIComponent(token)}`);
    expect(page.status, page.text).toBe(200);
    expect(page.body.data).toMatchObject({ title: 'Shared notice', companyName: 'Bluewave Logistics', logoUrl: null });
    expect(page.body.data.tree.nodes.h).toMatchObject({ type: 'heading', title: 'Welcome aboard' });
    expect(page.body.data.publishedAt).toEqual(expect.any(String));
    expect(page.text).not.toContain('share_generation');
    expect((await get(`/api/composer/public/logo?token=${encodeURIComponent(token)}`)).status).toBe(404);
  });

  it('serves the company logo through the link when there is one', async () => {
    const id = await publishedPage('With logo');
    await t.server.db.query(
      "INSERT INTO company_logos (company_id, content_type, content, size, sha256) VALUES ($1, 'image/png', $2, $3, 'x') ON CONFLICT (company_id) DO UPDATE SET content = EXCLUDED.content",
      [t.bluewaveId, PNG, PNG.length],
    );
    const token = tokenOf((await post(`/api/composer/pages/${id}/share`, {})).body.data.url);
    const page = await get(`/api/composer/public/page?token=${encodeURIComponent(token)}`);
    expect(page.body.data.logoUrl).toBe(`/api/composer/public/logo?token=${encodeURIComponent(token)}`);
    const logo = await t.server.app.inject({ method: 'GET', url: page.body.data.logoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.rawPayload.equals(PNG)).toBe(true);
    await t.server.db.query('DELETE FROM company_logos WHERE company_id = $1', [t.bluewaveId]);
  });

  it('refuses to share a draft (409)', async () => {
    const draft = await post('/api/composer/pages', { title: 'Draft only' });
    const res = await post(`/api/composer/pages/${draft.body.data.record._id}/share`, {});
    expect(res.status).toBe(409);
  });

  it('stops every earlier link on unshare and on unpublish; a new link works again', async () => {
    const id = await publishedPage('Revocable');
    const first = tokenOf((await post(`/api/composer/pages/${id}/share`, {})).body.data.url);
    const second = tokenOf((await post(`/api/composer/pages/${id}/share`, {})).body.data.url);
    expect((await get(`/api/composer/public/page?token=${first}`)).status).toBe(200);
    expect((await t.server.post(`/api/composer/pages/${id}/unshare`, undefined, t.tokens.bluewave)).status).toBe(200);
    for (const token of [first, second]) {
      const dead = await get(`/api/composer/public/page?token=${token}`);
      expect(dead.status).toBe(404);
      expect(dead.body.error.message).toMatch(/link is not valid.*new link/);
      expect((await get(`/api/composer/public/logo?token=${token}`)).status).toBe(404);
    }
    const third = tokenOf((await post(`/api/composer/pages/${id}/share`, {})).body.data.url);
    expect(third).toMatch(/\.1\./);
    expect((await get(`/api/composer/public/page?token=${third}`)).status).toBe(200);
    await post(`/api/composer/pages/${id}/unpublish`, {});
    expect((await get(`/api/composer/public/page?token=${third}`)).status).toBe(404);
    // Republishing does not bring the old links back.
    const version = (await get(`/api/composer/pages/${id}`, t.tokens.bluewave)).body.data.record.version;
    await post(`/api/composer/pages/${id}/publish`, { version });
    expect((await get(`/api/composer/public/page?token=${third}`)).status).toBe(404);
  });

  it('refuses expired, forged and malformed tokens with a 404', async () => {
    const id = await publishedPage('Expiring');
    const expired = await pageShareToken.sign(t.server.db, id, 0, new Date(Date.now() - 1000));
    expect((await get(`/api/composer/public/page?token=${expired}`)).status).toBe(404);
    const live = await pageShareToken.sign(t.server.db, id, 0, new Date(Date.now() + 60_000));
    expect((await get(`/api/composer/public/page?token=${live}`)).status).toBe(200);
    // Another generation, another page or a later expiry under the same signature: refused.
    const [page, generation, expires, signature] = live.split('.');
    const other = (await post('/api/composer/pages', { title: 'Other' })).body.data.record._id as string;
    for (const forged of [`${page}.1.${expires}.${signature}`, `${other}.${generation}.${expires}.${signature}`, `${page}.${generation}.${Number(expires) + 1}.${signature}`, 'nonsense', `${page}.00.${expires}.${signature}`]) {
      expect((await get(`/api/composer/public/page?token=${encodeURIComponent(forged)}`)).status, forged).toBe(404);
    }
    expect((await get('/api/composer/public/page')).status).toBe(400);
  });
});
