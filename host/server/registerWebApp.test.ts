import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '@portolan/sdk/testing/server';
import { registerWebApp } from './registerWebApp';

const INDEX = '<!doctype html><html><head><script type="module" src="/assets/main-abc123.js"></script></head><body></body></html>';

describe('registerWebApp', () => {
  let server: TestServer;
  let root = '';
  let webDir = '';

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'portolan-web-'));
    webDir = join(root, 'web');
    mkdirSync(join(webDir, 'assets'), { recursive: true });
    writeFileSync(join(root, 'secret.txt'), 'outside the web folder');
    writeFileSync(join(webDir, 'index.html'), INDEX);
    writeFileSync(join(webDir, 'assets', 'main-abc123.js'), 'console.log("main")');
    writeFileSync(join(webDir, 'assets', 'main-abc123.css'), 'body{margin:0}');
    writeFileSync(join(webDir, 'assets', 'main-abc123.js.gz'), gzipSync('console.log("main")'));
    writeFileSync(join(webDir, 'favicon.ico'), 'icon');
    server = await createTestServer({ plugins: [], extend: (app) => registerWebApp(app, { webDir }) });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves index.html for the SPA routes, not cached, with the security headers', async () => {
    for (const url of ['/', '/login', '/shipments/42', '/rates-v2?from=INNSA', '/trackings/v2/']) {
      const res = await server.get(url);
      expect(res.status, url).toBe(200);
      expect(res.text).toBe(INDEX);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('serves assets with a long immutable cache', async () => {
    const res = await server.get('/assets/main-abc123.js');
    expect(res.status).toBe(200);
    expect(res.text).toBe('console.log("main")');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await server.get('/assets/main-abc123.css')).headers['content-type']).toContain('text/css');
  });

  it('sends the precompressed file to clients that accept it', async () => {
    const res = await server.app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toContain('javascript');
    expect(gunzipSync(res.rawPayload).toString()).toBe('console.log("main")');
    expect((await server.app.inject({ url: '/assets/main-abc123.css', headers: { 'accept-encoding': 'gzip' } })).headers['content-encoding']).toBeUndefined();
  });

  it('serves a file added after start (a rebuild) without a restart', async () => {
    writeFileSync(join(webDir, 'assets', 'chunk-new999.js'), 'export default 1');
    const res = await server.get('/assets/chunk-new999.js');
    expect(res.status).toBe(200);
    expect(res.text).toBe('export default 1');
  });

  it('answers a missing asset with a real 404, never index.html', async () => {
    for (const url of ['/assets/chunk-gone.js', '/assets/', '/assets/nested/missing.css']) {
      const res = await server.get(url);
      expect(res.status, url).toBe(404);
      expect(res.text).not.toContain('<!doctype html>');
      expect(res.body.success).toBe(false);
    }
  });

  it('does not let a path leave the web folder', async () => {
    for (const url of ['/assets/../../secret.txt', '/assets/%2e%2e/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/..%2fsecret.txt', '/%2e%2e/secret.txt']) {
      const res = await server.get(url);
      // Either refused, or normalised to an SPA path (index.html): never the file.
      expect(res.text, url).not.toContain('outside the web folder');
      expect(res.status === 200 ? res.text : INDEX, url).toBe(INDEX);
    }
  });

  it('serves top-level files like /favicon.ico', async () => {
    const res = await server.get('/favicon.ico');
    expect(res.status).toBe(200);
    expect(res.text).toBe('icon');
  });

  it('answers unknown /api/ paths with the 404 envelope, and keeps the API working', async () => {
    const res = await server.get('/api/not-a-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, error: { message: 'Not found: GET /api/not-a-thing', code: 'NOT_FOUND' } });
    expect((await server.get('/api')).status).toBe(404);
    expect((await server.get('/api/health')).body).toEqual({ success: true, data: { status: 'ok', database: 'ok' } });
  });

  it('answers other methods on SPA paths with 404', async () => {
    const res = await server.post('/shipments', {});
    expect(res.status).toBe(404);
  });
});
