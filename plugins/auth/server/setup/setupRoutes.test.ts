import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import auth from '../index';
import { SETUP_DONE } from './setupRoutes';

const founder = { companyName: 'Portolan Ops', country: 'in', name: 'Asha Admin', email: 'asha@ops.example', password: 'harbour-lights-at-dawn' };

describe.each(testDatabases())('first-run set-up on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => (server = await createTestServer({ plugins: [auth], dialect })), 60_000);
  afterAll(async () => server?.close());

  it('a weak password or an unknown country is a 400 naming the field, and set-up stays open', async () => {
    const weak = await server.post('/api/setup', { data: { ...founder, password: 'password123' } });
    expect(weak.status).toBe(400);
    expect(JSON.stringify(weak.body)).toContain('data.password');
    const country = await server.post('/api/setup', { data: { ...founder, country: 'XX' } });
    expect(country.status).toBe(400);
    expect(JSON.stringify(country.body)).toContain('data.country');
    expect((await server.get('/api/setup')).body.data).toEqual({ open: true });
  });

  it('on an empty database two set-ups at once create exactly one platform admin, who is signed in; then it is closed', async () => {
    const [a, b] = await Promise.all([server.post('/api/setup', { data: founder }), server.post('/api/setup', { data: { ...founder, email: 'other@ops.example' } })]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const won = a.status === 201 ? a : b;
    const lost = a.status === 201 ? b : a;
    expect(lost.body.error.message).toBe(SETUP_DONE);
    expect(won.body.data.user).toMatchObject({ name: 'Asha Admin', isPlatformAdmin: true });
    const me = await server.get('/api/auth/v2/user/', won.body.data.authToken);
    expect(me.status).toBe(200);
    expect(me.body.data.record.email).toBe(won.body.data.user.email);
    const users = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE is_platform_admin');
    expect(users.rows[0].n).toBe(1);
    const company = await server.db.query<{ name: string; kind: string }>('SELECT name, kind FROM companies');
    expect(company.rows).toEqual([{ name: 'Portolan Ops', kind: 'platform' }]);

    expect((await server.get('/api/setup')).body.data).toEqual({ open: false });
    const again = await server.post('/api/setup', { data: { ...founder, email: 'late@ops.example' } });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(SETUP_DONE);
    // The founder signs in with the password chosen.
    expect(await server.login(won.body.data.user.email, founder.password)).toBeTruthy();
  });
});
