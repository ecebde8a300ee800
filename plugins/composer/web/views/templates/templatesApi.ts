import { useMemo } from 'react';
import { HttpClient, Session, useService, type ApiResult, type DocumentSourceInfo, type DocumentTemplateBody, type PrintableDocumentType } from '@portolan/sdk';
import type { CompanyLogoInfo, DocumentTemplateRecord, PreviewRecordOption, TemplateRevisionRecord } from '../../../shared/types';
import { postForPdf } from './postForPdf';

export const TEMPLATES_API = '/api/documents/v2/templates';
const enc = encodeURIComponent;
export const templatePath = (id: string) => `${TEMPLATES_API}/${enc(id)}`;

/** The composer's calls to `/api/documents/v2/templates` (README rows of the server part); one object per client, so effects may depend on it. */
export function useTemplatesApi() {
  const http = useService(HttpClient);
  const session = useService(Session);
  return useMemo(() => templatesApi(http, session), [http, session]);
}

function templatesApi(http: HttpClient, session: Session) {
  return {
    list: () => http.get<{ items: DocumentTemplateRecord[]; count: number }>(TEMPLATES_API, { query: { limit: 200 } }),
    get: (id: string) => http.get<{ record: DocumentTemplateRecord }>(templatePath(id)),
    create: (data: { name: string; documentType: PrintableDocumentType; body: DocumentTemplateBody }) => http.post<{ record: DocumentTemplateRecord; id?: string }>(TEMPLATES_API, { data }),
    save: (id: string, data: { version: number; name: string; body: DocumentTemplateBody }) => http.post<{ record: DocumentTemplateRecord }>(`${templatePath(id)}/`, { data }),
    revisions: (id: string) => http.get<{ items: TemplateRevisionRecord[] }>(`${templatePath(id)}/revisions`),
    revision: (id: string, revision: number) => http.get<{ record: TemplateRevisionRecord }>(`${templatePath(id)}/revisions/${revision}`),
    restore: (id: string, revision: number, version: number) => http.post<{ record: DocumentTemplateRecord }>(`${templatePath(id)}/restore`, { data: { revision, version } }),
    makeDefault: (id: string) => http.post<{ record: DocumentTemplateRecord }>(`${templatePath(id)}/default`, { data: {} }),
    remove: (id: string) => http.post(`${templatePath(id)}/delete`, { data: {} }),
    records: (documentType: PrintableDocumentType, search: string) => http.get<{ items: PreviewRecordOption[] }>(`${TEMPLATES_API}/records`, { query: { documentType, search } }),
    preview: (data: { documentType: PrintableDocumentType; recordId: string; body: DocumentTemplateBody }, signal?: AbortSignal): Promise<ApiResult<Blob>> =>
      postForPdf(`${TEMPLATES_API}/preview`, { data }, session.authToken, signal),
    documentTypes: () => http.get<{ items: DocumentSourceInfo[] }>('/api/documents/v2/documentType', { query: { printable: true } }),
    logo: () => http.download(`${TEMPLATES_API}/logo`),
    logoInfo: () => http.get<{ record: CompanyLogoInfo | null }>(`${TEMPLATES_API}/logo/info`),
    uploadLogo: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return http.post<{ record: CompanyLogoInfo }>(`${TEMPLATES_API}/logo`, form);
    },
    removeLogo: () => http.post(`${TEMPLATES_API}/logo/delete`, { data: {} }),
  };
}
export type TemplatesApi = ReturnType<typeof templatesApi>;
