import { useMemo } from 'react';
import { HttpClient, reportFilterToQuery, useService, type ApiResult, type ReportDescriptor, type ReportFilter, type ReportResult } from '@portolan/sdk';
import { API, type RelativeRange, type ReportSchedule, type ReportViewLayout, type SavedView, type ScheduleRun } from '../../../shared/types';

/** What `POST API.views` takes. */
export interface NewSavedView {
  report: string;
  name: string;
  range: RelativeRange;
  filter: ReportFilter;
  layout: ReportViewLayout;
  shared: boolean;
}

/** What `POST API.schedules` takes. */
export interface NewSchedule {
  report: string;
  name: string;
  range: RelativeRange;
  filter: ReportFilter;
  format: ReportSchedule['format'];
  cadence: ReportSchedule['cadence'];
  hour: number;
  recipients: string[];
}

type One<T> = { record: T; id?: string };

const enc = (value: string) => encodeURIComponent(value);

function mapped<T, U>(answer: ApiResult<T>, reshape: (data: T) => U): ApiResult<U> {
  return answer.ok && answer.data !== undefined ? { ...answer, data: reshape(answer.data) } : { ...answer, data: undefined };
}
/** A record answer, bare or as `{record}`. */
const bare = <T>(data: T | One<T>): T => (data && typeof data === 'object' && 'record' in data && !Array.isArray(data) ? (data as One<T>).record : (data as T));
/** A list answer, as an array or as `{items}`. */
const itemsOf = <T>(data: T[] | { items: T[] }): T[] => (Array.isArray(data) ? data : (data?.items ?? []));

/** The query path of a report (`GET /api/reporting/v2/<name>Query`, SDK defineReport). */
export const reportQueryPath = (name: string) => `/api/reporting/v2/${enc(name)}Query`;

/**
 * The reports' web client (shared/types.ts API): the catalogue, a report's answer and files, saved views,
 * scheduled reports and their runs. Writes send `{data: …}`; an update carries the version it was loaded at.
 */
export function reportsApi(http: HttpClient) {
  return {
    catalogue: async (): Promise<ApiResult<ReportDescriptor[]>> => mapped(await http.get<ReportDescriptor[] | { items: ReportDescriptor[] }>(API.catalogue), itemsOf),
    /** A report's answer for a filter (the drill list is the report `shipments`). */
    run: async (name: string, filter: ReportFilter): Promise<ApiResult<ReportResult>> =>
      mapped(await http.get<ReportResult | One<ReportResult>>(reportQueryPath(name), { query: reportFilterToQuery(filter) }), bare),
    /** A report's rows as a file (`format=csv|xlsx`). */
    file: (name: string, filter: ReportFilter, format: 'csv' | 'xlsx'): Promise<ApiResult<Blob>> => http.download(reportQueryPath(name), { query: { ...reportFilterToQuery(filter), format } }),
    /** A report as PDF (`GET API.pdf/<name>` with the filter). */
    pdf: (name: string, filter: ReportFilter): Promise<ApiResult<Blob>> => http.download(`${API.pdf}/${enc(name)}`, { query: reportFilterToQuery(filter) }),

    views: async (report?: string): Promise<ApiResult<SavedView[]>> =>
      mapped(await http.get<SavedView[] | { items: SavedView[] }>(API.views, report ? { query: { report } } : undefined), itemsOf),
    view: async (id: string): Promise<ApiResult<SavedView>> => mapped(await http.get<SavedView | One<SavedView>>(`${API.views}/${enc(id)}`), bare),
    createView: (data: NewSavedView): Promise<ApiResult<One<SavedView>>> => http.post(API.views, { data }),
    removeView: (id: string): Promise<ApiResult<unknown>> => http.delete(`${API.views}/${enc(id)}`),

    schedules: async (): Promise<ApiResult<ReportSchedule[]>> => mapped(await http.get<ReportSchedule[] | { items: ReportSchedule[] }>(API.schedules), itemsOf),
    createSchedule: (data: NewSchedule): Promise<ApiResult<One<ReportSchedule>>> => http.post(API.schedules, { data }),
    setActive: (schedule: Pick<ReportSchedule, '_id' | 'version'>, active: boolean): Promise<ApiResult<One<ReportSchedule>>> =>
      http.put(`${API.schedules}/${enc(schedule._id)}`, { data: { active, version: schedule.version } }),
    runNow: (id: string): Promise<ApiResult<unknown>> => http.post(`${API.schedules}/${enc(id)}/run`, {}),
    runs: async (id: string): Promise<ApiResult<ScheduleRun[]>> => mapped(await http.get<ScheduleRun[] | { items: ScheduleRun[] }>(`${API.schedules}/${enc(id)}/runs`), itemsOf),
    removeSchedule: (id: string): Promise<ApiResult<unknown>> => http.delete(`${API.schedules}/${enc(id)}`),
  };
}

export type ReportsApi = ReturnType<typeof reportsApi>;

/** The reports' client on the screen's HttpClient. */
export function useReportsApi(): ReportsApi {
  const http = useService(HttpClient);
  return useMemo(() => reportsApi(http), [http]);
}
