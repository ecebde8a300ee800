import { reportFilterToQuery, type ReportFilter, type ReportResult } from '../../shared/reports';
import { HttpClient } from '../HttpClient';
import { useAnswer } from '../useAnswer';
import type { LoadState } from '../useLoad';
import { useService } from '../useService';

/** The path of a report's query: `GET /api/reporting/v2/<name>Query`. */
export const reportQueryPath = (name: string) => `/api/reporting/v2/${name}Query`;

/**
 * Loads a report (`GET /api/reporting/v2/<name>Query` with the filter as `reportFilterToQuery`) through
 * the SDK HttpClient: again when the name, the filter or `revision` (the facts changed) changes; older
 * answers never win, the last answer stays shown while the next loads. `undefined` filter: waits.
 */
export function useReport(name: string, filter: ReportFilter | undefined, revision = ''): LoadState<ReportResult> {
  const http = useService(HttpClient);
  const query = filter ? reportFilterToQuery(filter) : undefined;
  const key = query ? `${name}?${new URLSearchParams(query).toString()}#${revision}` : undefined;
  return useAnswer(async () => {
    const answer = await http.get<{ record: ReportResult }>(reportQueryPath(name), { query });
    return { ...answer, data: answer.ok ? answer.data?.record : undefined };
  }, key);
}
