import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import { passwords } from '../../../core/server/identity/passwords';
import auth from './index';
import { DEMO_PASSWORD } from './seedDemo';
import { LOGIN_FAILURES_ALLOWED, TOO_MANY_FOR_ACCOUNT, TOO_MANY_FOR_ADDRESS } from './accountRoutes';
import { COMMON_PASSWORD_COUNT, TOO_COMMON_MESSAGE, passwordProblem } from './passwordPolicy';

describe('password policy', () => {
  it('stores scrypt N=2^17 r=8 p=1 with a 16-byte salt and a 64-byte key', async () => {
    const hash = await passwords.hash('a fine passphrase');
    const [name, n, r, p, salt, key] = hash.split('$');
    expect({ name, n: Number(n), r: Number(r), p: Number(p) }).toEqual({ name: 'scrypt', n: 2 ** 17, r: 8, p: 1 });
    expect(Buffer.from(salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(key, 'base64')).toHaveLength(64);
  });

  it('refuses fewer than 8 characters, allows 8, 64 and 128, refuses 129', () => {
    expect(passwordProblem('Ab3$xyz')).toMatch(/at least 8/);
    expect(passwordProblem('kQ7#vLp2')).toBeUndefined();
    expect(passwordProblem('kQ7#vLp2'.repeat(8))).toBeUndefined();
    expect(passwordProblem('kQ7#vLp2'.repeat(16))).toBeUndefined();
    expect(passwordProblem('kQ7#vLp2'.repeat(16) + 'x')).toMatch(/at most 128/);
  });

  it('refuses the 10,000 most common passwords of 8+ characters, whatever their case, and the email itself', () => {
    expect(COMMON_PASSWORD_COUNT).toBe(10_000);
    for (const common of ['password', 'PASSWORD', '12345678', 'iloveyou', 'qwertyuiop', 'Football', 'sunshine1']) expect(passwordProblem(common), common).toBe(TOO_COMMON_MESSAGE);
    expect(passwordProblem('me@example.com', 'Me@Example.com')).toMatch(/email/);
    expect(passwordProblem('harbour-crane-42')).toBeUndefined();
  });
});

describe.each(testDatabases())('sign-in throttling and new passwords on %s', (dialect) => {
  let server: TestServer;
  const login = async (email: string, password: string, ip = '10.0.0.1') => {
    const res = await server.app.inject({ method: 'POST', url: '/api/auth/v2/login/', payload: { data: { email, password } }, remoteAddress: ip });
    return { status: res.statusCode, body: JSON.parse(res.body), headers: res.headers };
  };

  beforeAll(async () => {
    server = await createTestServer({ plugins: [auth], dialect, seed: true });
  });
  afterAll(async () => server?.close());

  it(`locks an account after ${LOGIN_FAILURES_ALLOWED} failures (429, clear message, Retry-After) — even for the right password — until the window ends`, async () => {
    for (let i = 0; i < LOGIN_FAILURES_ALLOWED; i++) expect((await login('shipper@portolan.test', `wrong-${i}`)).status).toBe(401);
    const locked = await login('shipper@portolan.test', DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ success: false, error: { message: TOO_MANY_FOR_ACCOUNT, code: 'TOO_MANY_REQUESTS' } });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    // The counts live in PostgreSQL: a second API process on the same database refuses too.
    const other = await createTestServerOnSameDb(server);
    const res = await other.inject({ method: 'POST', url: '/api/auth/v2/login/', payload: { data: { email: 'shipper@portolan.test', password: DEMO_PASSWORD } } });
    expect(res.statusCode).toBe(429);
    await other.close();
    // The window ends (15 minutes): the real user signs in.
    await server.db.query(`UPDATE auth_attempts SET window_ends_at = now() - interval '1 second' WHERE key LIKE 'login:%'`);
    const back = await login('shipper@portolan.test', DEMO_PASSWORD);
    expect(back.status).toBe(200);
    expect(back.body.data.authToken).toBeTruthy();
    await server.db.query(`DELETE FROM auth_attempts`);
  });

  it(`limits an address to ${LOGIN_FAILURES_ALLOWED} failures across accounts`, async () => {
    for (let i = 0; i < LOGIN_FAILURES_ALLOWED; i++) expect((await login(`nobody${i}@portolan.test`, 'wrong-password', '10.9.9.9')).status).toBe(401);
    const res = await login('forwarder@portolan.test', DEMO_PASSWORD, '10.9.9.9');
    expect(res.status).toBe(429);
    expect(res.body.error.message).toBe(TOO_MANY_FOR_ADDRESS);
    expect((await login('forwarder@portolan.test', DEMO_PASSWORD, '10.9.9.10')).status).toBe(200);
  });

  it('records sign-ins and failures in the user audit trail', async () => {
    const token = await server.login('forwarder@portolan.test', DEMO_PASSWORD);
    const res = await server.get('/api/users/actions', token);
    expect(res.status).toBe(200);
    expect(res.body.data.items[0]).toMatchObject({ action: 'sign-in', actor: null });
    expect(res.body.data.count).toBeGreaterThanOrEqual(2);
  });

  it('refuses a common password on sign-up and on set-password', async () => {
    const signUp = await server.post('/api/users/create-profile', { data: { name: 'C', email: 'common@x.test', password: 'password1', companyName: 'C Co', companyKind: 'shipper' } });
    expect(signUp.status).toBe(400);
    expect(signUp.body.error).toEqual({ message: TOO_COMMON_MESSAGE, code: 'BAD_REQUEST', field: 'data.password' });
    const token = await server.login('forwarder@portolan.test', DEMO_PASSWORD);
    const pwToken = (await server.post('/api/auth/v2/generate-reset-password-token/', {}, token)).body.data.record.token;
    const set = await server.post('/api/auth/v2/set-password/', { data: { token: pwToken, password: 'Password123' } });
    expect(set.status).toBe(400);
    expect(set.body.error.field).toBe('data.password');
    const long = await server.post('/api/auth/v2/set-password/', { data: { token: pwToken, password: 'a harbour crane lifts containers at dawn'.padEnd(64, '!') } });
    expect(long.status).toBe(200);
  });
});

/** A second app on the same database, as a second API process would be. */
async function createTestServerOnSameDb(server: TestServer) {
  const { createApp } = await import('../../../core/server/createApp');
  const app = await createApp({ db: server.db, plugins: [auth], config: { env: 'test', seedDemo: false }, logger: false });
  await app.ready();
  return app;
}
