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

/** How a FetchHttpClient reaches the server and finds the current bearer token. */
export interface FetchHttpClientOptions {
  /** Resolves relative paths (`/api/...`); by default the page's own origin. */
  baseUrl?: string;
  /** The auth token to send as `Authorization: Bearer …`, read afresh for every request. */
  getToken: () => string | undefined;
  /** Replaces the global fetch (tests, server-side rendering). */
  fetch?: typeof fetch;
  /** Per-request timeout; default {@link DEFAULT_TIMEOUT_MS}. */
  timeoutMs?: number;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The SDK HttpClient on the browser's fetch (no HTTP library: ky cost ~8 KiB gz on every page, for
 * a timeout and JSON we do here in a few lines). Sends the bearer token whenever one exists, JSON by
 * default and FormData, Blob, URLSearchParams or ArrayBuffer as is (the browser sets the multipart
 * boundary), queries as bracketed query strings. Never throws: HTTP errors are parsed like
 * successes, network failures and timeouts become `status: 0`, and both carry the SPEC §8 texts.
 * No retries (SPEC §4: no retry is shown).
 */
export class FetchHttpClient implements HttpClient {
  private readonly getToken: () => string | undefined;
  private readonly fetchFn: typeof fetch;
  private readonly baseUrl: string | undefined;
  private readonly timeoutMs: number;

  constructor(options: FetchHttpClientOptions) {
    this.getToken = options.getToken;
    this.fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.baseUrl = options.baseUrl;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  get<T = unknown>(path: string, options?: RequestOptions): Promise<ApiResult<T>> {
    return this.send<T>('GET', path, undefined, options);
  }

  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResult<T>> {
    return this.send<T>('POST', path, body, options);
  }

  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResult<T>> {
    return this.send<T>('PUT', path, body, options);
  }

  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResult<T>> {
    return this.send<T>('PATCH', path, body, options);
  }

  delete<T = unknown>(path: string, options?: RequestOptions): Promise<ApiResult<T>> {
    return this.send<T>('DELETE', path, undefined, options);
  }

  async download(path: string, options: RequestOptions = {}): Promise<ApiResult<Blob>> {
    try {
      const response = await this.request('GET', path, options, '*/*');
      if (response.ok) return { ok: true, status: response.status, data: await response.blob() };
      return toApiResult<Blob>(response.status, await readBody(response));
    } catch (error) {
      return toApiResult<Blob>(0, undefined, { error });
    }
  }

  private async send<T>(method: Method, path: string, body: unknown, options: RequestOptions = {}): Promise<ApiResult<T>> {
    try {
      const response = await this.request(method, path, options, 'application/json', body);
      return toApiResult<T>(response.status, await readBody(response));
    } catch (error) {
      return toApiResult<T>(0, undefined, { error });
    }
  }

  /**
   * One fetch: the URL with its bracketed query, Accept, the bearer token when one exists, the
   * caller's headers, the body, and a signal that aborts on the caller's signal or the timeout.
   */
  private request(method: Method, path: string, options: RequestOptions, accept: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { Accept: accept };
    const token = this.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    let payload: BodyInit | undefined;
    if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams || body instanceof ArrayBuffer) {
      payload = body;
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    Object.assign(headers, options.headers);
    const query = serializeQuery(options.query);
    const url = new URL(query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path, this.baseUrl ?? globalThis.location?.href);
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    // Settles on the signal too, for a fetch that ignores it (a test double, an old polyfill).
    return new Promise<Response>((resolve, reject) => {
      const abort = () => reject(signal.reason);
      if (signal.aborted) return abort();
      signal.addEventListener('abort', abort, { once: true });
      this.fetchFn(url.href, { method, headers, body: payload, signal })
        .then(resolve, reject)
        .finally(() => signal.removeEventListener('abort', abort));
    });
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
