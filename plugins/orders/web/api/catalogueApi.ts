import { useMemo } from 'react';
import { HttpClient, useService, type ApiResult } from '@portolan/sdk';
import type { BulkUploadKind } from '../../shared/states';
import { ORDERS_API, type BulkUploadLog, type ProductPrice, type SupplierOption } from '../../shared/types';

/** Where each kind of bulk upload is posted and where its logs are read. */
export const UPLOAD_PATHS: Record<BulkUploadKind, { upload: string; logs: string }> = {
  ORDERS: { upload: ORDERS_API.bulkOrderFileUpload, logs: ORDERS_API.bulkOrderLogs },
  PRODUCTS: { upload: ORDERS_API.bulkProducts, logs: ORDERS_API.bulkProductLogs },
};

/** The resources edited through a dialog: the company master, locations and products (defineResource). */
export type CataloguePath = typeof ORDERS_API.companyMaster | typeof ORDERS_API.locations | typeof ORDERS_API.products;

const id = (value: string) => encodeURIComponent(value);

/** The record of an answer (`{record}`), or the record itself. */
function recordOf<T>(data: unknown): T | undefined {
  if (!data || typeof data !== 'object') return undefined;
  return ('record' in data ? (data as { record: T }).record : data) as T;
}
/** The rows of an answer (`{items}`), or the list itself. */
function itemsOf<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  const items = data && typeof data === 'object' ? (data as { items?: unknown }).items : undefined;
  return Array.isArray(items) ? (items as T[]) : [];
}

async function mapped<T>(pending: Promise<ApiResult<unknown>>, read: (data: unknown) => T | undefined): Promise<ApiResult<T>> {
  const result = await pending;
  return { ...result, data: result.ok ? read(result.data) : undefined };
}

/**
 * The orders area's catalogue calls (company master, locations, products, bulk uploads), through the
 * SDK HttpClient. Writes send `{data: …}`; updates send the record's `version` (a stale one is a 409).
 */
export function catalogueApi(http: HttpClient) {
  return {
    /** Creates (no record yet) or updates a company-master entry, a location or a product. */
    save: <T>(path: CataloguePath, record: { _id: string; version: number } | undefined, data: Record<string, unknown>): Promise<ApiResult<T>> =>
      mapped(record ? http.post(`${path}/${id(record._id)}/`, { data: { ...data, version: record.version } }) : http.post(path, { data }), recordOf<T>),
    /** Deactivates or activates a record (an update of `active`). */
    setActive: <T>(path: CataloguePath, record: { _id: string; version: number }, active: boolean): Promise<ApiResult<T>> =>
      mapped(http.post(`${path}/${id(record._id)}/`, { data: { active, version: record.version } }), recordOf<T>),
    suppliers: (search?: string): Promise<ApiResult<SupplierOption[]>> => mapped(http.get(ORDERS_API.suppliers, search ? { query: { search } } : undefined), itemsOf<SupplierOption>),
    productPrices: (productId: string): Promise<ApiResult<ProductPrice[]>> => mapped(http.get(`${ORDERS_API.products}/${id(productId)}/prices`), itemsOf<ProductPrice>),
    /** Posts a CSV or XLSX file (multipart `file`): answers the upload's log, PROCESSING. */
    upload: (kind: BulkUploadKind, file: File): Promise<ApiResult<BulkUploadLog>> => {
      const body = new FormData();
      body.append('file', file, file.name);
      return mapped(http.post(UPLOAD_PATHS[kind].upload, body), recordOf<BulkUploadLog>);
    },
    uploadLog: (kind: BulkUploadKind, logId: string): Promise<ApiResult<BulkUploadLog>> => mapped(http.get(`${UPLOAD_PATHS[kind].logs}/${id(logId)}`), recordOf<BulkUploadLog>),
  };
}
export type CatalogueApi = ReturnType<typeof catalogueApi>;

/** The catalogue calls with the workbench's HTTP client. */
export function useCatalogueApi(): CatalogueApi {
  const http = useService(HttpClient);
  return useMemo(() => catalogueApi(http), [http]);
}
