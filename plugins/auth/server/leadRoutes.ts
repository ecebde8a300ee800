import { badRequest, conflict, list, notFound, record, dataBody } from '@portolan/sdk/server';
import type { ServerPluginContext } from '@portolan/sdk/server';
import type { FastifyInstance } from 'fastify';
import { AttemptLimiter } from './AttemptLimiter';
import { enforceLimit } from './enforceLimit';
import { idOf, idParams, iso, pageQuery, requirePlatformAdmin, type PageQuery } from './routeHelpers';
import { isEmail } from './schemas';

interface LeadRow {
  id: string;
  name: string;
  email: string;
  company: string;
  number: string | null;
  created_via: string;
  status: string;
  notes: string;
  created_at: Date;
  updated_at: Date;
  version: number;
}

const LEAD_COLUMNS = 'id, name, email, company, number, created_via, status, notes, created_at, updated_at, version';
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'closed'] as const;

const toLead = (r: LeadRow) => ({
  _id: r.id,
  name: r.name,
  email: r.email,
  company: r.company,
  number: r.number ?? '',
  createdVia: r.created_via,
  status: r.status,
  notes: r.notes,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
  version: r.version,
});

/** SPEC §3 lead payload: name, email, company, number, createdVia (value LeadEngine). */
const leadBody = dataBody(
  {
    name: { type: 'string', minLength: 1, maxLength: 120 },
    email: { type: 'string', minLength: 3, maxLength: 254 },
    company: { type: 'string', minLength: 1, maxLength: 200 },
    number: { type: 'string', maxLength: 40 },
    createdVia: { type: 'string', enum: ['LeadEngine'] },
  },
  ['name', 'email', 'company'],
);

const leadUpdateBody = dataBody(
  { status: { type: 'string', enum: LEAD_STATUSES }, notes: { type: 'string', maxLength: 2000 }, version: { type: 'integer', minimum: 1 } },
  ['version'],
);

interface LeadInput {
  data: { name: string; email: string; company: string; number?: string; createdVia?: 'LeadEngine' };
}

/**
 * Demo requests (SPEC §7 `/api/users/request-demo`, `/api/request-demo`): anyone may send one (20 per
 * address per hour); platform admins list them and update their status ("Updated Lead" / "retry").
 */
export function leadRoutes(app: FastifyInstance, { db }: ServerPluginContext): void {
  const perAddress = new AttemptLimiter(db, 'lead:address', 20, 60 * 60 * 1000);

  const create = async (request: { body: LeadInput; ip: string }, reply: import('fastify').FastifyReply) => {
    const { name, email, company, number } = request.body.data;
    if (!isEmail(email)) throw badRequest('data.email must be a valid email address', 'data.email');
    if (!name.trim()) throw badRequest('data.name must not be blank', 'data.name');
    if (!company.trim()) throw badRequest('data.company must not be blank', 'data.company');
    await enforceLimit(perAddress, request.ip, reply, 'Too many requests from this address. Try again later.');
    const row = await db.one<LeadRow>(
      `INSERT INTO leads (name, email, company, number, created_via) VALUES ($1, $2, $3, $4, 'LeadEngine') RETURNING ${LEAD_COLUMNS}`,
      [name.trim(), email.trim().toLowerCase(), company.trim(), number?.trim() || null],
    );
    return reply.status(201).send(record(toLead(row!), true));
  };
  const open = { schema: { body: leadBody }, config: { access: { public: true } } };
  app.post<{ Body: LeadInput }>('/api/users/request-demo', open, create);
  app.post<{ Body: LeadInput }>('/api/request-demo', open, create);

  app.get<{ Querystring: PageQuery }>('/api/request-demo', { schema: { querystring: pageQuery } }, async (request) => {
    requirePlatformAdmin(request);
    const { limit, skip } = request.query;
    const [rows, count] = await Promise.all([
      db.query<LeadRow>(`SELECT ${LEAD_COLUMNS} FROM leads ORDER BY created_at DESC, id LIMIT $1 OFFSET $2`, [limit, skip]),
      db.one<{ n: number }>('SELECT count(*) AS n FROM leads'),
    ]);
    return list(rows.rows.map(toLead), count?.n ?? 0);
  });

  app.post<{ Params: { id: string }; Body: { data: { status?: string; notes?: string; version: number } } }>(
    '/api/request-demo/:id/',
    { schema: { params: idParams, body: leadUpdateBody } },
    async (request) => {
      requirePlatformAdmin(request);
      const id = idOf(request.params.id, 'Lead');
      const { status, notes, version } = request.body.data;
      const row = await db.transaction(async (tx) => {
        const current = await tx.one<{ version: number }>('SELECT version FROM leads WHERE id = $1 FOR UPDATE', [id]);
        if (!current) throw notFound('Lead not found');
        if (current.version !== version) throw conflict('This lead was changed by someone else. Reload and try again.', 'data.version');
        return tx.one<LeadRow>(
          `UPDATE leads SET status = COALESCE($2, status), notes = COALESCE($3, notes), updated_at = now(), version = version + 1 WHERE id = $1 RETURNING ${LEAD_COLUMNS}`,
          [id, status ?? null, notes ?? null],
        );
      });
      return record(toLead(row!));
    },
  );
}
