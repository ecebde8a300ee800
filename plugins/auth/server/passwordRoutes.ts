import { randomUUID } from 'node:crypto';
import { HttpError, badRequest, ok } from '@portolan/sdk/server';
import type { Db, ServerPluginContext } from '@portolan/sdk/server';
import type { FastifyInstance } from 'fastify';
import { AttemptLimiter } from './AttemptLimiter';
import { enforceLimit } from './enforceLimit';
import { currentPasswordBody, forgotPasswordBody, passwordTokenBody, setPasswordBody } from './schemas';
import { secrets } from './secrets';
import { checkPassword } from './passwordPolicy';
import { recordAction } from './userActions';
import { queueEmail } from './outbox';
import { mailDelivery, type MailDelivery } from './mailDelivery';
import { ACCOUNT_SLOWED_DOWN, TOO_MANY_FROM_HERE, loginThrottle } from './accountRoutes';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Reset codes requested per address in 15 minutes. */
export const CODE_REQUESTS_PER_ADDRESS = 30;

export const RESET_REQUESTED_MESSAGE = 'If an account exists for this email, a 6-digit code is on its way. It expires in 15 minutes.';

/** The forgot-password answer, true to where the code went (issue 8 Honesty): by email, into the server log, or nowhere. */
export const RESET_REQUESTED_MESSAGES: Record<MailDelivery, string> = {
  email: RESET_REQUESTED_MESSAGE,
  'server-log': 'No mail server is set up: if an account exists for this email, its 6-digit code was written to the server log. It expires in 15 minutes.',
  none: 'No mail server is set up, so no code can be sent. Ask your administrator to set PORTOLAN_SMTP_URL.',
};
export const PASSWORD_UPDATED_MESSAGE = 'Your password has been updated';
const INVALID_CODE_MESSAGE = 'This code is invalid or has expired. Request a new code.';
const TOO_MANY_CODES_MESSAGE = 'Too many wrong codes. Request a new code.';
const INVALID_TOKEN_MESSAGE = 'This password link is invalid or has expired. Start again.';

interface ResetRow {
  id: string;
  user_id: string | null;
  code_hash: string;
  attempts: number;
  expired: boolean;
  used_at: Date | null;
}

async function issuePasswordToken(db: Db, userId: string, resetId: string | null): Promise<{ _id: string; token: string }> {
  const token = secrets.newToken();
  const row = await db.one<{ id: string }>(
    'INSERT INTO auth_password_tokens (token_hash, user_id, reset_id, expires_at) VALUES ($1, $2, $3, $4) RETURNING id',
    [secrets.hashToken(token), userId, resetId, new Date(Date.now() + secrets.TOKEN_TTL_MS)],
  );
  return { _id: row!.id, token };
}

/**
 * The password flows of SPEC §4: forgot-password (a code by email) → get-password-token (code → token)
 * → set-password (token + new password); and generate-reset-password-token for the signed-in user,
 * who proves it with the current password.
 */
/** `smtpUrl`: the auth plugin's PORTOLAN_SMTP_URL setting ('' without a mail server). */
export function passwordRoutes(app: FastifyInstance, { db, identity, config }: ServerPluginContext, smtpUrl = ''): void {
  const delivery = mailDelivery(config.env, smtpUrl);
  const codeRequests = new AttemptLimiter(db, 'code-request:account', 5, FIFTEEN_MINUTES);
  const codeRequestsByAddress = new AttemptLimiter(db, 'code-request:address', CODE_REQUESTS_PER_ADDRESS, FIFTEEN_MINUTES);
  const codeChecks = new AttemptLimiter(db, 'code-check:address', 30, FIFTEEN_MINUTES);
  const signIns = loginThrottle(db);

  app.post<{ Body: { data: { email: string } } }>(
    '/api/auth/v2/forgot-password/',
    { schema: { body: forgotPasswordBody }, config: { access: { public: true } } },
    async (request, reply) => {
      const email = request.body.data.email.trim().toLowerCase();
      await enforceLimit(codeRequests, email, reply, 'Too many codes requested for this email. Try again in a few minutes.');
      await enforceLimit(codeRequestsByAddress, request.ip, reply, 'Too many codes requested. Try again in a few minutes.');

      const user = await identity.findUserByEmail(db, email);
      const resetId = randomUUID();
      const code = secrets.newCode();
      const subject = 'Your Portolan password reset code';
      const text = `Your code to reset your Portolan password is ${code}. It expires in 15 minutes. If you did not ask for it, ignore this email.`;
      // An unknown email gets a reset row too (no user: it never validates), so both answers look and cost the same.
      await db.transaction(async (tx) => {
        if (user) await tx.query('UPDATE auth_password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [user.id]);
        await tx.query('INSERT INTO auth_password_resets (id, user_id, code_hash, expires_at) VALUES ($1, $2, $3, $4)', [
          resetId,
          user?.id ?? null,
          secrets.hashCode(resetId, code),
          new Date(Date.now() + secrets.CODE_TTL_MS),
        ]);
        if (user) {
          await queueEmail(tx, { to: user.email, subject, body: text });
          await recordAction(tx, { userId: user.id, companyId: user.companyId, action: 'password-reset-requested' }, request);
        }
      });
      if (user) request.log.info({ to: user.email, subject }, 'email queued');
      // `delivery` tells the screen where the code went (email, the server log, nowhere), so it can say so.
      return ok({ _id: resetId, message: RESET_REQUESTED_MESSAGES[delivery], delivery });
    },
  );

  app.post<{ Body: { data: { _id: string; otp: string } } }>(
    '/api/auth/v2/get-password-token/',
    { schema: { body: passwordTokenBody }, config: { access: { public: true } } },
    async (request, reply) => {
      const { _id: resetId, otp } = request.body.data;
      await enforceLimit(codeChecks, request.ip, reply, 'Too many attempts. Try again in a few minutes.');
      const code = otp.trim();
      if (!secrets.isUuid(resetId)) throw badRequest(INVALID_CODE_MESSAGE, 'data._id');

      const outcome = await db.transaction(async (tx) => {
        const row = await tx.one<ResetRow>(
          'SELECT id, user_id, code_hash, attempts, expires_at <= now() AS expired, used_at FROM auth_password_resets WHERE id = $1 FOR UPDATE',
          [resetId],
        );
        if (!row || row.used_at || row.expired) return { kind: 'invalid' as const };
        if (row.attempts >= secrets.MAX_CODE_ATTEMPTS) return { kind: 'locked' as const };
        const matches = /^\d{6}$/.test(code) && secrets.sameHash(secrets.hashCode(resetId, code), row.code_hash);
        if (!matches || !row.user_id) {
          await tx.query('UPDATE auth_password_resets SET attempts = attempts + 1 WHERE id = $1', [resetId]);
          const left = secrets.MAX_CODE_ATTEMPTS - row.attempts - 1;
          return left > 0 ? { kind: 'wrong' as const, left } : { kind: 'locked' as const };
        }
        await tx.query('UPDATE auth_password_resets SET used_at = now() WHERE id = $1', [resetId]);
        const issued = await issuePasswordToken(tx, row.user_id, resetId);
        return { kind: 'ok' as const, token: issued.token };
      });

      switch (outcome.kind) {
        case 'ok':
          return ok({ record: { _id: resetId, token: outcome.token } });
        case 'wrong':
          throw new HttpError(400, `The code is not correct. ${outcome.left} ${outcome.left === 1 ? 'try' : 'tries'} left.`, 'INVALID_CODE', 'data.otp');
        case 'locked':
          throw new HttpError(429, TOO_MANY_CODES_MESSAGE, 'TOO_MANY_ATTEMPTS', 'data.otp');
        default:
          throw new HttpError(400, INVALID_CODE_MESSAGE, 'INVALID_CODE', 'data._id');
      }
    },
  );

  // From a session, a new password needs the current one (issue 9 item 5): a session alone is not enough.
  // Wrong ones count like failed sign-ins (per account and address, and the account's slowdown).
  app.post<{ Body: { data: { currentPassword: string } } }>(
    '/api/auth/v2/generate-reset-password-token/',
    { schema: { body: currentPasswordBody } },
    async (request, reply) => {
      const user = request.user!;
      const account = user.email.trim().toLowerCase();
      const pairKey = `${account}|${request.ip}`;
      await enforceLimit(signIns.pair, pairKey, reply, TOO_MANY_FROM_HERE);
      await enforceLimit(signIns.account, account, reply, ACCOUNT_SLOWED_DOWN);
      const verified = await identity.verifyPassword(db, user.email, request.body.data.currentPassword);
      if (!verified || verified.id !== user.id) throw new HttpError(403, 'The current password is not correct', 'WRONG_PASSWORD', 'data.currentPassword');
      await Promise.all([signIns.pair.clear(pairKey), signIns.account.clear(account)]);
      const issued = await issuePasswordToken(db, user.id, null);
      return ok({ record: issued });
    },
  );

  app.post<{ Body: { data: { token: string; password: string } } }>(
    '/api/auth/v2/set-password/',
    { schema: { body: setPasswordBody }, config: { access: { public: true } } },
    async (request) => {
      const { token, password } = request.body.data;
      const tokenHash = secrets.hashToken(token);
      const live = await db.one<{ id: string; user_id: string }>('SELECT id, user_id FROM auth_password_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()', [tokenHash]);
      if (!live) throw new HttpError(400, INVALID_TOKEN_MESSAGE, 'INVALID_TOKEN', 'data.token');
      const owner = await identity.findUserById(db, live.user_id);
      checkPassword(password, 'data.password', owner?.email);
      // Hash only for a live token (hashing is slow), and outside the transaction.
      const hash = await identity.hashPassword(password);
      const userId = await db.transaction(async (tx) => {
        const claimed = await tx.one<{ user_id: string }>(
          'UPDATE auth_password_tokens SET used_at = now() WHERE id = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id',
          [live.id],
        );
        if (!claimed) return undefined;
        await identity.setPassword(tx, claimed.user_id, { hash });
        // Sign out everywhere else; a change made while signed in keeps that session.
        const keep = request.user?.id === claimed.user_id ? request.authToken : undefined;
        await identity.revokeSessions(tx, claimed.user_id, keep);
        await tx.query('UPDATE auth_password_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [claimed.user_id]);
        await tx.query('UPDATE auth_password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [claimed.user_id]);
        if (owner) await recordAction(tx, { userId: owner.id, companyId: owner.companyId, action: 'password-changed', detail: { signedIn: !!keep } }, request);
        return claimed.user_id;
      });
      if (!userId) throw new HttpError(400, INVALID_TOKEN_MESSAGE, 'INVALID_TOKEN', 'data.token');
      // The owner proved themselves (a code by email, or a session and the current password): lift the account's slowdown.
      if (owner) await signIns.account.clear(owner.email.trim().toLowerCase());
      request.log.info({ userId }, 'password updated');
      return ok({ message: PASSWORD_UPDATED_MESSAGE });
    },
  );
}
