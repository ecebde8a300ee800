import { useMemo } from 'react';
import { HttpClient, useService, type ApiResult, type Query, type RowProblem } from '@portolan/sdk';
import { DISPUTE_ACTIONS, INVOICE_ACTIONS } from '../../shared/states';
import {
  DND_API,
  type AppliedTariff,
  type CarrierInvoiceDetails,
  type ContainerCost,
  type ContainerDndDetails,
  type ContainerJourneys,
  type DndAlert,
  type DndOverride,
  type DndShipment,
  type DndSummary,
  type DndTariff,
  type Dispute,
  type InventoryContainer,
  type NewCarrierInvoice,
  type NewDndOverride,
  type NewDndTariff,
  type NewInventoryContainer,
  type TariffUploadResult,
} from '../../shared/types';

/** A record answer (`record(row)`). */
export type One<T> = { record: T; id?: string };
export type InvoiceAction = keyof typeof INVOICE_ACTIONS;
export type DisputeAction = keyof typeof DISPUTE_ACTIONS;
/** The summary's period and scope. */
export type SummaryQuery = { from?: string; to?: string; carrier?: string; port?: string };

const enc = (value: string) => encodeURIComponent(value);
export const clean = <T extends Record<string, unknown>>(query: T) => Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '' && v !== null)) as Query;

function mapped<T, U>(answer: ApiResult<T>, reshape: (data: T) => U): ApiResult<U> {
  return answer.ok && answer.data !== undefined ? { ...answer, data: reshape(answer.data) } : { ...answer, data: undefined };
}
/** A figures answer, bare or as `{record}`. */
const bare = <T>(data: T | { record: T }): T => (data && typeof data === 'object' && 'record' in data && !Array.isArray(data) ? (data as { record: T }).record : (data as T));
/** A list answer, as an array or as `{items}`. */
const itemsOf = <T>(data: T[] | { items: T[] }): T[] => (Array.isArray(data) ? data : (data?.items ?? []));

/** The refused rows of an all-or-nothing upload's 400, wherever the envelope carries them (the body's `data.problems`, else `error.problems|details|rows`). */
export function rowProblemsOf(result: ApiResult<unknown>): RowProblem[] {
  const error = (typeof result.error === 'object' && result.error !== null ? result.error : {}) as Record<string, unknown>;
  const body = (typeof result.body === 'object' && result.body !== null ? result.body : {}) as { data?: unknown };
  const data = (typeof body.data === 'object' && body.data !== null ? body.data : {}) as Record<string, unknown>;
  const found = [data.problems, error.problems, error.details, error.rows].find(Array.isArray) as unknown[] | undefined;
  return (found ?? [])
    .filter((p): p is Record<string, unknown> => typeof p === 'object' && p !== null)
    .map((p) => ({ row: Number(p.row ?? 0), field: String(p.field ?? p.column ?? ''), message: String(p.message ?? '') }));
}

/**
 * The D&D web client (DND_API, shared/types.ts): one typed call per path the screens use that is not a
 * plain list (those go through useResourceList). Writes send `{data: …}`; updates and moves the version.
 */
export function dndApi(http: HttpClient) {
  return {
    summary: async (query: SummaryQuery): Promise<ApiResult<DndSummary>> => mapped(await http.get<DndSummary | One<DndSummary>>(DND_API.summary, { query: clean(query) }), bare),
    alerts: async (unread?: boolean): Promise<ApiResult<DndAlert[]>> =>
      mapped(await http.get<DndAlert[] | { items: DndAlert[] }>(DND_API.alerts, { query: unread ? { filter: { unread: 'true' } } : undefined }), itemsOf),
    readAlert: (alertId: string): Promise<ApiResult<unknown>> => http.post(`${DND_API.alerts}/${enc(alertId)}/read/`, { data: {} }),
    container: async (containerId: string): Promise<ApiResult<ContainerDndDetails>> =>
      mapped(await http.get<ContainerDndDetails | One<ContainerDndDetails>>(`${DND_API.containers}/${enc(containerId)}`), bare),
    costs: async (containerIds: string[], returnOn?: string): Promise<ApiResult<ContainerCost[]>> =>
      mapped(await http.get<ContainerCost[] | { items: ContainerCost[] }>(DND_API.costs, { query: clean({ containerIds: containerIds.join(','), returnOn }) }), itemsOf),
    containerRates: async (containerId: string): Promise<ApiResult<AppliedTariff[]>> =>
      mapped(await http.get<AppliedTariff[] | { items: AppliedTariff[] }>(DND_API.containerRates, { query: { containerId } }), itemsOf),
    shipments: async (query?: Query): Promise<ApiResult<DndShipment[]>> => mapped(await http.get<DndShipment[] | { items: DndShipment[] }>(DND_API.shipments, { query }), itemsOf),

    saveTariff: (data: NewDndTariff, existing?: { _id: string; version: number }): Promise<ApiResult<One<DndTariff>>> =>
      existing ? http.post(`${DND_API.rates}/${enc(existing._id)}/`, { data: { ...data, version: existing.version } }) : http.post(DND_API.rates, { data }),
    deleteTariff: (tariffId: string): Promise<ApiResult<unknown>> => http.delete(`${DND_API.rates}/${enc(tariffId)}`),
    uploadTariffs: async (file: File): Promise<ApiResult<TariffUploadResult>> => {
      const form = new FormData();
      form.append('file', file, file.name);
      return mapped(await http.post<TariffUploadResult | One<TariffUploadResult>>(DND_API.ratesBulk, form), bare);
    },
    tariffTemplate: (): Promise<ApiResult<Blob>> => http.download(`${DND_API.ratesBulk}/template`),

    saveOverride: (data: NewDndOverride, existing?: { _id: string; version: number }): Promise<ApiResult<One<DndOverride>>> =>
      existing ? http.post(`${DND_API.overrides}/${enc(existing._id)}/`, { data: { ...data, version: existing.version } }) : http.post(DND_API.overrides, { data }),
    deleteOverride: (overrideId: string): Promise<ApiResult<unknown>> => http.delete(`${DND_API.overrides}/${enc(overrideId)}`),

    invoice: async (invoiceId: string): Promise<ApiResult<CarrierInvoiceDetails>> =>
      mapped(await http.get<CarrierInvoiceDetails | One<CarrierInvoiceDetails>>(`${DND_API.invoices}/${enc(invoiceId)}`), bare),
    createInvoice: (data: NewCarrierInvoice): Promise<ApiResult<One<CarrierInvoiceDetails>>> => http.post(DND_API.invoices, { data }),
    checkInvoice: (invoiceId: string, version: number): Promise<ApiResult<One<CarrierInvoiceDetails>>> => http.post(`${DND_API.invoices}/${enc(invoiceId)}/check/`, { data: { version } }),

    dispute: async (disputeId: string): Promise<ApiResult<Dispute>> => mapped(await http.get<Dispute | One<Dispute>>(`${DND_API.disputes}/${enc(disputeId)}`), bare),
    openDispute: (data: { invoiceId: string; reason: string; amount?: string }): Promise<ApiResult<One<Dispute>>> => http.post(DND_API.disputes, { data }),
    disputeAction: (disputeId: string, action: DisputeAction, data: { version: number; outcomeAmount?: string; note?: string }): Promise<ApiResult<One<Dispute>>> =>
      http.post(`${DND_API.disputes}/${enc(disputeId)}/${action}/`, { data }),
    disputePdf: (disputeId: string): Promise<ApiResult<Blob>> => http.download(`${DND_API.disputes}/${enc(disputeId)}/pdf`),

    saveInventory: (data: NewInventoryContainer, existing?: { _id: string; version: number }): Promise<ApiResult<One<InventoryContainer>>> =>
      existing ? http.post(`${DND_API.inventory}/${enc(existing._id)}/`, { data: { ...data, version: existing.version } }) : http.post(DND_API.inventory, { data }),
    deleteInventory: (containerId: string): Promise<ApiResult<unknown>> => http.delete(`${DND_API.inventory}/${enc(containerId)}`),
    journeys: async (number: string): Promise<ApiResult<ContainerJourneys>> =>
      mapped(await http.get<ContainerJourneys | One<ContainerJourneys>>(`${DND_API.containerShipment}/${enc(number)}`), bare),
  };
}

export type DndApi = ReturnType<typeof dndApi>;

/** dndApi over the app's HttpClient, stable across renders. */
export function useDndApi(): DndApi {
  const http = useService(HttpClient);
  return useMemo(() => dndApi(http), [http]);
}
