import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  badRequest, bodyOf, companyOf, conflict, forbidden, iso, isUuid, notFound, ok, type Db, type ReportDefinition, type ReportFilter, type ServerPluginContext,
} from '@portolan/sdk/server';
import { API, RELATIVE_RANGES, type RelativeRange, type ReportViewLayout, type SavedView } from '../../shared/types';
import { checkReportFilter, reportFilterSchema } from './checkReportFilter';
import { relativeRange } from '../../shared/relativeRange';
import { savedReport } from './savedReport';
import { jsonOf } from './scheduleRecord';

const layoutSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    groupBy: { type: 'array', maxItems: 5, items: { type: 'string', maxLength: 60 } },
    // Nullable objects as `type: [object, null]` (one schema, not anyOf: the docs and the property tests read it as the object).
    pivot: { type: ['object', 'null'], required: ['rows', 'columns', 'measure'], additionalProperties: false, properties: { rows: { type: 'string', maxLength: 60 }, columns: { type: 'string', maxLength: 60 }, measure: { type: 'string', maxLength: 60 } } },
    display: { type: 'string', enum: ['chart', 'table', 'both'] },
    sort: { type: ['object', 'null'], required: ['key', 'direction'], additionalProperties: false, properties: { key: { type: 'string', maxLength: 60 }, direction: { type: 'string', enum: ['asc', 'desc'] } } },
  },
} as const;

const VIEW_PROPERTIES = {
  report: { type: 'string', minLength: 1, maxLength: 80 },
  name: { type: 'string', minLength: 1, maxLength: 80 },
  range: { type: 'string', enum: [...RELATIVE_RANGES] },
  filter: reportFilterSchema,
  layout: layoutSchema,
  shared: { type: 'boolean' },
};

const createBody = bodyOf({ type: 'object', additionalProperties: false, required: ['report', 'name', 'range', 'filter'], properties: VIEW_PROPERTIES });
const updateBody = bodyOf({ type: 'object', additionalProperties: false, required: ['version'], properties: { ...VIEW_PROPERTIES, version: { type: 'integer', minimum: 1 } } });
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } };

interface ViewInput {
  report: string;
  name: string;
  range: RelativeRange;
  filter: Partial<ReportFilter>;
  layout?: ReportViewLayout;
  shared?: boolean;
}

interface ViewRow {
  id: string;
  company_id: string;
  created_by: string;
  created_by_name?: string | null;
  report: string;
  name: string;
  range: RelativeRange;
  filter: ReportFilter | string;
  layout: ReportViewLayout | string;
  shared: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  version: number;
}

/** A saved view as answered: its filter's dates re-derived from its range at `now` (a fixed range keeps them). */
function toView(row: ViewRow, now: Date): SavedView {
  const filter = jsonOf(row.filter);
  return {
    _id: row.id,
    report: row.report,
    name: row.name,
    range: row.range,
    filter: { ...filter, ...relativeRange(row.range, now, filter) },
    layout: jsonOf(row.layout),
    shared: row.shared,
    createdBy: row.created_by,
    ...(row.created_by_name ? { createdByName: row.created_by_name } : {}),
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    version: row.version,
  };
}

/** The layout's column names are the report's: group by and pivot rows/columns on dimensions, measures and sort on any column. */
function checkLayout(layout: ReportViewLayout, report: ReportDefinition): void {
  const columns = new Map(report.columns.map((c) => [c.key, c]));
  const dimension = (key: string, field: string) => {
    if (!columns.get(key)?.dimension) throw badRequest(`${field}: ${key} is not a dimension of ${report.name}`, field);
  };
  const column = (key: string, field: string) => {
    if (!columns.has(key)) throw badRequest(`${field}: ${key} is not a column of ${report.name}`, field);
  };
  layout.groupBy?.forEach((key, i) => dimension(key, `data.layout.groupBy.${i}`));
  if (layout.pivot) {
    dimension(layout.pivot.rows, 'data.layout.pivot.rows');
    dimension(layout.pivot.columns, 'data.layout.pivot.columns');
    column(layout.pivot.measure, 'data.layout.pivot.measure');
  }
  if (layout.sort) column(layout.sort.key, 'data.layout.sort.key');
}

/** The filter as stored: checked like the report's query; a relative range's dates taken at `now`. */
function storedFilter(input: Pick<ViewInput, 'filter' | 'range'>, report: ReportDefinition, now: Date): ReportFilter {
  const filter = checkReportFilter(input.range === 'fixed' ? input.filter : { ...input.filter, from: undefined, to: undefined }, report, 'data.filter', now);
  return { ...filter, ...relativeRange(input.range, now, filter) };
}

const SELECT = `SELECT v.*, u.name AS created_by_name FROM report_views v LEFT JOIN users u ON u.id = v.created_by`;

/**
 * Saved report views (`/api/reporting/v2/views`): a report with a filter and relative range, a layout,
 * private to its author or shared with the company. Only the author changes or deletes one (403 on a
 * shared view of someone else, 404 on a private one or another company's).
 */
export function registerViewRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  const access = (level: 'Read' | 'Create' | 'Update' | 'Delete') => ({ access: { features: ['reports'], level } });

  /** The view the caller may see (own, or shared in the company), locked for a write; 404 otherwise. */
  async function visible(tx: Db, request: FastifyRequest, id: string, lock = false): Promise<ViewRow> {
    const row = isUuid(id) ? await tx.one<ViewRow>(`${SELECT} WHERE v.id = $1 AND v.company_id = $2${lock ? ' FOR UPDATE OF v' : ''}`, [id, companyOf(request)]) : undefined;
    if (!row || (!row.shared && row.created_by !== request.user!.id)) throw notFound('Saved view not found');
    return row;
  }
  async function ownForWrite(tx: Db, request: FastifyRequest, id: string): Promise<ViewRow> {
    const row = await visible(tx, request, id, true);
    if (row.created_by !== request.user!.id) throw forbidden('Only its author may change this view');
    return row;
  }
  async function checkNameFree(tx: Db, request: FastifyRequest, report: string, name: string, exceptId: string | null): Promise<void> {
    const taken = await tx.one(
      'SELECT 1 FROM report_views WHERE company_id = $1 AND created_by = $2 AND report = $3 AND name = $4 AND id IS DISTINCT FROM $5::uuid',
      [companyOf(request), request.user!.id, report, name, exceptId],
    );
    if (taken) throw conflict(`You already have a view named "${name}" of this report`, 'data.name');
  }

  app.get<{ Querystring: { report?: string } }>(
    API.views,
    { config: access('Read'), schema: { querystring: { type: 'object', properties: { report: { type: 'string', maxLength: 80 } } } } },
    async (request) => {
      const params: unknown[] = [companyOf(request), request.user!.id];
      const byReport = request.query.report ? ` AND v.report = $${params.push(request.query.report)}` : '';
      const rows = await db.query<ViewRow>(`${SELECT} WHERE v.company_id = $1 AND (v.created_by = $2 OR v.shared)${byReport} ORDER BY v.created_at, v.id LIMIT 500`, params);
      const now = new Date();
      const items = rows.rows.map((r) => toView(r, now));
      return ok({ items, count: items.length });
    },
  );

  app.get<{ Params: { id: string } }>(`${API.views}/:id`, { config: access('Read'), schema: { params: idParams } }, async (request) =>
    ok({ record: toView(await visible(db, request, request.params.id), new Date()) }),
  );

  app.post<{ Body: { data: ViewInput } }>(API.views, { config: access('Create'), schema: { body: createBody } }, async (request, reply) => {
    const data = request.body.data;
    const report = savedReport(db, request.user!, data.report);
    const now = new Date();
    const filter = storedFilter(data, report, now);
    const layout = data.layout ?? {};
    checkLayout(layout, report);
    const name = data.name.trim();
    if (!name) throw badRequest('name: give the view a name', 'data.name');
    const row = await db.transaction(async (tx) => {
      await checkNameFree(tx, request, report.name, name, null);
      const inserted = await tx.one<{ id: string }>(
        'INSERT INTO report_views (company_id, created_by, report, name, range, filter, layout, shared) VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8) RETURNING id',
        [companyOf(request), request.user!.id, report.name, name, data.range, JSON.stringify(filter), JSON.stringify(layout), data.shared ?? false],
      );
      return visible(tx, request, inserted!.id);
    });
    return reply.status(201).send(ok({ record: toView(row, now), id: row.id }));
  });

  app.put<{ Params: { id: string }; Body: { data: Partial<ViewInput> & { version: number } } }>(
    `${API.views}/:id`,
    { config: access('Update'), schema: { params: idParams, body: updateBody } },
    async (request) => {
      const data = request.body.data;
      const now = new Date();
      const row = await db.transaction(async (tx) => {
        const current = await ownForWrite(tx, request, request.params.id);
        if (current.version !== data.version) throw conflict(`The view changed since you loaded it (version ${current.version}, yours ${data.version}): reload it`, 'data.version');
        const report = savedReport(db, request.user!, data.report ?? current.report);
        const range = data.range ?? current.range;
        const filter = storedFilter({ range, filter: data.filter ?? jsonOf(current.filter) }, report, now);
        const layout = data.layout ?? jsonOf(current.layout);
        checkLayout(layout, report);
        const name = (data.name ?? current.name).trim();
        if (!name) throw badRequest('name: give the view a name', 'data.name');
        await checkNameFree(tx, request, report.name, name, current.id);
        await tx.query(
          `UPDATE report_views SET report = $2, name = $3, range = $4, filter = $5::jsonb, layout = $6::jsonb, shared = $7, updated_at = now(), version = version + 1 WHERE id = $1`,
          [current.id, report.name, name, range, JSON.stringify(filter), JSON.stringify(layout), data.shared ?? current.shared],
        );
        return visible(tx, request, current.id);
      });
      return ok({ record: toView(row, now) });
    },
  );

  app.delete<{ Params: { id: string } }>(`${API.views}/:id`, { config: access('Delete'), schema: { params: idParams } }, async (request) =>
    db.transaction(async (tx) => {
      const current = await ownForWrite(tx, request, request.params.id);
      await tx.query('DELETE FROM report_views WHERE id = $1', [current.id]);
      return ok({ record: { _id: current.id }, message: 'Saved view deleted' });
    }),
  );
}
