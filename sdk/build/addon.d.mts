import type { Plugin } from 'rollup';
export declare const SHARED_MODULES: readonly string[];
export declare const SHARED_PACKAGES: readonly string[];
export interface PortolanAddonOptions {
  /** The add-on folder (its package.json has the `portolan` field). Default: process.cwd(). */
  cwd?: string;
  /** The server entry, relative to the add-on's output folder (default: `portolan.server`). */
  server?: string;
  /** Default 'portolan-addon.json'. */
  manifestFile?: string;
}
export declare function portolanAddon(options?: PortolanAddonOptions): Plugin;
export declare function portolanAddonServer(): Plugin;
