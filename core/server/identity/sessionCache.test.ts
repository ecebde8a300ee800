import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import type { AuthUser } from '@portolan/sdk/server';
import { createSessionCache } from './sessionCache';

const user = (role: string) => ({ id: 'u1', role }) as unknown as AuthUser;

describe('createSessionCache', () => {
  const fakeDb = () => {
    const listeners: Array<() => void> = [];
    return { listen: async (_channel: string, fn: () => void) => void listeners.push(fn), notify: () => listeners.forEach((fn) => fn()) };
  };

  it('is off on a database that cannot notify this process (PostgreSQL)', () => {
    expect(createSessionCache({})).toBeUndefined();
  });

  it('reuses a check for at most 5 s, and forgets everything on a change', async () => {
    let clock = 1_000;
    const db = fakeDb();
    const cache = createSessionCache(db, () => clock)!;
    await Promise.resolve();
    await cache.load('t', async () => user('admin'));
    expect(cache.get('t')?.role).toBe('admin');
    clock += 4_999;
    expect(cache.get('t')?.role).toBe('admin');
    clock += 2;
    expect(cache.get('t')).toBeUndefined();
    await cache.load('t', async () => user('admin'));
    db.notify();
    expect(cache.get('t')).toBeUndefined();
  });

  it('does not keep a check that a change overtook, nor a refused token', async () => {
    const db = fakeDb();
    const cache = createSessionCache(db)!;
    await Promise.resolve();
    await cache.load('t', async () => {
      db.notify();
      return user('admin');
    });
    expect(cache.get('t')).toBeUndefined();
    await cache.load('nobody', async () => undefined);
    expect(cache.get('nobody')).toBeUndefined();
  });
});

describe.each(testDatabases())('session checks on %s take changes at once', (dialect) => {
  let server: TestServer;
  let companyId: string;
  let userId: string;

  const me = (token: string) => server.get('/api/auth/v2/user/', token);
  const signIn = async () => server.identity.issueToken(server.db, userId);

  beforeAll(async () => {
    server = await createTestServer({ plugins: ['auth', 'shipments'], dialect });
    companyId = (await server.identity.createCompany(server.db, { name: 'Cache Co', kind: 'shipper' }))._id;
    userId = (await server.identity.createUser(server.db, { companyId, email: 'cache@session.test', name: 'Cache', password: { hash: 'x' }, role: 'admin' }))._id;
  }, 60_000);
  afterAll(async () => server?.close());

  it('a logout in one process is refused at once in it and in another on the same database', async () => {
    const other = await server.secondProcess();
    try {
      const token = await signIn();
      const header = { authorization: `Bearer ${token}` };
      for (let i = 0; i < 3; i++) {
        expect((await me(token)).status).toBe(200);
        expect((await other.inject({ method: 'GET', url: '/api/auth/v2/user/', headers: header })).statusCode).toBe(200);
      }
      expect((await server.post('/api/auth/v2/logout/', {}, token)).status).toBeLessThan(300);
      expect((await me(token)).status).toBe(401);
      expect((await other.inject({ method: 'GET', url: '/api/auth/v2/user/', headers: header })).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('a role change, a removed user and a plugin switched off count from the next request', async () => {
    const token = await signIn();
    expect((await me(token)).body.data.record.role).toBe('admin');
    expect((await me(token)).body.data.record.role).toBe('admin');
    await server.db.query("UPDATE users SET role = 'viewer' WHERE id = $1", [userId]);
    expect((await me(token)).body.data.record.role).toBe('viewer');

    expect((await server.get('/api/shipments/v2', token)).status).toBe(200);
    await server.db.query("INSERT INTO company_plugin_switches (company_id, plugin_id, enabled) VALUES ($1, 'shipments', false)", [companyId]);
    expect((await server.get('/api/shipments/v2', token)).status).toBe(403);
    await server.db.query('DELETE FROM company_plugin_switches WHERE company_id = $1', [companyId]);
    expect((await server.get('/api/shipments/v2', token)).status).toBe(200);

    await server.db.transaction(async (tx) => {
      await tx.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
    });
    expect((await me(token)).status).toBe(401);
  });
});
