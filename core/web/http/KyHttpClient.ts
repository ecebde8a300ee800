import ky, { isNetworkError, type KyInstance } from 'ky';
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
 * FormData, Blob, URLSearchParams or ArrayBuffer as is (the browser sets the multipart boundary),
 * queries as bracketed query strings. Gives up after the timeout or when the caller's signal aborts.
 * Never throws: HTTP errors are parsed like successes, network failures, timeouts and aborts become
 * `status: 0`, and both carry the SPEC §8 texts. No retries (SPEC §4: no retry is shown).
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
    try {
      const response = await this.request('get', path, options, '*/*');
      if (response.ok) return { ok: true, status: response.status, data: await response.blob() };
      return toApiResult<Blob>(response.status, await readBody(response));
    } catch (error) {
      return toApiResult<Blob>(0, undefined, { error: failureOf(error) });
    }
  }

  private async send<T>(method: Method, path: string, body: unknown, options: RequestOptions = {}): Promise<ApiResult<T>> {
    try {
      const response = await this.request(method, path, options, 'application/json', body);
      return toApiResult<T>(response.status, await readBody(response));
    } catch (error) {
      return toApiResult<T>(0, undefined, { error: failureOf(error) });
    }
  }

  /**
   * One ky request: the URL with its bracketed query, Accept, the bearer token when one exists, the
   * caller's headers and signal, the body (JSON unless the browser sends it as is).
   */
  private request(method: Method, path: string, options: RequestOptions, accept: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { Accept: accept };
    const token = this.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    Object.assign(headers, options.headers);
    const query = serializeQuery(options.query);
    const url = query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
    let payload: { json?: unknown; body?: BodyInit } = {};
    if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams || body instanceof ArrayBuffer) {
      payload = { body };
    } else if (body !== undefined) {
      payload = { json: body };
    }
    return this.ky(url, { method, headers, signal: options.signal, ...payload });
  }
}

/**
 * What a failed request reports (SPEC §8: its string form): ky wraps the fetch's own network failure
 * in a NetworkError naming the URL; the person sees the browser's text ("TypeError: Failed to
 * fetch"), as the SDK's FakeHttpClient gives it. Timeouts (ky's TimeoutError) and the caller's abort
 * reason pass as they are.
 */
function failureOf(error: unknown): unknown {
  return isNetworkError(error) && error.cause !== undefined ? error.cause : error;
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
