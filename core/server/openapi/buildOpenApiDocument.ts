import type { RouteAccess } from '@portolan/sdk/server';

/** One route as the OpenAPI collector saw it (Fastify's onRoute options, trimmed). */
export interface DocumentedRoute {
  method: string;
  url: string;
  /** The API area it belongs to (its tag): /api/shipments/… → 'shipments'. */
  pluginId: string;
  access?: RouteAccess;
  schema?: {
    body?: unknown;
    querystring?: unknown;
    params?: unknown;
    headers?: unknown;
    response?: Record<string, unknown>;
    summary?: string;
    description?: string;
    tags?: string[];
    hide?: boolean;
  };
}

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
}

type JsonObject = Record<string, unknown>;

const ENVELOPE_ERROR = {
  type: 'object',
  required: ['success', 'error'],
  properties: {
    success: { type: 'boolean', const: false },
    error: {
      type: 'object',
      required: ['message', 'code'],
      properties: { message: { type: 'string' }, code: { type: 'string' }, field: { type: 'string' } },
    },
  },
};

/** `/api/x/:id/` → `/api/x/{id}/`, and the names of its path parameters. */
export function toOpenApiPath(url: string): { path: string; names: string[] } {
  const names: string[] = [];
  const path = url.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, (_m, name: string) => {
    names.push(name);
    return `{${name}}`;
  }).replace(/\*$/, '{wildcard}');
  if (url.endsWith('*')) names.push('wildcard');
  return { path, names };
}

function asObject(value: unknown): JsonObject | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : undefined;
}

/** Query / path parameters from a JSON object schema (each property one parameter). */
function parametersOf(schema: unknown, where: 'query' | 'path' | 'header', pathNames: string[] = []): JsonObject[] {
  const object = asObject(schema);
  const properties = asObject(object?.properties) ?? {};
  const required = new Set(Array.isArray(object?.required) ? (object!.required as string[]) : []);
  const params: JsonObject[] = Object.entries(properties).map(([name, propertySchema]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: propertySchema,
    // Bracketed objects (filter[status]=open) are deep objects in OpenAPI terms.
    ...(where === 'query' && asObject(propertySchema)?.type === 'object' ? { style: 'deepObject', explode: true } : {}),
  }));
  if (where === 'path') {
    for (const name of pathNames) if (!(name in properties)) params.push({ name, in: 'path', required: true, schema: { type: 'string' } });
  }
  return params;
}

function securityOf(access: RouteAccess | undefined): JsonObject {
  if (access?.public) return { security: [] };
  const parts: string[] = [];
  if (access?.features?.length) parts.push(`features: ${access.features.join(', ')}${access.level ? ` (level ${access.level})` : ''}`);
  if (access?.plan?.length) parts.push(`plan features: ${access.plan.join(', ')}`);
  return { 'x-portolan-access': { session: true, ...access }, ...(parts.length ? { 'x-required': parts.join('; ') } : {}) };
}

/**
 * An OpenAPI 3.1 document of the API, from the routes' own Fastify JSON schemas: path and query
 * parameters, the request body, responses (the envelope of DESIGN §4 where a route declares none),
 * and who may call each (bearer session unless public; features, level and plan as `x-portolan-access`).
 */
export function buildOpenApiDocument(routes: readonly DocumentedRoute[], info: OpenApiInfo): JsonObject {
  const paths: Record<string, JsonObject> = {};
  const tags = new Set<string>();
  const sorted = [...routes].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  for (const route of sorted) {
    const method = route.method.toLowerCase();
    if (method === 'head' || route.schema?.hide) continue;
    const { path, names } = toOpenApiPath(route.url);
    // ignoreTrailingSlash: /api/x and /api/x/ are one route; document it once, as registered first.
    const key = paths[path] ? path : paths[path.replace(/\/$/, '')] ? path.replace(/\/$/, '') : paths[`${path}/`] ? `${path}/` : path;
    const schema = route.schema ?? {};
    const tag = schema.tags?.[0] ?? route.pluginId;
    tags.add(tag);
    const parameters = [...parametersOf(schema.params, 'path', names), ...parametersOf(schema.querystring, 'query'), ...parametersOf(schema.headers, 'header')];
    const responses: JsonObject = {};
    for (const [status, responseSchema] of Object.entries(schema.response ?? {})) {
      responses[status] = { description: `HTTP ${status}`, content: { 'application/json': { schema: responseSchema } } };
    }
    if (!Object.keys(responses).some((s) => s.startsWith('2'))) {
      responses['200'] = { description: 'The envelope `{ success: true, data }`', content: { 'application/json': { schema: { type: 'object', properties: { success: { type: 'boolean', const: true }, data: {} } } } } };
    }
    if (route.schema?.body !== undefined) responses['400'] ??= { description: 'Invalid input (names the field)', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
    if (!route.access?.public) {
      responses['401'] ??= { description: 'No session', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
      responses['403'] ??= { description: 'Not allowed (access, plan, or the plugin is switched off for the company)', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
    }
    const operation: JsonObject = {
      operationId: `${method}${path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      tags: [tag],
      ...(schema.summary ? { summary: schema.summary } : {}),
      ...(schema.description ? { description: schema.description } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(schema.body !== undefined ? { requestBody: { required: true, content: { 'application/json': { schema: schema.body } } } } : {}),
      responses,
      ...securityOf(route.access),
    };
    paths[key] = { ...paths[key], [method]: operation };
  }
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/' }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { session: { type: 'http', scheme: 'bearer', description: 'The authToken of POST /api/auth/v2/login/' } },
      schemas: { Error: ENVELOPE_ERROR },
    },
    security: [{ session: [] }],
  };
}
