import type { UrlQueryState } from '@portolan/sdk';
import type { ReportViewLayout } from '../../../shared/types';

const DISPLAYS = ['chart', 'table', 'both'] as const;

/**
 * A report page's layout from its URL: `groupBy=carrier,pol`, `pivot=carrier.month.shipments`
 * (rows.columns.measure), `display=table`, `sort=shipments.desc`.
 */
export function layoutFromQuery(query: UrlQueryState): ReportViewLayout {
  const layout: ReportViewLayout = {};
  const groupBy = (query.groupBy ?? '').split(',').filter(Boolean);
  if (groupBy.length) layout.groupBy = groupBy;
  const pivot = (query.pivot ?? '').split('.');
  if (pivot.length === 3 && pivot.every(Boolean)) layout.pivot = { rows: pivot[0], columns: pivot[1], measure: pivot[2] };
  if (DISPLAYS.includes(query.display as (typeof DISPLAYS)[number])) layout.display = query.display as ReportViewLayout['display'];
  const sort = /^([A-Za-z0-9_]+)\.(asc|desc)$/.exec(query.sort ?? '');
  if (sort) layout.sort = { key: sort[1], direction: sort[2] as 'asc' | 'desc' };
  return layout;
}

/** The URL values of a layout (each key present, `undefined` to remove it). */
export function layoutToQuery(layout: ReportViewLayout): UrlQueryState {
  return {
    groupBy: layout.groupBy?.length ? layout.groupBy.join(',') : undefined,
    pivot: layout.pivot ? `${layout.pivot.rows}.${layout.pivot.columns}.${layout.pivot.measure}` : undefined,
    display: layout.display,
    sort: layout.sort ? `${layout.sort.key}.${layout.sort.direction}` : undefined,
  };
}
