import { defaultReportFilter, type ReportFilter, type SeedContext } from '@portolan/sdk/server';
import type { RelativeRange, ReportViewLayout } from '../../shared/types';
import { nextRunAt } from '../reports/nextRunAt';
import { relativeRange } from '../../shared/relativeRange';

const ACME_ADMIN = 'shipper@portolan.test';

interface DemoView {
  report: string;
  name: string;
  range: RelativeRange;
  filter?: Partial<ReportFilter>;
  layout: ReportViewLayout;
  shared: boolean;
}

const VIEWS: DemoView[] = [
  { report: 'onTimeByCarrier', name: 'On time by carrier, last 90 days', range: 'last90', layout: { display: 'both', sort: { key: 'carrier', direction: 'asc' } }, shared: true },
  { report: 'monthlyShipments', name: 'TEU this year', range: 'yearToDate', layout: { display: 'chart' }, shared: true },
  { report: 'routeTransitTimeConsistency', name: 'Transit times, previous month', range: 'previousMonth', layout: { display: 'both' }, shared: false },
  { report: 'performanceByDestination', name: 'Maersk FCL from Nhava Sheva', range: 'last365', filter: { carriers: ['MAEU'], origins: ['INNSA'], modes: ['FCL'] }, layout: { display: 'table' }, shared: false },
];

const SCHEDULE = {
  report: 'onTimeByCarrier',
  name: 'Weekly carrier performance',
  range: 'last30' as RelativeRange,
  format: 'pdf',
  cadence: 'weekly' as const,
  hour: 6,
};

/** The filter of a demo view or schedule, its dates taken from its range today. */
function filterOf(range: RelativeRange, narrowing: Partial<ReportFilter> = {}, now = new Date()): ReportFilter {
  const base = { ...defaultReportFilter(now), ...narrowing };
  return { ...base, ...relativeRange(range, now, base) };
}

/**
 * Demo data of the reports: saved views (two shared with Acme Exports, two private) and one weekly
 * scheduled report emailed as PDF, all by Acme's admin (shipper@portolan.test). Idempotent: a view or
 * schedule of the same name is left as it is. Nothing when the demo account does not exist.
 */
export async function seedReports(ctx: Pick<SeedContext, 'db' | 'identity' | 'log'>): Promise<void> {
  const { db, identity } = ctx;
  const admin = await identity.findUserByEmail(db, ACME_ADMIN);
  if (!admin) return;
  await db.transaction(async (tx) => {
    for (const view of VIEWS) {
      await tx.query(
        `INSERT INTO report_views (company_id, created_by, report, name, range, filter, layout, shared) VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)
         ON CONFLICT (company_id, created_by, report, name) DO NOTHING`,
        [admin.companyId, admin.id, view.report, view.name, view.range, JSON.stringify(filterOf(view.range, view.filter)), JSON.stringify(view.layout), view.shared],
      );
    }
    const existing = await tx.one('SELECT 1 FROM report_schedules WHERE company_id = $1 AND name = $2', [admin.companyId, SCHEDULE.name]);
    if (!existing) {
      await tx.query(
        `INSERT INTO report_schedules (company_id, created_by, report, name, range, filter, format, cadence, hour, recipients, next_run_at)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10::text[], $11)`,
        [admin.companyId, admin.id, SCHEDULE.report, SCHEDULE.name, SCHEDULE.range, JSON.stringify(filterOf(SCHEDULE.range)), SCHEDULE.format, SCHEDULE.cadence, SCHEDULE.hour, [ACME_ADMIN], nextRunAt(SCHEDULE.cadence, SCHEDULE.hour, new Date())],
      );
    }
  });
  ctx.log.info({ views: VIEWS.length, schedule: SCHEDULE.name }, 'demo report views and schedule ready');
}
