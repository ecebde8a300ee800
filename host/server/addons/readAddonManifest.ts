import type { AddonManifest } from '@portolan/sdk';
import { NAV_SECTIONS } from '../../../sdk/src/web/Nav';
import { isValidRange, parseVersion } from '../../web/addons/semver';

const ID = /^[a-z][a-z0-9-]{0,63}$/;
const RELATIVE_FILE = /^(?!\/)(?!.*\.\.)[A-Za-z0-9._/-]+\.m?js$/;

/** Checks `portolan-addon.json`; throws an Error naming the first problem. Unknown fields are dropped. */
export function readAddonManifest(value: unknown, where: string): AddonManifest {
  const fail = (problem: string): never => {
    throw new Error(`Add-on manifest ${where}: ${problem}`);
  };
  if (!value || typeof value !== 'object' || Array.isArray(value)) fail('must be a JSON object');
  const m = value as Record<string, unknown>;
  if (typeof m.id !== 'string' || !ID.test(m.id)) fail('"id" must be kebab-case (a-z, 0-9, -)');
  if (typeof m.title !== 'string' || !m.title.trim()) fail('"title" is required');
  if (typeof m.version !== 'string' || !parseVersion(m.version)) fail('"version" must be a semver version such as 1.0.0');
  if (typeof m.sdk !== 'string' || !isValidRange(m.sdk)) fail('"sdk" must be a semver range such as ^0.1.0');
  if (m.web !== undefined && (typeof m.web !== 'string' || !RELATIVE_FILE.test(m.web))) fail('"web" must be a .js file inside the add-on folder');
  if (m.server !== undefined && (typeof m.server !== 'string' || !RELATIVE_FILE.test(m.server))) fail('"server" must be a .js file inside the add-on folder');
  if (m.web === undefined && m.server === undefined) fail('needs a "web" or a "server" entry');
  const list = (key: string): Record<string, unknown>[] => {
    const v = m[key];
    if (v === undefined) return [];
    if (!Array.isArray(v) || v.some((x) => !x || typeof x !== 'object')) fail(`"${key}" must be a list of objects`);
    return v as Record<string, unknown>[];
  };
  const nav = list('nav');
  for (const entry of nav) {
    if (typeof entry.id !== 'string' || typeof entry.title !== 'string' || typeof entry.to !== 'string' || typeof entry.icon !== 'string') fail('each nav entry needs id, title, icon and to');
    if (!(NAV_SECTIONS as readonly string[]).includes(entry.section as string)) fail(`nav entry "${String(entry.id)}" has an unknown section "${String(entry.section)}"`);
  }
  const routes = list('routes');
  for (const route of routes) {
    if (typeof route.path !== 'string' || !route.path.startsWith('/')) fail('each route needs a "path" starting with /');
    if ('public' in route) fail(`route ${String(route.path)}: add-on routes cannot be public`);
  }
  const widgets = list('widgets');
  for (const widget of widgets) if (typeof widget.id !== 'string' || typeof widget.title !== 'string') fail('each widget needs id and title');
  if (m.shared !== undefined && (!Array.isArray(m.shared) || m.shared.some((s) => typeof s !== 'string'))) fail('"shared" must be a list of module names');
  return {
    id: m.id as string,
    title: (m.title as string).trim(),
    version: m.version as string,
    sdk: m.sdk as string,
    web: m.web as string | undefined,
    server: m.server as string | undefined,
    requires: m.requires as AddonManifest['requires'],
    nav: nav as unknown as AddonManifest['nav'],
    routes: routes as unknown as AddonManifest['routes'],
    widgets: widgets as unknown as AddonManifest['widgets'],
    shared: m.shared as string[] | undefined,
  };
}
