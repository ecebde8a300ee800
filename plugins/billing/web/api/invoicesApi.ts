import { useMemo } from 'react';
import { HttpClient, useService, type ApiResult, type Query } from '@portolan/sdk';
import { BILLING_API, type BillingProfile, type InvoiceDraftInput, type InvoiceLineInput, type InvoiceRecord, type PaymentRecord, type ShipmentChargesDraft } from '../../shared/types';

/** A list answer (`list(items, count)`). */
export type Page<T> = { items: T[]; count: number };
/** A shipment as the invoice editor's picker needs it (`GET /api/shipments/v2?search=`). */
export type ShipmentOption = { _id: string; reference: string };
/** A company of the caller's network (`GET /api/auth/v2/network/companies/`). */
export type NetworkCompany = { _id: string; name: string; isOwn?: boolean };

const SHIPMENTS = '/api/shipments/v2';
const NETWORK_COMPANIES = '/api/auth/v2/network/companies/';
export const invoicePath = (id: string) => `${BILLING_API.invoices}/${encodeURIComponent(id)}`;

function mapped<T, U>(answer: ApiResult<T>, reshape: (data: T) => U): ApiResult<U> {
  return answer.ok && answer.data !== undefined ? { ...answer, data: reshape(answer.data) } : { ...answer, data: undefined };
}
/** A record answer, whether sent bare or as `{record}`. */
const bare = <T>(data: T | { record: T }): T => (data && typeof data === 'object' && 'record' in data && !Array.isArray(data) ? (data as { record: T }).record : (data as T));
/** A list answer, whether sent as an array or as `{items}`. */
const itemsOf = <T>(data: T[] | { items: T[] }): T[] => (Array.isArray(data) ? data : (data?.items ?? []));

type One<T> = T | { record: T };

/**
 * The invoices' web client (README.md "Invoices"): one typed call per path the screens use, through the
 * SDK HttpClient (never throws — read `ok`/`errorMessage`). Writes send `{data: …}`; edits and actions
 * send the invoice's `version` (a stale one is a 409).
 */
export function invoicesApi(http: HttpClient) {
  const post = async <T>(path: string, data: unknown): Promise<ApiResult<T>> => mapped(await http.post<One<T>>(path, { data }), bare);
  return {
    list: (query?: Query): Promise<ApiResult<Page<InvoiceRecord>>> => http.get(BILLING_API.invoices, { query }),
    get: async (id: string): Promise<ApiResult<InvoiceRecord>> => mapped(await http.get<One<InvoiceRecord>>(invoicePath(id)), bare),
    create: (data: InvoiceDraftInput) => post<InvoiceRecord>(BILLING_API.invoices, data),
    update: (id: string, data: Partial<InvoiceDraftInput> & { version: number }) => post<InvoiceRecord>(`${invoicePath(id)}/`, data),
    remove: (id: string): Promise<ApiResult<unknown>> => http.delete(`${invoicePath(id)}/`),
    issue: (id: string, data: { version: number; issueDate?: string }) => post<InvoiceRecord>(`${invoicePath(id)}/issue`, data),
    void: (id: string, data: { version: number; reason: string }) => post<InvoiceRecord>(`${invoicePath(id)}/void`, data),
    creditNote: (id: string, data: { lines: InvoiceLineInput[]; reason: string }) => post<InvoiceRecord>(`${invoicePath(id)}/credit-notes`, data),
    approve: (id: string, data: { version: number; note?: string }) => post<InvoiceRecord>(`${invoicePath(id)}/approve`, data),
    dispute: (id: string, data: { version: number; note?: string }) => post<InvoiceRecord>(`${invoicePath(id)}/dispute`, data),
    pdf: (id: string): Promise<ApiResult<Blob>> => http.download(`${invoicePath(id)}/pdf`),
    fromShipment: async (shipmentId: string): Promise<ApiResult<ShipmentChargesDraft>> => mapped(await http.get<One<ShipmentChargesDraft>>(BILLING_API.invoiceDraftFromShipment, { query: { shipmentId } }), bare),
    profile: async (): Promise<ApiResult<BillingProfile>> => mapped(await http.get<One<BillingProfile>>(BILLING_API.billingProfile), bare),
    saveProfile: (data: Partial<BillingProfile>) => post<BillingProfile>(BILLING_API.billingProfile, data),
    /** Payments allocated to an invoice (`filter[invoiceId]`, not yet in the contract: see notes/web-invoices.md). */
    paymentsOf: async (invoiceId: string): Promise<ApiResult<PaymentRecord[]>> => mapped(await http.get<PaymentRecord[] | Page<PaymentRecord>>(BILLING_API.payments, { query: { filter: { invoiceId } } }), itemsOf),
    /** Credit notes against an invoice (`filter[creditsInvoiceId]`, not yet in the contract). */
    creditNotesOf: async (invoiceId: string): Promise<ApiResult<InvoiceRecord[]>> => mapped(await http.get<InvoiceRecord[] | Page<InvoiceRecord>>(BILLING_API.invoices, { query: { filter: { creditsInvoiceId: invoiceId, kind: 'CREDIT_NOTE' } } }), itemsOf),
    shipments: async (search: string): Promise<ApiResult<ShipmentOption[]>> => mapped(await http.get<ShipmentOption[] | Page<ShipmentOption>>(SHIPMENTS, { query: { search, limit: 20 } }), itemsOf),
    companies: async (): Promise<ApiResult<NetworkCompany[]>> => mapped(await http.get<NetworkCompany[] | Page<NetworkCompany>>(NETWORK_COMPANIES), itemsOf),
  };
}

export type InvoicesApi = ReturnType<typeof invoicesApi>;

/** invoicesApi over the app's HttpClient, stable across renders. */
export function useInvoicesApi(): InvoicesApi {
  const http = useService(HttpClient);
  return useMemo(() => invoicesApi(http), [http]);
}
