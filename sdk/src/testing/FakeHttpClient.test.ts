import { describe, expect, it } from 'vitest';
import { FakeHttpClient } from './FakeHttpClient';

describe('FakeHttpClient', () => {
  it('answers registered routes and records the calls', async () => {
    const http = new FakeHttpClient().on('GET', '/api/x', { success: true, data: { items: [], count: 0 } });
    const result = await http.get('/api/x', { query: { page: 1 } });
    expect(result).toMatchObject({ ok: true, status: 200, data: { items: [], count: 0 } });
    expect(http.calls).toEqual([{ method: 'GET', path: '/api/x', query: { page: 1 }, body: undefined, headers: undefined }]);
  });

  it('answers a download with a registered Blob, and an envelope as its error', async () => {
    const http = new FakeHttpClient().on('GET', '/api/file', new Blob(['hello'])).on('GET', '/api/gone', FakeHttpClient.reply(404, { success: false, error: { message: 'Gone' } }));
    const file = await http.download('/api/file');
    expect(file.ok).toBe(true);
    expect(await file.data?.text()).toBe('hello');
    expect(await http.download('/api/gone')).toMatchObject({ ok: false, status: 404, errorMessage: 'Gone' });
  });

  it('answers unknown routes with a 404 envelope', async () => {
    const result = await new FakeHttpClient().post('/api/nowhere', { data: {} });
    expect(result).toMatchObject({ ok: false, status: 404, errorMessage: 'No fake answer for POST /api/nowhere' });
  });

  it('lets an answer depend on the request and carry a status', async () => {
    const http = new FakeHttpClient().on('POST', /^\/api\/items\/[^/]+\/$/, (req) =>
      req.body ? { success: true, data: { record: { _id: '1' } } } : FakeHttpClient.reply(400, { success: false, error: { message: 'no body' } }),
    );
    expect((await http.post('/api/items/1/', { data: {} })).ok).toBe(true);
    expect(await http.post('/api/items/1/')).toMatchObject({ ok: false, status: 400, errorMessage: 'no body' });
  });

  it('turns a thrown answer into a network failure', async () => {
    const http = new FakeHttpClient().on('GET', '/api/x', () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await http.get('/api/x')).toMatchObject({ ok: false, status: 0, errorMessage: 'TypeError: Failed to fetch' });
  });

  it('parses a query written into the path', async () => {
    const http = new FakeHttpClient();
    await http.get('/api/orders/summary?filter[status]=open');
    expect(http.calls[0]).toMatchObject({ path: '/api/orders/summary', query: { filter: { status: 'open' } } });
  });
});
