import { readFile } from 'node:fs/promises';
import { extname, posix } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { InstalledAddon } from '@portolan/sdk';
import type { Db, PluginSwitches } from '@portolan/sdk/server';
import { inside, type LoadedAddon } from './loadAddons';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};
/** A content hash in the file name (`index-3f9a1c2b.js`): cached for a year. */
const HASHED = /-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

export interface AddonRoutesOptions {
  db: Db;
  switches: PluginSwitches;
}

/** The manifest as the browser needs it: the web entry as a URL under /addons/<id>/. */
export function toInstalled(addon: LoadedAddon): InstalledAddon {
  const { manifest } = addon;
  return { ...manifest, webUrl: manifest.web ? `/addons/${manifest.id}/${manifest.web}` : undefined };
}

/**
 * `GET /api/plugins` (a session): the manifests of the add-ons enabled for the caller's company
 * (DESIGN §3a; an add-on is a plugin, on unless an enterprise admin switched it off). And
 * `GET /addons/<id>/<file>`: the files in the folder of the add-on's web entry (public, like the
 * host's own chunks — code, never data; the API behind them checks the company). The manifest and
 * the server part are never served.
 */
export async function registerAddonRoutes(app: FastifyInstance, addons: LoadedAddon[], options: AddonRoutesOptions): Promise<void> {
  const byId = new Map(addons.map((a) => [a.manifest.id, a]));

  app.get(
    '/api/plugins',
    {
      schema: {
        summary: 'The add-ons enabled for your company, with their manifests',
        response: {
          200: {
            type: 'object',
            properties: {
              success: { type: 'boolean' },
              data: { type: 'object', properties: { items: { type: 'array', items: { type: 'object', additionalProperties: true } }, count: { type: 'integer' } } },
            },
          },
        },
      },
    },
    async (request) => {
      const user = request.user!;
      const disabled = user.disabledPlugins ? new Set(user.disabledPlugins) : await options.switches.disabledFor(options.db, user.companyId);
      const items = addons.filter((a) => !disabled.has(a.manifest.id)).map(toInstalled);
      return { success: true, data: { items, count: items.length } };
    },
  );

  app.get<{ Params: { id: string; '*': string } }>('/addons/:id/*', { config: { access: { public: true } } }, async (request, reply) => {
    const addon = byId.get(request.params.id);
    const file = request.params['*'];
    // Only the web entry's folder is public: never the manifest, never the server part.
    const webFolder = addon?.manifest.web ? `${posix.dirname(addon.manifest.web)}/` : undefined;
    if (!addon || !file || !webFolder || !file.startsWith(webFolder) || !TYPES[extname(file)]) return reply.callNotFound();
    let path: string;
    try {
      path = inside(addon.dir, file);
    } catch {
      return reply.callNotFound();
    }
    let body: Buffer;
    try {
      body = await readFile(path);
    } catch {
      return reply.callNotFound();
    }
    return reply
      .header('cache-control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache')
      .type(TYPES[extname(file)])
      .send(body);
  });
}
