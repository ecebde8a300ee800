import { useMemo } from 'react';
import { HttpClient, useService, type ApiResult, type ApprovalCriteriaOptions, type ApprovalState } from '@portolan/sdk';
import type { RequisitionState } from '../../shared/states';
import {
  ORDERS_API,
  type LineItemUploadResult,
  type LocationOption,
  type NewOrderRfq,
  type NewRequisition,
  type OrderRfqDetails,
  type Product,
  type RequisitionDetails,
  type SupplierOption,
  type SupplierQuote,
  type SupplierQuoteLineItem,
} from '../../shared/types';

/** A record answer (`ok({record})`, `id` on create). */
export type One<T> = { record: T; id?: string };
/** `GET requisitions/summary`. */
export type RequisitionsSummary = { statuses: Record<RequisitionState, number>; total: number };
/** The award's answer: the RFQ (AWARDED) and the purchase orders it made, one per supplier. */
export type AwardAnswer = { record: OrderRfqDetails; purchaseOrderIds: string[] };
export type AwardLine = { supplierQuoteLineItemId: string; quantity: string };

const id = (value: string) => encodeURIComponent(value);
export const requisitionPath = (requisitionId: string) => `${ORDERS_API.requisitions}/${id(requisitionId)}`;
export const orderRfqPath = (rfqId: string) => `${ORDERS_API.orderRfqs}/${id(rfqId)}`;

/**
 * The rows of a list answer: `{items}` as the SDK's list routes answer, or a bare array (the contract
 * writes some lookups as `T[]`); nothing for anything else.
 */
export function itemsOf<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  const items = (data as { items?: unknown } | null | undefined)?.items;
  return Array.isArray(items) ? (items as T[]) : [];
}

/** The record of an answer: `{record}` as the SDK's record routes answer, or the bare object. */
export function recordOf<T>(data: unknown): T | undefined {
  if (data === null || data === undefined) return undefined;
  if (typeof data === 'object' && 'record' in data) return ((data as { record: T | null }).record ?? undefined) as T | undefined;
  return data as T;
}

/** Reads a list answer through itemsOf, keeping the status and the error. */
async function listOf<T>(answer: Promise<ApiResult<unknown>>): Promise<ApiResult<T[]>> {
  const result = await answer;
  return { ...result, data: result.ok ? itemsOf<T>(result.data) : undefined };
}

/**
 * The web client of requisitions, order RFQs and approval rules (ORDERS_API, shared/types.ts): one typed
 * call per path through the SDK HttpClient (never throws — read `ok`/`errorMessage`). Writes send
 * `{data: …}`; updates and actions send the record's `version` (a stale one is a 409).
 */
export function sourcingApi(http: HttpClient) {
  return {
    // ── Lookups ────────────────────────────────────────────────────────────────────
    /** The catalogue's products whose SKU or name matches. */
    searchProducts: (search: string): Promise<ApiResult<Product[]>> => listOf(http.get(ORDERS_API.products, { query: { search, limit: 20, filter: { active: 'true' } } })),
    locations: (search?: string): Promise<ApiResult<LocationOption[]>> => listOf(http.get(ORDERS_API.listCompanyLocations, { query: search ? { search } : undefined })),
    suppliers: (search?: string): Promise<ApiResult<SupplierOption[]>> => listOf(http.get(ORDERS_API.suppliers, { query: search ? { search } : undefined })),
    /** Lines read from a CSV or XLSX file and checked against the catalogue; nothing is written. */
    uploadLines: async (file: File, target: 'order' | 'requisition'): Promise<ApiResult<LineItemUploadResult>> => {
      const form = new FormData();
      form.append('target', target);
      form.append('file', file, file.name);
      const result = await http.post<LineItemUploadResult | One<LineItemUploadResult>>(ORDERS_API.lineItemUploads, form);
      return { ...result, data: result.ok ? recordOf<LineItemUploadResult>(result.data) : undefined };
    },

    // ── Requisitions ───────────────────────────────────────────────────────────────
    createRequisition: (data: NewRequisition): Promise<ApiResult<One<RequisitionDetails>>> => http.post(ORDERS_API.requisitions, { data }),
    updateRequisition: (requisitionId: string, data: NewRequisition & { version: number }): Promise<ApiResult<One<RequisitionDetails>>> =>
      http.post(`${requisitionPath(requisitionId)}/`, { data }),
    requisitionApproval: (requisitionId: string): Promise<ApiResult<One<ApprovalState | null>>> => http.get(`${requisitionPath(requisitionId)}/approval`),
    decideRequisition: (requisitionId: string, decision: 'APPROVE' | 'REJECT', comment: string): Promise<ApiResult<unknown>> =>
      http.post(`${requisitionPath(requisitionId)}/approval/decide/`, { data: { decision, ...(comment && { comment }) } }),
    remindRequisitionApprovers: (requisitionId: string): Promise<ApiResult<unknown>> => http.post(`${requisitionPath(requisitionId)}/approval/remind/`, { data: {} }),

    // ── Order RFQs ─────────────────────────────────────────────────────────────────
    createOrderRfqFromRequisition: (data: { requisitionId: string; supplierIds: string[]; quoteDeadline: string; title?: string }): Promise<ApiResult<One<OrderRfqDetails>>> =>
      http.post(ORDERS_API.createFromRequisition, { data }),
    createOrderRfq: (data: NewOrderRfq): Promise<ApiResult<One<OrderRfqDetails>>> => http.post(ORDERS_API.createWithLineItems, { data }),
    updateOrderRfq: (rfqId: string, data: Partial<NewOrderRfq> & { version: number }): Promise<ApiResult<One<OrderRfqDetails>>> => http.post(`${orderRfqPath(rfqId)}/`, { data }),
    deleteOrderRfqLines: (rfqId: string, version: number, lineItemIds: string[]): Promise<ApiResult<One<OrderRfqDetails>>> =>
      http.post(ORDERS_API.deleteOrderRfqLineItems, { data: { rfqId, version, lineItemIds } }),
    supplierQuotes: (rfqId: string): Promise<ApiResult<SupplierQuote[]>> => listOf(http.get(ORDERS_API.supplierQuotes, { query: { rfqId } })),
    supplierQuoteLines: (rfqId: string): Promise<ApiResult<SupplierQuoteLineItem[]>> => listOf(http.get(ORDERS_API.supplierQuoteLineItems, { query: { rfqId } })),
    award: (rfqId: string, version: number, awards: AwardLine[]): Promise<ApiResult<AwardAnswer>> => http.post(ORDERS_API.awardSupplierQuotes, { data: { rfqId, version, awards } }),

    // ── Approval rules ─────────────────────────────────────────────────────────────
    rulesCriteria: async (): Promise<ApiResult<ApprovalCriteriaOptions>> => {
      const result = await http.get(ORDERS_API.rulesCriteria);
      return { ...result, data: result.ok ? recordOf<ApprovalCriteriaOptions>(result.data) : undefined };
    },
  };
}

export type SourcingApi = ReturnType<typeof sourcingApi>;

/** sourcingApi over the app's HttpClient, stable across renders. */
export function useSourcingApi(): SourcingApi {
  const http = useService(HttpClient);
  return useMemo(() => sourcingApi(http), [http]);
}
