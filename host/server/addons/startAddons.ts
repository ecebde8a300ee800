import { isAbsolute, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db, ServerPlugin } from '@portolan/sdk/server';
import sdkPackage from '../../../sdk/package.json';
import { createPluginSwitches } from '../../../core/server/identity/createPluginSwitches';
import { loadAddons, type LoadedAddon } from './loadAddons';
import { registerAddonRoutes } from './registerAddonRoutes';

/** The @portolan/sdk version this server implements. */
export const SDK_VERSION: string = sdkPackage.version;

/** PORTOLAN_ADDONS_DIR, else `<project>/addons` (the project is two folders above the built web app). */
export function addonsDirFor(env: Record<string, string | undefined>, webDir: string): string {
  const project = resolve(webDir, '..', '..');
  const dir = env.PORTOLAN_ADDONS_DIR?.trim();
  return dir ? (isAbsolute(dir) ? dir : resolve(project, dir)) : resolve(project, 'addons');
}

export interface InstalledAddons {
  addons: LoadedAddon[];
  /** The add-ons' server plugins, to mount after the built-in ones. */
  plugins: ServerPlugin[];
  /** Adds GET /api/plugins and /addons/<id>/… to the app. */
  register(app: FastifyInstance, db: Db): Promise<void>;
  /** One line per add-on for the start-up banner, refused ones with their reason. */
  summary: string[];
}

/** Loads the add-ons of a folder at start-up (DESIGN §3a): their server plugins and their web files. */
export async function startAddons(addonsDir: string): Promise<InstalledAddons> {
  const { addons, refused } = await loadAddons(addonsDir, SDK_VERSION);
  return {
    addons,
    plugins: addons.flatMap((a) => (a.server ? [a.server] : [])),
    register: (app, db) => registerAddonRoutes(app, addons, { db, switches: createPluginSwitches() }),
    summary: [
      ...addons.map((a) => `${a.manifest.id} ${a.manifest.version} (${[a.manifest.web && 'web', a.server && 'server'].filter(Boolean).join(' + ')})`),
      ...refused.map((r) => `REFUSED ${r.dir}: ${r.reason}`),
    ],
  };
}
