import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conflict, defineServerPlugin, ok } from '@portolan/sdk/server';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import type { FastifyInstance } from 'fastify';
import { createApp } from './createApp';
import { companyOf } from '@portolan/sdk/server';
import { CONTENT_SECURITY_POLICY } from './securityHeaders';
import type { SqlDb } from './createDatabase';

const logLines: string[] = [];

/** A plugin with one route per behaviour under test. */
const probe = defineServerPlugin({
  id: 'probe',
  features: [{ name: 'probes', title: 'Probes', routes: [], levels: ['Read', 'Approve'] }],
  migrations: [{ name: '001', sql: 'CREATE TABLE probe_items (id serial PRIMARY KEY, name text UNIQUE);' }],
  routes(app) {
    app.get('/api/probe/private', async (request) => ok({ userId: request.user?.id, company: companyOf(request) }));
    app.post('/api/probe/private', { schema: { body: { type: 'object', required: ['data'] } } }, async (request) => ok(request.body));
    app.get('/api/probe/open', { config: { access: { public: true } } }, async (request) => ok({ userId: request.user?.id ?? null }));
    app.get('/api/probe/open-company', { config: { access: { public: true } } }, async (request) => ok({ company: companyOf(request) }));
    app.get('/api/probe/unknown-feature', { config: { access: { features: ['not-a-feature'] } } }, async () => ok({}));
    app.get('/api/probe/approve', { config: { access: { features: ['probes'], level: 'Approve' } } }, async () => ok({ approved: true }));
    app.get('/api/probe/analytics', { config: { access: { plan: ['analytics'] } } }, async () => ok({ plan: true }));
    app.post(
      '/api/probe/echo',
      {
        config: { access: { public: true } },
        schema: {
          body: {
            type: 'object',
            required: ['data'],
            properties: {
              data: {
                type: 'object',
                required: ['email'],
                properties: { email: { type: 'string' }, age: { type: 'integer' }, tags: { type: 'array', items: { type: 'string' } } },
              },
            },
          },
        },
      },
      async (request) => ok(request.body),
    );
    app.get(
      '/api/probe/page',
      { config: { access: { public: true } }, schema: { querystring: { type: 'object', properties: { page: { type: 'integer', minimum: 1 } } } } },
      async (request) => ok(request.query),
    );
    app.get(
      '/api/probe/query',
      { config: { access: { public: true } }, schema: { querystring: { type: 'object', properties: { filter: { type: 'object' }, sort: { type: 'object' } } } } },
      async (request) => ok(request.query),
    );
    app.post('/api/probe/conflict', { config: { access: { public: true } } }, async () => {
      throw conflict('That name is taken', 'data.name');
    });
    app.post('/api/probe/duplicate', { config: { access: { public: true } } }, async (_request) => {
      await app.inject; // keep the scope referenced
      throw Object.assign(new Error('duplicate key value violates unique constraint "probe_items_name_key"'), { code: '23505' });
    });
    app.get('/api/probe/crash', { config: { access: { public: true } } }, async () => {
      throw new Error('secret internals: dsn=postgres://x:topsecret@db at /srv/app.js:12');
    });
    app.get('/api/probe/log', { config: { access: { public: true } } }, async (request) => {
      request.log.info({ headers: request.headers, body: { data: { email: 'a@b.c', password: 'hunter2' } } }, 'probe log');
      return ok({});
    });
  },
});

describe.each(testDatabases())('createApp on %s', (dialect) => {
  let server: TestServer;
  const tokens: Record<'viewer' | 'manager' | 'admin', string> = { viewer: '', manager: '', admin: '' };
  let companyId = '';

  beforeAll(async () => {
    server = await createTestServer({
      plugins: [probe],
      dialect,
      logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } },
    });
    const { db, identity } = server;
    companyId = (await identity.createCompany(db, { name: 'Probe Co', kind: 'shipper' }))._id;
    const hash = await identity.hashPassword('probe-password'); // once: hashing is slow
    for (const role of ['viewer', 'manager', 'admin'] as const) {
      const user = await identity.createUser(db, { companyId, email: `${role}@probe.test`, name: role, password: { hash }, role });
      tokens[role] = await identity.issueToken(db, user._id);
    }
  });
  afterAll(async () => server?.close());

  describe('envelope and statuses', () => {
    it('answers GET /api/health with the database status', async () => {
      const res = await server.get('/api/health');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: { status: 'ok', database: 'ok' } });
    });

    it('answers an unknown API path with a 404 envelope', async () => {
      const res = await server.get('/api/nothing/here');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, error: { message: 'Not found: GET /api/nothing/here', code: 'NOT_FOUND' } });
    });

    it('answers an HttpError with its status, code and field', async () => {
      const res = await server.post('/api/probe/conflict', {});
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ success: false, error: { message: 'That name is taken', code: 'CONFLICT', field: 'data.name' } });
    });

    it('answers a unique violation from the database with 409', async () => {
      const res = await server.post('/api/probe/duplicate', {});
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('CONFLICT');
    });

    it('answers an unexpected error with 500 "Server Error", no stack or detail, and logs it', async () => {
      const res = await server.get('/api/probe/crash');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ success: false, error: { message: 'Server Error', code: 'SERVER_ERROR' } });
      expect(res.text).not.toMatch(/secret|topsecret|app\.js|stack/);
      const logged = logLines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed' && l.err?.message?.includes('secret internals'));
      expect(logged?.level).toBe(50);
      expect(logged?.err.stack).toContain('Error');
    });
  });

  describe('request validation', () => {
    it('answers 400 naming the field when a body field has the wrong type (no coercion of bodies)', async () => {
      const res = await server.post('/api/probe/echo', { data: { email: 5 } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: { message: 'data.email must be string', code: 'VALIDATION_ERROR', field: 'data.email' } });
    });

    it('names a missing required field', async () => {
      const res = await server.post('/api/probe/echo', { data: { age: 3 } });
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ message: 'data.email is required', code: 'VALIDATION_ERROR', field: 'data.email' });
      const noData = await server.post('/api/probe/echo', { email: 'x' });
      expect(noData.body.error).toMatchObject({ message: 'data is required', field: 'data' });
    });

    it('names a nested array item', async () => {
      const res = await server.post('/api/probe/echo', { data: { email: 'a@b.c', tags: ['ok', 3] } });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ field: 'data.tags.1', message: 'data.tags.1 must be string' });
    });

    it('accepts a valid body', async () => {
      const res = await server.post('/api/probe/echo', { data: { email: 'a@b.c', age: 4 } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: { data: { email: 'a@b.c', age: 4 } } });
    });

    it('still coerces querystrings (they arrive as text) and names a bad one', async () => {
      expect((await server.get('/api/probe/page?page=2')).body).toEqual({ success: true, data: { page: 2 } });
      const bad = await server.get('/api/probe/page?page=zero');
      expect(bad.status).toBe(400);
      expect(bad.body.error).toMatchObject({ field: 'page', message: 'page must be integer' });
    });

    it('parses bracketed query strings (SPEC §7) into objects, and refuses prototype keys', async () => {
      const answer = await server.get('/api/probe/query?filter[status]=open&filter[carrier][]=MAEU&filter[carrier][]=CMA%20CGM&sort[eta]=asc&__proto__[admin]=1');
      expect(answer.body.data).toEqual({ filter: { status: 'open', carrier: ['MAEU', 'CMA CGM'] }, sort: { eta: 'asc' } });
    });

    it('answers invalid JSON with 400', async () => {
      const res = await server.request({ method: 'POST', url: '/api/probe/echo', body: '{"data": {"email": ', headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: { message: 'The request body is not valid JSON', code: 'INVALID_JSON' } });
    });

    it('answers an unsupported content type with 415', async () => {
      const res = await server.request({ method: 'POST', url: '/api/probe/echo', body: 'email=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(res.status).toBe(415);
      expect(res.body.success).toBe(false);
    });

    it('answers a body over 1 MiB with 413', async () => {
      const big = JSON.stringify({ data: { email: 'x'.repeat(1024 * 1024 + 10) } });
      const res = await server.request({ method: 'POST', url: '/api/probe/echo', body: big });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ success: false, error: { message: 'The request body is too large', code: 'PAYLOAD_TOO_LARGE' } });
    });

    it('takes the body limit from the options', async () => {
      const small = await createApp({ db: server.db, plugins: [probe], config: { env: 'test', seedDemo: false }, logger: false, bodyLimit: 64 });
      try {
        const res = await small.inject({ method: 'POST', url: '/api/probe/echo', payload: { data: { email: 'y'.repeat(100) } } });
        expect(res.statusCode).toBe(413);
        const fine = await small.inject({ method: 'POST', url: '/api/probe/echo', payload: { data: { email: 'y' } } });
        expect(fine.statusCode).toBe(200);
      } finally {
        await small.close();
      }
    });
  });

  describe('headers', () => {
    it('sends the security headers on successes, errors and 404s', async () => {
      for (const res of [await server.get('/api/health'), await server.get('/api/probe/private'), await server.get('/api/missing')]) {
        expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(res.headers['permissions-policy']).toContain('camera=()');
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers['x-powered-by']).toBeUndefined();
      }
      expect(CONTENT_SECURITY_POLICY).toContain("default-src 'self'");
      expect(CONTENT_SECURITY_POLICY).toContain("style-src 'self' 'unsafe-inline'");
      expect(CONTENT_SECURITY_POLICY).toContain("img-src 'self' data: blob:");
      expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    });

    it('gives every answer a request id, keeping a sane one the client sent', async () => {
      const fresh = await server.get('/api/health');
      expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const sent = await server.request({ url: '/api/health', headers: { 'x-request-id': 'lb-1234.abc' } });
      expect(sent.headers['x-request-id']).toBe('lb-1234.abc');
      const insane = await server.request({ url: '/api/health', headers: { 'x-request-id': 'bad id with spaces' } });
      expect(insane.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('access', () => {
    it('answers 401 without a token, with a malformed one and with an unknown one', async () => {
      for (const token of [undefined, 'not-a-token', 'A'.repeat(43)]) {
        const res = await server.get('/api/probe/private', token);
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ success: false, error: { message: 'Sign in to continue', code: 'UNAUTHORIZED' } });
      }
    });

    it('lets a valid session in and scopes it to its company', async () => {
      const res = await server.get('/api/probe/private', tokens.viewer);
      expect(res.status).toBe(200);
      expect(res.body.data.company).toBe(companyId);
    });

    it('answers 401 for a revoked and for an expired session', async () => {
      const user = await server.identity.findUserByEmail(server.db, 'viewer@probe.test');
      const revoked = await server.identity.issueToken(server.db, user!.id);
      expect((await server.get('/api/probe/private', revoked)).status).toBe(200);
      await server.identity.revokeToken(server.db, revoked);
      expect((await server.get('/api/probe/private', revoked)).status).toBe(401);

      const expired = await server.identity.issueToken(server.db, user!.id);
      await server.db.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE revoked_at IS NULL AND user_id = $1 AND created_at >= now() - interval '1 minute' AND token_hash <> ''", [user!.id]);
      expect((await server.get('/api/probe/private', expired)).status).toBe(401);
      // That expired the viewer's other sessions too: give the suite a fresh one.
      tokens.viewer = await server.identity.issueToken(server.db, user!.id);
    });

    it('resolves the user on public routes when a valid token is sent, and ignores a bad one', async () => {
      expect((await server.get('/api/probe/open')).body.data.userId).toBeNull();
      expect((await server.get('/api/probe/open', 'garbage')).body.data.userId).toBeNull();
      const me = await server.identity.findUserByEmail(server.db, 'manager@probe.test');
      expect((await server.get('/api/probe/open', tokens.manager)).body.data.userId).toBe(me!.id);
    });

    it('companyOf answers 401 when nobody is signed in', async () => {
      const res = await server.get('/api/probe/open-company');
      expect(res.status).toBe(401);
      expect((await server.get('/api/probe/open-company', tokens.admin)).body.data.company).toBe(companyId);
    });

    it('answers 403 when a required feature is missing', async () => {
      const res = await server.get('/api/probe/unknown-feature', tokens.admin);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, error: { message: 'You are not allowed to do this', code: 'FORBIDDEN' } });
    });

    it('checks the requested level: Approve for manager (listed) and admin (Always), not for viewer', async () => {
      expect((await server.get('/api/probe/approve', tokens.viewer)).status).toBe(403);
      expect((await server.get('/api/probe/approve', tokens.manager)).status).toBe(200);
      expect((await server.get('/api/probe/approve', tokens.admin)).status).toBe(200);
    });

    it('enforces plan features: 403 without an active subscription whose feature is on', async () => {
      const { db, identity } = server;
      const refused = await server.get('/api/probe/analytics', tokens.admin);
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toBe('Your plan does not include this feature');

      const plan = await identity.savePlan(db, { name: 'Probe plan', features: [{ name: 'analytics', isActive: true }] });
      await identity.subscribe(db, companyId, plan._id, 'inactive');
      expect((await server.get('/api/probe/analytics', tokens.admin)).status).toBe(403);

      await identity.subscribe(db, companyId, plan._id, 'active');
      expect((await server.get('/api/probe/analytics', tokens.admin)).status).toBe(200);

      await identity.savePlan(db, { name: 'Probe plan', features: [{ name: 'analytics', isActive: false }] });
      expect((await server.get('/api/probe/analytics', tokens.admin)).status).toBe(403);
    });

    it('checks access before reading the body (401 wins over 400 and 413)', async () => {
      expect((await server.request({ method: 'POST', url: '/api/probe/private', body: '{broken' })).status).toBe(401);
      expect((await server.request({ method: 'POST', url: '/api/probe/private', body: {} })).status).toBe(401);
      const big = JSON.stringify({ data: 'x'.repeat(1024 * 1024 + 10) });
      expect((await server.request({ method: 'POST', url: '/api/probe/private', body: big })).status).toBe(401);
      expect((await server.request({ method: 'POST', url: '/api/probe/private', body: '{broken', token: tokens.viewer })).status).toBe(400);
    });
  });

  describe('logs', () => {
    it('writes structured JSON lines with credentials redacted', async () => {
      await server.request({ url: '/api/probe/log', token: tokens.admin });
      const all = logLines.join('\n');
      expect(all).not.toContain(tokens.admin);
      expect(all).not.toContain('hunter2');
      const line = logLines.map((l) => JSON.parse(l)).find((l) => l.msg === 'probe log');
      expect(line.headers.authorization).toBe('[redacted]');
      expect(line.body.data.password).toBe('[redacted]');
      expect(line.body.data.email).toBe('a@b.c');
      expect(line.reqId).toBeTruthy();
    });
  });

  describe('health', () => {
    it('answers 503 when the database fails', async () => {
      const broken = brokenDb(server.db);
      const app: FastifyInstance = await createApp({ db: broken.db, plugins: [], config: { env: 'test', seedDemo: false }, logger: false });
      try {
        broken.fail = true;
        const res = await app.inject({ url: '/api/health' });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ success: false, error: { message: 'Database unavailable' } });
      } finally {
        await app.close();
      }
    });
  });

  it('refuses plugins with a reserved or duplicate id', async () => {
    await expect(createApp({ db: server.db, plugins: [{ id: 'identity' }], config: { env: 'test', seedDemo: false }, logger: false })).rejects.toThrow(/reserved/);
    await expect(createApp({ db: server.db, plugins: [{ id: 'x' }, { id: 'x' }], config: { env: 'test', seedDemo: false }, logger: false })).rejects.toThrow(/Two server plugins/);
  });
});

/** A database that starts failing when `fail` is set. */
function brokenDb(db: SqlDb): { db: SqlDb; fail: boolean } {
  const state = { fail: false, db: undefined as unknown as SqlDb };
  state.db = {
    query: (sql, params) => (state.fail ? Promise.reject(new Error('connection refused')) : db.query(sql, params)),
    one: (sql, params) => (state.fail ? Promise.reject(new Error('connection refused')) : db.one(sql, params)),
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    subscribe: db.subscribe?.bind(db),
  };
  return state;
}
