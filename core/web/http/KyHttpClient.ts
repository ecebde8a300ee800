import ky, { type KyInstance } from 'ky';
import type { ApiResult, HttpClient, RequestOptions } from '@portolan/sdk';
import { serializeQuery } from './serializeQuery';
import { toApiResult } from './toApiResult';

export { toErrorMessage } from './toErrorMessage';
export { lookupErrorMessage } from './lookupErrorMessage';

/**
 * Request timeout. SPEC §9 says request timeouts are "not shown"; we give up after 30 s, long enough
 * for a slow report query on a poor connection, short enough that a dead server is noticed. The
 * failure then reads as a network failure (SPEC §8: the error's string form).
 */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** How a KyHttpClient reaches the server and finds the current bearer token. */
export interface KyHttpClientOptions {
  /** Resolves relative paths (`/api/...`); by default the page's own origin. */
  baseUrl?: string;
  /** The auth token to send as `Authorization: Bearer …`, read afresh for every request. */
  getToken: () => string | undefined;
  /** Replaces the global fetch (tests, server-side rendering). */
  fetch?: typeof fetch;
  /** Per-request timeout; default {@link DEFAULT_TIMEOUT_MS}. */
  timeoutMs?: number;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * The SDK HttpClient on ky 2. Sends the bearer token whenever one exists, JSON by default and
 * FormData as is (the browser sets the multipart boundary), queries as bracketed query strings.
 * Never throws: HTTP errors are parsed like successes, network failures become `status: 0`, and
 * both carry the SPEC §8 texts. No retries (SPEC §4: no retry is shown).
 */
export class KyHttpClient implements HttpClient {
  private readonly ky: KyInstance;
  private readonly getToken: () => string | undefined;

  constructor(options: KyHttpClientOptions) {
    this.getToken = options.getToken;
    this.ky = ky.create({
      ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
      timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      retry: 0,
      throwHttpErrors: false,
    });
  }

  get<T = unknown>(path: string, options?: RequestOptions): Promise<ApiResult<T>> {
    return this.send<T>('get', path, undefined, options);
  }

  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResult<T>> {
    return this.send<T>('post', path, body, options);
  }

  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResult<T>> {
    return this.send<T>('put', path, body, options);
  }

  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResult<T>> {
    return this.send<T>('patch', path, body, options);
  }

  delete<T = unknown>(path: string, options?: RequestOptions): Promise<ApiResult<T>> {
    return this.send<T>('delete', path, undefined, options);
  }

  async download(path: string, options: RequestOptions = {}): Promise<ApiResult<Blob>> {
    const { url, headers } = this.prepare(path, options, '*/*');
    try {
      const response = await this.ky(url, { method: 'get', headers, signal: options.signal });
      if (response.ok) return { ok: true, status: response.status, data: await response.blob() };
      return toApiResult<Blob>(response.status, await readBody(response));
    } catch (error) {
      return toApiResult<Blob>(0, undefined, { error });
    }
  }

  /** The URL with its bracketed query, and the headers: Accept, the bearer token when one exists, the caller's own. */
  private prepare(path: string, options: RequestOptions, accept: string): { url: string; headers: Record<string, string> } {
    const headers: Record<string, string> = { Accept: accept };
    const token = this.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    Object.assign(headers, options.headers);
    const query = serializeQuery(options.query);
    return { url: query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path, headers };
  }

  private async send<T>(method: Method, path: string, body: unknown, options: RequestOptions = {}): Promise<ApiResult<T>> {
    const { url, headers } = this.prepare(path, options, 'application/json');

    let payload: { json?: unknown; body?: BodyInit } = {};
    if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams || body instanceof ArrayBuffer) {
      payload = { body };
    } else if (body !== undefined) {
      payload = { json: body };
    }

    try {
      const response = await this.ky(url, { method, headers, signal: options.signal, ...payload });
      const parsed = await readBody(response);
      return toApiResult<T>(response.status, parsed);
    } catch (error) {
      return toApiResult<T>(0, undefined, { error });
    }
  }
}

/** The parsed JSON body, or `undefined` when it is empty or not JSON (SPEC §8 then says "Server Error"). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
