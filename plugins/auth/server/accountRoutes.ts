import { HttpError, badRequest, ok } from '@portolan/sdk/server';
import type { ServerPluginContext } from '@portolan/sdk/server';
import type { FastifyInstance } from 'fastify';
import { AttemptLimiter } from './AttemptLimiter';
import { AccountSlowdown } from './AccountSlowdown';
import { knownDevices } from './knownDevices';
import { enforceLimit } from './enforceLimit';
import { checkPassword } from './passwordPolicy';
import { isEmail, loginBody, signUpBody } from './schemas';
import { recordAction } from './userActions';
import { userRecord } from './userRecord';
import { queueEmail } from './outbox';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Sign-in throttling (plugins/auth/README.md "Sign-in throttling"): every attempt is counted before
 * the password is hashed, per account-and-address pair (strict), per address (a high ceiling) and per
 * account (a progressive slowdown, never a lock). A known device passes the last two.
 */
export const PAIR_ATTEMPTS_ALLOWED = 10;
export const ADDRESS_ATTEMPTS_ALLOWED = 100;
export const ACCOUNT_ATTEMPTS_FREE = 10;
export const LOGIN_WINDOW_MS = FIFTEEN_MINUTES;
export const ACCOUNT_WINDOW_MS = 24 * 60 * 60 * 1000;
export const ACCOUNT_MAX_DELAY_MS = FIFTEEN_MINUTES;
export const TOO_MANY_FROM_HERE = 'Too many failed sign-ins for this account from your network. Wait 15 minutes, or reset your password.';
export const TOO_MANY_FOR_ADDRESS = 'Too many failed sign-ins from your network. Wait 15 minutes and try again.';
export const ACCOUNT_SLOWED_DOWN = 'This account had many failed sign-ins: wait a moment before the next try, or reset your password.';

interface LoginBody {
  data: { email: string; password: string; deviceToken?: string };
}

interface SignUpBody {
  data: { name: string; email: string; password: string; companyName: string; companyKind: 'shipper' | 'forwarder'; phone?: string };
}

/** The sign-in limiters, shared with the password routes (a new password lifts an account's slowdown). */
export function loginThrottle(db: ServerPluginContext['db']) {
  return {
    pair: new AttemptLimiter(db, 'login:pair', PAIR_ATTEMPTS_ALLOWED, LOGIN_WINDOW_MS),
    address: new AttemptLimiter(db, 'login:address', ADDRESS_ATTEMPTS_ALLOWED, LOGIN_WINDOW_MS),
    account: new AccountSlowdown(db, 'login:account', ACCOUNT_ATTEMPTS_FREE, ACCOUNT_WINDOW_MS, ACCOUNT_MAX_DELAY_MS),
  };
}

/** Sign-in, sign-out, the profile and sign-up (SPEC §7 Auth). */
export function accountRoutes(app: FastifyInstance, { db, identity }: ServerPluginContext): void {
  const throttle = loginThrottle(db);
  // Sign-ups per address (each costs a slow hash).
  const signUps = new AttemptLimiter(db, 'signup:address', 20, 60 * 60 * 1000);

  app.post<{ Body: LoginBody }>(
    '/api/auth/v2/login/',
    { schema: { body: loginBody }, config: { access: { public: true } } },
    async (request, reply) => {
      const { email, password, deviceToken } = request.body.data;
      const account = email.trim().toLowerCase();
      const known = await identity.findUserByEmail(db, account);
      const device = await knownDevices.check(db, deviceToken, known?.id);
      // Counted before the (slow) hash, each in one atomic statement: a burst gets no more tries than the limits.
      const pairKey = device ? `device:${device}` : `${account}|${request.ip}`;
      await enforceLimit(throttle.pair, pairKey, reply, TOO_MANY_FROM_HERE);
      if (!device) {
        await enforceLimit(throttle.address, request.ip, reply, TOO_MANY_FOR_ADDRESS);
        await enforceLimit(throttle.account, account, reply, ACCOUNT_SLOWED_DOWN);
      }
      const user = await identity.verifyPassword(db, email, password);
      if (!user) {
        if (known) await recordAction(db, { userId: known.id, companyId: known.companyId, action: 'sign-in-failed' }, request);
        throw new HttpError(401, 'Invalid email or password', 'INVALID_CREDENTIALS');
      }
      await Promise.all([throttle.pair.clear(pairKey), throttle.account.clear(account), device ? undefined : throttle.address.refund(request.ip)]);
      const authToken = await identity.issueToken(db, user.id);
      const newDevice = await knownDevices.remember(db, user.id, device ? deviceToken : undefined);
      await recordAction(db, { userId: user.id, companyId: user.companyId, action: 'sign-in' }, request);
      return ok({ authToken, user: userRecord(user), deviceToken: newDevice });
    },
  );

  app.post('/api/auth/v2/logout/', async (request) => {
    await identity.revokeToken(db, request.authToken!);
    const user = request.user!;
    await recordAction(db, { userId: user.id, companyId: user.companyId, action: 'sign-out' }, request);
    return ok({ message: 'You have been signed out' });
  });

  app.get('/api/auth/v2/user/', async (request) => ok({ record: userRecord(request.user!) }));

  app.post<{ Body: SignUpBody }>(
    '/api/users/create-profile',
    { schema: { body: signUpBody }, config: { access: { public: true } } },
    async (request, reply) => {
      const { name, email, password, companyName, companyKind, phone } = request.body.data;
      if (!isEmail(email)) throw badRequest('data.email must be a valid email address', 'data.email');
      if (!name.trim()) throw badRequest('data.name must not be blank', 'data.name');
      if (!companyName.trim()) throw badRequest('data.companyName must not be blank', 'data.companyName');
      checkPassword(password, 'data.password', email);
      await enforceLimit(signUps, request.ip, reply, 'Too many sign-ups from this address. Try again later.');
      // Hash outside the transaction: it is slow, and PGlite has one connection. A taken email costs the
      // same hash and gets the same answer (issue 9 item 6: no enumeration); its owner gets an email.
      const hash = await identity.hashPassword(password);
      const account = email.trim().toLowerCase();
      try {
        const created = await db.transaction(async (tx) => {
          const company = await identity.createCompany(tx, { name: companyName, kind: companyKind });
          const user = await identity.createUser(tx, { companyId: company._id, email, name, password: { hash }, role: 'admin', phone: phone || undefined });
          await recordAction(tx, { userId: user._id, companyId: company._id, action: 'account-created', detail: { company: companyName.trim() } }, request);
          return { companyId: company._id, userId: user._id };
        });
        request.log.info({ userId: created.userId, companyId: created.companyId }, 'account created');
      } catch (error) {
        if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
        await queueEmail(db, {
          to: account,
          subject: 'Someone tried to sign up with your email',
          body: 'Someone tried to create a Portolan account with this email address, which already has one. If it was you, sign in, or choose a new password with "Forgot password" on the sign-in page. If not, you can ignore this email.',
        });
        request.log.info('sign-up with a taken email: the owner was told by email');
      }
      return reply.status(201).send(ok({ record: { email: account, name: name.trim() }, message: 'User Account Created' }));
    },
  );
}
