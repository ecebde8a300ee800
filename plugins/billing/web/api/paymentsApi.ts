import { useMemo } from 'react';
import { HttpClient, useService, type ApiResult, type Query } from '@portolan/sdk';
import { BILLING_API, type AgeingReport, type InvoiceRecord, type PaymentInput, type PaymentRecord, type Statement } from '../../shared/types';

const enc = (value: string) => encodeURIComponent(value);

/** An answer reshaped (a record under `{record}`, a list under `{items}`), errors passed through. */
export function mapped<T, U>(answer: ApiResult<T>, reshape: (data: T) => U): ApiResult<U> {
  return answer.ok && answer.data !== undefined ? { ...answer, data: reshape(answer.data) } : { ...answer, data: undefined };
}
/** A record answer, bare or as `{record}`. */
export const bare = <T>(data: T | { record: T }): T => (data && typeof data === 'object' && 'record' in data && !Array.isArray(data) ? (data as { record: T }).record : (data as T));
/** A list answer, as an array or as `{items}`. */
export const itemsOf = <T>(data: T[] | { items: T[] }): T[] => (Array.isArray(data) ? data : (data?.items ?? []));

export type StatementFormat = 'json' | 'pdf' | 'csv';

/** The payments web client (README "Payments" and the invoice calls the payment screens need). */
export function paymentsApi(http: HttpClient) {
  return {
    payment: async (id: string): Promise<ApiResult<PaymentRecord>> => mapped(await http.get<PaymentRecord | { record: PaymentRecord }>(`${BILLING_API.payments}/${enc(id)}`), bare),
    record: async (data: PaymentInput): Promise<ApiResult<PaymentRecord>> => mapped(await http.post<PaymentRecord | { record: PaymentRecord }>(BILLING_API.payments, { data }), bare),
    refund: (id: string, data: { amountMinor: number; reason: string; receivedOn: string }): Promise<ApiResult<unknown>> => http.post(`${BILLING_API.payments}/${enc(id)}/refund`, { data }),
    activity: (id: string): Promise<ApiResult<unknown>> => http.get(`${BILLING_API.payments}/${enc(id)}/activity`),
    ageing: async (side: 'receivables' | 'payables', asOf?: string): Promise<ApiResult<AgeingReport>> =>
      mapped(await http.get<AgeingReport | { record: AgeingReport }>(BILLING_API.ageing, { query: { side, ...(asOf ? { asOf } : {}) } }), bare),
    statement: async (companyId: string, range: { from?: string; to?: string }): Promise<ApiResult<Statement>> =>
      mapped(await http.get<Statement | { record: Statement }>(`${BILLING_API.statements}/${enc(companyId)}`, { query: cleanQuery({ ...range, format: 'json' }) }), bare),
    statementFile: (companyId: string, range: { from?: string; to?: string }, format: 'pdf' | 'csv'): Promise<ApiResult<Blob>> =>
      http.download(`${BILLING_API.statements}/${enc(companyId)}`, { query: cleanQuery({ ...range, format }) }),
    invoice: async (id: string): Promise<ApiResult<InvoiceRecord>> => mapped(await http.get<InvoiceRecord | { record: InvoiceRecord }>(`${BILLING_API.invoices}/${enc(id)}`), bare),
    invoices: async (filter: Record<string, string>, extra?: Query): Promise<ApiResult<InvoiceRecord[]>> =>
      mapped(await http.get<InvoiceRecord[] | { items: InvoiceRecord[] }>(BILLING_API.invoices, { query: { limit: 200, ...extra, filter } }), itemsOf),
    payerDecision: (id: string, action: 'approve' | 'dispute', version: number, note?: string): Promise<ApiResult<unknown>> =>
      http.post(`${BILLING_API.invoices}/${enc(id)}/${action}`, { data: { version, ...(note ? { note } : {}) } }),
  };
}

export type PaymentsApi = ReturnType<typeof paymentsApi>;

/** A query without empty values. */
export function cleanQuery(query: Record<string, string | undefined>): Query {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Query;
}

/** The payments client on the screen's HttpClient. */
export function usePaymentsApi(): PaymentsApi {
  const http = useService(HttpClient);
  return useMemo(() => paymentsApi(http), [http]);
}
