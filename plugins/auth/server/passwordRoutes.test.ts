import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import auth from './index';
import { PASSWORD_UPDATED_MESSAGE, RESET_REQUESTED_MESSAGES } from './passwordRoutes';

const EMAIL = 'reset@pw.test';
const FIRST_PASSWORD = 'first-password';

describe.each(testDatabases())('auth password flows on %s', (dialect) => {
  let server: TestServer;
  let userId = '';

  /** The code in the newest outbox email to `to`. */
  async function lastCode(to: string): Promise<string> {
    const row = await server.db.one<{ body: string; subject: string }>('SELECT subject, body FROM auth_outbox WHERE "to" = $1 ORDER BY created_at DESC, id LIMIT 1', [to]);
    const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
    if (!code) throw new Error(`no code mailed to ${to}`);
    return code;
  }

  async function forgot(email: string): Promise<string> {
    const res = await server.post('/api/auth/v2/forgot-password/', { data: { email } });
    expect(res.status).toBe(200);
    return res.body.data._id;
  }

  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  beforeAll(async () => {
    server = await createTestServer({ plugins: [auth], dialect });
    const res = await server.post('/api/users/create-profile', {
      data: { name: 'Reset Person', email: EMAIL, password: FIRST_PASSWORD, companyName: 'Reset Co', companyKind: 'shipper' },
    });
    expect(res.status).toBe(201);
    userId = (await server.identity.findUserByEmail(server.db, EMAIL))!.id;
  });
  afterAll(async () => server?.close());

  describe('POST /api/auth/v2/forgot-password/', () => {
    it('answers the same for a known and an unknown email, and mails a code only to the known one', async () => {
      const known = await server.post('/api/auth/v2/forgot-password/', { data: { email: EMAIL } });
      const unknown = await server.post('/api/auth/v2/forgot-password/', { data: { email: 'ghost@pw.test' } });
      for (const res of [known, unknown]) {
        expect(res.status).toBe(200);
        expect(Object.keys(res.body.data).sort()).toEqual(['_id', 'delivery', 'message']);
        // Where the code went (the test server runs the plugin's default settings: no mail server), in words and for the screen.
        expect(res.body.data.delivery).toBe('server-log');
        expect(res.body.data._id).toMatch(/^[0-9a-f-]{36}$/);
        expect(res.body.data.message).toBe(RESET_REQUESTED_MESSAGES['server-log']);
        expect(res.body.data.message).not.toContain('on its way');
      }
      const mails = await server.db.query<{ to: string; subject: string; body: string; sent_at: Date | null }>('SELECT "to", subject, body, sent_at FROM auth_outbox');
      expect(mails.rows.map((m) => m.to)).toEqual([EMAIL]);
      expect(mails.rows[0].body).toMatch(/\b\d{6}\b/);
      expect(mails.rows[0].sent_at).toBeNull();
      // The code is stored hashed only.
      const code = await lastCode(EMAIL);
      const stored = await server.db.query<{ code_hash: string }>('SELECT code_hash FROM auth_password_resets');
      expect(stored.rows.every((r) => !r.code_hash.includes(code))).toBe(true);
    });

    it('answers 400 naming the field for a bad body', async () => {
      const res = await server.post('/api/auth/v2/forgot-password/', { data: {} });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ field: 'data.email', message: 'data.email is required' });
    });
  });

  describe('the reset flow end to end', () => {
    it('code → token → new password; old password and old sessions stop working', async () => {
      const oldSession = await server.login(EMAIL, FIRST_PASSWORD);
      const resetId = await forgot(EMAIL);
      const code = await lastCode(EMAIL);

      const tokenRes = await server.post('/api/auth/v2/get-password-token/', { data: { _id: resetId, otp: code } });
      expect(tokenRes.status).toBe(200);
      expect(tokenRes.body).toEqual({ success: true, data: { record: { _id: resetId, token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) } } });
      const token = tokenRes.body.data.record.token;

      // The code is single-use.
      const again = await server.post('/api/auth/v2/get-password-token/', { data: { _id: resetId, otp: code } });
      expect(again.status).toBe(400);
      expect(again.body.error.message).toMatch(/invalid or has expired/);

      const set = await server.post('/api/auth/v2/set-password/', { data: { token, password: 'second-password' } });
      expect(set.status).toBe(200);
      expect(set.body).toEqual({ success: true, data: { message: PASSWORD_UPDATED_MESSAGE } });

      // The token is single-use.
      const reuse = await server.post('/api/auth/v2/set-password/', { data: { token, password: 'third-password' } });
      expect(reuse.status).toBe(400);
      expect(reuse.body.error).toMatchObject({ code: 'INVALID_TOKEN', field: 'data.token' });

      expect((await server.get('/api/auth/v2/user/', oldSession)).status).toBe(401);
      expect((await server.post('/api/auth/v2/login/', { data: { email: EMAIL, password: FIRST_PASSWORD } })).status).toBe(401);
      const fresh = await server.login(EMAIL, 'second-password');
      expect((await server.get('/api/auth/v2/user/', fresh)).body.data.record._id).toBe(userId);
    });
  });

  describe('POST /api/auth/v2/get-password-token/', () => {
    it('counts wrong codes: 4 tries left … then locked, even for the right code', async () => {
      const resetId = await forgot(EMAIL);
      const code = await lastCode(EMAIL);
      const first = await server.post('/api/auth/v2/get-password-token/', { data: { _id: resetId, otp: wrongCode(code) } });
      expect(first.status).toBe(400);
      expect(first.body.error).toEqual({ message: 'The code is not correct. 4 tries left.', code: 'INVALID_CODE', field: 'data.otp' });
      for (let i = 0; i < 3; i++) await server.post('/api/auth/v2/get-password-token/', { data: { _id: resetId, otp: wrongCode(code) } });
      const fifth = await server.post('/api/auth/v2/get-password-token/', { data: { _id: resetId, otp: wrongCode(code) } });
      expect(fifth.status).toBe(429);
      expect(fifth.body.error.code).toBe('TOO_MANY_ATTEMPTS');
      const right = await server.post('/api/auth/v2/get-password-token/', { data: { _id: resetId, otp: code } });
      expect(right.status).toBe(429);
    });

    it('never validates the id given for an unknown email, and answers it like a wrong code', async () => {
      const resetId = await forgot('ghost@pw.test');
      const res = await server.post('/api/auth/v2/get-password-token/', { data: { _id: resetId, otp: '123456' } });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('The code is not correct. 4 tries left.');
    });

    it('refuses an expired code, a superseded code, an unknown id and a malformed id with 400', async () => {
      // Another user: codes are limited to 5 requests per email per 15 minutes.
      const OTHER = 'other@pw.test';
      const company = await server.identity.createCompany(server.db, { name: 'Other Co', kind: 'shipper' });
      await server.identity.createUser(server.db, { companyId: company._id, email: OTHER, name: 'Other', password: { hash: 'not-a-usable-hash' } });
      const expiredId = await forgot(OTHER);
      const expiredCode = await lastCode(OTHER);
      await server.db.query("UPDATE auth_password_resets SET expires_at = now() - interval '1 second' WHERE id = $1", [expiredId]);
      const expired = await server.post('/api/auth/v2/get-password-token/', { data: { _id: expiredId, otp: expiredCode } });
      expect(expired.status).toBe(400);
      expect(expired.body.error).toMatchObject({ code: 'INVALID_CODE', message: 'This code is invalid or has expired. Request a new code.' });

      const oldId = await forgot(OTHER);
      const oldCode = await lastCode(OTHER);
      await forgot(OTHER); // a newer code replaces it
      expect((await server.post('/api/auth/v2/get-password-token/', { data: { _id: oldId, otp: oldCode } })).status).toBe(400);

      for (const _id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const res = await server.post('/api/auth/v2/get-password-token/', { data: { _id, otp: '123456' } });
        expect(res.status).toBe(400);
        expect(res.body.success).toBe(false);
      }
    });
  });

  it('limits code requests to 5 per email per 15 minutes (429 with Retry-After)', async () => {
    const email = 'limited@pw.test';
    for (let i = 0; i < 5; i++) expect((await server.post('/api/auth/v2/forgot-password/', { data: { email } })).status).toBe(200);
    const res = await server.post('/api/auth/v2/forgot-password/', { data: { email } });
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  describe('POST /api/auth/v2/generate-reset-password-token/ and set-password while signed in', () => {
    it('needs a session', async () => {
      expect((await server.post('/api/auth/v2/generate-reset-password-token/', {})).status).toBe(401);
    });

    it('needs the current password (issue 9 item 5): 400 naming data.currentPassword when missing, 403 when wrong, throttled', async () => {
      const session = await server.login(EMAIL, 'second-password');
      const missing = await server.post('/api/auth/v2/generate-reset-password-token/', { data: {} }, session);
      expect(missing.status).toBe(400);
      expect(missing.body.error).toEqual({ message: 'data.currentPassword is required', code: 'VALIDATION_ERROR', field: 'data.currentPassword' });
      const wrong = await server.post('/api/auth/v2/generate-reset-password-token/', { data: { currentPassword: 'not-my-password' } }, session);
      expect(wrong.status).toBe(403);
      expect(wrong.body.error).toEqual({ message: 'The current password is not correct', code: 'WRONG_PASSWORD', field: 'data.currentPassword' });
      expect(await server.db.one('SELECT id FROM auth_password_tokens WHERE reset_id IS NULL')).toBeUndefined();
      // Wrong current passwords count like failed sign-ins: a stolen session cannot guess on.
      const guesses = await Promise.all(Array.from({ length: 15 }, (_, i) => server.post('/api/auth/v2/generate-reset-password-token/', { data: { currentPassword: `guess-${i}` } }, session)));
      expect(guesses.filter((r) => r.status === 403).length).toBeLessThanOrEqual(9);
      expect(guesses.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(6);
      await server.db.query('DELETE FROM auth_attempts');
    });

    it('validates its body (issue 9 item 12): malformed variants are 400s', async () => {
      const session = await server.login(EMAIL, 'second-password');
      const variants: unknown[] = [{}, [], 'x', 5, { data: null }, { data: [] }, { data: { currentPassword: 5 } }, { data: { currentPassword: '' } }, { data: { currentPassword: 'second-password', extra: 1 } }];
      for (const body of variants) {
        const res = await server.request({ method: 'POST', url: '/api/auth/v2/generate-reset-password-token/', body: JSON.stringify(body), token: session });
        expect(res.status, JSON.stringify(body)).toBe(400);
      }
    });

    it('gives the signed-in user a token; changing the password keeps this session and ends the others', async () => {
      const password = 'second-password';
      const [current, other] = await Promise.all([server.login(EMAIL, password), server.login(EMAIL, password)]);
      const res = await server.post('/api/auth/v2/generate-reset-password-token/', { data: { currentPassword: password } }, current);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        data: { record: { _id: expect.stringMatching(/^[0-9a-f-]{36}$/), token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) } },
      });
      const set = await server.request({
        method: 'POST',
        url: '/api/auth/v2/set-password/',
        body: { data: { token: res.body.data.record.token, password: 'third-password' } },
        token: current,
      });
      expect(set.status).toBe(200);
      expect((await server.get('/api/auth/v2/user/', current)).status).toBe(200);
      expect((await server.get('/api/auth/v2/user/', other)).status).toBe(401);
    });

    it('refuses an expired token and a short password', async () => {
      const session = await server.login(EMAIL, 'third-password');
      const issued = (await server.post('/api/auth/v2/generate-reset-password-token/', { data: { currentPassword: 'third-password' } }, session)).body.data.record;
      const short = await server.post('/api/auth/v2/set-password/', { data: { token: issued.token, password: 'short' } });
      expect(short.status).toBe(400);
      expect(short.body.error.field).toBe('data.password');
      await server.db.query("UPDATE auth_password_tokens SET expires_at = now() - interval '1 second' WHERE id = $1", [issued._id]);
      const expired = await server.post('/api/auth/v2/set-password/', { data: { token: issued.token, password: 'fourth-password' } });
      expect(expired.status).toBe(400);
      expect(expired.body.error.code).toBe('INVALID_TOKEN');
    });
  });
});
