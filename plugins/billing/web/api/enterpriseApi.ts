import { useMemo } from 'react';
import { HttpClient, useService, type ApiResult, type Query } from '@portolan/sdk';
import { BILLING_API, type EnterpriseSubscription, type InvoiceRecord, type SubscriptionDocument, type TrackerQuota } from '../../shared/types';
import type { ListOf } from './accountingApi';

const enc = (value: string) => encodeURIComponent(value);
const bare = <T>(data: T | { record: T } | undefined): T | undefined =>
  data && typeof data === 'object' && 'record' in (data as object) ? (data as { record: T }).record : (data as T | undefined);
const recorded = <T>(answer: ApiResult<T | { record: T }>): ApiResult<T> => (answer.ok ? { ...answer, data: bare(answer.data) } : { ...answer, data: undefined });
const listed = <T>(answer: ApiResult<T[] | { items?: T[]; count?: number }>): ApiResult<ListOf<T>> => {
  if (!answer.ok) return { ...answer, data: undefined };
  const d = answer.data;
  return { ...answer, data: Array.isArray(d) ? { items: d, count: d.length } : { items: d?.items ?? [], count: d?.count ?? d?.items?.length ?? 0 } };
};

/** Billing terms a platform admin sets (README "Enterprise subscriptions"). */
export interface SubscriptionTerms {
  companyId: string;
  priceMinor: number;
  currency: string;
  cycle: EnterpriseSubscription['cycle'];
  autoInvoice: boolean;
  version?: number;
}

export interface InvoiceUpload {
  companyId: string;
  periodStart: string;
  periodEnd: string;
  /** Decimal major units ("25000.00"); empty: the subscription's price. */
  amount: string;
  currency: string;
  file?: File;
}

export interface DocumentUpload {
  companyId: string;
  title: string;
  docType: SubscriptionDocument['docType'];
  file: File;
}

/** FormData of the non-empty fields (and the file). */
function formOf(fields: Record<string, string | File | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined && value !== '') form.append(name, value);
  return form;
}

/**
 * The enterprise billing web client. `company` is sent as `?company=` only for a platform admin looking
 * at another company (the server answers 404 to anyone else asking about a company not theirs).
 */
export function enterpriseApi(http: HttpClient) {
  const q = (company?: string): Query | undefined => (company ? { company } : undefined);
  return {
    subscription: async (company?: string): Promise<ApiResult<EnterpriseSubscription>> =>
      recorded(await http.get<EnterpriseSubscription>(BILLING_API.enterpriseSubscription, { query: q(company) })),
    setTerms: (data: SubscriptionTerms): Promise<ApiResult<unknown>> => http.post(BILLING_API.enterpriseSubscription, { data }),
    trackers: async (company?: string): Promise<ApiResult<TrackerQuota>> => recorded(await http.get<TrackerQuota>(BILLING_API.trackers, { query: q(company) })),
    setQuota: (companyId: string, quota: number | null): Promise<ApiResult<unknown>> => http.post(BILLING_API.trackers, { data: { companyId, quota } }),
    invoices: async (company?: string): Promise<ApiResult<ListOf<InvoiceRecord>>> =>
      listed(await http.get<InvoiceRecord[]>(BILLING_API.enterpriseInvoices, { query: { limit: 200, ...q(company) } })),
    uploadInvoice: (u: InvoiceUpload): Promise<ApiResult<unknown>> => http.post(BILLING_API.enterpriseInvoices, formOf({ ...u })),
    replaceInvoiceFile: (id: string, file: File): Promise<ApiResult<unknown>> => http.post(`${BILLING_API.enterpriseInvoices}/${enc(id)}/`, formOf({ file })),
    invoiceFile: (id: string): Promise<ApiResult<Blob>> => http.download(`${BILLING_API.enterpriseInvoices}/${enc(id)}/file`),
    documents: async (company?: string): Promise<ApiResult<ListOf<SubscriptionDocument>>> =>
      listed(await http.get<SubscriptionDocument[]>(BILLING_API.subscriptionDocuments, { query: q(company) })),
    uploadDocument: (u: DocumentUpload): Promise<ApiResult<unknown>> => http.post(BILLING_API.subscriptionDocuments, formOf({ ...u })),
    documentFile: (id: string): Promise<ApiResult<Blob>> => http.download(`${BILLING_API.subscriptionDocuments}/${enc(id)}/file`),
    companies: async (): Promise<ApiResult<ListOf<{ _id: string; name: string }>>> =>
      listed(await http.get<Array<{ _id: string; name: string }>>('/api/companies/all', { query: { limit: 200 } })),
  };
}

export type EnterpriseApi = ReturnType<typeof enterpriseApi>;

/** The enterprise billing client on the screen's HttpClient. */
export function useEnterpriseApi(): EnterpriseApi {
  const http = useService(HttpClient);
  return useMemo(() => enterpriseApi(http), [http]);
}
