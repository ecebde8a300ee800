import { useMemo } from 'react';
import { HttpClient, useService, type ApiResult, type Query } from '@portolan/sdk';
import type { EGM_ACTIONS, ManifestDirection } from '../../shared/states';
import { API, type EgmFiling, type EgmRecord, type EgmSailing, type EgmShippingBill, type ManifestDetails, type ManifestSummary, type Problem } from '../../shared/types';

/** A record answer (`record(row)`). */
export type One<T> = { record: T; id?: string };
/** A guarded move of an EGM (`POST :id/<action>`). */
export type EgmAction = keyof typeof EGM_ACTIONS;
/** The sailing a new EGM is built from (one row of `GET /api/egm/sailings`). */
export type NewEgm = Pick<EgmSailing, 'vessel' | 'voyage' | 'pol'>;
/** What `PUT /api/egm/manifests/:id` takes: the header and every shipping bill, with the version it was loaded at. */
export interface EgmUpdate {
  version: number;
  vessel: string;
  voyage: string;
  imo: string | null;
  rotationNumber: string | null;
  pol: string;
  customsPortCode: string;
  agentCode: string;
  sailingDate: string;
  shippingBills: EgmShippingBill[];
}
/** `POST :id/validate`: the record (VALIDATED when nothing is wrong) and what is wrong. */
export type ValidateResult = { record: EgmRecord; problems: Problem[] };
/** `GET /api/manifest/` query. */
export type ManifestQuery = { direction?: ManifestDirection; port?: string; search?: string; limit?: number; offset?: number };
/** A page of a list and the count of the whole list. */
export type Page<T> = { items: T[]; count: number };
/** `GET /api/manifest/sailing` query: the sailing and port of one manifest. */
export type SailingKey = { vessel: string; voyage: string; port: string; direction: ManifestDirection };

const enc = (value: string) => encodeURIComponent(value);
const egmPath = (id: string) => `${API.egm}/${enc(id)}`;
const clean = (query: Record<string, unknown>) => Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '' && v !== null)) as Query;

/** An answer's data reshaped (the error stays as it was). */
function mapped<T, U>(answer: ApiResult<T>, reshape: (data: T) => U): ApiResult<U> {
  return answer.ok && answer.data !== undefined ? { ...answer, data: reshape(answer.data) } : { ...answer, data: undefined };
}
const recordOf = <T>(data: One<T>): T => data.record;
const itemsOf = <T>(data: { items: T[] }): T[] => data.items ?? [];

/**
 * The EGM and per-sailing manifest web client (API in shared/types.ts): one typed call per path the
 * screens use that is not the EGM list (that goes through useResourceList). Writes send `{data: …}`
 * with the record's `version` (a stale one is a 409); the client never throws — read `ok` / `errorMessage`.
 */
export function egmApi(http: HttpClient) {
  return {
    path: egmPath,
    manifest: async (id: string): Promise<ApiResult<EgmRecord>> => mapped(await http.get<One<EgmRecord>>(egmPath(id)), recordOf),
    create: async (sailing: NewEgm): Promise<ApiResult<EgmRecord>> => mapped(await http.post<One<EgmRecord>>(API.egm, { data: sailing }), recordOf),
    save: async (id: string, data: EgmUpdate): Promise<ApiResult<EgmRecord>> => mapped(await http.put<One<EgmRecord>>(egmPath(id), { data }), recordOf),
    remove: (id: string): Promise<ApiResult<unknown>> => http.delete(egmPath(id)),
    validate: (id: string, version: number): Promise<ApiResult<ValidateResult>> => http.post<ValidateResult>(`${egmPath(id)}/validate`, { data: { version } }),
    /** EGM_ACTIONS: file with customs, amend, back to draft; a 409 carries the server's message (the state it is in). */
    action: async (id: string, action: EgmAction, version: number): Promise<ApiResult<EgmRecord>> =>
      mapped(await http.post<One<EgmRecord>>(`${egmPath(id)}/${action}`, { data: { version } }), recordOf),
    filings: async (id: string): Promise<ApiResult<EgmFiling[]>> => mapped(await http.get<{ items: EgmFiling[] }>(`${egmPath(id)}/filings`), itemsOf),
    filingFile: (id: string, filingId: string): Promise<ApiResult<Blob>> => http.download(`${egmPath(id)}/filings/${enc(filingId)}/file`),
    sailings: async (): Promise<ApiResult<EgmSailing[]>> => mapped(await http.get<{ items: EgmSailing[] }>(API.egmSailings), itemsOf),
    /** One page of the per-sailing manifests (the server's order: newest date first) and how many there are. */
    manifests: async (query: ManifestQuery): Promise<ApiResult<Page<ManifestSummary>>> =>
      mapped(await http.get<Page<ManifestSummary>>(API.manifest, { query: clean(query) }), (data) => ({ items: data.items ?? [], count: data.count ?? data.items?.length ?? 0 })),
    sailing: async (key: SailingKey): Promise<ApiResult<ManifestDetails>> => mapped(await http.get<One<ManifestDetails>>(API.manifestSailing, { query: clean(key) }), recordOf),
  };
}

export type EgmApi = ReturnType<typeof egmApi>;

/** egmApi over the app's HttpClient, stable across renders. */
export function useEgmApi(): EgmApi {
  const http = useService(HttpClient);
  return useMemo(() => egmApi(http), [http]);
}
