import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import trackings from './index';

interface Account {
  companyId: string;
  token: string;
}

const QUOTA_PATH = '/api/enterprises/v2/subscriptions/trackers';
const SUBS = '/api/trackingmore/subscriptions';

/** The tracked-container quota: the platform's override, else the plan's `limit`; creates and resumes past it are refused (409). */
describe.each(testDatabases())('tracker quota on %s', (dialect) => {
  let server: TestServer;
  let acme: Account;
  let other: Account;
  let platform: Account;
  let planned: Account;

  async function account(company: string, email: string, options: { kind?: 'shipper' | 'platform'; isPlatformAdmin?: boolean } = {}): Promise<Account> {
    const c = await server.identity.createCompany(server.db, { name: company, kind: options.kind ?? 'shipper' });
    const u = await server.identity.createUser(server.db, { companyId: c._id, email, name: email, password: { hash: 'x' }, role: 'admin', isPlatformAdmin: options.isPlatformAdmin });
    return { companyId: c._id, token: await server.identity.issueToken(server.db, u._id) };
  }
  const track = (who: Account, reference: string) => server.post(SUBS, { data: { referenceType: 'BL', reference, carrier: 'MAEU' } }, who.token);

  beforeAll(async () => {
    server = await createTestServer({ plugins: [trackings, 'shipments'], dialect });
    acme = await account('Acme Exports', 'quota-acme@portolan.test');
    other = await account('Other Co', 'quota-other@portolan.test');
    planned = await account('Planned Co', 'quota-planned@portolan.test');
    platform = await account('Portolan', 'quota-admin@portolan.test', { kind: 'platform', isPlatformAdmin: true });
    const plan = await server.identity.savePlan(server.db, { name: 'Quota test plan', features: [{ name: 'tracking', isActive: true, limit: 3 }] });
    await server.identity.subscribe(server.db, planned.companyId, plan._id, 'active');
  }, 120_000);
  afterAll(async () => server?.close());

  it('answers no limit without a plan limit or override, and the plan limit when the plan sets one', async () => {
    const none = await server.get(QUOTA_PATH, other.token);
    expect(none.status).toBe(200);
    expect(none.body.data.record).toEqual({ quota: null, used: 0, remaining: null });
    expect((await track(planned, 'PLANBL0001')).status).toBe(201);
    expect((await server.get(QUOTA_PATH, planned.token)).body.data.record).toEqual({ quota: 3, used: 1, remaining: 2 });
    expect((await server.get(`${QUOTA_PATH}?company=${planned.companyId}`, platform.token)).body.data.record).toEqual({ quota: 3, used: 1, remaining: 2 });
  });

  it('lets only platform admins set a quota (403), and answers 404 to a company asking about another', async () => {
    const refused = await server.post(QUOTA_PATH, { data: { companyId: acme.companyId, quota: 100 } }, acme.token);
    expect(refused.status).toBe(403);
    expect((await server.db.one('SELECT 1 FROM tracker_quotas WHERE company_id = $1', [acme.companyId]))).toBeUndefined();
    expect((await server.get(`${QUOTA_PATH}?company=${other.companyId}`, acme.token)).status).toBe(404);
    const bad = await server.post(QUOTA_PATH, { data: { companyId: acme.companyId, quota: -1 } }, platform.token);
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toMatch(/quota/);
  });

  it('refuses a third container past a quota of 2 with the message, and a resume past it', async () => {
    const set = await server.post(QUOTA_PATH, { data: { companyId: acme.companyId, quota: 2 } }, platform.token);
    expect(set.status).toBe(200);
    expect(set.body.data.record).toEqual({ quota: 2, used: 0, remaining: 2 });
    const first = await track(acme, 'QUOTABL001');
    expect(first.status).toBe(201);
    expect((await track(acme, 'QUOTABL002')).status).toBe(201);
    const third = await track(acme, 'QUOTABL003');
    expect(third.status).toBe(409);
    expect(third.body.error).toMatchObject({ field: 'data.reference', message: 'Your plan allows 2 tracked containers and 2 are in use: stop tracking one or ask your admin to raise the quota' });
    expect(await server.db.one('SELECT 1 FROM tracking_subscriptions WHERE reference = $1', ['QUOTABL003'])).toBeUndefined();
    expect((await server.get(QUOTA_PATH, acme.token)).body.data.record).toEqual({ quota: 2, used: 2, remaining: 0 });

    const id = first.body.data.record._id;
    const stopped = await server.post(`${SUBS}/${id}/`, { data: { status: 'STOPPED', version: first.body.data.record.version } }, acme.token);
    expect(stopped.status).toBe(200);
    expect((await track(acme, 'QUOTABL003')).status).toBe(201);
    const resumed = await server.post(`${SUBS}/${id}/`, { data: { status: 'ACTIVE', version: stopped.body.data.record.version } }, acme.token);
    expect(resumed.status).toBe(409);
    expect(resumed.body.error.message).toMatch(/allows 2 tracked containers and 2 are in use/);
    expect((await server.get(`${SUBS}/${id}`, acme.token)).body.data.record.status).toBe('STOPPED');

    // Removing the override: no plan limit, so no limit.
    const cleared = await server.post(QUOTA_PATH, { data: { companyId: acme.companyId, quota: null } }, platform.token);
    expect(cleared.body.data.record).toEqual({ quota: null, used: 2, remaining: null });
    expect((await server.post(`${SUBS}/${id}/`, { data: { status: 'ACTIVE', version: stopped.body.data.record.version } }, acme.token)).status).toBe(200);
  });

  it('never goes past the quota under concurrent creates', async () => {
    await server.post(QUOTA_PATH, { data: { companyId: other.companyId, quota: 2 } }, platform.token);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => track(other, `RACEBL00${i}`)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
    const used = await server.db.one<{ n: string }>("SELECT count(*) AS n FROM tracking_subscriptions WHERE company_id = $1 AND status = 'ACTIVE'", [other.companyId]);
    expect(Number(used!.n)).toBe(2);
  });
});
