import type { FastifyInstance } from 'fastify';
import { companyOf, defineReport, isUuid, notFound, ok, parseReportFilter, reportQuerySchema, type ServerPluginContext } from '@portolan/sdk/server';
import type { FactorSetInfo } from '../../shared/types';
import { API } from '../../shared/types';
import { refreshIfStale } from '../facts/refreshFacts';
import { CURRENT_FACTOR_SET } from './emissionFactorSets';
import { emissionReportPdf } from './emissionReportPdf';
import { emissionReportXlsx } from './emissionReportXlsx';
import { emissionsByMonthReport } from './emissionsByMonthReport';
import { emissionSummary, shipmentEmission } from './emissionSummary';

const ACCESS = { features: ['emission'], level: 'Read' as const };
const FACTOR_VERSION = { type: 'string', pattern: '^[A-Za-z0-9._-]{1,40}$', description: 'A factor set version to re-run (default: the current one)' } as const;
const { format: _format, ...FILTER_PROPERTIES } = reportQuerySchema.properties;

const summaryQuery = { ...reportQuerySchema, properties: { ...FILTER_PROPERTIES, factorVersion: FACTOR_VERSION } };
const reportQuery = {
  ...reportQuerySchema,
  properties: { ...FILTER_PROPERTIES, factorVersion: FACTOR_VERSION, format: { type: 'string', enum: ['pdf', 'xlsx'], description: 'pdf (default) or xlsx' } },
};

/** The factor set in use, as `/api/emission/factors` answers it. */
export function factorSetInfo(): FactorSetInfo {
  const set = CURRENT_FACTOR_SET;
  return {
    name: set.name,
    version: set.version,
    source: set.source,
    method: `ISO 14083 / GLEC Framework v3: WTW = distance × (dry TEU × dry factor + reefer TEU × reefer factor); WTT = ${set.wttShare} × WTW; TTW = WTW − WTT; shortest feasible sea distance (distance adjustment ${set.distanceAdjustment}).`,
    lanes: set.lanes.map((l) => ({ lane: l.lane, title: l.title, dryWtw: l.dryWtw, reeferWtw: l.reeferWtw, wttShare: set.wttShare })),
  };
}

/**
 * `/api/emission…` (shared/types.ts API) and the `emissionsByMonth` report. Every answer reads the
 * caller's company's rows of `analytics_facts` (its shipments and those shared with it) joined to the
 * emission results by shipment: another company's shipment is a 404.
 */
export function registerEmissionRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;

  app.get<{ Querystring: Record<string, string> }>(
    API.emission,
    { config: { access: ACCESS }, schema: { querystring: summaryQuery } },
    async (request) => {
      const filter = parseReportFilter(request.query);
      await refreshIfStale(ctx);
      return ok({ record: await emissionSummary(db, companyOf(request), filter, request.query.factorVersion) });
    },
  );

  app.get<{ Params: { id: string }; Querystring: { factorVersion?: string } }>(
    `${API.emissionShipment}/:id`,
    {
      config: { access: ACCESS },
      schema: {
        params: { type: 'object', properties: { id: { type: 'string', maxLength: 64 } } },
        querystring: { type: 'object', properties: { factorVersion: FACTOR_VERSION } },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound();
      const record = await shipmentEmission(db, companyOf(request), id, request.query.factorVersion);
      if (!record) throw notFound();
      return ok({ record });
    },
  );

  app.get(API.emissionFactors, { config: { access: ACCESS } }, async () => ok({ record: factorSetInfo() }));

  app.get<{ Querystring: Record<string, string> }>(
    API.emissionReport,
    { config: { access: ACCESS }, schema: { querystring: reportQuery } },
    async (request, reply) => {
      const filter = parseReportFilter(request.query);
      const companyId = companyOf(request);
      await refreshIfStale(ctx);
      const summary = await emissionSummary(db, companyId, filter, request.query.factorVersion);
      const company = await db.one<{ name: string }>('SELECT name FROM companies WHERE id = $1', [companyId]);
      const name = `emissions-${filter.from}-${filter.to}`;
      if (request.query.format === 'xlsx') {
        const bytes = await emissionReportXlsx(summary, company?.name ?? '');
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="${name}.xlsx"`)
          .send(Buffer.from(bytes));
      }
      const pdf = await emissionReportPdf(summary, company?.name ?? '');
      return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${name}.pdf"`).send(pdf);
    },
  );

  defineReport(app, db, {
    ...emissionsByMonthReport,
    async run(reportDb, scope, filter) {
      await refreshIfStale(ctx);
      return emissionsByMonthReport.run(reportDb, scope, filter);
    },
  });
}
