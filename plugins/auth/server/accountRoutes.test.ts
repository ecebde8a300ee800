import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import auth from './index';
import { DEMO_PASSWORD } from './seedDemo';

const USER_KEYS = ['_id', 'email', 'name', 'userCompany', 'role', 'isPlatformAdmin', 'effectiveAccesses', 'disabledPlugins'].sort();

describe.each(testDatabases())('auth accounts on %s', (dialect) => {
  let server: TestServer;
  let shipperToken = '';

  beforeAll(async () => {
    server = await createTestServer({ plugins: [auth], dialect, seed: true });
    shipperToken = await server.login('shipper@portolan.test', DEMO_PASSWORD);
  });
  afterAll(async () => server?.close());

  describe('POST /api/auth/v2/login/', () => {
    it('answers the token and the user', async () => {
      const res = await server.post('/api/auth/v2/login/', { data: { email: 'Forwarder@Portolan.test', password: DEMO_PASSWORD } });
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(Object.keys(res.body.data).sort()).toEqual(['authToken', 'deviceToken', 'user']);
      expect(res.body.data.authToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const user = res.body.data.user;
      expect(Object.keys(user).sort()).toEqual(USER_KEYS);
      expect(user).toMatchObject({ email: 'forwarder@portolan.test', role: 'admin', isPlatformAdmin: false });
      expect(user.effectiveAccesses.users).toEqual({ levels: ['Always'] });
      expect(Object.keys(user.effectiveAccesses).sort()).toEqual(server.features.all().map((f) => f.name).sort());
    });

    it('answers 401 with one message for a wrong password and an unknown email', async () => {
      const [wrong, unknown] = await Promise.all([
        server.post('/api/auth/v2/login/', { data: { email: 'shipper@portolan.test', password: 'not-the-password' } }),
        server.post('/api/auth/v2/login/', { data: { email: 'nobody@portolan.test', password: 'not-the-password' } }),
      ]);
      for (const res of [wrong, unknown]) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ success: false, error: { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' } });
      }
    });

    it('answers 400 naming the field for a bad body', async () => {
      const res = await server.post('/api/auth/v2/login/', { data: { email: 42, password: 'x' } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: { message: 'data.email must be string', code: 'VALIDATION_ERROR', field: 'data.email' } });
      const missing = await server.post('/api/auth/v2/login/', { data: { email: 'a@b.c' } });
      expect(missing.body.error).toMatchObject({ field: 'data.password', message: 'data.password is required' });
    });
  });

  describe('GET /api/auth/v2/user/', () => {
    it('answers the signed-in user as a record', async () => {
      const res = await server.get('/api/auth/v2/user/', shipperToken);
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      const record = res.body.data.record;
      expect(Object.keys(record).sort()).toEqual(USER_KEYS);
      expect(record).toMatchObject({ email: 'shipper@portolan.test', name: 'Asha Shipper', role: 'admin', isPlatformAdmin: false });
      expect(record.userCompany).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('knows the platform admin', async () => {
      const token = await server.login('admin@portolan.test', DEMO_PASSWORD);
      const res = await server.get('/api/auth/v2/user/', token);
      expect(res.body.data.record).toMatchObject({ email: 'admin@portolan.test', isPlatformAdmin: true, role: 'admin' });
    });

    it('answers 401 without a session', async () => {
      const res = await server.get('/api/auth/v2/user/');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, error: { message: 'Sign in to continue', code: 'UNAUTHORIZED' } });
    });
  });

  describe('POST /api/auth/v2/logout/', () => {
    it('revokes the token: it is refused afterwards, other sessions live on', async () => {
      const token = await server.login('shipper@portolan.test', DEMO_PASSWORD);
      const res = await server.post('/api/auth/v2/logout/', {}, token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: { message: 'You have been signed out' } });
      expect((await server.get('/api/auth/v2/user/', token)).status).toBe(401);
      expect((await server.post('/api/auth/v2/logout/', {}, token)).status).toBe(401);
      expect((await server.get('/api/auth/v2/user/', shipperToken)).status).toBe(200);
    });
  });

  describe('POST /api/users/create-profile', () => {
    const profile = {
      name: 'Nora New',
      email: 'nora@newco.test',
      password: 'a-long-password',
      companyName: 'NewCo Freight',
      companyKind: 'forwarder',
      phone: '+44 20 7946 0000',
    };

    it('creates the company and its first user (admin) and answers 201', async () => {
      const res = await server.post('/api/users/create-profile', { data: profile });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ success: true, data: { record: { email: 'nora@newco.test', name: 'Nora New' }, message: 'User Account Created' } });

      const token = await server.login('nora@newco.test', 'a-long-password');
      const me = (await server.get('/api/auth/v2/user/', token)).body.data.record;
      expect(me).toMatchObject({ role: 'admin', isPlatformAdmin: false });
      const company = (await server.get(`/api/shippers/${me.userCompany}`, token)).body.data.record;
      expect(company).toMatchObject({ _id: me.userCompany, name: 'NewCo Freight', kind: 'forwarder' });
    });

    it('answers a taken email (any case) exactly like a new one (issue 9 item 6), writes nothing, and tells the owner by email', async () => {
      const fresh = await server.post('/api/users/create-profile', { data: { ...profile, email: 'fresh@newco.test', companyName: 'Fresh Ltd' } });
      const taken = await server.post('/api/users/create-profile', { data: { ...profile, email: 'SHIPPER@portolan.test', companyName: 'Half Written Ltd' } });
      expect(taken.status).toBe(fresh.status);
      expect(Object.keys(taken.body.data).sort()).toEqual(Object.keys(fresh.body.data).sort());
      expect(taken.body.data).toEqual({ record: { email: 'shipper@portolan.test', name: 'Nora New' }, message: 'User Account Created' });
      // The company row was inserted before the user failed: the transaction took it back.
      const companies = await server.db.query("SELECT id FROM companies WHERE name = 'Half Written Ltd'");
      expect(companies.rows).toEqual([]);
      const mail = await server.db.one<{ subject: string; body: string }>(`SELECT subject, body FROM auth_outbox WHERE "to" = 'shipper@portolan.test' ORDER BY created_at DESC LIMIT 1`);
      expect(mail?.subject).toBe('Someone tried to sign up with your email');
      expect(mail?.body).toMatch(/Forgot password/);
    });

    it('keeps one account when two sign-ups race for one email', async () => {
      const body = (companyName: string) => ({ data: { ...profile, email: 'race@newco.test', companyName } });
      const answers = await Promise.all([server.post('/api/users/create-profile', body('Race A')), server.post('/api/users/create-profile', body('Race B'))]);
      expect(answers.map((a) => a.status)).toEqual([201, 201]);
      const companies = await server.db.query("SELECT name FROM companies WHERE name IN ('Race A', 'Race B')");
      expect(companies.rows).toHaveLength(1);
    });

    it('validates the payload and names the field', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ ...profile, password: 'short' }, 'data.password'],
        [{ ...profile, password: 'x'.repeat(129) }, 'data.password'],
        [{ ...profile, companyKind: 'platform' }, 'data.companyKind'],
        [{ ...profile, email: 'not-an-email' }, 'data.email'],
        [{ ...profile, name: '   ' }, 'data.name'],
        [{ ...profile, companyName: undefined }, 'data.companyName'],
      ];
      for (const [data, field] of cases) {
        const res = await server.post('/api/users/create-profile', { data });
        expect(res.status, field).toBe(400);
        expect(res.body.success).toBe(false);
        expect(res.body.error.field).toBe(field);
        expect(res.body.error.message).toContain(field);
      }
    });
  });
});
