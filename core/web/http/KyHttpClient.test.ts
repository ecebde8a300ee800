import { describe, expect, it, vi } from 'vitest';
import { KyHttpClient } from './KyHttpClient';

interface Seen {
  method: string;
  url: string;
  headers: Headers;
  bodyText: string;
}

/** A fetch that records the request and answers with a JSON body (or a raw text). */
function fakeFetch(answer: { status?: number; body?: unknown; text?: string } | (() => Promise<Response>) = {}) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    seen.push({ method: request.method, url: request.url, headers: request.headers, bodyText: await request.clone().text() });
    if (typeof answer === 'function') return answer();
    const text = answer.text ?? JSON.stringify(answer.body ?? { success: true, data: {} });
    return new Response(text, { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

function client(fetch: typeof globalThis.fetch, token?: string, timeoutMs?: number) {
  return new KyHttpClient({ baseUrl: 'http://portolan.test', getToken: () => token, fetch, timeoutMs });
}

describe('KyHttpClient requests', () => {
  it('sends a list query as a bracketed query string', async () => {
    const { fetch, seen } = fakeFetch();
    await client(fetch).get('/api/shipments/v2', { query: { filter: { status: 'open' }, sort: { eta: 'asc' } } });
    expect(seen[0].url).toBe('http://portolan.test/api/shipments/v2?filter[status]=open&sort[eta]=asc');
  });

  it('encodes values, skips nulls and writes arrays with brackets', async () => {
    const { fetch, seen } = fakeFetch();
    await client(fetch).get('/api/x', { query: { q: 'a b&c', ids: ['1', '2'], gone: null, page: 2 } });
    expect(new URL(seen[0].url).search).toBe('?q=a%20b%26c&ids[]=1&ids[]=2&page=2');
  });

  it('sends the bearer token whenever the session has one', async () => {
    const { fetch, seen } = fakeFetch();
    await client(fetch, 'tok-1').get('/api/auth/v2/user/');
    expect(seen[0].headers.get('authorization')).toBe('Bearer tok-1');
  });

  it('sends no Authorization header without a token', async () => {
    const { fetch, seen } = fakeFetch();
    await client(fetch, undefined).get('/api/auth/v2/user/');
    expect(seen[0].headers.has('authorization')).toBe(false);
  });

  it('reads the token afresh for every request', async () => {
    const { fetch, seen } = fakeFetch();
    let token: string | undefined = 'a';
    const http = new KyHttpClient({ baseUrl: 'http://portolan.test', getToken: () => token, fetch });
    await http.get('/api/x');
    token = undefined;
    await http.get('/api/x');
    expect(seen.map((s) => s.headers.get('authorization'))).toEqual(['Bearer a', null]);
  });

  it('sends JSON by default', async () => {
    const { fetch, seen } = fakeFetch();
    await client(fetch).post('/api/orders/orders', { data: { ref: 'PO-1' }, options: {} });
    expect(seen[0].method).toBe('POST');
    expect(seen[0].headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(seen[0].bodyText)).toEqual({ data: { ref: 'PO-1' }, options: {} });
  });

  it('sends FormData as is, not JSON-encoded', async () => {
    const { fetch, seen } = fakeFetch();
    const form = new FormData();
    form.append('file', new Blob(['a,b\n1,2'], { type: 'text/csv' }), 'orders.csv');
    form.append('kind', 'bulk');
    await client(fetch).post('/api/orders/bulkOrderFileUpload', form);
    expect(seen[0].headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0].bodyText).toContain('name="kind"');
    expect(seen[0].bodyText).toContain('a,b\n1,2');
    expect(seen[0].bodyText).not.toContain('{');
  });
});

describe('KyHttpClient answers (SPEC §8)', () => {
  it('answers ok with the envelope data on success', async () => {
    const { fetch } = fakeFetch({ body: { success: true, data: { record: { _id: '1' } } } });
    const result = await client(fetch).get('/api/x/1');
    expect(result).toMatchObject({ ok: true, status: 200, data: { record: { _id: '1' } } });
    expect(result.errorMessage).toBeUndefined();
    expect(result.error).toBeUndefined();
  });

  it('gives "Server Error" for a body lacking success', async () => {
    const { fetch } = fakeFetch({ body: { data: { items: [] } } });
    const result = await client(fetch).get('/api/x');
    expect(result).toMatchObject({ ok: false, status: 200, error: 'Server Error', errorMessage: 'Server Error' });
  });

  it('gives "Server Error" for a body that is not JSON', async () => {
    const { fetch } = fakeFetch({ status: 502, text: '<html>Bad gateway</html>' });
    const result = await client(fetch).get('/api/x');
    expect(result).toMatchObject({ ok: false, status: 502, errorMessage: 'Server Error' });
  });

  it("gives the error's message, without throwing on an HTTP error status", async () => {
    const error = { message: 'Not allowed', code: 'FORBIDDEN' };
    const { fetch } = fakeFetch({ status: 403, body: { success: false, error } });
    const result = await client(fetch).get('/api/x');
    expect(result).toMatchObject({ ok: false, status: 403, error, errorMessage: 'Not allowed' });
  });

  it('gives the error as text when the error is a string', async () => {
    const { fetch } = fakeFetch({ status: 400, body: { success: false, error: 'eta must be a date' } });
    const result = await client(fetch).get('/api/x');
    expect(result).toMatchObject({ ok: false, error: 'eta must be a date', errorMessage: 'eta must be a date' });
  });

  it('is not ok when a body says success but also carries an error', async () => {
    const { fetch } = fakeFetch({ body: { success: true, error: { message: 'Partly failed' } } });
    const result = await client(fetch).get('/api/x');
    expect(result).toMatchObject({ ok: false, errorMessage: 'Partly failed' });
  });

  it('gives "Server Error" for an error without message or text', async () => {
    const { fetch } = fakeFetch({ status: 500, body: { success: false, error: { code: 'X' } } });
    const result = await client(fetch).get('/api/x');
    expect(result.errorMessage).toBe('Server Error');
  });

  it("gives a network failure's string form, with status 0", async () => {
    const failure = new TypeError('Failed to fetch');
    const { fetch } = fakeFetch(() => Promise.reject(failure));
    const result = await client(fetch).get('/api/x');
    expect(result.ok).toBe(false);
    expect(result.status).toBe(0);
    expect(result.error).toBe(failure);
    expect(result.errorMessage).toBe('TypeError: Failed to fetch');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('treats a timeout as a network failure', async () => {
    const { fetch } = fakeFetch(() => new Promise<Response>(() => undefined));
    const result = await client(fetch, undefined, 20).get('/api/slow');
    expect(result).toMatchObject({ ok: false, status: 0 });
    expect(result.errorMessage).toMatch(/^TimeoutError: /);
  });

  it("gives up when the caller's signal aborts", async () => {
    // Like the browser's fetch: no answer, until the request's signal aborts.
    const fetch = vi.fn(
      (input: Request | string | URL) =>
        new Promise<Response>((_, reject) => {
          const { signal } = input as Request;
          if (signal.aborted) reject(signal.reason);
          signal.addEventListener('abort', () => reject(signal.reason), { once: true });
        }),
    ) as unknown as typeof globalThis.fetch;
    const controller = new AbortController();
    const pending = client(fetch).get('/api/slow', { signal: controller.signal });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    controller.abort(new Error('Left the page'));
    expect(await pending).toMatchObject({ ok: false, status: 0, errorMessage: 'Error: Left the page' });
  });

  it('does not retry a failed request', async () => {
    const { fetch } = fakeFetch({ status: 503, body: { success: false, error: { message: 'busy' } } });
    await client(fetch).get('/api/x');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('KyHttpClient without a base URL', () => {
  it('resolves /api paths against the page origin', async () => {
    const { fetch, seen } = fakeFetch();
    await new KyHttpClient({ getToken: () => undefined, fetch }).get('/api/x');
    expect(seen[0].url).toBe(`${window.location.origin}/api/x`);
  });
});

describe('KyHttpClient downloads', () => {
  it('answers the file as a Blob, with the bearer token', async () => {
    const { fetch, seen } = fakeFetch(async () => new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } }));
    const result = await client(fetch, 'tok').download('/api/documents/v2/d1/download');
    expect(result.ok).toBe(true);
    expect(await result.data?.text()).toBe('%PDF-1.7');
    expect(seen[0].headers.get('authorization')).toBe('Bearer tok');
  });

  it('gives the SPEC §8 text of a failed download', async () => {
    const { fetch } = fakeFetch({ status: 404, body: { success: false, error: { message: 'Document not found' } } });
    const result = await client(fetch).download('/api/documents/v2/x/download');
    expect(result).toMatchObject({ ok: false, status: 404, errorMessage: 'Document not found' });
    expect(result.data).toBeUndefined();
  });
});
