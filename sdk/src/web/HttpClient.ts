import { token } from './Token';

/** A query object, sent as a bracketed query string (`filter[status]=open&sort[eta]=asc`). */
export type Query = Record<string, unknown>;

export interface RequestOptions {
  /** Sent as a bracketed query string. */
  query?: Query;
  /** Aborts the request. */
  signal?: AbortSignal;
  /** Extra headers. */
  headers?: Record<string, string>;
}

/**
 * The outcome of one call. The client never throws for HTTP or network failures: it answers
 * with `ok: false` and the SPEC §8 texts in `errorMessage`.
 */
export interface ApiResult<T = unknown> {
  /** True when the envelope says `success` and carries no `error`. */
  ok: boolean;
  /** HTTP status; 0 when the network failed. */
  status: number;
  /** The envelope's `data`. */
  data?: T;
  /** The whole parsed body. */
  body?: unknown;
  /** The envelope's `error`, or the thrown network error. */
  error?: unknown;
  /** SPEC §8: the error's message, else its string form, else "Server Error" / "Network Error". */
  errorMessage?: string;
}

/** The one HTTP client plugins use: bearer token, JSON by default, FormData as is. */
export interface HttpClient {
  get<T = unknown>(path: string, options?: RequestOptions): Promise<ApiResult<T>>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResult<T>>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResult<T>>;
  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResult<T>>;
  delete<T = unknown>(path: string, options?: RequestOptions): Promise<ApiResult<T>>;
  /** GETs a file: on success `data` is the body as a Blob; a failure carries the SPEC §8 texts of its error envelope. */
  download(path: string, options?: RequestOptions): Promise<ApiResult<Blob>>;
}

export const HttpClient = token<HttpClient>('portolan.sdk.HttpClient');
