import { useMemo } from 'react';
import { HttpClient, useService, type ApiResult } from '@portolan/sdk';
import type { KycDocType, KycState } from '../../shared/states';
import { API, kycDocumentPath, type KycDocument, type KycOverview } from '../../shared/types';

/** What an upload sends besides the file (dates `YYYY-MM-DD`, empty when not given). */
export interface KycUpload {
  number: string;
  issuedOn: string;
  expiresOn: string;
  file: File;
}

/** `GET /api/companies/:id/documents/:docType`: the current document and the older ones of the type. */
export interface KycTypeAnswer {
  record: KycDocument | null;
  history: KycDocument[];
}


const enc = (value: string) => encodeURIComponent(value);

function mapped<T, U>(answer: ApiResult<T>, reshape: (data: T) => U): ApiResult<U> {
  return answer.ok && answer.data !== undefined ? { ...answer, data: reshape(answer.data) } : { ...answer, data: undefined };
}
/** The overview, bare or as `{record}`. */
const bare = <T extends object>(data: T | { record: T }): T => ('record' in data ? data.record : data);
const itemsOf = <T>(data: T[] | { items: T[] }): T[] => (Array.isArray(data) ? data : (data?.items ?? []));

/** The KYC web client (SPEC §7 `/api/companies/{id}/documents/{docType}`, the platform admin's `/api/kyc/…`). */
export function kycApi(http: HttpClient) {
  return {
    overview: async (companyId: string): Promise<ApiResult<KycOverview>> => mapped(await http.get<KycOverview | { record: KycOverview }>(`/api/companies/${enc(companyId)}/documents`), bare),
    ofType: async (companyId: string, docType: KycDocType): Promise<ApiResult<KycTypeAnswer>> =>
      mapped(await http.get<{ record: KycDocument | null; history?: KycDocument[] }>(kycDocumentPath(enc(companyId), docType)), (d) => ({ record: d.record ?? null, history: d.history ?? [] })),
    upload: (companyId: string, docType: KycDocType, upload: KycUpload): Promise<ApiResult<{ record: KycDocument }>> => {
      const form = new FormData();
      form.append('number', upload.number);
      if (upload.issuedOn) form.append('issuedOn', upload.issuedOn);
      if (upload.expiresOn) form.append('expiresOn', upload.expiresOn);
      form.append('file', upload.file, upload.file.name);
      return http.post(kycDocumentPath(enc(companyId), docType), form);
    },
    file: (companyId: string, docType: KycDocType): Promise<ApiResult<Blob>> => http.download(`${kycDocumentPath(enc(companyId), docType)}/file`),
    reviews: async (state: KycState): Promise<ApiResult<KycDocument[]>> => mapped(await http.get<KycDocument[] | { items: KycDocument[] }>(API.kycReviews, { query: { state } }), itemsOf),
    verify: (documentId: string): Promise<ApiResult<{ record: KycDocument }>> => http.post(`${API.kycDocuments}/${enc(documentId)}/verify`, { data: {} }),
    reject: (documentId: string, reason: string): Promise<ApiResult<{ record: KycDocument }>> => http.post(`${API.kycDocuments}/${enc(documentId)}/reject`, { data: { reason } }),
    /** A document's file as the platform admin opens it. */
    reviewFile: (documentId: string): Promise<ApiResult<Blob>> => http.download(`${API.kycDocuments}/${enc(documentId)}/file`),
  };
}

export type KycApi = ReturnType<typeof kycApi>;

export function useKycApi(): KycApi {
  const http = useService(HttpClient);
  return useMemo(() => kycApi(http), [http]);
}
