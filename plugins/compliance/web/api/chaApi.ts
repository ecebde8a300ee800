import { useMemo } from 'react';
import { HttpClient, useService, type ApiResult, type Query } from '@portolan/sdk';
import type { ChaState } from '../../shared/states';
import { API, type ChaAssignment, type ChaRecord, type ChaScorecard } from '../../shared/types';

/** What a CHA is created or edited with (`data` of `POST /api/chas` and of the update). */
export interface ChaData {
  name: string;
  licenceNumber: string;
  pan: string | null;
  ports: string[];
  contactName: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
}

/** What `POST /api/chas/assignments` takes. */
export interface NewChaAssignment {
  chaId: string;
  shipmentId: string;
  port: string;
  direction: 'IMPORT' | 'EXPORT';
  note: string | null;
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

/**
 * The customs house agents' web client (shared/types.ts API): one typed call per path the screens use
 * that is not the directory's list (that goes through useResourceList). Writes send `{data: …}`; an
 * update carries the version it was loaded at (a stale one is a 409).
 */
export function chaApi(http: HttpClient) {
  return {
    cha: async (chaId: string): Promise<ApiResult<ChaRecord>> => mapped(await http.get<ChaRecord | One<ChaRecord>>(`${API.chas}/${enc(chaId)}`), bare),
    /** Agents matching a filter (e.g. the active ones serving a port), at most 200. */
    chas: async (filter: { state?: ChaState; port?: string }): Promise<ApiResult<ChaRecord[]>> =>
      mapped(await http.get<ChaRecord[] | { items: ChaRecord[] }>(API.chas, { query: { filter, sort: { name: 'asc' }, limit: 200 } as Query }), itemsOf),
    create: (data: ChaData): Promise<ApiResult<One<ChaRecord>>> => http.post(API.chas, { data }),
    update: (cha: { _id: string; version: number }, data: Partial<ChaData> & { state?: ChaState }): Promise<ApiResult<One<ChaRecord>>> =>
      http.post(`${API.chas}/${enc(cha._id)}/`, { data: { ...data, version: cha.version } }),
    remove: (chaId: string): Promise<ApiResult<unknown>> => http.delete(`${API.chas}/${enc(chaId)}`),

    assignments: async (query: { chaId?: string; shipmentId?: string }): Promise<ApiResult<ChaAssignment[]>> =>
      mapped(await http.get<ChaAssignment[] | { items: ChaAssignment[] }>(API.chaAssignments, { query }), itemsOf),
    assign: (data: NewChaAssignment): Promise<ApiResult<One<ChaAssignment>>> => http.post(API.chaAssignments, { data }),
    unassign: (assignmentId: string): Promise<ApiResult<unknown>> => http.delete(`${API.chaAssignments}/${enc(assignmentId)}`),

    scorecard: async (chaId: string): Promise<ApiResult<ChaScorecard>> => mapped(await http.get<ChaScorecard | One<ChaScorecard>>(`${API.chas}/${enc(chaId)}/scorecard`), bare),
    scorecards: async (): Promise<ApiResult<ChaScorecard[]>> => mapped(await http.get<ChaScorecard[] | { items: ChaScorecard[] }>(API.chaScorecards), itemsOf),
  };
}

export type ChaApi = ReturnType<typeof chaApi>;

/** chaApi over the app's HttpClient, stable across renders. */
export function useChaApi(): ChaApi {
  const http = useService(HttpClient);
  return useMemo(() => chaApi(http), [http]);
}
