import { parse } from 'qs-esm';
import type { ApiResult, HttpClient, Query, RequestOptions } from '../web/HttpClient';
import { toApiResult } from '../../../core/web/http/toApiResult';

/** One request the fake client received. */
export interface FakeRequest {
  method: string;
  /** The path without its query string. */
  path: string;
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A body with an HTTP status, for answers that are not 200: `FakeHttpClient.reply(403, {...})`. */
export interface FakeReply {
  readonly fakeStatus: number;
  readonly body: unknown;
}

/** A canned answer: a response body, a reply with a status, or a function of the request giving either. Throwing simulates a network failure. */
export type FakeAnswer = unknown | ((request: FakeRequest) => unknown | Promise<unknown>);

interface FakeRoute {
  method: string;
  path: string | RegExp;
  answer: FakeAnswer;
  status: number;
}

/**
 * An HttpClient for tests: register answers per method and path, read back what was sent.
 *
 * ```ts
 * const http = new FakeHttpClient()
 *   .on('GET', '/api/orders/orders', { success: true, data: { items: [], count: 0 } })
 *   .on('POST', /^\/api\/orders\/orders\/[^/]+\/$/, (req) => ({ success: true, data: { record: req.body } }));
 * ```
 *
 * Answers go through the same SPEC §8 mapping as the real client (`ok`, `error`, `errorMessage`).
 * A route registered later wins over an earlier one. Unknown routes answer a 404 envelope. An answer
 * function that throws (or rejects) is a network failure (status 0).
 */
export class FakeHttpClient implements HttpClient {
  /** Every request, in order. */
  readonly calls: FakeRequest[] = [];
  private readonly routes: FakeRoute[] = [];

  /** An answer with an HTTP status other than 200. */
  static reply(status: number, body: unknown): FakeReply {
    return { fakeStatus: status, body };
  }

  /** Registers an answer for a method and a path (exact string, or a RegExp tested against the path). */
  on(method: string, path: string | RegExp, answer: (request: FakeRequest) => unknown, options?: { status?: number }): this;
  on(method: string, path: string | RegExp, answer: unknown, options?: { status?: number }): this;
  on(method: string, path: string | RegExp, answer: FakeAnswer, options: { status?: number } = {}): this {
    this.routes.unshift({ method: method.toUpperCase(), path, answer, status: options.status ?? 200 });
    return this;
  }

  /** The requests sent to one method and path. */
  callsTo(method: string, path: string | RegExp): FakeRequest[] {
    return this.calls.filter((call) => call.method === method.toUpperCase() && matches(path, call.path));
  }

  /** Forgets the recorded calls (the answers stay). */
  resetCalls(): void {
    this.calls.length = 0;
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

  /** A registered Blob answer is the file; any other answer is read as an (error) envelope. */
  async download(path: string, options?: RequestOptions): Promise<ApiResult<Blob>> {
    const answer = await this.answer('GET', path, undefined, options);
    if ('error' in answer) return toApiResult<Blob>(0, undefined, { error: answer.error });
    if (answer.body instanceof Blob && answer.status < 400) return { ok: true, status: answer.status, data: answer.body };
    return toApiResult<Blob>(answer.status, answer.body);
  }

  private async send<T>(method: string, fullPath: string, body: unknown, options: RequestOptions = {}): Promise<ApiResult<T>> {
    const answer = await this.answer(method, fullPath, body, options);
    return 'error' in answer ? toApiResult<T>(0, undefined, { error: answer.error }) : toApiResult<T>(answer.status, copy(answer.body));
  }

  /** Records the request and finds its canned answer: a status and body, or a thrown error (a network failure). */
  private async answer(method: string, fullPath: string, body: unknown, options: RequestOptions = {}): Promise<{ status: number; body: unknown } | { error: unknown }> {
    const [path, search] = splitPath(fullPath);
    const query = options.query ?? (search ? (parse(search) as Query) : undefined);
    const request: FakeRequest = { method, path, query, body, headers: options.headers };
    this.calls.push(request);

    const route = this.routes.find((r) => r.method === method && matches(r.path, path));
    if (!route) return { status: 404, body: { success: false, error: { message: `No fake answer for ${method} ${path}`, code: 'NOT_FOUND' } } };
    let answer: unknown;
    try {
      answer = typeof route.answer === 'function' ? await (route.answer as (r: FakeRequest) => unknown)(request) : route.answer;
    } catch (error) {
      return { error };
    }
    return isReply(answer) ? { status: answer.fakeStatus, body: answer.body } : { status: route.status, body: answer };
  }
}

function splitPath(fullPath: string): [string, string | undefined] {
  const at = fullPath.indexOf('?');
  return at < 0 ? [fullPath, undefined] : [fullPath.slice(0, at), fullPath.slice(at + 1)];
}

function matches(pattern: string | RegExp, path: string): boolean {
  return typeof pattern === 'string' ? pattern === path : pattern.test(path);
}

function isReply(value: unknown): value is FakeReply {
  return typeof value === 'object' && value !== null && typeof (value as FakeReply).fakeStatus === 'number' && 'body' in value;
}

/** Each answer is a fresh copy, so a store that keeps it cannot change the canned body. */
function copy(body: unknown): unknown {
  try {
    return structuredClone(body);
  } catch {
    return body;
  }
}
