import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchPortolan } from './launchPortolan';

export interface AddonServer {
  baseUrl: string;
  /** The built add-on's manifest. */
  manifest: { id: string; web: string; [key: string]: unknown };
  /** Milliseconds the add-on build took. */
  buildMs: number;
  close(): Promise<void>;
}

/**
 * What a Portolan operator does with a third-party add-on: build it on its own (its own package.json
 * and Rollup config, against @portolan/sdk), copy its dist/ into the add-ons folder, and start the
 * built Portolan (no rebuild of Portolan) with demo data on a fresh embedded database.
 */
export async function startServerWithAddon(example: string): Promise<AddonServer> {
  const started = Date.now();
  execFileSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c', join('examples', example, 'rollup.config.mjs'), '--silent'], { stdio: 'pipe' });
  const buildMs = Date.now() - started;
  const addonsDir = mkdtempSync(join(tmpdir(), 'portolan-addons-'));
  const manifest = JSON.parse(readFileSync(join('examples', example, 'dist', 'portolan-addon.json'), 'utf8'));
  cpSync(join('examples', example, 'dist'), join(addonsDir, manifest.id), { recursive: true });

  const server = await launchPortolan({ PORTOLAN_ADDONS_DIR: addonsDir });
  const output = server.output();
  if (!output.includes(`${manifest.id} `)) throw new Error(`The server did not load the add-on:\n${output}`);
  return {
    baseUrl: server.baseUrl,
    manifest,
    buildMs,
    async close() {
      await server.close();
      rmSync(addonsDir, { recursive: true, force: true });
    },
  };
}
