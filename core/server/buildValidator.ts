import AjvCompiler from '@fastify/ajv-compiler';

type BuildValidator = ReturnType<typeof AjvCompiler>;
type FactoryOptions = NonNullable<Parameters<BuildValidator>[1]>;
interface RouteSchema {
  schema: unknown;
  httpPart?: string;
}

const COMPOSITIONS = ['anyOf', 'oneOf', 'then', 'else', 'items', 'additionalItems', 'contains'] as const;

/**
 * A copy of `schema` where every object schema that lists its `properties` (and says nothing of
 * `additionalProperties` or `patternProperties`) refuses other properties: an unknown field is a 400
 * naming it, never silently dropped (issue 9 item 11). Objects without `properties` stay free-form
 * maps. Subschemas under `allOf`, `not` and `if` are left as they are (closing them would change
 * what they mean: `allOf` branches add their properties up).
 */
export function closeObjects(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closeObjects);
  if (typeof schema !== 'object' || schema === null) return schema;
  const source = schema as Record<string, unknown>;
  const copy: Record<string, unknown> = { ...source };
  if (source.properties && typeof source.properties === 'object') {
    copy.properties = Object.fromEntries(Object.entries(source.properties as Record<string, unknown>).map(([k, v]) => [k, closeObjects(v)]));
    if (source.additionalProperties === undefined && source.patternProperties === undefined) copy.additionalProperties = false;
  }
  if (source.additionalProperties && typeof source.additionalProperties === 'object') copy.additionalProperties = closeObjects(source.additionalProperties);
  for (const key of COMPOSITIONS) {
    if (source[key] === undefined) continue;
    copy[key] = closeObjects(source[key]);
  }
  return copy;
}

/**
 * Fastify's Ajv validators, with three changes: request bodies are not type-coerced (a number sent
 * for a string field is a 400 naming the field), while querystrings, params and headers keep
 * Fastify's coercion (they arrive as text); unknown properties are refused, not removed
 * (`removeAdditional: false` and `closeObjects`); and a route without a querystring schema takes
 * no query parameters (`createApp` gives it an empty one).
 */
export function buildValidator(): (externalSchemas: Record<string, unknown>, options?: FactoryOptions) => (route: RouteSchema) => unknown {
  const pool = AjvCompiler();
  return (externalSchemas, options) => {
    const base = (options ?? {}) as FactoryOptions & { customOptions?: Record<string, unknown> };
    const custom = { ...base.customOptions, removeAdditional: false };
    const coercing = pool(externalSchemas as never, { ...base, customOptions: custom } as FactoryOptions);
    const strict = pool(externalSchemas as never, { ...base, customOptions: { ...custom, coerceTypes: false } } as FactoryOptions);
    // The pool's compilers take the whole route definition ({ schema, method, url, httpPart }).
    return (route) => {
      const closed = { ...route, schema: route.httpPart === 'headers' ? route.schema : closeObjects(route.schema) };
      return route.httpPart === 'body' ? strict(closed as never) : coercing(closed as never);
    };
  };
}
