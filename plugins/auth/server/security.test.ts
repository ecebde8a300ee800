import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import auth from './index';
import { DEMO_PASSWORD } from './seedDemo';
import { ACCOUNT_ATTEMPTS_FREE, ACCOUNT_SLOWED_DOWN, ADDRESS_ATTEMPTS_ALLOWED, PAIR_ATTEMPTS_ALLOWED, TOO_MANY_FROM_HERE } from './accountRoutes';
import { CODE_REQUESTS_PER_ADDRESS } from './passwordRoutes';
import { COMMON_PASSWORD_COUNT, TOO_COMMON_MESSAGE, passwordProblem } from './passwordPolicy';

describe('password policy', () => {
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

  const clearThrottle = () => server.db.query('DELETE FROM auth_attempts');

  it('stores scrypt N=2^17 r=8 p=1 with a 16-byte salt and a 64-byte key', async () => {
    const { rows } = await server.db.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE email = 'shipper@portolan.test'`);
    const [name, n, r, p, salt, key] = rows[0].password_hash.split('$');
    expect({ name, n: Number(n), r: Number(r), p: Number(p) }).toEqual({ name: 'scrypt', n: 2 ** 17, r: 8, p: 1 });
    expect(Buffer.from(salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(key, 'base64')).toHaveLength(64);
  });

  it(`evaluates at most ${PAIR_ATTEMPTS_ALLOWED} passwords of a burst from one address (counted before the hash); the rest are 429 with Retry-After`, async () => {
    const burst = await Promise.all(Array.from({ length: 50 }, (_, i) => login('shipper@portolan.test', `wrong-${i}`, '10.1.1.1')));
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(PAIR_ATTEMPTS_ALLOWED);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - PAIR_ATTEMPTS_ALLOWED);
    const refused = burst.find((r) => r.status === 429)!;
    expect(refused.body.error).toEqual({ message: TOO_MANY_FROM_HERE, code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The real user, from their own address, is not denied by the attacker.
    expect((await login('shipper@portolan.test', DEMO_PASSWORD, '10.2.2.2')).status).toBe(200);
    await clearThrottle();
  });

  it('a burst of 49 wrong passwords and the right one does not sign in', async () => {
    const burst = await Promise.all([...Array.from({ length: 49 }, (_, i) => login('shipper@portolan.test', `guess-${i}`, '10.1.1.2')), login('shipper@portolan.test', DEMO_PASSWORD, '10.1.1.2')]);
    expect(burst.filter((r) => r.status === 401)).toHaveLength(PAIR_ATTEMPTS_ALLOWED);
    expect(burst.at(-1)!.status).toBe(429);
    await clearThrottle();
  });

  it('failures on one account do not block other accounts from the same address (high per-address ceiling)', async () => {
    for (let i = 0; i < 12; i++) await login(`nobody${i}@portolan.test`, 'wrong-password', '10.9.9.9');
    expect((await login('forwarder@portolan.test', DEMO_PASSWORD, '10.9.9.9')).status).toBe(200);
    expect(ADDRESS_ATTEMPTS_ALLOWED).toBeGreaterThanOrEqual(100);
    await clearThrottle();
  });

  it('slows an attacked account down progressively from many addresses instead of locking it; a known device gets through', async () => {
    const device = (await login('shipper@portolan.test', DEMO_PASSWORD, '10.3.3.3')).body.data.deviceToken;
    expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await clearThrottle();
    // A distributed attack: one wrong password from each of many addresses, all at once.
    const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => login('shipper@portolan.test', `wrong-${i}`, `10.4.${i}.1`)));
    // The free attempts, then one turn a pause (1 s, 2 s, …): a few more only if the burst itself lasts seconds.
    const evaluated = burst.filter((r) => r.status === 401).length;
    expect(evaluated).toBeGreaterThanOrEqual(ACCOUNT_ATTEMPTS_FREE);
    expect(evaluated).toBeLessThanOrEqual(ACCOUNT_ATTEMPTS_FREE + 3);
    expect(burst.filter((r) => r.status === 429).length).toBe(40 - evaluated);
    const slowed = burst.find((r) => r.status === 429)!;
    expect(slowed.body.error.message).toBe(ACCOUNT_SLOWED_DOWN);
    // Not a 15-minute lock: the next try is seconds away.
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(8);
    // The real user on a device that signed in before is let through.
    const known = await server.app.inject({ method: 'POST', url: '/api/auth/v2/login/', payload: { data: { email: 'shipper@portolan.test', password: DEMO_PASSWORD, deviceToken: device } }, remoteAddress: '10.3.3.3' });
    expect(known.statusCode).toBe(200);
    await clearThrottle();
  });

  it('counts the per-address reset-code requests atomically: a burst of 50 mails at most the limit', async () => {
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) => server.app.inject({ method: 'POST', url: '/api/auth/v2/forgot-password/', payload: { data: { email: `burst${i}@x.test` } }, remoteAddress: '10.5.5.5' })),
    );
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(CODE_REQUESTS_PER_ADDRESS);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(50 - CODE_REQUESTS_PER_ADDRESS);
    await clearThrottle();
  });

  it('the counts live in PostgreSQL: a second API process on the same database refuses too', async () => {
    for (let i = 0; i < PAIR_ATTEMPTS_ALLOWED; i++) expect((await login('forwarder@portolan.test', `wrong-${i}`, '10.6.6.6')).status).toBe(401);
    const other = await server.secondProcess();
    const res = await other.inject({ method: 'POST', url: '/api/auth/v2/login/', payload: { data: { email: 'forwarder@portolan.test', password: DEMO_PASSWORD } }, remoteAddress: '10.6.6.6' });
    expect(res.statusCode).toBe(429);
    await other.close();
    // The window ends (15 minutes): signed in again from there.
    await server.db.query(`UPDATE auth_attempts SET window_ends_at = now() - interval '1 second', next_at = now() - interval '1 second'`);
    expect((await login('forwarder@portolan.test', DEMO_PASSWORD, '10.6.6.6')).status).toBe(200);
    await clearThrottle();
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
    const pwToken = (await server.post('/api/auth/v2/generate-reset-password-token/', { data: { currentPassword: DEMO_PASSWORD } }, token)).body.data.record.token;
    const set = await server.post('/api/auth/v2/set-password/', { data: { token: pwToken, password: 'Password123' } });
    expect(set.status).toBe(400);
    expect(set.body.error.field).toBe('data.password');
    const long = await server.post('/api/auth/v2/set-password/', { data: { token: pwToken, password: 'a harbour crane lifts containers at dawn'.padEnd(64, '!') } });
    expect(long.status).toBe(200);
  });
});

