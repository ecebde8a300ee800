import { useMemo } from 'react';
import { HttpClient, useService, type ApiResult, type Query } from '@portolan/sdk';
import type { PartnerBank } from '../../shared/states';
import {
  API,
  type AgeingAnswer,
  type BatchRecord,
  type BatchRow,
  type BillRecord,
  type PartnerLink,
  type Problem,
  type PublicRegularization,
  type RegularizationSettings,
  type RemittanceRecord,
  type ValidateAnswer,
} from '../../shared/types';

/** A record answer (`record(row)`). */
export type One<T> = { record: T };

/** One realization of a bill (a remittance's amount allocated to it by a pushed batch). */
export interface Realization {
  _id: string;
  remittanceId: string;
  remittanceReference: string;
  remittanceDate?: string;
  batchId: string | null;
  /** The bank's reference of the batch that realized it. */
  batchReference?: string | null;
  amount: string;
  currency: string;
  createdAt: string;
}

/** `GET /api/regularization/bills/:id`: the bill with its realizations. */
export type BillDetails = BillRecord & { realizations?: Realization[] };

/** A row of a batch as its details answer it: resolved to shipping bill and IRM numbers, with its problems. */
export interface BatchDetailsRow {
  index: number;
  billId: string | null;
  sbNumber: string | null;
  sbDate: string | null;
  portCode: string | null;
  invoiceNumber: string | null;
  remittanceId: string | null;
  remittanceReference: string | null;
  remittanceDate: string | null;
  amount: string;
  currency: string;
  problems: Problem[];
}

/** `GET /api/regularization/batches/:id`: the batch with its resolved rows. */
export type BatchDetails = BatchRecord & { rows?: BatchDetailsRow[] };

export interface NewBill {
  sbNumber: string;
  sbDate: string;
  portCode: string;
  invoiceNumber: string;
  invoiceDate: string;
  invoiceValue: string;
  currency: string;
  buyerName?: string;
  buyerCountry?: string;
}

/** A bill's edit: every field as the user left it (buyer fields cleared with null). */
export type BillChanges = Omit<NewBill, 'buyerName' | 'buyerCountry'> & { buyerName: string | null; buyerCountry: string | null };

export interface NewRemittance {
  bankReference: string;
  remittanceDate: string;
  amount: string;
  currency: string;
  purposeCode: string;
  remitterName: string;
  remitterCountry?: string;
  bank: PartnerBank;
}

export interface NewPartnerLink {
  bank: PartnerBank;
  email?: string;
  expiresInDays: number;
}

/** What validate and push take: the same body on the workbench and on the partner page. */
export interface ValidateBody {
  bank?: PartnerBank;
  rows: BatchRow[];
}

const enc = (value: string) => encodeURIComponent(value);
const OPEN_PAGE = 200;

function mapped<T, U>(answer: ApiResult<T>, reshape: (data: T) => U): ApiResult<U> {
  return answer.ok && answer.data !== undefined ? { ...answer, data: reshape(answer.data) } : { ...answer, data: undefined };
}
/** A record answer, bare or as `{record}`. */
const bare = <T>(data: T | One<T>): T => (data && typeof data === 'object' && 'record' in data && !Array.isArray(data) ? (data as One<T>).record : (data as T));
const itemsOf = <T>(data: T[] | { items: T[] }): T[] => (Array.isArray(data) ? data : (data?.items ?? []));

/**
 * The regularization web client (API in shared/types.ts) for what is not a plain list (those go through
 * useResourceList). Writes send `{data: …}`; updates carry the version.
 */
export function regularizationApi(http: HttpClient) {
  const list = async <T>(path: string, query: Query): Promise<ApiResult<T[]>> => mapped(await http.get<T[] | { items: T[] }>(path, { query }), itemsOf);
  return {
    bill: async (id: string): Promise<ApiResult<BillDetails>> => mapped(await http.get<BillDetails | One<BillDetails>>(`${API.bills}/${enc(id)}`), bare),
    createBill: (data: NewBill): Promise<ApiResult<One<BillRecord>>> => http.post(API.bills, { data }),
    updateBill: (id: string, data: BillChanges & { version: number }): Promise<ApiResult<One<BillDetails>>> => http.put(`${API.bills}/${enc(id)}`, { data }),
    deleteBill: (id: string, version: number): Promise<ApiResult<unknown>> => http.delete(`${API.bills}/${enc(id)}`, { query: { version } }),
    remittance: async (id: string): Promise<ApiResult<RemittanceRecord>> => mapped(await http.get<RemittanceRecord | One<RemittanceRecord>>(`${API.remittances}/${enc(id)}`), bare),
    createRemittance: (data: NewRemittance): Promise<ApiResult<One<RemittanceRecord>>> => http.post(API.remittances, { data }),
    /** The bills a batch may realize: OPEN and PARTLY_REALIZED, soonest due first. */
    openBills: (): Promise<ApiResult<BillRecord[]>> => list<BillRecord>(API.bills, { filter: { state: 'OPEN,PARTLY_REALIZED' }, sort: { realizationDueDate: 'asc' }, limit: OPEN_PAGE }),
    /** Remittances with an amount still available to match. */
    availableRemittances: (): Promise<ApiResult<RemittanceRecord[]>> => list<RemittanceRecord>(API.remittances, { filter: { available: 'true' }, sort: { remittanceDate: 'desc' }, limit: OPEN_PAGE }),
    validate: async (body: ValidateBody): Promise<ApiResult<ValidateAnswer>> => mapped(await http.post<ValidateAnswer | One<ValidateAnswer>>(API.billsValidate, { data: body }), bare),
    push: async (batchId: string): Promise<ApiResult<BatchRecord>> => mapped(await http.post<One<BatchRecord>>(API.billsPush, { data: { batchId } }), bare),
    batch: async (id: string): Promise<ApiResult<BatchDetails>> => mapped(await http.get<BatchDetails | One<BatchDetails>>(`${API.batches}/${enc(id)}`), bare),
    ageing: async (): Promise<ApiResult<AgeingAnswer>> => mapped(await http.get<AgeingAnswer | One<AgeingAnswer>>(API.ageing), bare),
    settings: async (): Promise<ApiResult<RegularizationSettings & { version?: number }>> =>
      mapped(await http.get<(RegularizationSettings & { version?: number }) | One<RegularizationSettings & { version?: number }>>(API.regularizationSettings), bare),
    saveSettings: async (data: RegularizationSettings & { version?: number }): Promise<ApiResult<RegularizationSettings & { version?: number }>> =>
      mapped(await http.put<One<RegularizationSettings & { version?: number }>>(API.regularizationSettings, { data }), bare),
    createLink: async (data: NewPartnerLink): Promise<ApiResult<PartnerLink>> => mapped(await http.post<PartnerLink | One<PartnerLink>>(API.partnerLinks, { data }), bare),
    revokeLink: (id: string, version: number): Promise<ApiResult<unknown>> => http.post(`${API.partnerLinks}/${enc(id)}/revoke`, { data: { version } }),
  };
}

export type RegularizationApi = ReturnType<typeof regularizationApi>;

/** The partner page's client: only the public endpoints of one signed link. */
export function publicRegularizationApi(http: HttpClient, token: string) {
  const base = `${API.publicRegularization}/${enc(token)}`;
  return {
    load: async (): Promise<ApiResult<PublicRegularization>> => mapped(await http.get<PublicRegularization | One<PublicRegularization>>(base), bare),
    validate: async (body: ValidateBody): Promise<ApiResult<ValidateAnswer>> => mapped(await http.post<ValidateAnswer | One<ValidateAnswer>>(`${base}/validate`, { data: body }), bare),
    push: async (batchId: string): Promise<ApiResult<BatchRecord>> => mapped(await http.post<One<BatchRecord>>(`${base}/push`, { data: { batchId } }), bare),
  };
}

export type PublicRegularizationApi = ReturnType<typeof publicRegularizationApi>;

/** What the match → validate → push flow needs, the same on the workbench and on the partner page (injected, never copied). */
export interface MatchApi {
  validate: (body: ValidateBody) => Promise<ApiResult<ValidateAnswer>>;
  push: (batchId: string) => Promise<ApiResult<BatchRecord>>;
}

/** regularizationApi over the app's HttpClient, stable across renders. */
export function useRegularizationApi(): RegularizationApi {
  const http = useService(HttpClient);
  return useMemo(() => regularizationApi(http), [http]);
}
