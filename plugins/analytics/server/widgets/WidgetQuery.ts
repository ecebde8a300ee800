import type { Db, ReportAnswer, ReportScope } from '@portolan/sdk/server';
import type { ReportColumn, ReportFilter, ReportSeries } from '@portolan/sdk/shared';

/**
 * One built-in widget's query (its name, title, plan and description come from shared/widgets.ts):
 * the columns and series it answers and its SQL over `analytics_facts`, scoped to `scope.companyId`.
 * registerWidgetReports.ts mounts each through the SDK's defineReport, refreshing the facts first.
 */
export interface WidgetQuery {
  name: string;
  columns: ReportColumn[];
  series: ReportSeries;
  drillKeys: string[];
  run(db: Db, scope: ReportScope, filter: ReportFilter): Promise<ReportAnswer>;
}
