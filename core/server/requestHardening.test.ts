import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import multipart from '@fastify/multipart';
import { dataBody, defineServerPlugin, ok } from '@portolan/sdk/server';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import { toErrorReply } from './toErrorReply';

/** Routes as plugins write them: shared schemas, a raw SQL insert, an upload. */
const probe = defineServerPlugin({
  id: 'hardening-probe',
  migrations: [{ name: '001', sql: 'CREATE TABLE hardening_notes (id serial PRIMARY KEY, text text NOT NULL);' }],
  async routes(app, { db }) {
    await app.register(multipart, { limits: { fileSize: 1024, files: 1 } });
    const open = { access: { public: true } };
    app.post<{ Body: { data: { text: string } } }>('/api/hp/notes', { config: open, schema: { body: dataBody({ text: { type: 'string' } }, ['text']) } }, async (request) => {
      const row = await db.one<{ id: number }>('INSERT INTO hardening_notes (text) VALUES ($1) RETURNING id', [request.body.data.text]);
      return ok({ id: row!.id });
    });
    app.get<{ Params: { id: string } }>('/api/hp/notes/:id', { config: open }, async (request) => {
      const row = await db.one('SELECT id FROM hardening_notes WHERE text = $1', [request.params.id]);
      return ok({ found: !!row });
    });
    app.get<{ Querystring: { q?: string } }>('/api/hp/search', { config: open, schema: { querystring: { type: 'object', properties: { q: { type: 'string' } } } } }, async (request) => {
      const rows = await db.query('SELECT id FROM hardening_notes WHERE text = $1', [request.query.q ?? '']);
      return ok({ count: rows.rows.length });
    });
    app.get('/api/hp/plain', { config: open }, async () => ok({ plain: true }));
    app.post(
      '/api/hp/nested',
      {
        config: open,
        schema: {
          body: {
            type: 'object',
            required: ['data'],
            properties: { data: { type: 'object', properties: { address: { type: 'object', properties: { city: { type: 'string' } } }, meta: { type: 'object' } } } },
          },
        },
      },
      async (request) => ok(request.body),
    );
    app.post('/api/hp/upload', { config: open }, async (request) => {
      let size = 0;
      for await (const part of request.parts()) if (part.type === 'file') size += (await part.toBuffer()).length;
      return ok({ size });
    });
  },
});

describe.each(testDatabases())('request hardening on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ plugins: [probe], dialect });
  });
  afterAll(async () => server?.close());

  describe('a NUL character (issue 9 item 2)', () => {
    it('is refused with 400 naming the body field, before the database sees it', async () => {
      const res = await server.post('/api/hp/notes', { data: { text: 'a\u0000b' } });
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ message: 'data.text must not contain the NUL character', code: 'VALIDATION_ERROR', field: 'data.text' });
    });

    it('is refused in a path parameter, a query parameter and a key', async () => {
      const path = await server.get('/api/hp/notes/a%00b');
      expect(path.status).toBe(400);
      expect(path.body.error.field).toBe('id');
      const query = await server.get('/api/hp/search?q=x%00y');
      expect(query.status).toBe(400);
      expect(query.body.error.field).toBe('q');
      const key = await server.post('/api/hp/nested', { data: { 'a\u0000': 'x' } });
      expect(key.status).toBe(400);
      expect(key.body.error.field).toBe('data');
    });

    it('is a 400 from the database too (PostgreSQL 22021), as a last belt', () => {
      const reply = toErrorReply(Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }));
      expect(reply.status).toBe(400);
      expect(reply.internal).toBe(false);
    });
  });

  describe('malformed multipart bodies (issue 9 item 3)', () => {
    it('answers 400 to a missing boundary and to a truncated body', async () => {
      const noBoundary = await server.request({ method: 'POST', url: '/api/hp/upload', body: 'xx', headers: { 'content-type': 'multipart/form-data' } });
      expect(noBoundary.status).toBe(400);
      expect(noBoundary.body.success).toBe(false);
      const truncated = await server.request({
        method: 'POST',
        url: '/api/hp/upload',
        body: '--b\r\ncontent-disposition: form-data; name="file"; filename="a.txt"\r\ncontent-type: text/plain\r\n\r\nhello',
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
      });
      expect(truncated.status).toBe(400);
      expect(truncated.body.error.message).toMatch(/multipart/i);
    });

    it('still takes a well-formed upload, and answers 413 past the size limit', async () => {
      const body = (content: string) => `--b\r\ncontent-disposition: form-data; name="file"; filename="a.txt"\r\ncontent-type: text/plain\r\n\r\n${content}\r\n--b--\r\n`;
      const fine = await server.request({ method: 'POST', url: '/api/hp/upload', body: body('hello'), headers: { 'content-type': 'multipart/form-data; boundary=b' } });
      expect(fine.status).toBe(200);
      expect(fine.body.data.size).toBe(5);
      const big = await server.request({ method: 'POST', url: '/api/hp/upload', body: body('x'.repeat(2000)), headers: { 'content-type': 'multipart/form-data; boundary=b' } });
      expect(big.status).toBe(413);
    });
  });

  describe('unknown fields and parameters (issue 9 item 11)', () => {
    it('refuses an unknown body field with 400 naming it', async () => {
      const res = await server.post('/api/hp/notes', { data: { text: 'x', foo: 1 } });
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ message: 'Unknown field: data.foo', code: 'VALIDATION_ERROR', field: 'data.foo' });
      const top = await server.post('/api/hp/notes', { data: { text: 'x' }, extra: true });
      expect(top.body.error).toMatchObject({ message: 'Unknown field: extra', field: 'extra' });
    });

    it('refuses an unknown field of a nested object that lists its properties, keeps free-form objects free', async () => {
      const res = await server.post('/api/hp/nested', { data: { address: { city: 'Oslo', zip: '1' } } });
      expect(res.status).toBe(400);
      expect(res.body.error.field).toBe('data.address.zip');
      const free = await server.post('/api/hp/nested', { data: { meta: { anything: 1 } } });
      expect(free.status).toBe(200);
      expect(free.body.data).toEqual({ data: { meta: { anything: 1 } } });
    });

    it('refuses an unknown query parameter, on routes with and without a query schema', async () => {
      const res = await server.get('/api/hp/search?q=x&qq=1');
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ message: 'Unknown field: qq', code: 'VALIDATION_ERROR', field: 'qq' });
      const plain = await server.get('/api/hp/plain?anything=1');
      expect(plain.status).toBe(400);
      expect(plain.body.error.field).toBe('anything');
      expect((await server.get('/api/hp/plain')).status).toBe(200);
      expect((await server.get('/api/hp/search?q=x')).status).toBe(200);
    });
  });
});
