import { HttpError, badRequest, ok } from '@portolan/sdk/server';
import type { ServerPluginContext } from '@portolan/sdk/server';
import type { FastifyInstance } from 'fastify';
import { AttemptLimiter } from './AttemptLimiter';
import { enforceLimit } from './enforceLimit';
import { checkPassword } from './passwordPolicy';
import { isEmail, loginBody, signUpBody } from './schemas';
import { recordAction } from './userActions';
import { userRecord } from './userRecord';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** Failed sign-ins allowed per account and per address in a window of 15 minutes. */
export const LOGIN_FAILURES_ALLOWED = 10;
export const LOGIN_WINDOW_MS = FIFTEEN_MINUTES;
export const TOO_MANY_FOR_ACCOUNT = 'Too many failed sign-ins for this account. Wait 15 minutes, or reset your password.';
export const TOO_MANY_FOR_ADDRESS = 'Too many failed sign-ins from your network. Wait 15 minutes and try again.';

interface LoginBody {
  data: { email: string; password: string };
}

interface SignUpBody {
  data: { name: string; email: string; password: string; companyName: string; companyKind: 'shipper' | 'forwarder'; phone?: string };
}

/** Sign-in, sign-out, the profile and sign-up (SPEC §7 Auth). */
export function accountRoutes(app: FastifyInstance, { db, identity }: ServerPluginContext): void {
  // Wrong passwords per account and per address; sign-ups per address (each costs a slow hash).
  const failedByAccount = new AttemptLimiter(db, 'login:account', LOGIN_FAILURES_ALLOWED, LOGIN_WINDOW_MS);
  const failedByAddress = new AttemptLimiter(db, 'login:address', LOGIN_FAILURES_ALLOWED, LOGIN_WINDOW_MS);
  const signUps = new AttemptLimiter(db, 'signup:address', 20, 60 * 60 * 1000);

  app.post<{ Body: LoginBody }>(
    '/api/auth/v2/login/',
    { schema: { body: loginBody }, config: { access: { public: true } } },
    async (request, reply) => {
      const { email, password } = request.body.data;
      const account = email.trim().toLowerCase();
      await enforceLimit(failedByAccount, account, reply, TOO_MANY_FOR_ACCOUNT);
      await enforceLimit(failedByAddress, request.ip, reply, TOO_MANY_FOR_ADDRESS);
      const user = await identity.verifyPassword(db, email, password);
      if (!user) {
        await Promise.all([failedByAccount.hit(account), failedByAddress.hit(request.ip)]);
        const known = await identity.findUserByEmail(db, account);
        if (known) await recordAction(db, { userId: known.id, companyId: known.companyId, action: 'sign-in-failed' }, request);
        throw new HttpError(401, 'Invalid email or password', 'INVALID_CREDENTIALS');
      }
      await failedByAccount.clear(account);
      const authToken = await identity.issueToken(db, user.id);
      await recordAction(db, { userId: user.id, companyId: user.companyId, action: 'sign-in' }, request);
      return ok({ authToken, user: userRecord(user) });
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
      await signUps.hit(request.ip);
      // Hash outside the transaction: it is slow, and PGlite has one connection.
      const hash = await identity.hashPassword(password);
      const created = await db.transaction(async (tx) => {
        const company = await identity.createCompany(tx, { name: companyName, kind: companyKind });
        const user = await identity.createUser(tx, { companyId: company._id, email, name, password: { hash }, role: 'admin', phone: phone || undefined });
        await recordAction(tx, { userId: user._id, companyId: company._id, action: 'account-created', detail: { company: companyName.trim() } }, request);
        return { companyId: company._id, userId: user._id };
      });
      request.log.info({ userId: created.userId, companyId: created.companyId }, 'account created');
      const record = { id: created.userId, _id: created.userId, email: email.trim().toLowerCase(), name: name.trim(), userCompany: created.companyId };
      return reply.status(201).send(ok({ record, id: created.userId, message: 'User Account Created' }));
    },
  );
}
