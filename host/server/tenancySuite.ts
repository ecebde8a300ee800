import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestServer, type Dialect, type TestServer } from '@portolan/sdk/testing/server';
import { serverPlugins } from './serverPlugins';
import { DEMO_PASSWORD } from '../../plugins/auth/server/seedDemo';
import { routeCatalogue, type CataloguedRoute } from '../../core/server/routeCatalogue';

/**
 * Tenancy, discovered: every non-public route of every server plugin the host mounts (read from the
 * app's route catalogue, so a plugin's new routes are covered without editing this file) is called by
 * company A's admin with company B's ids — collected by crawling every list route as B — and with
 * generated ids and bodies (bodies generated from the route's own JSON schema, so they pass
 * validation and reach the handler). Property: 0 leaks — no answer carries anything only B can see —
 * and every object route (a path parameter) answers 403 or 404.
 */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const ATTEMPTS = 1200;

type Schema = { anyOf?: Schema[]; uniqueItems?: boolean; type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; enum?: unknown[]; const?: unknown; items?: Schema; minLength?: number; maxLength?: number; minimum?: number; exclusiveMinimum?: number; maximum?: number; minItems?: number; maxItems?: number; pattern?: string; format?: string };

/** Field names that hold references: generated values are often one of B's ids. */
const ID_FIELD = /(^_?id$|Id$|_id$|Ids$|^company|^user|^owner|^parent|^shipment|^order|^rfq|^quote|^plan|^subscription|^document|^tracking|^container)/i;

/** A pattern without its lookaheads (fast-check cannot generate from them): generate from this, then keep what the whole pattern accepts. */
function withoutLookaheads(pattern: string): string {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] === '\\') {
      out += pattern.slice(i, i + 2);
      i++;
    } else if (pattern.startsWith('(?=', i) || pattern.startsWith('(?!', i)) {
      let depth = 0;
      for (; i < pattern.length; i++) {
        if (pattern[i] === '\\') i++;
        else if (pattern[i] === '(') depth++;
        else if (pattern[i] === ')' && --depth === 0) break;
      }
    } else out += pattern[i];
  }
  return out;
}

/** Values that satisfy a JSON schema; id-like fields are often one of B's ids. */
function arbitraryFor(schema: Schema | undefined, foreignIds: string[], depth = 0, key = ''): fc.Arbitrary<unknown> {
  if (!schema || depth > 9) return fc.constant({});
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  // One of the alternatives (a decimal as a string or a number), each valid as its branch says.
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map((branch) => arbitraryFor(branch, foreignIds, depth + 1, key)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const props = schema.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, sub] of Object.entries(props)) model[name] = arbitraryFor(sub, foreignIds, depth + 1, name);
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in props) });
    }
    case 'array': {
      const items = arbitraryFor(schema.items, foreignIds, depth + 1, key);
      const size = { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, 3) };
      // uniqueItems: no two equal items (as JSON), or the body fails validation before the handler.
      return schema.uniqueItems ? fc.uniqueArray(items, { ...size, selector: (v) => JSON.stringify(v) }) : fc.array(items, size);
    }
    case 'integer':
      return fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 1000, 1_000_000) });
    case 'number':
      return fc.double({ min: schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 0.001 : 0), max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'string': {
      const min = schema.minLength ?? 0;
      const max = Math.max(min, Math.min(schema.maxLength ?? 40, 60));
      // A foreign id is tried only where it could pass validation (not in a date-time field whose name starts like a reference, e.g. quoteDeadline).
      const fits = foreignIds.filter((id) => id.length >= min && id.length <= max && (!schema.pattern || new RegExp(schema.pattern).test(id)) && (!schema.format || schema.format === 'uuid'));
      let text: fc.Arbitrary<string>;
      if (schema.format === 'email' || /email/i.test(key)) text = fc.emailAddress().filter((e) => e.length <= max);
      else if (schema.format === 'date-time') text = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
      else if (schema.format === 'date') text = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
      else if (schema.format === 'uuid') text = fc.uuid();
      else if (schema.pattern) {
        const whole = new RegExp(schema.pattern);
        text = fc.stringMatching(new RegExp(withoutLookaheads(schema.pattern))).filter((s) => s.length >= min && s.length <= max && whole.test(s));
      }
      else text = fc.string({ minLength: Math.max(min, 1), maxLength: max }).filter((s) => s.trim().length >= Math.max(min, 1));
      return fits.length && ID_FIELD.test(key) ? fc.oneof(fc.constantFrom(...fits), text) : text;
    }
    default:
      return fc.oneof(fc.constantFrom(...(foreignIds.length ? foreignIds : ['x'])), fc.integer());
  }
}

/**
 * The tenancy property suite on one database: company A never reads or writes company B's objects through
 * any object or create route. One test file per database (tenancy.pglite.test.ts, tenancy.postgres.test.ts)
 * so the two run side by side on two workers.
 */
export function tenancySuite(dialect: Dialect): void {
  describe(`tenancy of every object route on ${dialect}`, () => {
    let server: TestServer;
    let tokenA = '';
    const foreign = new Set<string>();
    let routes: CataloguedRoute[] = [];
    const markersB = ['forwarder@portolan.test', 'Bluewave Logistics', 'Felix Forwarder'];

    const crawl = async (token: string): Promise<string[]> => {
      const seen: string[] = [];
      for (const route of routes.filter((r) => r.method === 'GET' && !r.url.includes(':'))) {
        // Large pages, so that what the caller may see (e.g. records shared with it) is all seen.
        let res = await server.get(`${route.url}?limit=200&pageSize=200&perPage=200`, token);
        if (res.status === 400) res = await server.get(`${route.url}?limit=200`, token);
        if (res.status === 400) res = await server.get(route.url, token);
        if (res.status === 200) seen.push(...(res.text.match(UUID) ?? []).map((id) => id.toLowerCase()));
        // Every page: an id on a later page is as much the caller's as one on the first.
        for (let page = 0; res.status === 200 && page < 20; page++) {
          const next = (res.body as { data?: { nextCursor?: string | null } } | undefined)?.data?.nextCursor;
          if (!next) break;
          res = await server.get(`${route.url}?limit=200&after=${encodeURIComponent(next)}`, token);
          if (res.status === 200) seen.push(...(res.text.match(UUID) ?? []).map((id) => id.toLowerCase()));
        }
      }
      return seen;
    };

    beforeAll(async () => {
      server = await createTestServer({ plugins: serverPlugins, dialect, seed: true });
      routes = routeCatalogue(server.app).filter((r) => !r.access?.public);
      const tokenB = await server.login('forwarder@portolan.test', DEMO_PASSWORD);
      tokenA = await server.login('shipper@portolan.test', DEMO_PASSWORD);
      const seenByA = new Set(await crawl(tokenA));
      for (const id of await crawl(tokenB)) if (!seenByA.has(id)) foreign.add(id);
    }, 120_000);
    afterAll(async () => server?.close());

    it('finds object routes and company B ids to try', () => {
      expect(routes.filter((r) => r.url.includes(':')).length).toBeGreaterThanOrEqual(5);
      expect(foreign.size).toBeGreaterThanOrEqual(2); // at least B's company and B's user
    });

    it(`company A never reads or writes company B's objects (${ATTEMPTS}+ generated attempts, 0 leaks)`, async () => {
      const ids = [...foreign];
      const objectRoutes = routes.filter((r) => r.url.includes(':'));
      const createRoutes = routes.filter((r) => r.method === 'POST' && !r.url.includes(':') && !/logout/.test(r.url));
      const targets = [...objectRoutes, ...createRoutes];
      const schemaOf = (route: CataloguedRoute) => route.bodySchema as Schema | undefined;
      const statuses = new Map<number, number>();
      let attempts = 0;
      const leaks: string[] = [];

      const attempt = fc.constantFrom(...targets).chain((route) =>
        fc.record({
          route: fc.constant(route),
          params: fc.array(fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...ids) }, { weight: 1, arbitrary: fc.uuid() }, { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 12 }) }), { minLength: 4, maxLength: 4 }),
          body: route.method === 'GET' ? fc.constant(undefined) : arbitraryFor(schemaOf(route) ?? { type: 'object', properties: { data: { type: 'object', properties: { _id: { type: 'string' }, company: { type: 'string' }, companyId: { type: 'string' } } } } }, ids),
        }),
      );

      await fc.assert(
        fc.asyncProperty(attempt, async ({ route, params, body }) => {
          let i = 0;
          const url = route.url.replace(/:[A-Za-z_]+/g, () => encodeURIComponent(params[i++ % params.length]));
          let res = await server.request({ method: route.method as 'GET', url, body, token: tokenA });
          if (res.status === 401) {
            tokenA = await server.login('shipper@portolan.test', DEMO_PASSWORD); // a route revoked the session: sign in again
            res = await server.request({ method: route.method as 'GET', url, body, token: tokenA });
          }
          attempts++;
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          const leaked = ids.filter((id) => res.text.includes(id) && !url.includes(id) && !JSON.stringify(body ?? '').includes(id));
          const marker = markersB.find((m) => res.text.includes(m));
          if (leaked.length || marker) leaks.push(`${route.method} ${url} → ${res.status}: ${leaked[0] ?? marker}`);
          if (route.url.includes(':') && res.status !== 403 && res.status !== 404) leaks.push(`${route.method} ${url} → ${res.status} ${res.text.slice(0, 120)}`);
          expect(res.status).toBeLessThan(500);
        }),
        { numRuns: Math.max(ATTEMPTS, targets.length * 20), seed: 20_240_501, endOnFailure: true },
      );
      console.info(`tenancy (${dialect}): ${attempts} attempts on ${objectRoutes.length} object routes + ${createRoutes.length} create routes with ${ids.length} ids of company B; answers ${JSON.stringify(Object.fromEntries(statuses))}; leaks ${leaks.length}`);
      expect(leaks).toEqual([]);
      expect(attempts).toBeGreaterThanOrEqual(ATTEMPTS);
    }, 300_000);
  });
}
