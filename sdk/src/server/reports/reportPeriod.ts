import type { ReportFilter } from '../../shared/reports';
import { SqlParams } from '../resource/sqlParams';

/**
 * SQL conditions for the parts of the report filter an area's own records carry: the date range over
 * one timestamp or date column (`from` 00:00 UTC up to the day after `to`), and origin/destination port
 * columns. Answers `{ where, params }` starting from `params` (pass the company id first).
 */
export function reportPeriodSql(
  filter: ReportFilter,
  columns: { at: string; origin?: string; destination?: string },
  params: SqlParams = new SqlParams(),
): { where: string[]; params: SqlParams } {
  const where = [`${columns.at} >= ${params.add(filter.from, 'date')}`, `${columns.at} < ${params.add(filter.to, 'date')} + 1`];
  if (columns.origin && filter.origins.length > 0) where.push(`${columns.origin} = ANY(${params.add(filter.origins, 'text[]')})`);
  if (columns.destination && filter.destinations.length > 0) where.push(`${columns.destination} = ANY(${params.add(filter.destinations, 'text[]')})`);
  return { where, params };
}
