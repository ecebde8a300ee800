import { useMemo } from 'react';
import { HttpClient, useService, type ApiResult } from '@portolan/sdk';
import { BILLING_API, type AccountingConnection, type AccountingProvider, type InvoiceRecord, type SyncJob } from '../../shared/types';

const enc = (value: string) => encodeURIComponent(value);

/** A list answer, as an array or as `{items, count}`. */
export interface ListOf<T> {
  items: T[];
  count: number;
}
const listOf = <T>(data: T[] | { items?: T[]; count?: number } | undefined): ListOf<T> =>
  Array.isArray(data) ? { items: data, count: data.length } : { items: data?.items ?? [], count: data?.count ?? data?.items?.length ?? 0 };
const listed = <T>(answer: ApiResult<T[] | { items?: T[]; count?: number }>): ApiResult<ListOf<T>> =>
  answer.ok ? { ...answer, data: listOf(answer.data) } : { ...answer, data: undefined };

/** What the connect dialog sends (README "Accounting": `POST /api/accounting/connections`). */
export interface ConnectionInput {
  provider: AccountingProvider;
  externalOrgId: string;
  mode: 'SANDBOX' | 'LIVE';
  settings: Record<string, string>;
}

export interface SyncJobQuery {
  status?: SyncJob['status'];
  limit: number;
  offset: number;
}

/** The provider's updateTds path (README "Accounting"). */
export const updateTdsPath = (provider: AccountingProvider): string => (provider === 'QUICKBOOKS' ? `${BILLING_API.quickbooksUpdateTds}/` : BILLING_API.zohoUpdateTds);

/** The accounting sync web client: connections, the outbox and its retries, updateTds. */
export function accountingApi(http: HttpClient) {
  return {
    connections: async (): Promise<ApiResult<ListOf<AccountingConnection>>> => listed(await http.get<AccountingConnection[]>(BILLING_API.accountingConnections)),
    connect: (data: ConnectionInput): Promise<ApiResult<unknown>> => http.post(BILLING_API.accountingConnections, { data }),
    change: (id: string, data: { status?: AccountingConnection['status']; settings?: Record<string, string>; externalOrgId?: string; version: number }): Promise<ApiResult<unknown>> =>
      http.post(`${BILLING_API.accountingConnections}/${enc(id)}/`, { data }),
    disconnect: (id: string): Promise<ApiResult<unknown>> => http.delete(`${BILLING_API.accountingConnections}/${enc(id)}/`),
    jobs: async (q: SyncJobQuery): Promise<ApiResult<ListOf<SyncJob>>> =>
      listed(await http.get<SyncJob[]>(BILLING_API.accountingJobs, { query: { limit: q.limit, offset: q.offset, ...(q.status ? { filter: { status: q.status } } : {}) } })),
    retry: (id: string): Promise<ApiResult<unknown>> => http.post(`${BILLING_API.accountingJobs}/${enc(id)}/retry`),
    updateTds: (provider: AccountingProvider, data: { invoiceId: string; tdsRate: number }): Promise<ApiResult<unknown>> => http.post(updateTdsPath(provider), { data }),
    /** The company's issued invoices (the TDS picker and the customers to map). */
    issuedInvoices: async (): Promise<ApiResult<ListOf<InvoiceRecord>>> =>
      listed(await http.get<InvoiceRecord[]>(BILLING_API.invoices, { query: { limit: 200, filter: { direction: 'ISSUED', kind: 'INVOICE' }, sort: { issueDate: 'desc' } } })),
  };
}

export type AccountingApi = ReturnType<typeof accountingApi>;

/** The accounting client on the screen's HttpClient. */
export function useAccountingApi(): AccountingApi {
  const http = useService(HttpClient);
  return useMemo(() => accountingApi(http), [http]);
}
