import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_TEMPLATES } from '@portolan/sdk/server';
import { composerTestServer, type ComposerTestServer } from '../testing/composerTestServer';
import { bluewaveLogoPng } from '../seed/bluewaveLogoPng';

const LOGO = '/api/documents/v2/templates/logo';

/** A JPEG's first bytes: SOI, an APP0 segment and a baseline frame header of 64×48 (enough for the header checks). */
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x30, 0x00, 0x40, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xff, 0xd9]);

describe.each(['pglite', 'postgres'] as const)('company logo API (%s)', (dialect) => {
  let t: ComposerTestServer;

  /** POSTs `bytes` as the multipart file field `field` (the browser's FormData encoding). */
  async function upload(token: string, bytes: Buffer, field = 'file', name = 'logo.png') {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const payload = Buffer.from(await request.arrayBuffer());
    const response = await t.server.app.inject({ method: 'POST', url: LOGO, payload, headers: { 'content-type': request.headers.get('content-type')!, authorization: `Bearer ${token}` } });
    return { status: response.statusCode, body: response.json() };
  }

  beforeAll(async () => {
    t = await composerTestServer(dialect);
  }, 120_000);
  afterAll(() => t?.server.close());

  it('has no logo at first', async () => {
    expect((await t.server.get(LOGO, t.tokens.bluewave)).status).toBe(404);
    expect((await t.server.get(`${LOGO}/info`, t.tokens.bluewave)).body.data.record).toBeNull();
    expect((await t.server.post(`${LOGO}/delete`, undefined, t.tokens.bluewave)).status).toBe(404);
  });

  it('stores a PNG with its size, serves it with cache headers and nosniff, and hands it to designFor', async () => {
    const png = bluewaveLogoPng();
    const saved = await upload(t.tokens.bluewave, png);
    expect(saved.status).toBe(200);
    expect(saved.body.data.record).toMatchObject({ contentType: 'image/png', size: png.length, width: 256, height: 96, updatedByName: 'Felix Forwarder' });
    expect((await t.server.get(`${LOGO}/info`, t.tokens.bluewave)).body.data.record).toMatchObject({ width: 256, height: 96 });

    const image = await t.server.app.inject({ method: 'GET', url: LOGO, headers: { authorization: `Bearer ${t.tokens.bluewave}` } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toMatch(/private/);
    expect(image.rawPayload.equals(png)).toBe(true);
    const again = await t.server.app.inject({ method: 'GET', url: LOGO, headers: { authorization: `Bearer ${t.tokens.bluewave}`, 'if-none-match': String(image.headers.etag) } });
    expect(again.statusCode).toBe(304);

    const design = await t.ctx.services.get(DOCUMENT_TEMPLATES).designFor(t.server.db, t.bluewaveId, 'INVOICE');
    expect(design.logo?.equals(png)).toBe(true);
    expect(design.body).toBeNull();

    // Another company sees its own (none), never Bluewave's.
    expect((await t.server.get(LOGO, t.tokens.stranger)).status).toBe(404);
    expect((await t.server.get(`${LOGO}/info`, t.tokens.acme)).body.data.record).toBeNull();
  });

  it('replaces it with a JPEG, reading the size from the frame header', async () => {
    const saved = await upload(t.tokens.bluewave, JPEG, 'file', 'logo.jpg');
    expect(saved.status).toBe(200);
    expect(saved.body.data.record).toMatchObject({ contentType: 'image/jpeg', size: JPEG.length, width: 64, height: 48 });
  });

  it('refuses what is not a PNG or JPEG, an oversized file and a wrong field, naming it and keeping the logo', async () => {
    const gif = await upload(t.tokens.bluewave, Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'file', 'logo.png');
    expect(gif.status).toBe(400);
    expect(gif.body.error.field).toBe('file');
    const big = Buffer.concat([bluewaveLogoPng(), Buffer.alloc(1024 * 1024)]);
    const oversized = await upload(t.tokens.bluewave, big);
    expect(oversized.status).toBe(400);
    expect(oversized.body.error).toMatchObject({ field: 'file', message: expect.stringMatching(/1 MiB/) });
    const wrongField = await upload(t.tokens.bluewave, bluewaveLogoPng(), 'image');
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.error.field).toBe('image');
    const notMultipart = await t.server.post(LOGO, { data: {} }, t.tokens.bluewave);
    expect(notMultipart.status).toBe(400);
    expect(notMultipart.body.error.field).toBe('file');
    expect((await t.server.get(`${LOGO}/info`, t.tokens.bluewave)).body.data.record).toMatchObject({ contentType: 'image/jpeg' });
  });

  it('lets a viewer see the logo but not change it', async () => {
    expect((await upload(t.tokens.acme, bluewaveLogoPng())).status).toBe(200);
    expect((await t.server.get(LOGO, t.tokens.acmeViewer)).status).toBe(200);
    expect((await upload(t.tokens.acmeViewer, JPEG)).status).toBe(403);
    expect((await t.server.post(`${LOGO}/delete`, undefined, t.tokens.acmeViewer)).status).toBe(403);
    expect((await t.server.get(`${LOGO}/info`, t.tokens.acme)).body.data.record).toMatchObject({ contentType: 'image/png' });
  });

  it('deletes the logo', async () => {
    expect((await t.server.post(`${LOGO}/delete`, undefined, t.tokens.bluewave)).status).toBe(200);
    expect((await t.server.get(LOGO, t.tokens.bluewave)).status).toBe(404);
    expect((await t.ctx.services.get(DOCUMENT_TEMPLATES).designFor(t.server.db, t.bluewaveId, 'QUOTE')).logo).toBeNull();
    expect((await t.server.get(LOGO, t.tokens.acme)).status).toBe(200);
  });
});
