import AjvCompiler from '@fastify/ajv-compiler';

type BuildValidator = ReturnType<typeof AjvCompiler>;
type FactoryOptions = NonNullable<Parameters<BuildValidator>[1]>;
interface RouteSchema {
  schema: unknown;
  httpPart?: string;
}

/**
 * Fastify's Ajv validators, with one change: request bodies are not type-coerced (a number sent for a
 * string field is a 400 naming the field), while querystrings, params and headers keep Fastify's
 * coercion (they arrive as text).
 */
export function buildValidator(): (externalSchemas: Record<string, unknown>, options?: FactoryOptions) => (route: RouteSchema) => unknown {
  const pool = AjvCompiler();
  return (externalSchemas, options) => {
    const base = (options ?? {}) as FactoryOptions & { customOptions?: Record<string, unknown> };
    const coercing = pool(externalSchemas as never, { ...base, customOptions: { ...base.customOptions } } as FactoryOptions);
    const strict = pool(externalSchemas as never, { ...base, customOptions: { ...base.customOptions, coerceTypes: false } } as FactoryOptions);
    // The pool's compilers take the whole route definition ({ schema, method, url, httpPart }).
    return (route) => (route.httpPart === 'body' ? strict(route as never) : coercing(route as never));
  };
}
