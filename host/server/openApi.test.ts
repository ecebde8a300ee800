import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineServerPlugin, ok } from '@portolan/sdk/server';
import { createTestServer, type TestServer } from '@portolan/sdk/testing/server';
import auth from '../../plugins/auth/server';
import { routeCatalogue } from '../../core/server/routeCatalogue';
import { toOpenApiPath } from '../../core/server/openapi/buildOpenApiDocument';

const NOTE_BODY = {
  type: 'object',
  required: ['data'],
  additionalProperties: false,
  properties: { data: { type: 'object', required: ['text'], properties: { text: { type: 'string', minLength: 1 } } } },
};

const sample = defineServerPlugin({
  id: 'sample',
  routes: (app) => {
    app.get('/api/sample/notes', { schema: { querystring: { type: 'object', properties: { filter: { type: 'object', properties: { carrier: { type: 'string' } } } } } } }, async () => ok({ items: [], count: 0 }));
    app.post('/api/sample/notes', { schema: { body: NOTE_BODY, summary: 'Add a note' }, config: { access: { features: ['sample'], level: 'Create' } } }, async () => ok({}));
    app.get('/api/sample/notes/:id', { schema: { params: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } } } } }, async () => ok({}));
  },
});

describe('OpenAPI document', () => {
  let server: TestServer;
  beforeAll(async () => (server = await createTestServer({ plugins: [auth, sample] })));
  afterAll(() => server?.close());

  it('lists every registered /api route with its body schema', async () => {
    const res = await server.get('/api/docs/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toBe('3.1.0');
    const catalogued = routeCatalogue(server.app).filter((r) => r.url.startsWith('/api/'));
    expect(catalogued.length).toBeGreaterThan(5);
    const missing: string[] = [];
    for (const route of catalogued) {
      const { path } = toOpenApiPath(route.url);
      const item = doc.paths[path] ?? doc.paths[path.replace(/\/$/, '')] ?? doc.paths[`${path}/`];
      const operation = item?.[route.method.toLowerCase()];
      if (!operation) {
        missing.push(`${route.method} ${route.url}`);
        continue;
      }
      if (route.bodySchema) expect(operation.requestBody.content['application/json'].schema, `${route.method} ${route.url}`).toEqual(route.bodySchema);
    }
    expect(missing).toEqual([]);
    expect(doc.paths['/api/health'].get.security).toEqual([]);
  });

  it('describes parameters, bodies and access from the route schemas', async () => {
    const { body: doc } = await server.get('/api/docs/openapi.json');
    const post = doc.paths['/api/sample/notes'].post;
    expect(post.summary).toBe('Add a note');
    expect(post.requestBody.content['application/json'].schema).toEqual(NOTE_BODY);
    expect(post['x-portolan-access']).toMatchObject({ session: true, features: ['sample'], level: 'Create' });
    expect(post.responses['400']).toBeDefined();
    const list = doc.paths['/api/sample/notes'].get;
    expect(list.parameters).toContainEqual(expect.objectContaining({ name: 'filter', in: 'query', style: 'deepObject' }));
    const one = doc.paths['/api/sample/notes/{id}'].get;
    expect(one.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }));
  });

  it('serves a browsable page without signing in, under the strict CSP', async () => {
    const page = await server.get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('<script src="/api/docs/docs.js"></script>');
    expect(page.text).not.toMatch(/<script>(?!<)/);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    const script = await server.get('/api/docs/docs.js');
    expect(script.status).toBe(200);
    expect(script.text).toContain('/api/docs/openapi.json');
  });
});
