import { HttpError, badRequest, ok } from '@portolan/sdk/server';
import type { ServerPluginContext } from '@portolan/sdk/server';
import type { FastifyInstance } from 'fastify';
import { AttemptLimiter } from './AttemptLimiter';
import { enforceLimit } from './enforceLimit';
import { isEmail, loginBody, signUpBody } from './schemas';
import { userRecord } from './userRecord';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

interface LoginBody {
  data: { email: string; password: string };
}

interface SignUpBody {
  data: { name: string; email: string; password: string; companyName: string; companyKind: 'shipper' | 'forwarder'; phone?: string };
}

/** Sign-in, sign-out, the profile and sign-up (SPEC §7 Auth). */
export function accountRoutes(app: FastifyInstance, { db, identity }: ServerPluginContext): void {
  // Wrong passwords per address and email; sign-ups per address (each costs a slow hash).
  const failedLogins = new AttemptLimiter(10, FIFTEEN_MINUTES);
  const signUps = new AttemptLimiter(20, 60 * 60 * 1000);

  app.post<{ Body: LoginBody }>(
    '/api/auth/v2/login/',
    { schema: { body: loginBody }, config: { access: { public: true } } },
    async (request, reply) => {
      const { email, password } = request.body.data;
      const key = `${request.ip}|${email.trim().toLowerCase()}`;
      enforceLimit(failedLogins, key, reply, 'Too many failed sign-ins. Try again in a few minutes.');
      const user = await identity.verifyPassword(db, email, password);
      if (!user) {
        failedLogins.hit(key);
        throw new HttpError(401, 'Invalid email or password', 'INVALID_CREDENTIALS');
      }
      failedLogins.clear(key);
      const authToken = await identity.issueToken(db, user.id);
      return ok({ authToken, user: userRecord(user) });
    },
  );

  app.post('/api/auth/v2/logout/', async (request) => {
    await identity.revokeToken(db, request.authToken!);
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
      enforceLimit(signUps, request.ip, reply, 'Too many sign-ups from this address. Try again later.');
      signUps.hit(request.ip);
      // Hash outside the transaction: it is slow, and PGlite has one connection.
      const hash = await identity.hashPassword(password);
      const created = await db.transaction(async (tx) => {
        const company = await identity.createCompany(tx, { name: companyName, kind: companyKind });
        const user = await identity.createUser(tx, { companyId: company._id, email, name, password: { hash }, role: 'admin', phone: phone || undefined });
        return { companyId: company._id, userId: user._id };
      });
      request.log.info({ userId: created.userId, companyId: created.companyId }, 'account created');
      const record = { id: created.userId, _id: created.userId, email: email.trim().toLowerCase(), name: name.trim(), userCompany: created.companyId };
      return reply.status(201).send(ok({ record, id: created.userId, message: 'User Account Created' }));
    },
  );
}
