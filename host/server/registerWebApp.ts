import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { pagePolicy } from './addons/importMapCsp';

export interface WebAppOptions {
  /** The built web app: index.html and assets/. */
  webDir: string;
}

const PUBLIC = { access: { public: true } };
const TOP_LEVEL_FILE = /^\/([A-Za-z0-9_-][A-Za-z0-9._-]*\.[A-Za-z0-9]+)$/;

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * Serves the built SPA: /assets/* from disk on every request (content-hashed names: cached a year,
 * immutable; precompressed .br/.gz when the client accepts them; a missing one is a real 404, never index.html — STACK.md fact 7), top-level files such
 * as /favicon.ico, and index.html (no-cache) for every other GET that is not under /api/ or /assets/.
 */
export async function registerWebApp(app: FastifyInstance, { webDir }: WebAppOptions): Promise<void> {
  const assetsDir = join(webDir, 'assets');
  await app.register(fastifyStatic, {
    root: assetsDir,
    serve: false,
    decorateReply: true,
    index: false,
    dotfiles: 'ignore',
    maxAge: '365d',
    immutable: true,
    // The build writes .br and .gz beside each asset: send those to clients that accept them.
    preCompressed: true,
  });

  app.get<{ Params: { '*': string } }>('/assets/*', { config: PUBLIC }, (request, reply) => reply.sendFile(request.params['*'], assetsDir));

  app.get('/*', { config: PUBLIC }, async (request, reply) => {
    const path = request.url.split('?')[0];
    if (path === '/api' || path.startsWith('/api/') || path === '/assets' || path.startsWith('/assets/')) return reply.callNotFound();

    const topLevel = TOP_LEVEL_FILE.exec(path)?.[1];
    if (topLevel && topLevel !== 'index.html' && (await isFile(join(webDir, topLevel)))) {
      return reply.sendFile(topLevel, webDir, { maxAge: 60 * 60 * 1000, immutable: false });
    }

    let html: Buffer;
    try {
      html = await readFile(join(webDir, 'index.html'));
    } catch {
      return reply.status(503).send({ success: false, error: { message: 'The web app is not built: run npm run build', code: 'SERVICE_UNAVAILABLE' } });
    }
    // The page's inline import map (DESIGN §3a) is allowed by its hash.
    return reply.header('cache-control', 'no-cache').header('content-security-policy', pagePolicy(html)).type('text/html; charset=utf-8').send(html);
  });
}
