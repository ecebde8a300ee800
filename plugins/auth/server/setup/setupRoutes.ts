import { badRequest, conflict, COUNTRY_NAMES, ok, type Db, type ServerPluginContext } from '@portolan/sdk/server';
import type { FastifyInstance } from 'fastify';
import { checkPassword } from '../passwordPolicy';
import { isEmail } from '../schemas';
import { recordAction } from '../userActions';
import { userRecord } from '../userRecord';
import { setupBody, type SetupInput } from './setupBody';

export const SETUP_DONE = 'Set-up is done: sign in instead';

/** The key of the transaction lock that lets one set-up run at a time (across API processes). */
const SETUP_LOCK = 7_130_512;

/** Whether the platform is still waiting for its first user. */
async function isOpen(db: Db): Promise<boolean> {
  return !(await db.one('SELECT 1 FROM users LIMIT 1'));
}

/**
 * First-run set-up (SPEC §2 /setup): open only while no user exists. It creates the platform company
 * and its first user — an admin who is the platform admin — in one transaction under an advisory
 * lock (two set-ups at once: the second finds the first's user and gets the 409), then signs the user
 * in and answers like the login call.
 */
export function setupRoutes(app: FastifyInstance, { db, identity }: ServerPluginContext): void {
  const open = { config: { access: { public: true } } };

  app.get('/api/setup', open, async () => ok({ open: await isOpen(db) }));

  app.post<{ Body: SetupInput }>('/api/setup', { ...open, schema: { body: setupBody } }, async (request, reply) => {
    if (!(await isOpen(db))) throw conflict(SETUP_DONE);
    const { companyName, name, email, password } = request.body.data;
    const country = request.body.data.country.trim().toUpperCase();
    if (!companyName.trim()) throw badRequest('data.companyName must not be blank', 'data.companyName');
    if (!COUNTRY_NAMES[country]) throw badRequest('data.country must be an ISO 3166 country code such as IN or NL', 'data.country');
    if (!name.trim()) throw badRequest('data.name must not be blank', 'data.name');
    if (!isEmail(email)) throw badRequest('data.email must be a valid email address', 'data.email');
    checkPassword(password, 'data.password', email);
    // Hash outside the transaction: it is slow, and PGlite has one connection.
    const hash = await identity.hashPassword(password);
    const userId = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SETUP_LOCK]);
      if (!(await isOpen(tx))) throw conflict(SETUP_DONE);
      const company = await identity.createCompany(tx, { name: companyName.trim(), kind: 'platform' });
      const user = await identity.createUser(tx, { companyId: company._id, email, name: name.trim(), password: { hash }, role: 'admin', isPlatformAdmin: true });
      await recordAction(tx, { userId: user._id, companyId: company._id, action: 'account-created', detail: { company: companyName.trim(), country, setup: true } }, request);
      return user._id;
    });
    const authToken = await identity.issueToken(db, userId);
    const user = (await identity.authenticate(db, authToken))!;
    await recordAction(db, { userId, companyId: user.companyId, action: 'sign-in' }, request);
    request.log.info({ userId, companyId: user.companyId }, 'platform set up');
    return reply.status(201).send(ok({ authToken, user: userRecord(user) }));
  });
}
