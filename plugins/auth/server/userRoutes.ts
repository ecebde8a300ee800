import { badRequest, conflict, forbidden, list, notFound, ok, record, dataBody } from '@portolan/sdk/server';
import type { Db, ServerPluginContext } from '@portolan/sdk/server';
import type { FastifyInstance } from 'fastify';
import { ROLE_NAMES, isRole } from '@portolan/sdk/server';
import { queueEmail } from './outbox';
import { checkPassword } from './passwordPolicy';
import { callerOf, idOf, idParams, iso, pageQuery, type PageQuery } from './routeHelpers';
import { isEmail } from './schemas';
import { USER_ACTIONS, recordAction } from './userActions';

interface UserRow {
  id: string;
  email: string;
  name: string;
  phone: string | null;
  role: string;
  is_platform_admin: boolean;
  company_id: string;
  has_password: boolean;
  created_at: Date;
  updated_at: Date;
  version: number;
}

const USER_COLUMNS = 'id, email, name, phone, role, is_platform_admin, company_id, password_hash IS NOT NULL AS has_password, created_at, updated_at, version';

/** A user of the company as the users screens read it. */
export function toUser(row: UserRow) {
  return {
    _id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone ?? '',
    role: row.role,
    isPlatformAdmin: row.is_platform_admin,
    userCompany: row.company_id,
    hasPassword: row.has_password,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    version: row.version,
  };
}

const createUserBody = dataBody(
  {
    name: { type: 'string', minLength: 1, maxLength: 120 },
    email: { type: 'string', minLength: 3, maxLength: 254 },
    role: { type: 'string', enum: ROLE_NAMES },
    phone: { type: 'string', maxLength: 40 },
    password: { type: 'string', minLength: 8, maxLength: 128 },
  },
  ['name', 'email', 'role'],
);

const updateUserBody = dataBody(
  {
    name: { type: 'string', minLength: 1, maxLength: 120 },
    role: { type: 'string', enum: ROLE_NAMES },
    phone: { type: 'string', maxLength: 40 },
    version: { type: 'integer', minimum: 1 },
  },
  ['version'],
);

const profileBody = dataBody({ name: { type: 'string', minLength: 1, maxLength: 120 }, phone: { type: 'string', maxLength: 40 } });

export const EMAIL_IN_YOUR_COMPANY = 'This person is already a user of your company';
export const EMAIL_NOT_AVAILABLE = 'This email address cannot be used for a new user. Use another address.';

interface CreateUser {
  data: { name: string; email: string; role: string; phone?: string; password?: string };
}
interface UpdateUser {
  data: { name?: string; role?: string; phone?: string; version: number };
}

async function findUser(db: Db, companyId: string, id: string): Promise<UserRow | undefined> {
  return db.one<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1 AND company_id = $2`, [id, companyId]);
}

/**
 * The users of the caller's company (SPEC §7 /api/users/): list, details, create, update (name,
 * phone, role with `version`), the caller's own profile (/api/users/me/) and own audit trail
 * (/api/users/actions). Company, platform-admin flag, id and version are never taken from a body.
 */
export function userRoutes(app: FastifyInstance, { db, identity }: ServerPluginContext): void {
  // A race with a sign-up on the same email: the same neutral answer.
  const createUserOrConflict: typeof identity.createUser = async (tx, user) => {
    try {
      return await identity.createUser(tx, user);
    } catch (error) {
      if (error instanceof Error && (error as { statusCode?: number }).statusCode === 409) throw conflict(EMAIL_NOT_AVAILABLE, 'data.email');
      throw error;
    }
  };
  app.get<{ Querystring: PageQuery }>(
    '/api/users/',
    { schema: { querystring: pageQuery }, config: { access: { features: ['users'], level: 'Read' } } },
    async (request) => {
      const { limit, skip, search } = request.query;
      const companyId = callerOf(request).companyId;
      const term = search?.trim() ? `%${search.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = 'company_id = $1 AND ($2::text IS NULL OR lower(name) LIKE $2 OR lower(email) LIKE $2)';
      const [rows, count] = await Promise.all([
        db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE ${where} ORDER BY lower(name), id LIMIT $3 OFFSET $4`, [companyId, term, limit, skip]),
        db.one<{ n: number }>(`SELECT count(*) AS n FROM users WHERE ${where}`, [companyId, term]),
      ]);
      return list(rows.rows.map(toUser), count?.n ?? 0);
    },
  );

  app.get('/api/users/actions', { schema: { querystring: pageQuery } }, async (request) => {
    const { limit, skip } = request.query as PageQuery;
    const user = callerOf(request);
    const [rows, count] = await Promise.all([
      db.query<{ id: string; action: string; detail: Record<string, unknown>; ip: string | null; user_agent: string | null; created_at: Date; actor_name: string | null; actor_id: string | null }>(
        `SELECT a.id, a.action, a.detail, a.ip, a.user_agent, a.created_at, a.actor_id, actor.name AS actor_name
         FROM user_actions a LEFT JOIN users actor ON actor.id = a.actor_id
         WHERE a.user_id = $1 ORDER BY a.created_at DESC, a.id LIMIT $2 OFFSET $3`,
        [user.id, limit, skip],
      ),
      db.one<{ n: number }>('SELECT count(*) AS n FROM user_actions WHERE user_id = $1', [user.id]),
    ]);
    const items = rows.rows.map((r) => ({
      _id: r.id,
      action: r.action,
      detail: r.detail ?? {},
      ip: r.ip,
      userAgent: r.user_agent,
      createdAt: iso(r.created_at),
      actor: r.actor_id && r.actor_id !== user.id ? { _id: r.actor_id, name: r.actor_name } : null,
    }));
    return ok({ items, count: count?.n ?? 0, actions: USER_ACTIONS });
  });

  app.post<{ Body: { data: { name?: string; phone?: string } } }>('/api/users/me/', { schema: { body: profileBody } }, async (request) => {
    const user = callerOf(request);
    const { name, phone } = request.body.data;
    if (name !== undefined && !name.trim()) throw badRequest('data.name must not be blank', 'data.name');
    const row = await db.transaction(async (tx) => {
      const updated = await tx.one<UserRow>(
        `UPDATE users SET name = COALESCE($2, name), phone = COALESCE($3, phone), updated_at = now(), version = version + 1
         WHERE id = $1 RETURNING ${USER_COLUMNS}`,
        [user.id, name?.trim() ?? null, phone === undefined ? null : phone.trim()],
      );
      await recordAction(tx, { userId: user.id, companyId: user.companyId, action: 'profile-updated', detail: { fields: Object.keys(request.body.data) } }, request);
      return updated!;
    });
    return record(toUser(row));
  });

  app.get<{ Params: { id: string } }>(
    '/api/users/:id',
    { schema: { params: idParams }, config: { access: { features: ['users'], level: 'Read' } } },
    async (request) => {
      const row = await findUser(db, callerOf(request).companyId, idOf(request.params.id, 'User'));
      if (!row) throw notFound('User not found');
      return record(toUser(row));
    },
  );

  app.post<{ Body: CreateUser }>(
    '/api/users/',
    { schema: { body: createUserBody }, config: { access: { features: ['users'], level: 'Create' } } },
    async (request, reply) => {
      const caller = callerOf(request);
      const { name, email, role, phone, password } = request.body.data;
      if (!isEmail(email)) throw badRequest('data.email must be a valid email address', 'data.email');
      if (!name.trim()) throw badRequest('data.name must not be blank', 'data.name');
      if (!isRole(role)) throw badRequest('data.role must be one of the roles', 'data.role');
      if (password !== undefined) checkPassword(password, 'data.password', email);
      // Issue 9 item 6: the company learns only about its own users; another company's is "not available".
      const holder = await identity.findUserByEmail(db, email.trim().toLowerCase());
      if (holder) throw conflict(holder.companyId === caller.companyId ? EMAIL_IN_YOUR_COMPANY : EMAIL_NOT_AVAILABLE, 'data.email');
      const hash = password !== undefined ? await identity.hashPassword(password) : undefined;
      const row = await db.transaction(async (tx) => {
        const created = await createUserOrConflict(tx, {
          companyId: caller.companyId,
          email,
          name,
          role,
          phone: phone?.trim() || undefined,
          password: { hash: hash ?? '' },
        });
        if (!hash) await tx.query('UPDATE users SET password_hash = NULL WHERE id = $1', [created._id]);
        await recordAction(tx, { userId: created._id, companyId: caller.companyId, actorId: caller.id, action: 'user-created', detail: { role } }, request);
        await queueEmail(tx, {
          to: email.trim().toLowerCase(),
          subject: 'You have a Portolan account',
          body: `${caller.name} added you to Portolan as ${role}. ${hash ? 'Sign in with the password you were given, then change it.' : 'Choose your password with "Forgot password" on the sign-in page.'}`,
        });
        return (await findUser(tx, caller.companyId, created._id))!;
      });
      return reply.status(201).send(record(toUser(row), true));
    },
  );

  app.post<{ Params: { id: string }; Body: UpdateUser }>(
    '/api/users/:id/',
    { schema: { params: idParams, body: updateUserBody }, config: { access: { features: ['users'], level: 'Update' } } },
    async (request) => {
      const caller = callerOf(request);
      const id = idOf(request.params.id, 'User');
      const { name, role, phone, version } = request.body.data;
      if (name !== undefined && !name.trim()) throw badRequest('data.name must not be blank', 'data.name');
      const row = await db.transaction(async (tx) => {
        const current = await tx.one<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1 AND company_id = $2 FOR UPDATE`, [id, caller.companyId]);
        if (!current) throw notFound('User not found');
        if (current.version !== version) throw conflict('This user was changed by someone else. Reload and try again.', 'data.version');
        if (role !== undefined && role !== current.role) {
          if (id === caller.id) throw forbidden('You cannot change your own role');
          if (current.role === 'admin') {
            const admins = await tx.one<{ n: number }>(`SELECT count(*) AS n FROM users WHERE company_id = $1 AND role = 'admin'`, [caller.companyId]);
            if ((admins?.n ?? 0) <= 1) throw conflict('The company needs at least one admin', 'data.role');
          }
        }
        const updated = await tx.one<UserRow>(
          `UPDATE users SET name = COALESCE($3, name), role = COALESCE($4, role), phone = COALESCE($5, phone), updated_at = now(), version = version + 1
           WHERE id = $1 AND company_id = $2 RETURNING ${USER_COLUMNS}`,
          [id, caller.companyId, name?.trim() ?? null, role ?? null, phone === undefined ? null : phone.trim()],
        );
        if (role !== undefined && role !== current.role) {
          await recordAction(tx, { userId: id, companyId: caller.companyId, actorId: caller.id, action: 'role-changed', detail: { from: current.role, to: role } }, request);
        } else if (name !== undefined || phone !== undefined) {
          await recordAction(tx, { userId: id, companyId: caller.companyId, actorId: caller.id, action: 'profile-updated', detail: { fields: Object.keys(request.body.data).filter((k) => k !== 'version') } }, request);
        }
        return updated!;
      });
      return record(toUser(row));
    },
  );
}
