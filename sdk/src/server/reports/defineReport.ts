import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../Db';
import { badRequest } from '../HttpError';
import { ok } from '../envelope';
import { companyOf } from '../companyOf';
import type { RouteAccess } from '../AuthUser';
import type { ReportColumn, ReportDescriptor, ReportFilter, ReportResult, ReportRow, ReportSeries } from '../../shared/reports';
import { reportQuerySchema, parseReportFilter } from './parseReportFilter';
import { reportToCsv } from './reportToCsv';
import { reportToXlsx } from './reportToXlsx';

/** Who asks: the company whose records (own and shared with it) a report reads, the user, and "now". */
export interface ReportScope {
  companyId: string;
  userId: string;
  now: Date;
}

/** What a report's `run` answers; `defineReport` adds the name, title, columns, series, filter and time. */
export interface ReportAnswer {
  rows: ReportRow[];
  totals?: Record<string, number | null>;
  notes?: string[];
}

export interface ReportDefinition extends Omit<ReportDescriptor, 'drillKeys'> {
  /** The route's access (a feature at Read, and the plan feature for a paid report). */
  access: RouteAccess;
  /** Drill keys its query accepts (anything else under `drill.` is a 400). */
  drillKeys?: string[];
  /** Computes the rows, scoped to `scope.companyId`'s own and shared records, in SQL. */
  run(db: Db, scope: ReportScope, filter: ReportFilter): Promise<ReportAnswer>;
}

const registries = new WeakMap<Db, Map<string, ReportDefinition>>();

/** The reports registered on this database's app, in registration order. */
export function registeredReports(db: Db): ReportDefinition[] {
  return [...(registries.get(db)?.values() ?? [])];
}

/** One registered report by name (`monthlyShipments`), or undefined. */
export function registeredReport(db: Db, name: string): ReportDefinition | undefined {
  return registries.get(db)?.get(name);
}

/** The catalogue entry of a report (what `/api/reporting/v2/catalogue` lists). */
export function describeReport(report: ReportDefinition): ReportDescriptor {
  const { name, title, description, area, specName, columns, series } = report;
  return { name, title, description, area, ...(specName ? { specName } : {}), columns, series, drillKeys: report.drillKeys ?? [] };
}

/** Runs a registered report for a scope (the route, a scheduled report, a test). Throws a 400 for a bad filter. */
export async function runReport(db: Db, report: ReportDefinition, scope: ReportScope, filter: ReportFilter): Promise<ReportResult> {
  for (const key of Object.keys(filter.drill)) {
    if (!(report.drillKeys ?? []).includes(key)) throw badRequest(`drill.${key} is not a drill key of ${report.name} (it takes ${(report.drillKeys ?? []).join(', ') || 'none'})`, `drill.${key}`);
  }
  const answer = await report.run(db, scope, filter);
  return {
    name: report.name,
    title: report.title,
    columns: report.columns,
    series: report.series,
    rows: answer.rows,
    ...(answer.totals ? { totals: answer.totals } : {}),
    ...(answer.notes ? { notes: answer.notes } : {}),
    filter,
    generatedAt: scope.now.toISOString(),
  };
}

function scopeOf(request: FastifyRequest): ReportScope {
  return { companyId: companyOf(request), userId: request.user!.id, now: new Date() };
}

/**
 * Mounts `GET /api/reporting/v2/<name>Query` (the filter as query parameters, see `reportFilterToQuery`;
 * `format=csv|xlsx` answers the rows as a file) and lists the report in the catalogue. Every report and
 * dashboard widget of every area goes through here, so they share one filter contract and one answer.
 */
export function defineReport(app: FastifyInstance, db: Db, report: ReportDefinition): ReportDefinition {
  if (!/^[a-z][A-Za-z0-9]*$/.test(report.name)) throw new Error(`Report name "${report.name}" must be camelCase`);
  let reports = registries.get(db);
  if (!reports) registries.set(db, (reports = new Map()));
  if (reports.has(report.name)) throw new Error(`Report "${report.name}" is registered twice`);
  reports.set(report.name, report);
  app.get<{ Querystring: Record<string, string> }>(
    `/api/reporting/v2/${report.name}Query`,
    { config: { access: report.access }, schema: { querystring: reportQuerySchema } },
    async (request, reply) => {
      const filter = parseReportFilter(request.query);
      const result = await runReport(db, report, scopeOf(request), filter);
      const format = request.query.format ?? 'json';
      if (format === 'csv') {
        return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${report.name}-${filter.from}-${filter.to}.csv"`).send(reportToCsv(result));
      }
      if (format === 'xlsx') {
        const bytes = await reportToXlsx(result);
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="${report.name}-${filter.from}-${filter.to}.xlsx"`)
          .send(Buffer.from(bytes));
      }
      return ok({ record: result });
    },
  );
  return report;
}

export type { ReportColumn, ReportSeries };
