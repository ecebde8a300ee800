import { readdir, readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AddonManifest } from '@portolan/sdk';
import type { ServerPlugin } from '@portolan/sdk/server';
import { satisfies } from '../../web/addons/semver';
import { readAddonManifest } from './readAddonManifest';

export const MANIFEST_FILE = 'portolan-addon.json';

/** An installed add-on: its manifest and folder, and its server plugin when it has one. */
export interface LoadedAddon {
  manifest: AddonManifest;
  dir: string;
  server?: ServerPlugin;
}

export interface AddonLoadResult {
  addons: LoadedAddon[];
  /** Add-ons that were not loaded, with the reason (logged at start-up). */
  refused: Array<{ dir: string; reason: string }>;
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

/** A path inside `dir`, or an error when the manifest tries to leave it. */
export function inside(dir: string, relativePath: string): string {
  const root = resolve(dir);
  const path = resolve(root, relativePath);
  if (!path.startsWith(root + sep)) throw new Error(`${relativePath} is outside the add-on folder`);
  return path;
}

/**
 * Reads every add-on under `addonsDir` (one folder each, with `portolan-addon.json`), checks its
 * manifest and SDK range against the host's SDK, and imports its server entry (an ES module whose
 * default export is a ServerPlugin with the manifest's id). A broken or incompatible add-on is
 * refused with a reason and the rest still load; a missing folder means no add-ons.
 */
export async function loadAddons(addonsDir: string, sdkVersion: string): Promise<AddonLoadResult> {
  const result: AddonLoadResult = { addons: [], refused: [] };
  if (!(await isDirectory(addonsDir))) return result;
  const names = (await readdir(addonsDir)).filter((n) => !n.startsWith('.')).sort();
  const ids = new Set<string>();
  for (const name of names) {
    const dir = join(addonsDir, name);
    if (!(await isDirectory(dir))) continue;
    try {
      let raw: string;
      try {
        raw = await readFile(join(dir, MANIFEST_FILE), 'utf8');
      } catch {
        throw new Error(`no ${MANIFEST_FILE}`);
      }
      const manifest = readAddonManifest(JSON.parse(raw), join(name, MANIFEST_FILE));
      if (ids.has(manifest.id)) throw new Error(`a second add-on with the id "${manifest.id}"`);
      if (!satisfies(sdkVersion, manifest.sdk)) throw new Error(`needs SDK ${manifest.sdk}, this server provides ${sdkVersion}`);
      if (manifest.web) await stat(inside(dir, manifest.web)).catch(() => Promise.reject(new Error(`its web entry ${manifest.web} is missing`)));
      let server: ServerPlugin | undefined;
      if (manifest.server) {
        const module = (await import(pathToFileURL(inside(dir, manifest.server)).href)) as { default?: ServerPlugin };
        server = module.default;
        if (!server || typeof server !== 'object' || server.id !== manifest.id) throw new Error(`its server entry must export default defineServerPlugin({ id: '${manifest.id}', … })`);
      }
      ids.add(manifest.id);
      result.addons.push({ manifest, dir, server });
    } catch (error) {
      result.refused.push({ dir, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return result;
}
