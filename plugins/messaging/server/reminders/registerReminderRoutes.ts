import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  activityOf, badRequest, conflict, dataBody, isUuid, listQuerySchema, listResource, notFound, ok, writeActivity,
  type Db, type ListQuery, type ResourceSpec, type ServerPluginContext,
} from '@portolan/sdk/server';
import { LIVE_KINDS } from '@portolan/sdk/shared';
import type { RecordRef, Reminder } from '../../shared/types';
import { fireDueReminder } from './fireDueReminder';
import { REMINDER_KIND, REMINDERS_BASE, reminderResource } from './reminderResource';
import { moveReminder, type ReminderMove } from './reminderTransitions';
import { resolveReminderRecord } from './resolveReminderRecord';
import { REMINDER_DUE_JOB, reminderJobKey, scheduleReminder, type ReminderDueJob } from './scheduleReminder';
import { sweepDueReminders } from './sweepDueReminders';
import { toReminder } from './toReminder';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } };
const access = (level: string) => ({ access: { features: ['reminders'], level } });
const ISO_WITH_OFFSET = '^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d(:\\d\\d(\\.\\d{1,9})?)?(Z|[+-]\\d\\d:\\d\\d)$';
const title = { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' };
const note = { type: 'string', maxLength: 2000 };
const dueAt = { type: 'string', maxLength: 40, pattern: ISO_WITH_OFFSET };
const version = { type: 'integer', minimum: 1 };
const recordRef = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'id'],
  properties: {
    kind: { type: 'string', minLength: 1, maxLength: 60 },
    id: { type: 'string', minLength: 1, maxLength: 100 },
    title: { type: ['string', 'null'], maxLength: 200 },
    href: { type: ['string', 'null'], maxLength: 500, pattern: '^/' },
  },
};
/** The list narrowed to the caller's own reminders (a filter the query string cannot name). */
const ownResource: ResourceSpec<Reminder> = {
  ...reminderResource,
  customFilters: { owner: { schema: { type: 'string' }, sql: (value, p) => `t.user_id = ${p.add(value, 'uuid')}` } },
};

interface NewReminder {
  title: string;
  note?: string;
  dueAt: string;
  email?: boolean;
  record?: RecordRef;
}

/** 400 naming `data.dueAt` unless the time is in the future. */
function futureDue(value: string): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw badRequest('dueAt must be a date and time with its offset (ISO 8601)', 'data.dueAt');
  if (at.getTime() <= Date.now()) throw badRequest('The due time is in the past', 'data.dueAt');
  return at.toISOString();
}

/**
 * Reminders (README "Reminders"), private to the user who set them (another user's is a 404, as is an
 * unknown id): list, details, create, edit, snooze, done, delete and activity. Each create, edit and
 * snooze queues a `reminder-due` job for its due time (one per version); the job makes the reminder due
 * and tells its owner (fireDueReminder); a sweep every minute catches reminders without a job. Every change is pushed live (`reminder`) to the owner's tabs.
 */
export function registerReminderRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db, scheduler } = ctx;

  scheduler.job<ReminderDueJob>(REMINDER_DUE_JOB, async (data, now) => {
    await fireDueReminder(ctx, data.id, now);
  });
  scheduler.every('reminders-due', 60, async (now) => {
    await sweepDueReminders(ctx, now);
  });

  const own = (tx: Db, request: FastifyRequest<{ Params: { id: string } }>, lock = false) =>
    tx.one<Record<string, unknown>>(
      `SELECT * FROM reminders WHERE id = $1 AND user_id = $2${lock ? ' FOR UPDATE' : ''}`,
      [request.params.id, request.user!.id],
    );
  const ownOr404 = async (tx: Db, request: FastifyRequest<{ Params: { id: string } }>, lock = false) => {
    const row = isUuid(request.params.id) ? await own(tx, request, lock) : undefined;
    if (!row) throw notFound('Reminder not found');
    return row;
  };
  const checkVersion = (row: Record<string, unknown>, sent: number) => {
    if (Number(row.version) !== sent) throw conflict(`This reminder was changed (version ${row.version}); reload it and try again`, 'data.version');
  };
  const publish = (tx: Db, row: Record<string, unknown>) => ctx.live.publish(tx, { users: [String(row.user_id)], kind: LIVE_KINDS.reminder, data: { reminder: toReminder(row) } });
  const actorOf = (request: FastifyRequest) => ({ id: request.user!.id, name: request.user!.name });

  app.get<{ Querystring: ListQuery }>(REMINDERS_BASE, { config: access('Read'), schema: { querystring: listQuerySchema(reminderResource) } }, async (request) => {
    const query = { ...request.query, filter: { ...request.query.filter, owner: request.user!.id } };
    return ok(await listResource(db, ownResource, request.user!.companyId, query));
  });

  app.get<{ Params: { id: string } }>(`${REMINDERS_BASE}/:id`, { config: access('Read'), schema: { params: idParams } }, async (request) => ok({ record: toReminder(await ownOr404(db, request)) }));

  app.post<{ Body: { data: NewReminder } }>(
    REMINDERS_BASE,
    { config: access('Create'), schema: { body: dataBody({ title, note, dueAt, email: { type: 'boolean' }, record: recordRef }, ['title', 'dueAt']) } },
    async (request, reply) => {
      const user = request.user!;
      const data = request.body.data;
      const due = futureDue(data.dueAt);
      const record = data.record ? await resolveReminderRecord(db, user.companyId, data.record) : null;
      const row = await db.transaction(async (tx) => {
        const created = (await tx.one<Record<string, unknown>>(
          `INSERT INTO reminders (company_id, user_id, title, note, due_at, email, record_kind, record_id, record_title, record_href)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
          [user.companyId, user.id, data.title.trim(), data.note?.trim() ?? '', due, data.email ?? false, record?.kind ?? null, record?.id ?? null, record?.title ?? null, record?.href ?? null],
        ))!;
        await writeActivity(tx, { kind: REMINDER_KIND, recordId: String(created.id), companyId: user.companyId, actorId: user.id, actorName: user.name, action: 'create', to: 'scheduled' });
        await scheduleReminder(scheduler, created);
        await publish(tx, created);
        return created;
      });
      const reminder = toReminder(row);
      return reply.status(201).send(ok({ record: reminder, id: reminder._id }));
    },
  );

  /** One change of the caller's reminder: locked, version checked, moved, re-scheduled when its due time changed, pushed live. */
  const change = (request: FastifyRequest<{ Params: { id: string } }>, sentVersion: number, move: ReminderMove, columns: (row: Record<string, unknown>) => Record<string, unknown>, reschedule: boolean) =>
    db.transaction(async (tx) => {
      const current = await ownOr404(tx, request, true);
      const before = reminderJobKey(current);
      checkVersion(current, sentVersion);
      const row = await moveReminder(tx, current, move, actorOf(request), columns(current));
      if (reschedule) await scheduleReminder(scheduler, row);
      else if (move === 'done' && current.state === 'scheduled') await scheduler.cancel(REMINDER_DUE_JOB, before);
      await publish(tx, row);
      return ok({ record: toReminder(row) });
    });

  app.post<{ Params: { id: string }; Body: { data: { title?: string; note?: string; dueAt?: string; email?: boolean; version: number } } }>(
    `${REMINDERS_BASE}/:id`,
    { config: access('Create'), schema: { params: idParams, body: dataBody({ title, note, dueAt, email: { type: 'boolean' }, version }, ['version']) } },
    async (request) => {
      const data = request.body.data;
      // The due time is checked once the reminder is known to be the caller's (another's is a 404 whatever the body says).
      return change(request, data.version, 'edit', (current) => {
        const due = data.dueAt ? futureDue(data.dueAt) : undefined;
        return {
          ...(data.title !== undefined ? { title: data.title.trim() } : {}),
          ...(data.note !== undefined ? { note: data.note.trim() } : {}),
          ...(data.email !== undefined ? { email: data.email } : {}),
          due_at: due ?? current.due_at,
          ...(due ? { fired_at: null } : {}),
        };
      }, true);
    },
  );

  app.post<{ Params: { id: string }; Body: { data: { minutes: number; version: number } } }>(
    `${REMINDERS_BASE}/:id/snooze`,
    { config: access('Create'), schema: { params: idParams, body: dataBody({ minutes: { type: 'integer', minimum: 1, maximum: 43_200 }, version }, ['minutes', 'version']) } },
    async (request) => {
      const { minutes, version: sent } = request.body.data;
      return change(request, sent, 'snooze', (current) => ({ due_at: new Date(Date.now() + minutes * 60_000).toISOString(), snooze_count: Number(current.snooze_count) + 1 }), true);
    },
  );

  app.post<{ Params: { id: string }; Body: { data: { version: number } } }>(
    `${REMINDERS_BASE}/:id/done`,
    { config: access('Create'), schema: { params: idParams, body: dataBody({ version }, ['version']) } },
    async (request) => change(request, request.body.data.version, 'done', () => ({ done_at: new Date().toISOString() }), false),
  );

  app.delete<{ Params: { id: string } }>(`${REMINDERS_BASE}/:id`, { config: access('Create'), schema: { params: idParams } }, async (request) => {
    const user = request.user!;
    const removed = await db.transaction(async (tx) => {
      const current = await ownOr404(tx, request, true);
      await tx.query('DELETE FROM reminders WHERE id = $1', [current.id]);
      await writeActivity(tx, { kind: REMINDER_KIND, recordId: String(current.id), companyId: user.companyId, actorId: user.id, actorName: user.name, action: 'delete', from: String(current.state) });
      return current;
    });
    if (removed.state === 'scheduled') await scheduler.cancel(REMINDER_DUE_JOB, reminderJobKey(removed));
    return ok({ record: { _id: String(removed.id) }, message: 'Reminder deleted' });
  });

  app.get<{ Params: { id: string } }>(`${REMINDERS_BASE}/:id/activity`, { config: access('Read'), schema: { params: idParams } }, async (request) => {
    const row = await ownOr404(db, request);
    const items = await activityOf(db, REMINDER_KIND, String(row.id));
    return ok({ items, count: items.length });
  });
}
