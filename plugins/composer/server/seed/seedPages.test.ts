import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComposerTree } from '@portolan/sdk/shared';
import { checkPageTree } from '../pages/checkPageTree';
import { composerTestServer, type ComposerTestServer } from '../testing/composerTestServer';
import { seedPages } from './seedPages';

describe.each(['pglite', 'postgres'] as const)('seedPages (%s)', (dialect) => {
  let t: ComposerTestServer;
  beforeAll(async () => {
    t = await composerTestServer(dialect, ['shipments', 'lookups', 'schedules', 'rates', 'quotes', 'messaging']);
  }, 120_000);
  afterAll(() => t?.server.close());

  it("gives Bluewave one published, pinned operations board, three levels deep, once however often it runs", async () => {
    await seedPages(t.ctx);
    await seedPages(t.ctx);
    const list = (await t.server.get('/api/composer/pages', t.tokens.bluewave)).body.data;
    const boards = list.items.filter((p: { title: string }) => p.title === 'Bluewave operations board');
    expect(boards).toHaveLength(1);
    const pinned = (await t.server.get('/api/composer/pages/pinned', t.tokens.bluewave)).body.data.record;
    expect(pinned).toMatchObject({ _id: boards[0]._id, pinned: true, publishedByName: 'Felix Forwarder' });
    const tree = pinned.publishedTree as ComposerTree;
    expect(checkPageTree(tree)).toBeUndefined();
    expect(checkPageTree(pinned.tree)).toBeUndefined();
    const depthOf = (id: string): number => (tree.nodes[id].parent ? 1 + depthOf(tree.nodes[id].parent!) : 0);
    expect(Math.max(...Object.keys(tree.nodes).map(depthOf))).toBe(3);
    const types = Object.values(tree.nodes).map((n) => n.type);
    expect(types).toEqual(expect.arrayContaining(['row', 'column', 'heading', 'text', 'companyLogo', 'companyDetails', 'field', 'chart', 'widget']));
    expect(Object.values(tree.nodes).find((n) => n.type === 'field')!.entityField).toBe('company.name');
    // The chart draws a real report of the server (the quotes plugin's): its route is mounted (an
    // unknown report would be a 404; this one answers, or refuses a company without the plan).
    const report = Object.values(tree.nodes).find((n) => n.type === 'chart')!.props.report;
    expect([200, 403]).toContain((await t.server.get(`/api/reporting/v2/${String(report)}Query`, t.tokens.bluewave)).status);
    expect((await t.server.get('/api/reporting/v2/noSuchReportQuery', t.tokens.bluewave)).status).toBe(404);
    // Acme gets none.
    expect((await t.server.get('/api/composer/pages/pinned', t.tokens.acme)).body.data.record).toBeNull();
  });
});
