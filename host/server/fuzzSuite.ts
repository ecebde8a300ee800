import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestServer, type Dialect, type TestServer } from '@portolan/sdk/testing/server';
import { serverPlugins } from './serverPlugins';
import { DEMO_PASSWORD } from '../../plugins/auth/server/seedDemo';
import { routeCatalogue } from '../../core/server/routeCatalogue';

/**
 * Fuzz (issue 9): every operation of the route catalogue (so a plugin's new routes are covered without
 * editing this file) gets bad requests — NUL characters, wrong types, unknown fields and parameters,
 * huge strings, malformed JSON, malformed multipart, odd path parameters — as a signed-in admin.
 * Property: no answer is a 5xx.
 *
 * Each operation gets a fixed corpus that hits every mutation kind and every field for sure — each
 * nasty path parameter (routes with parameters), each odd query, each malformed body and content type,
 * and for each field of its body schema two bodies valid but for that field, which holds a hostile value
 * of its own type (NUL, lone surrogate, huge, out of range) and one of a wrong type — then
 * PORTOLAN_FUZZ_COUNT (default 40) random bad requests. Deterministic: PORTOLAN_FUZZ_SEED (default 9009).
 */
const PER_OPERATION = Number(process.env.PORTOLAN_FUZZ_COUNT) || 40;
const SEED = Number(process.env.PORTOLAN_FUZZ_SEED) || 9009;

const NASTY_TEXTS = ['a\u0000b', '\u0000', '%00', 'x'.repeat(100_000), '', ' ', '../../etc/passwd', "' OR 1=1 --", '{"$gt":""}', '\ud800', '😀'.repeat(50), '-1', '1e309', 'NaN', 'null', '__proto__', 'constructor'];
const ODD_QUERIES = ['limit=-1', 'limit=99999999999999999999', 'filter=1', 'filter[][]=1', 'a[b][c][d][e][f][g]=1', 'page=0', 'after=%00', 'unknownParam=1'];
const MALFORMED_JSON = ['{"data":', '{"data":{"a":1}}}', '[', '\u0000', '{"data": {"__proto__": {"admin": true}}}', 'null', '"x"', '1', '{"data":{"x":"\\u0000"}}'];
const ODD_CONTENT = [
  { body: 'xx', contentType: 'multipart/form-data' },
  { body: '--b\r\ncontent-disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4', contentType: 'multipart/form-data; boundary=b' },
  { body: '--b\r\ncontent-disposition: form-data; name="shipmentId"\r\n\r\n\u0000\r\n--b--\r\n', contentType: 'multipart/form-data; boundary=b' },
  { body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { body: '<x/>', contentType: 'text/xml' },
];
/** Hostile values of a field's own type, then of a wrong type; each field gets one of each, in turn (so every value is used across the fields). */
const HOSTILE: Record<string, unknown[]> = {
  string: ['a\u0000b', '\ud800', 'x'.repeat(100_000), "' OR 1=1 --", '😀'.repeat(50), '', ' ', '__proto__', '9999-99-99', '2026-02-30T25:61:00Z', '-1', '1e309'],
  number: [1e308, -1e308, -1, 0, 2 ** 53 + 1, 0.1, -0.0001, 1e-308],
  integer: [2 ** 31, -(2 ** 31) - 1, -1, 0, 2 ** 53 + 1, 99_999_999_999, 1.5],
  boolean: ['true', 0, 1],
  array: [Array.from({ length: 2000 }, () => 'x'), [null], [[[[[]]]]], []],
  object: [JSON.parse('{"__proto__": {"admin": true}}'), { constructor: { prototype: { admin: true } } }, {}, { x: '\u0000' }],
};
const WRONG_TYPES: unknown[] = [null, 12345, 'text', true, [], {}, [{ a: '\u0000' }]];

const nasty = fc.oneof(fc.constantFrom(...NASTY_TEXTS), fc.string({ maxLength: 30 }), fc.string({ unit: 'grapheme', maxLength: 20 }));
const anyJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, nasty, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(tie('value'), { maxLength: 4 }), fc.dictionary(fc.oneof(nasty, fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 4 })),
})).value;

/** encodeURIComponent, and a malformed UTF-8 escape for a lone surrogate (which it cannot encode). */
function enc(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

type Bad = { kind: string; path?: string; query?: string; body?: string; contentType?: string };

const badQuery = fc.oneof(
  fc.tuple(fc.string({ minLength: 1, maxLength: 10 }), nasty).map(([k, v]) => `${enc(k)}=${enc(v)}`),
  nasty.map((v) => `limit=${enc(v)}&filter[x]=${enc(v)}`),
  nasty.map((v) => `search=${enc(v)}&sort[${enc(v)}]=asc`),
  fc.constantFrom(...ODD_QUERIES),
);

/** Random bad requests: path parameters only where the route has some, bodies only where it takes one. */
function randomBadRequests(hasBody: boolean, hasParams: boolean): fc.Arbitrary<Bad> {
  const options: fc.Arbitrary<Bad>[] = [badQuery.map((q) => ({ kind: 'query', query: q }))];
  if (hasParams) options.push(nasty.map((v) => ({ kind: 'path', path: enc(v) })));
  if (hasBody) {
    options.push(
      anyJson.map((v) => ({ kind: 'json', body: JSON.stringify(v) ?? 'null' })),
      anyJson.map((v) => ({ kind: 'data', body: JSON.stringify({ data: v }) })),
      fc.tuple(fc.string({ minLength: 1, maxLength: 10 }), anyJson).map(([k, v]) => ({ kind: 'unknown-field', body: JSON.stringify({ data: { [k]: v }, [`${k}2`]: v }) })),
    );
  }
  return fc.oneof(...options);
}

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; enum?: unknown[]; const?: unknown; items?: Schema; anyOf?: Schema[]; oneOf?: Schema[]; minLength?: number; minimum?: number; exclusiveMinimum?: number; minItems?: number; pattern?: string; format?: string };

const typeOf = (schema: Schema): string | undefined => (Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type) ?? (schema.properties ? 'object' : schema.items ? 'array' : undefined);

/** A simple value the schema accepts (required properties only, arrays at their minimum, one item where a field below is aimed at). */
function validOf(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 8) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (alternative) return validOf(alternative, depth + 1);
  switch (typeOf(schema)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? []) out[name] = validOf(schema.properties?.[name], depth + 1) ?? 'x';
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => validOf(schema.items, depth + 1));
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    case 'string': {
      if (schema.format === 'date-time') return '2026-03-02T10:00:00.000Z';
      if (schema.format === 'date') return '2026-03-02';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'email') return 'fuzz@portolan.test';
      if (schema.pattern) {
        try {
          return fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { numRuns: 1, seed: SEED })[0];
        } catch {
          return 'x';
        }
      }
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    }
    default:
      return 'x';
  }
}

/** Every field of a body schema, as a path of property names and array indices (0), with its schema. */
function fieldsOf(schema: Schema | undefined, path: Array<string | number> = [], depth = 0): Array<{ path: Array<string | number>; schema: Schema }> {
  if (!schema || depth > 6) return [];
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (alternative && !schema.properties && !schema.items) return fieldsOf(alternative, path, depth + 1);
  const type = typeOf(schema);
  const here = path.length ? [{ path, schema }] : [];
  if (type === 'object') return [...here, ...Object.entries(schema.properties ?? {}).flatMap(([name, sub]) => fieldsOf(sub, [...path, name], depth + 1))];
  if (type === 'array' && schema.items) return [...here, ...fieldsOf(schema.items, [...path, 0], depth + 1)];
  return here;
}

/** The valid body with the field at `path` set to `value` (containers on the way made, arrays given one item). */
function bodyWith(schema: Schema, path: Array<string | number>, value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') return [bodyWith(schema.items ?? {}, rest, value)];
  const base = (validOf(schema) ?? {}) as Record<string, unknown>;
  const sub = schema.properties?.[head] ?? schema.anyOf?.[0]?.properties?.[head] ?? schema.oneOf?.[0]?.properties?.[head] ?? {};
  return { ...(typeof base === 'object' && base && !Array.isArray(base) ? base : {}), [head]: bodyWith(sub, rest, value) };
}

/** The fixed corpus of an operation: every mutation kind, every constant of each kind, and two hostile values per body field. */
function corpusOf(hasBody: boolean, hasParams: boolean, schema: Schema | undefined): Bad[] {
  const out: Bad[] = ODD_QUERIES.map((q) => ({ kind: 'query', query: q }));
  out.push({ kind: 'query', query: NASTY_TEXTS.map((v, i) => `p${i}=${enc(v)}`).join('&') });
  if (hasParams) out.push(...NASTY_TEXTS.map((v) => ({ kind: 'path', path: enc(v) })));
  if (!hasBody) return out;
  out.push(...MALFORMED_JSON.map((b) => ({ kind: 'malformed-json', body: b })));
  out.push(...ODD_CONTENT.map((m) => ({ kind: 'content-type', ...m })));
  out.push({ kind: 'unknown-field', body: JSON.stringify(bodyWith(schema ?? {}, ['data', 'fuzzUnknownField'], 'x')) });
  out.push({ kind: 'json', body: JSON.stringify(validOf(schema) ?? {}) });
  fieldsOf(schema).forEach(({ path, schema: field }, i) => {
    const own = HOSTILE[typeOf(field) ?? 'string'] ?? HOSTILE.string!;
    for (const value of [own[i % own.length], WRONG_TYPES[i % WRONG_TYPES.length]]) {
      out.push({ kind: `field ${path.join('.')}`, body: JSON.stringify(bodyWith(schema!, path, value)) });
    }
  });
  return out;
}

/** The URL of a route with each path parameter filled (by `fill`, or a plausible value). */
function urlOf(pattern: string, fill?: string): string {
  return pattern.replace(/:(\w+)/g, () => fill ?? '00000000-0000-4000-8000-000000000000').replace(/\*$/, fill ?? 'x');
}

/**
 * The fuzz suite on one database: every API operation gets each field's hostile values and random bad
 * requests, and must never answer 5xx. One test file per database (fuzz.pglite.test.ts, fuzz.postgres.test.ts)
 * so the two run side by side on two workers.
 */
export function fuzzSuite(dialect: Dialect): void {
  describe(`fuzz: bad requests to every operation on ${dialect}`, () => {
    let server: TestServer;
    let token = '';
    beforeAll(async () => {
      server = await createTestServer({ plugins: serverPlugins, dialect, seed: true });
      token = await server.login('shipper@portolan.test', DEMO_PASSWORD);
    });
    afterAll(async () => server?.close());

    it(`answers every field's hostile values and ${PER_OPERATION} random bad requests per operation without a single 5xx`, { timeout: 600_000 }, async () => {
      const operations = routeCatalogue(server.app).filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.url !== '/api/auth/v2/logout/');
      const failures: string[] = [];
      const kinds = new Set<string>();
      let sent = 0;
      let fields = 0;
      let index = 0;
      for (const route of operations) {
        const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
        const hasParams = /:\w|\*$/.test(route.url);
        const corpus = corpusOf(hasBody, hasParams, route.bodySchema as Schema | undefined);
        fields += corpus.filter((b) => b.kind.startsWith('field ')).length / 2;
        const samples = [...corpus, ...fc.sample(randomBadRequests(hasBody, hasParams), { numRuns: PER_OPERATION, seed: SEED + index++ })];
        for (const [i, bad] of samples.entries()) {
          kinds.add(bad.kind.startsWith('field ') ? 'field' : bad.kind);
          const url = urlOf(route.url, bad.path) + (bad.query ? `?${bad.query}` : '');
          const headers: Record<string, string> = { authorization: `Bearer ${token}` };
          if (bad.body !== undefined) headers['content-type'] = bad.contentType ?? 'application/json';
          const res = await server.app.inject({ method: route.method as 'GET', url, headers, payload: bad.body, remoteAddress: `10.${(i >> 8) & 255}.${i & 255}.${index & 255}` });
          sent++;
          if (res.statusCode >= 500) failures.push(`${route.method} ${url.slice(0, 200)} [${bad.kind}] ${bad.body?.slice(0, 200) ?? ''} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
      console.log(`fuzz (${dialect}): ${operations.length} operations, ${fields} body fields, ${sent} bad requests; 5xx: ${failures.length}`);
      expect([...kinds].sort()).toEqual(['content-type', 'data', 'field', 'json', 'malformed-json', 'path', 'query', 'unknown-field']);
      expect(failures).toEqual([]);
    });
  });
}
