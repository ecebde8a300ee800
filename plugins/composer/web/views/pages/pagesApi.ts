import { useMemo } from 'react';
import { HttpClient, useService, type ApiResult, type ComposerTree, type ReportDescriptor } from '@portolan/sdk';
import type { ComposedPageRecord, PublicPage } from '../../../shared/types';

/** The composed pages' routes (README.md's table). */
export const PAGES_API = {
  pages: '/api/composer/pages',
  pinned: '/api/composer/pages/pinned',
  published: '/api/composer/published',
  publicPage: '/api/composer/public/page',
  companyLogo: '/api/documents/v2/templates/logo',
  /** Every report the signed-in user may run (the analytics plugin's catalogue). */
  reports: '/api/reporting/v2/catalogue',
} as const;

/** What a share link answers: the public address and when it stops working. */
export interface PageShareLink {
  url: string;
  expiresAt: string;
}

type One<T> = T | { record: T };
const enc = (value: string) => encodeURIComponent(value);
const bare = <T>(data: One<T>): T => (data && typeof data === 'object' && 'record' in data ? (data as { record: T }).record : (data as T));
const itemsOf = <T>(data: T[] | { items: T[] }): T[] => (Array.isArray(data) ? data : (data?.items ?? []));
function mapped<T, U>(answer: ApiResult<T>, reshape: (data: T) => U): ApiResult<U> {
  return answer.ok && answer.data !== undefined ? { ...answer, data: reshape(answer.data) } : { ...answer, data: undefined };
}
const page = (id: string) => `${PAGES_API.pages}/${enc(id)}`;

/**
 * The composed pages' web client: the company's pages (list, create, save with the version it was loaded at,
 * publish, unpublish, pin, unpin, share, unshare, delete), the pinned one, a published one, and a share
 * link's public page (no sign-in). Writes send `{data: …}`; record answers may come bare or as `{record}`.
 */
export function pagesApi(http: HttpClient) {
  const record = async (answer: Promise<ApiResult<One<ComposedPageRecord>>>): Promise<ApiResult<ComposedPageRecord>> => mapped(await answer, bare);
  return {
    /** The company's pages, last updated first; `published` narrows to published (true) or never published (false) ones. */
    list: async (published?: boolean): Promise<ApiResult<ComposedPageRecord[]>> =>
      mapped(await http.get<ComposedPageRecord[] | { items: ComposedPageRecord[] }>(PAGES_API.pages, published === undefined ? undefined : { query: { published } }), itemsOf),
    one: (id: string) => record(http.get(page(id))),
    create: (title: string) => record(http.post(PAGES_API.pages, { data: { title } })),
    save: (id: string, data: { title?: string; tree?: ComposerTree; version: number }) => record(http.post(`${page(id)}/`, { data })),
    publish: (id: string, version: number) => record(http.post(`${page(id)}/publish`, { data: { version } })),
    unpublish: (id: string) => record(http.post(`${page(id)}/unpublish`, { data: {} })),
    pin: (id: string) => record(http.post(`${page(id)}/pin`, { data: {} })),
    unpin: (id: string) => record(http.post(`${page(id)}/unpin`, { data: {} })),
    remove: (id: string): Promise<ApiResult<unknown>> => http.post(`${page(id)}/delete`, { data: {} }),
    share: async (id: string): Promise<ApiResult<PageShareLink>> => mapped(await http.post<One<PageShareLink>>(`${page(id)}/share`, { data: {} }), bare),
    unshare: (id: string): Promise<ApiResult<unknown>> => http.post(`${page(id)}/unshare`, { data: {} }),
    pinned: async (): Promise<ApiResult<ComposedPageRecord | null>> => mapped(await http.get<{ record: ComposedPageRecord | null }>(PAGES_API.pinned), (d) => d?.record ?? null),
    published: (id: string) => record(http.get(`${PAGES_API.published}/${enc(id)}`)),
    reports: async (): Promise<ApiResult<ReportDescriptor[]>> => mapped(await http.get<ReportDescriptor[] | { items: ReportDescriptor[] }>(PAGES_API.reports), itemsOf),
    publicPage: async (token: string): Promise<ApiResult<PublicPage>> => mapped(await http.get<One<PublicPage>>(PAGES_API.publicPage, { query: { token } }), bare),
  };
}

export type PagesApi = ReturnType<typeof pagesApi>;

/** The pages' client on the screen's HttpClient. */
export function usePagesApi(): PagesApi {
  const http = useService(HttpClient);
  return useMemo(() => pagesApi(http), [http]);
}
