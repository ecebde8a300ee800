import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import auth from './index';
import { DEMO_PASSWORD, ENTERPRISE_PLAN } from './seedDemo';

describe.each(testDatabases())('auth company and subscription on %s', (dialect) => {
  let server: TestServer;
  const tokens = { shipper: '', forwarder: '', admin: '' };
  const companies = { shipper: '', forwarder: '', admin: '' };

  beforeAll(async () => {
    server = await createTestServer({ plugins: [auth], dialect, seed: true });
    await Promise.all(
      (['shipper', 'forwarder', 'admin'] as const).map(async (who) => {
        tokens[who] = await server.login(`${who}@portolan.test`, DEMO_PASSWORD);
        companies[who] = (await server.get('/api/auth/v2/user/', tokens[who])).body.data.record.userCompany;
      }),
    );
  });
  afterAll(async () => server?.close());

  it('seeds the demo data once: seeding again changes nothing', async () => {
    const before = await server.db.query('SELECT id FROM users ORDER BY id');
    await server.seed('auth');
    const after = await server.db.query('SELECT id FROM users ORDER BY id');
    expect(after.rows).toEqual(before.rows);
    const names = await server.db.query<{ name: string; kind: string }>('SELECT name, kind FROM companies ORDER BY name');
    expect(names.rows).toEqual([
      { name: 'Acme Exports', kind: 'shipper' },
      { name: 'Bluewave Logistics', kind: 'forwarder' },
      { name: 'Harbourline Forwarding', kind: 'forwarder' },
      { name: 'Meridian Freight', kind: 'forwarder' },
      { name: 'Portolan', kind: 'platform' },
    ]);
  });

  describe('GET /api/shippers/:id', () => {
    it("answers the caller's own company", async () => {
      const res = await server.get(`/api/shippers/${companies.shipper}`, tokens.shipper);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        data: { record: { _id: companies.shipper, name: 'Acme Exports', kind: 'shipper', createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) } },
      });
    });

    it("answers 404 for another company's id, an unknown id and a malformed id", async () => {
      for (const id of [companies.forwarder, companies.admin, '00000000-0000-4000-8000-000000000000', 'acme']) {
        const res = await server.get(`/api/shippers/${id}`, tokens.shipper);
        expect(res.status, id).toBe(404);
        expect(res.body).toEqual({ success: false, error: { message: 'Company not found', code: 'NOT_FOUND' } });
      }
    });

    it('lets a platform admin read any company', async () => {
      const res = await server.get(`/api/shippers/${companies.forwarder}`, tokens.admin);
      expect(res.status).toBe(200);
      expect(res.body.data.record).toMatchObject({ name: 'Bluewave Logistics', kind: 'forwarder' });
    });

    it('needs a session', async () => {
      expect((await server.get(`/api/shippers/${companies.shipper}`)).status).toBe(401);
    });
  });

  describe('GET /api/enterprises/v2/subscription', () => {
    it("answers the caller's company subscription with its plan features", async () => {
      const res = await server.get('/api/enterprises/v2/subscription', tokens.shipper);
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      const record = res.body.data.record;
      expect(Object.keys(record).sort()).toEqual(['_id', 'createdAt', 'features', 'planName', 'status']);
      expect(record).toMatchObject({ status: 'active', planName: 'Enterprise' });
      expect(record._id).toMatch(/^[0-9a-f-]{36}$/);
      expect(record.features).toEqual(ENTERPRISE_PLAN.features);
      expect(record.features.find((f: { name: string }) => f.name === 'analytics')).toMatchObject({ isActive: true });
    });

    it('answers an inactive record with no features when the company has no subscription', async () => {
      const res = await server.get('/api/enterprises/v2/subscription', tokens.admin);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: { record: { _id: null, status: 'inactive', createdAt: null, planName: null, features: [] } } });
    });

    it('gives the plan to the server-side checks: the shipper has analytics, the platform company not', async () => {
      const shipper = await server.identity.authenticate(server.db, tokens.shipper);
      expect(shipper?.plan).toMatchObject({ isActive: true, features: { analytics: { isActive: true } } });
      const admin = await server.identity.authenticate(server.db, tokens.admin);
      expect(admin?.plan).toEqual({ isActive: false, features: {} });
    });
  });
});
