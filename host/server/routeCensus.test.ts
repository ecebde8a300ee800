import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineResource, defineServerPlugin, ok, type ResourceSpec } from '@portolan/sdk/server';
import { createTestServer, type TestServer } from '@portolan/sdk/testing/server';
import { serverPlugins } from './serverPlugins';
import { routeCatalogue, type CataloguedRoute } from '../../core/server/routeCatalogue';

const notes: ResourceSpec<{ _id: string }> = {
  base: '/api/census/notes',
  table: 'census_notes',
  feature: 'census',
  fields: {},
  defaultSort: { field: 'createdAt', dir: 'desc' },
  toRecord: (row) => ({ _id: String(row.id) }),
};

/** A plugin with one helper-made resource and one hand-written route. */
const census = defineServerPlugin({
  id: 'census',
  routes(app, { db }) {
    defineResource(app, db, notes);
    app.get('/api/census/ping', { schema: { querystring: { type: 'object', additionalProperties: false, properties: {} } } }, async () => ok({}));
  },
});

/** Routes per plugin: made by an SDK helper (defineResource, defineTransitions, …) or written by hand. */
function census_(routes: readonly CataloguedRoute[]) {
  const byPlugin = new Map<string, { helper: number; hand: number; helpers: Map<string, number> }>();
  for (const route of routes) {
    const row = byPlugin.get(route.pluginId) ?? { helper: 0, hand: 0, helpers: new Map() };
    if (route.sdkHelper) {
      row.helper++;
      row.helpers.set(route.sdkHelper, (row.helpers.get(route.sdkHelper) ?? 0) + 1);
    } else row.hand++;
    byPlugin.set(route.pluginId, row);
  }
  return byPlugin;
}

describe('route census (issue 8: routes on the SDK helpers vs hand-written)', () => {
  let server: TestServer;
  beforeAll(async () => (server = await createTestServer({ plugins: [...serverPlugins, census] })));
  afterAll(() => server?.close());

  it('knows which routes an SDK helper registered', () => {
    const mine = routeCatalogue(server.app).filter((r) => r.pluginId === 'census');
    const helperMade = mine.filter((r) => r.sdkHelper === 'defineResource' || r.sdkHelper === 'writeRoutes').map((r) => `${r.method} ${r.url}`);
    expect(helperMade.sort()).toEqual(['GET /api/census/notes', 'GET /api/census/notes/:id'].sort());
    expect(mine.find((r) => r.url === '/api/census/ping')?.sdkHelper).toBeUndefined();
  });

  it('prints the census of every discovered plugin', () => {
    const routes = routeCatalogue(server.app).filter((r) => r.url.startsWith('/api/') && r.pluginId !== 'census' && r.pluginId !== 'core');
    const table = census_(routes);
    const lines = [...table].map(([id, row]) => `${id.padEnd(12)} ${String(row.helper).padStart(4)} via SDK helpers ${String(row.hand).padStart(4)} by hand   (${[...row.helpers].map(([h, n]) => `${h} ${n}`).join(', ')})`);
    const helper = [...table.values()].reduce((n, r) => n + r.helper, 0);
    console.log(`API routes by plugin:\n${lines.join('\n')}\nall plugins: ${helper} via SDK helpers, ${routes.length - helper} by hand, ${routes.length} in all`);
    expect(routes.length).toBeGreaterThan(0);
  });
});
