import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, bodyOf, companyOf, conflict, isUuid, notFound, ok, type Db, type ReportFilter, type ServerPluginContext } from '@portolan/sdk/server';
import { API, RELATIVE_RANGES, SCHEDULE_CADENCES, SCHEDULE_FORMATS, SCHEDULE_MAX_RECIPIENTS, type RelativeRange, type ReportSchedule } from '../../shared/types';
import { checkReportFilter, reportFilterSchema } from './checkReportFilter';
import { nextRunAt } from './nextRunAt';
import { relativeRange } from '../../shared/relativeRange';
import { runSchedule } from './runSchedule';
import { savedReport } from './savedReport';
import { jsonOf, toSchedule, toScheduleRun, type ScheduleRow, type ScheduleRunRow } from './scheduleRecord';

/** An email address as a recipient: one @, no spaces, a dotted domain. */
const EMAIL = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

const SCHEDULE_PROPERTIES = {
  report: { type: 'string', minLength: 1, maxLength: 80 },
  name: { type: 'string', minLength: 1, maxLength: 80 },
  range: { type: 'string', enum: [...RELATIVE_RANGES] },
  filter: reportFilterSchema,
  format: { type: 'string', enum: [...SCHEDULE_FORMATS] },
  cadence: { type: 'string', enum: [...SCHEDULE_CADENCES] },
  hour: { type: 'integer', minimum: 0, maximum: 23, description: 'Hour of day (UTC); weekly on Mondays, monthly on the 1st' },
  recipients: { type: 'array', minItems: 1, maxItems: SCHEDULE_MAX_RECIPIENTS, items: { type: 'string', maxLength: 254, pattern: EMAIL } },
  active: { type: 'boolean' },
};
const createBody = bodyOf({ type: 'object', additionalProperties: false, required: ['report', 'name', 'range', 'filter', 'format', 'cadence', 'recipients'], properties: SCHEDULE_PROPERTIES });
const updateBody = bodyOf({ type: 'object', additionalProperties: false, required: ['version'], properties: { ...SCHEDULE_PROPERTIES, version: { type: 'integer', minimum: 1 } } });
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } };

interface ScheduleInput {
  report: string;
  name: string;
  range: RelativeRange;
  filter: Partial<ReportFilter>;
  format: ReportSchedule['format'];
  cadence: ReportSchedule['cadence'];
  hour?: number;
  recipients: string[];
  active?: boolean;
}

/** Recipients lower-cased, without duplicates. */
const recipientsOf = (list: string[]) => [...new Set(list.map((r) => r.trim().toLowerCase()))];

/**
 * Scheduled reports (`/api/reporting/v2/schedules`): a report, filter and relative range emailed as PDF
 * or XLSX daily, weekly (Mondays) or monthly (the 1st) at an hour (UTC) to 1–20 recipients; `POST /:id/run`
 * runs one now, `GET /:id/runs` lists its runs. The company's schedules; each runs in its author's scope.
 */
export function registerScheduleRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  const access = (level: 'Read' | 'Create' | 'Update' | 'Delete') => ({ access: { features: ['reports'], level } });

  async function ofCompany(tx: Db, request: FastifyRequest, id: string, lock = false): Promise<ScheduleRow> {
    const row = isUuid(id) ? await tx.one<ScheduleRow>(`SELECT * FROM report_schedules WHERE id = $1 AND company_id = $2${lock ? ' FOR UPDATE' : ''}`, [id, companyOf(request)]) : undefined;
    if (!row) throw notFound('Scheduled report not found');
    return row;
  }

  /** The filter as stored: checked like the report's query; a relative range's dates taken now. */
  function storedFilter(range: RelativeRange, filter: Partial<ReportFilter>, report: ReturnType<typeof savedReport>): ReportFilter {
    const now = new Date();
    const checked = checkReportFilter(range === 'fixed' ? filter : { ...filter, from: undefined, to: undefined }, report, 'data.filter', now);
    return { ...checked, ...relativeRange(range, now, checked) };
  }

  app.get(API.schedules, { config: access('Read'), schema: {} }, async (request) => {
    const rows = await db.query<ScheduleRow>('SELECT * FROM report_schedules WHERE company_id = $1 ORDER BY created_at, id LIMIT 500', [companyOf(request)]);
    const items = rows.rows.map(toSchedule);
    return ok({ items, count: items.length });
  });

  app.get<{ Params: { id: string } }>(`${API.schedules}/:id`, { config: access('Read'), schema: { params: idParams } }, async (request) =>
    ok({ record: toSchedule(await ofCompany(db, request, request.params.id)) }),
  );

  app.post<{ Body: { data: ScheduleInput } }>(API.schedules, { config: access('Create'), schema: { body: createBody } }, async (request, reply) => {
    const data = request.body.data;
    const report = savedReport(db, request.user!, data.report);
    const filter = storedFilter(data.range, data.filter, report);
    const name = data.name.trim();
    if (!name) throw badRequest('name: give the schedule a name', 'data.name');
    const hour = data.hour ?? 6;
    const row = await db.one<ScheduleRow>(
      `INSERT INTO report_schedules (company_id, created_by, report, name, range, filter, format, cadence, hour, recipients, active, next_run_at)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10::text[], $11, $12) RETURNING *`,
      [companyOf(request), request.user!.id, report.name, name, data.range, JSON.stringify(filter), data.format, data.cadence, hour, recipientsOf(data.recipients), data.active ?? true, nextRunAt(data.cadence, hour, new Date())],
    );
    return reply.status(201).send(ok({ record: toSchedule(row!), id: row!.id }));
  });

  app.put<{ Params: { id: string }; Body: { data: Partial<ScheduleInput> & { version: number } } }>(
    `${API.schedules}/:id`,
    { config: access('Update'), schema: { params: idParams, body: updateBody } },
    async (request) => {
      const data = request.body.data;
      const row = await db.transaction(async (tx) => {
        const current = await ofCompany(tx, request, request.params.id, true);
        if (current.version !== data.version) throw conflict(`The schedule changed since you loaded it (version ${current.version}, yours ${data.version}): reload it`, 'data.version');
        // Checked as its author: the schedule runs in the author's scope.
        const author = current.created_by === request.user!.id ? request.user! : await ctx.identity.findUserById(tx, current.created_by);
        if (!author) throw conflict('The schedule\'s author is no longer a user: create a new schedule');
        const report = savedReport(db, author, data.report ?? current.report);
        const range = data.range ?? current.range;
        const filter = storedFilter(range, data.filter ?? jsonOf(current.filter), report);
        const name = (data.name ?? current.name).trim();
        if (!name) throw badRequest('name: give the schedule a name', 'data.name');
        const cadence = data.cadence ?? current.cadence;
        const hour = data.hour ?? current.hour;
        const active = data.active ?? current.active;
        // A new timing, or a schedule switched back on, starts from the next slot after now.
        const retimed = cadence !== current.cadence || hour !== current.hour || (active && !current.active);
        return tx.one<ScheduleRow>(
          `UPDATE report_schedules SET report = $2, name = $3, range = $4, filter = $5::jsonb, format = $6, cadence = $7, hour = $8, recipients = $9::text[], active = $10,
             next_run_at = COALESCE($11, next_run_at), updated_at = now(), version = version + 1
           WHERE id = $1 RETURNING *`,
          [current.id, report.name, name, range, JSON.stringify(filter), data.format ?? current.format, cadence, hour, data.recipients ? recipientsOf(data.recipients) : current.recipients, active, retimed ? nextRunAt(cadence, hour, new Date()) : null],
        );
      });
      return ok({ record: toSchedule(row!) });
    },
  );

  app.delete<{ Params: { id: string } }>(`${API.schedules}/:id`, { config: access('Delete'), schema: { params: idParams } }, async (request) =>
    db.transaction(async (tx) => {
      const current = await ofCompany(tx, request, request.params.id, true);
      await tx.query('DELETE FROM report_schedules WHERE id = $1', [current.id]);
      return ok({ record: { _id: current.id }, message: 'Scheduled report deleted' });
    }),
  );

  app.post<{ Params: { id: string } }>(
    `${API.schedules}/:id/run`,
    { config: access('Update'), schema: { params: idParams } },
    async (request) => {
      const run = await db.transaction(async (tx) => runSchedule(ctx, tx, await ofCompany(tx, request, request.params.id, true), new Date(), false));
      return ok({ record: run });
    },
  );

  app.get<{ Params: { id: string } }>(`${API.schedules}/:id/runs`, { config: access('Read'), schema: { params: idParams } }, async (request) => {
    const schedule = await ofCompany(db, request, request.params.id);
    const rows = await db.query<ScheduleRunRow>(
      'SELECT id, schedule_id, ran_at, status, rows, recipients, error FROM report_schedule_runs WHERE schedule_id = $1 AND company_id = $2 ORDER BY ran_at DESC, id LIMIT 100',
      [schedule.id, schedule.company_id],
    );
    const items = rows.rows.map(toScheduleRun);
    return ok({ items, count: items.length });
  });
}
