import type { Requirement } from './Entitlements';
import type { NavEntry } from './Nav';
import type { RouteDefinition } from './Routes';

/** A route of an add-on as its manifest declares it: everything but the screen, which is in its code. */
export type AddonRoute = Pick<RouteDefinition, 'path' | 'exact' | 'exclude' | 'chrome' | 'area' | 'requires'>;

/** A dashboard widget an add-on contributes (its component is the web entry's `widgets[].load`). */
export interface AddonWidget {
  /** Unique within the add-on. */
  id: string;
  title: string;
  requires?: Requirement;
}

/**
 * `portolan-addon.json`, at the root of an installed add-on (written by `portolanAddon()` from the
 * `portolan` field of the add-on's package.json). The server lists the manifests enabled for the
 * caller's company at `GET /api/plugins`; the host draws the nav and registers the routes from it
 * without loading any code, and imports `web` when one of the routes or widgets is first shown.
 */
export interface AddonManifest {
  /** Unique, kebab-case; the same id as the web plugin and the server plugin. */
  id: string;
  title: string;
  /** The add-on's own version (semver). */
  version: string;
  /** The @portolan/sdk versions it works with, as a semver range ("^0.1.0"). */
  sdk: string;
  /** The web entry, relative to the add-on folder (served at /addons/<id>/<web>). */
  web?: string;
  /** The server entry (an ES module whose default export is a ServerPlugin), relative to the add-on folder. */
  server?: string;
  /** Needed for the whole add-on: its nav entries, routes and widgets inherit it. */
  requires?: Requirement;
  nav?: NavEntry[];
  routes?: AddonRoute[];
  widgets?: AddonWidget[];
  /** The shared libraries the web entry imports (the host preloads them beside the entry). */
  shared?: string[];
}

/** One entry of `GET /api/plugins`: the manifest with `web` as a URL the browser can import. */
export interface InstalledAddon extends AddonManifest {
  webUrl?: string;
}
