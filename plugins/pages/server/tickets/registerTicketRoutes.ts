import { activityOf, badRequest, conflict, dataBody, forbidden, list, MAILER, nextReference, notFound, ok, record, writeActivity, type ServerPluginContext } from '@portolan/sdk/server';
import type { FastifyInstance } from 'fastify';
import { LIMITS, TICKET_ACTIONS, TICKET_CATEGORIES, TICKET_KIND, TICKET_STATES, type TicketAction, type TicketCategory } from '../../shared/types';
import { idOf, idParams } from '../idOf';
import { findTicket } from './findTicket';
import { acknowledgement, answerNotice, supportNotice } from './ticketMail';
import { TICKET_COLUMNS, ticketRecord } from './ticketRecord';

const contactBody = dataBody(
  { category: { type: 'string', enum: TICKET_CATEGORIES }, subject: { type: 'string', maxLength: LIMITS.subject }, message: { type: 'string', maxLength: LIMITS.message } },
  ['category', 'subject', 'message'],
);
const listQuery = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
    skip: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
    status: { type: 'string', enum: TICKET_STATES },
    search: { type: 'string', maxLength: 100 },
  },
} as const;
const actionBodies: Record<TicketAction, ReturnType<typeof dataBody>> = {
  answer: dataBody({ reply: { type: 'string', maxLength: LIMITS.reply }, version: { type: 'integer', minimum: 1 } }, ['reply', 'version']),
  close: dataBody({ note: { type: 'string', maxLength: 2000 }, version: { type: 'integer', minimum: 1 } }, ['version']),
  reopen: dataBody({ note: { type: 'string', maxLength: 2000 }, version: { type: 'integer', minimum: 1 } }, ['version']),
};

/**
 * Support tickets (README "API", "States"): a signed-in user writes to support (the team and the user
 * get an email through the outbox); the company sees its own tickets, the platform admin every
 * company's and answers them. Each change is a guarded transition with an audit entry.
 */
export function registerTicketRoutes(app: FastifyInstance, { db, services, settings }: ServerPluginContext): void {
  const mailer = services.get(MAILER);
  const supportAddress = () => String(settings.supportEmail ?? '').trim() || 'support@portolan.example';

  app.post<{ Body: { data: { category: TicketCategory; subject: string; message: string } } }>('/api/pages/contact', { schema: { body: contactBody } }, async (request, reply) => {
    const user = request.user!;
    const { category } = request.body.data;
    const subject = request.body.data.subject.trim();
    const message = request.body.data.message.trim();
    if (!subject) throw badRequest('data.subject must not be blank', 'data.subject');
    if (!message) throw badRequest('data.message must not be blank', 'data.message');
    const ticket = await db.transaction(async (tx) => {
      const reference = await nextReference(tx, user.companyId, 'SUP');
      const row = await tx.one<Record<string, unknown>>(
        `INSERT INTO support_tickets AS t (company_id, reference, user_id, user_name, email, category, subject, message) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${TICKET_COLUMNS}`,
        [user.companyId, reference, user.id, user.name, user.email, category, subject, message],
      );
      const created = ticketRecord(row!);
      const company = await tx.one<{ name: string }>('SELECT name FROM companies WHERE id = $1', [user.companyId]);
      await writeActivity(tx, { kind: TICKET_KIND, recordId: created._id, companyId: user.companyId, actorId: user.id, actorName: user.name, action: 'create', to: 'OPEN' });
      await mailer.queue(tx, supportNotice(created, supportAddress(), company?.name ?? ''));
      await mailer.queue(tx, acknowledgement(created));
      return created;
    });
    return reply.status(201).send(record(ticket, true));
  });

  app.get<{ Querystring: { limit: number; skip: number; status?: string; search?: string } }>('/api/pages/tickets', { schema: { querystring: listQuery } }, async (request) => {
    const user = request.user!;
    const admin = !!user.isPlatformAdmin;
    const params: unknown[] = [];
    const where: string[] = [];
    if (!admin) where.push(`t.company_id = $${params.push(user.companyId)}`);
    if (request.query.status) where.push(`t.status = $${params.push(request.query.status)}`);
    const search = request.query.search?.trim();
    if (search) {
      const n = params.push(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(`(t.reference ILIKE $${n} OR t.subject ILIKE $${n} OR t.message ILIKE $${n})`);
    }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const join = admin ? 'JOIN companies c ON c.id = t.company_id' : '';
    const rows = await db.query<Record<string, unknown>>(
      `SELECT ${TICKET_COLUMNS}${admin ? ', c.name AS company_name' : ''} FROM support_tickets t ${join} ${filter} ORDER BY t.created_at DESC, t.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, request.query.limit, request.query.skip],
    );
    const count = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM support_tickets t ${filter}`, params);
    return list(rows.rows.map(ticketRecord), Number(count?.n ?? 0));
  });

  app.get<{ Params: { id: string } }>('/api/pages/tickets/:id', { schema: { params: idParams } }, async (request) => {
    const id = idOf(request.params.id, 'Request');
    const row = await findTicket(db, request.user!, id);
    if (!row) throw notFound('Request not found');
    return record(ticketRecord(row));
  });

  app.get<{ Params: { id: string } }>('/api/pages/tickets/:id/activity', { schema: { params: idParams } }, async (request) => {
    const id = idOf(request.params.id, 'Request');
    if (!(await findTicket(db, request.user!, id))) throw notFound('Request not found');
    const items = await activityOf(db, TICKET_KIND, id);
    return ok({ items, count: items.length });
  });

  for (const [action, rule] of Object.entries(TICKET_ACTIONS) as [TicketAction, (typeof TICKET_ACTIONS)[TicketAction]][]) {
    app.post<{ Params: { id: string }; Body: { data: { version: number; reply?: string; note?: string } } }>(
      `/api/pages/tickets/:id/${action}`,
      { schema: { params: idParams, body: actionBodies[action] } },
      async (request) => {
        const user = request.user!;
        if (rule.platformOnly && !user.isPlatformAdmin) throw forbidden('Only the platform admin may do this');
        const id = idOf(request.params.id, 'Request');
        const { version } = request.body.data;
        const answer = await db.transaction(async (tx) => {
          const current = await findTicket(tx, user, id, true);
          if (!current) throw notFound('Request not found');
          const state = String(current.status);
          if (!(rule.from as readonly string[]).includes(state)) throw conflict(`Cannot ${action}: the request is ${state}`);
          if (Number(current.version) !== version) throw conflict(`This request was changed by someone else (version ${current.version}); reload it and try again`, 'data.version');
          const text = (action === 'answer' ? request.body.data.reply : request.body.data.note)?.trim() ?? '';
          if (action === 'answer' && !text) throw badRequest('data.reply must not be blank', 'data.reply');
          await tx.query('UPDATE support_tickets SET status = $2, version = version + 1, updated_at = now() WHERE id = $1', [id, rule.to]);
          await writeActivity(tx, { kind: TICKET_KIND, recordId: id, companyId: user.companyId, actorId: user.id, actorName: user.name, action, from: state, to: rule.to, note: text || null });
          const after = ticketRecord((await findTicket(tx, user, id))!);
          if (action === 'answer') await mailer.queue(tx, answerNotice(after, text, user.name));
          return after;
        });
        return record(answer);
      },
    );
  }
}
