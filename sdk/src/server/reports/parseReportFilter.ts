import { badRequest } from '../HttpError';
import { REPORT_MAX_DAYS, REPORT_MAX_LIST, REPORT_MODES, defaultReportFilter, type ReportFilter, type ReportMode } from '../../shared/reports';
import { isDay } from '../../shared/days';

const LIST = { type: 'string', maxLength: 1000 } as const;

/** The JSON schema of a report query's parameters (shown in /api/docs; `drill.<key>` values are checked by the report). */
export const reportQuerySchema = {
  type: 'object',
  properties: {
    from: { type: 'string', maxLength: 10, description: 'First day (YYYY-MM-DD, UTC), default 365 days ago' },
    to: { type: 'string', maxLength: 10, description: 'Last day (YYYY-MM-DD, UTC), default today' },
    carriers: { ...LIST, description: 'Comma-separated carrier SCAC codes' },
    origins: { ...LIST, description: 'Comma-separated ports of loading (UN/LOCODE)' },
    destinations: { ...LIST, description: 'Comma-separated ports of discharge (UN/LOCODE)' },
    modes: { ...LIST, description: 'Comma-separated modes (FCL, LCL)' },
    format: { type: 'string', enum: ['json', 'csv', 'xlsx'], description: 'json (default), or the rows as a CSV or XLSX file' },
  },
  patternProperties: { '^drill\\.[A-Za-z]+$': { type: 'string', maxLength: 100 } },
} as const;

const CARRIER = /^[A-Z]{2,4}$/;
const LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;

function list(query: Record<string, string | undefined>, key: string, pattern: RegExp, what: string): string[] {
  const raw = query[key];
  if (raw === undefined || raw.trim() === '') return [];
  const values = [...new Set(raw.split(',').map((v) => v.trim().toUpperCase()).filter(Boolean))];
  if (values.length > REPORT_MAX_LIST) throw badRequest(`${key}: at most ${REPORT_MAX_LIST} values`, key);
  const wrong = values.find((v) => !pattern.test(v));
  if (wrong) throw badRequest(`${key}: "${wrong}" is not ${what}`, key);
  return values;
}

/**
 * The report filter of a query (defaults filled in), or a 400 naming the parameter: days that are not
 * calendar days, `from` after `to`, a range over {@link REPORT_MAX_DAYS} days, malformed codes.
 */
export function parseReportFilter(query: Record<string, string | undefined>, now: Date = new Date()): ReportFilter {
  const base = defaultReportFilter(now);
  const from = query.from?.trim() || base.from;
  const to = query.to?.trim() || base.to;
  if (!isDay(from)) throw badRequest(`from: "${from}" is not a day (YYYY-MM-DD)`, 'from');
  if (!isDay(to)) throw badRequest(`to: "${to}" is not a day (YYYY-MM-DD)`, 'to');
  if (from > to) throw badRequest('to: the range ends before it starts', 'to');
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  if (days > REPORT_MAX_DAYS) throw badRequest(`to: a report covers at most ${REPORT_MAX_DAYS} days`, 'to');
  const modes = list(query, 'modes', /^(FCL|LCL)$/, `a mode (${REPORT_MODES.join(', ')})`) as ReportMode[];
  const drill: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (!key.startsWith('drill.') || value === undefined || value === '') continue;
    if (!/^drill\.[A-Za-z]+$/.test(key)) throw badRequest(`${key} is not a drill key`, key);
    drill[key.slice(6)] = value;
  }
  return {
    from,
    to,
    carriers: list(query, 'carriers', CARRIER, 'a carrier code (SCAC)'),
    origins: list(query, 'origins', LOCODE, 'a port code (UN/LOCODE)'),
    destinations: list(query, 'destinations', LOCODE, 'a port code (UN/LOCODE)'),
    modes,
    drill,
  };
}
