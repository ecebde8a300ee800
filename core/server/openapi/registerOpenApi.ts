import type { FastifyInstance } from 'fastify';
import sdkPackage from '../../../sdk/package.json';
import { buildOpenApiDocument, type DocumentedRoute, type OpenApiInfo } from './buildOpenApiDocument';
import { DOCS_HTML, DOCS_JS } from './docsPage';

const PUBLIC = { access: { public: true } };

/**
 * Collects every route registered on the app from now on (a root onRoute hook: plugin scopes
 * inherit it) and serves the OpenAPI document at /api/docs/openapi.json and a browsable page at
 * /api/docs. Both are public: they describe the API, never data (the web bundle names the same
 * paths). Call it before the plugins register their routes.
 */
export function registerOpenApi(app: FastifyInstance, info: OpenApiInfo = { title: 'Portolan API', version: sdkPackage.version, description: 'The HTTP API of Portolan, the ocean-freight workbench. Its version is the version of @portolan/sdk.' }): void {
  const routes: DocumentedRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const pluginId = areaOf(route.url);
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, pluginId, access: route.config?.access, schema: route.schema as DocumentedRoute['schema'] });
    }
  });

  let cached: { count: number; json: string } | undefined;
  const document = (): string => {
    if (cached?.count !== routes.length) cached = { count: routes.length, json: JSON.stringify(buildOpenApiDocument(routes, info)) };
    return cached.json;
  };

  app.get('/api/docs/openapi.json', { config: PUBLIC}, async (_request, reply) => reply.type('application/json; charset=utf-8').send(document()));
  app.get('/api/docs', { config: PUBLIC}, async (_request, reply) => reply.type('text/html; charset=utf-8').send(DOCS_HTML));
  app.get('/api/docs/docs.js', { config: PUBLIC}, async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(DOCS_JS));
}

/** The API area a route belongs to, from its path: /api/shipments/v2/… → 'shipments'. */
function areaOf(url: string): string {
  return url.split('/')[2] || 'core';
}
