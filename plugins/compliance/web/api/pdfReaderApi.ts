import { useMemo } from 'react';
import { HttpClient, useService, type ApiResult } from '@portolan/sdk';
import type { ExtractionKind } from '../../shared/states';
import { API, type ExtractedInvoice, type ExtractionRecord } from '../../shared/types';

/** The fields of an export bill the reader fills from a shipping bill (what `createInvoice` takes). */
export const INVOICE_FIELDS = ['sbNumber', 'sbDate', 'portCode', 'invoiceNumber', 'invoiceDate', 'invoiceValue', 'currency', 'buyerName', 'buyerCountry'] as const;
export type InvoiceField = (typeof INVOICE_FIELDS)[number];
export type InvoiceFields = Record<InvoiceField, string>;

const enc = (value: string) => encodeURIComponent(value);

function mapped<T, U>(answer: ApiResult<T>, reshape: (data: T) => U): ApiResult<U> {
  return answer.ok && answer.data !== undefined ? { ...answer, data: reshape(answer.data) } : { ...answer, data: undefined };
}
const recordOf = <T>(data: { record: T }): T => data.record;
const itemsOf = <T>(data: T[] | { items: T[] }): T[] => (Array.isArray(data) ? data : (data?.items ?? []));

/** Where each kind of document is read. */
export const READ_PATHS: Record<ExtractionKind, string> = { SHIPPING_BILL: API.pdfShippingBill, BILL_OF_LADING: API.pdfBillOfLading };

/** The PDF reader's web client (API in shared/types.ts): upload and read a PDF, the recent extractions, one extraction and its file, the invoice made from it. */
export function pdfReaderApi(http: HttpClient) {
  return {
    read: async (kind: ExtractionKind, file: File): Promise<ApiResult<ExtractionRecord>> => {
      const form = new FormData();
      form.append('file', file, file.name);
      return mapped(await http.post<{ record: ExtractionRecord }>(READ_PATHS[kind], form), recordOf);
    },
    recent: async (): Promise<ApiResult<ExtractionRecord[]>> => mapped(await http.get<ExtractionRecord[] | { items: ExtractionRecord[] }>(API.pdfExtractions), itemsOf),
    extraction: async (id: string): Promise<ApiResult<ExtractionRecord>> => mapped(await http.get<{ record: ExtractionRecord }>(`${API.pdfExtractions}/${enc(id)}`), recordOf),
    /** The uploaded PDF (the API needs the bearer token, so it comes through the client as a Blob). */
    file: (id: string): Promise<ApiResult<Blob>> => http.download(`${API.pdfExtractions}/${enc(id)}/file`),
    /** Creates the export bill from the confirmed fields: 400 names `data.fields.<name>`, 409 when the extraction already has one. */
    createInvoice: async (extractionId: string, fields: InvoiceFields): Promise<ApiResult<ExtractedInvoice>> =>
      mapped(await http.post<{ record: ExtractedInvoice }>(API.pdfCreateInvoice, { data: { extractionId, fields } }), recordOf),
    invoice: async (billId: string): Promise<ApiResult<ExtractedInvoice>> => mapped(await http.get<{ record: ExtractedInvoice }>(`${API.pdfGetInvoice}/${enc(billId)}`), recordOf),
  };
}

export type PdfReaderApi = ReturnType<typeof pdfReaderApi>;

export function usePdfReaderApi(): PdfReaderApi {
  const http = useService(HttpClient);
  return useMemo(() => pdfReaderApi(http), [http]);
}
