import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '@portolan/sdk/testing/server';
import { DEMO_PASSWORD, DEMO_PASSWORD_HASH } from './seedDemo';

describe('the demo password hash', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ plugins: [], dialect: 'pglite' });
  }, 60_000);
  afterAll(async () => server?.close());

  it('is a hash of the demo password that the identity kernel verifies', async () => {
    const company = await server.identity.createCompany(server.db, { name: 'Demo Co', kind: 'shipper' });
    await server.identity.createUser(server.db, { companyId: company._id, email: 'demo@hash.test', name: 'Demo', password: { hash: DEMO_PASSWORD_HASH } });
    expect(await server.identity.verifyPassword(server.db, 'demo@hash.test', DEMO_PASSWORD)).toMatchObject({ email: 'demo@hash.test' });
    expect(await server.identity.verifyPassword(server.db, 'demo@hash.test', `${DEMO_PASSWORD}!`)).toBeUndefined();
    // Hashed with the kernel's current cost, so it is neither weaker nor slower than a fresh hash.
    const fresh = await server.identity.hashPassword(DEMO_PASSWORD);
    expect(DEMO_PASSWORD_HASH.split('$').slice(0, 4)).toEqual(fresh.split('$').slice(0, 4));
  });
});

describe('the demo accounts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ plugins: ['auth'], dialect: 'pglite', seed: true });
  }, 60_000);
  afterAll(async () => server?.close());

  it('seeds the RFQ vendors with their own companies and Acme’s approver as a manager of Acme, once', async () => {
    const user = (email: string) =>
      server.db.one<{ company: string; role: string }>('SELECT c.name AS company, u.role FROM users u JOIN companies c ON c.id = u.company_id WHERE u.email = $1', [email]);
    expect(await user('vendor2@portolan.test')).toEqual({ company: 'Harbourline Forwarding', role: 'admin' });
    expect(await user('vendor3@portolan.test')).toEqual({ company: 'Meridian Freight', role: 'admin' });
    expect(await user('approver@portolan.test')).toEqual({ company: 'Acme Exports', role: 'manager' });
    expect(await server.login('approver@portolan.test', DEMO_PASSWORD)).toBeTruthy();
    await server.seed('auth');
    expect((await server.db.one<{ n: number }>("SELECT count(*) AS n FROM companies WHERE name = 'Acme Exports'"))!.n).toBe(1);
  });
});
