import type { FastifyInstance } from 'fastify';
import {
  companyOf, describeReport, forbidden, notFound, ok, parseReportFilter, registeredReport, registeredReports, reportQuerySchema, runReport,
  type ServerPluginContext,
} from '@portolan/sdk/server';
import { API, type Freshness } from '../../shared/types';
import { refreshIfStale } from '../facts/refreshFacts';
import { mayRunReport } from './mayRunReport';
import { reportFileName } from './reportFileName';
import { reportPdf } from './reportPdf';

/**
 * The report catalogue (every registered report the caller may run, in registration order), the facts'
 * freshness, and a report as PDF (`/pdf/<name>` with the report's query; its own access checked).
 */
export function registerCatalogueRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;

  app.get(API.catalogue, { config: { access: {} }, schema: {} }, async (request) => {
    const items = registeredReports(db).filter((report) => mayRunReport(request.user!, report)).map(describeReport);
    return ok({ items, count: items.length });
  });

  app.get(API.freshness, { config: { access: { features: ['dashboard'], level: 'Read' } }, schema: {} }, async (request) => {
    await refreshIfStale(ctx);
    const state = await db.one<{ revision: string | number; refreshed_at: Date | string }>('SELECT revision, refreshed_at FROM analytics_refresh_state WHERE id = 1');
    const count = await db.one<{ n: string | number }>('SELECT count(*) AS n FROM analytics_facts WHERE company_id = $1', [companyOf(request)]);
    const record: Freshness = {
      revision: String(state?.revision ?? '0'),
      refreshedAt: new Date(state?.refreshed_at ?? 0).toISOString(),
      shipments: Number(count?.n ?? 0),
    };
    return ok({ record });
  });

  app.get<{ Params: { name: string }; Querystring: Record<string, string> }>(
    `${API.pdf}/:name`,
    {
      config: { access: {} },
      schema: {
        params: { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 80 } } },
        querystring: reportQuerySchema,
      },
    },
    async (request, reply) => {
      const report = registeredReport(db, request.params.name);
      if (!report) throw notFound('No such report');
      if (!mayRunReport(request.user!, report)) throw forbidden('You are not allowed to run this report');
      const filter = parseReportFilter(request.query);
      const companyId = companyOf(request);
      const result = await runReport(db, report, { companyId, userId: request.user!.id, now: new Date() }, filter);
      const company = await ctx.identity.findCompany(db, companyId);
      const bytes = await reportPdf(result, company?.name ?? '');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${reportFileName(report.name, filter.from, filter.to, 'pdf')}"`)
        .send(bytes);
    },
  );
}
