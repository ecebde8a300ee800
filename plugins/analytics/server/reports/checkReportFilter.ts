import { HttpError, badRequest, parseReportFilter, reportFilterToQuery, REPORT_MAX_LIST, type ReportDefinition, type ReportFilter } from '@portolan/sdk/server';

const LIST = { type: 'array', maxItems: REPORT_MAX_LIST, items: { type: 'string', maxLength: 20 } } as const;

/** The JSON schema of a report filter in a body (a saved view's or a schedule's); what it means is checked by {@link checkReportFilter}. */
export const reportFilterSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    from: { type: 'string', maxLength: 10, description: 'First day (YYYY-MM-DD); re-derived from the range unless it is fixed' },
    to: { type: 'string', maxLength: 10, description: 'Last day (YYYY-MM-DD)' },
    carriers: LIST,
    origins: LIST,
    destinations: LIST,
    modes: LIST,
    drill: { type: 'object', maxProperties: 20, additionalProperties: { type: 'string', maxLength: 100 } },
  },
} as const;

/**
 * A stored filter checked with the report query's own rules (`parseReportFilter`: calendar days, the
 * range's length, codes; defaults filled in) and the report's drill keys, or a 400 naming
 * `<field>.<name>` (e.g. `data.filter.from`, `data.filter.drill.carrier`).
 */
export function checkReportFilter(filter: Partial<ReportFilter>, report: ReportDefinition, field = 'data.filter', now: Date = new Date()): ReportFilter {
  let parsed: ReportFilter;
  try {
    parsed = parseReportFilter(reportFilterToQuery(filter), now);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) throw badRequest(error.message, `${field}.${error.field ?? ''}`.replace(/\.$/, ''));
    throw error;
  }
  for (const key of Object.keys(parsed.drill)) {
    if (!(report.drillKeys ?? []).includes(key)) throw badRequest(`drill.${key} is not a drill key of ${report.name}`, `${field}.drill.${key}`);
  }
  return parsed;
}
