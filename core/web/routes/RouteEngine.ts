import type { ChromeFlags, Entitlements, RegisteredRoute, RouteDefinition, RouteRegistry, RouteResolution } from '@portolan/sdk';
import { compilePath, type CompiledPath } from './compilePath';

interface Entry {
  route: RegisteredRoute;
  path: CompiledPath;
  excludes: CompiledPath[];
}

const ALL_CHROME: ChromeFlags = { header: true, sideNav: true, footer: true, notifications: true };
const NO_CHROME: ChromeFlags = { header: false, sideNav: false, footer: false, notifications: false };

/** The chrome a route shows to a signed-in user. */
export function chromeOf(route?: RouteDefinition): ChromeFlags {
  if (!route?.chrome) return ALL_CHROME;
  if (route.chrome === 'none') return NO_CHROME;
  return { ...ALL_CHROME, ...route.chrome };
}

/**
 * The route engine of SPEC §2. The host first registers the SPEC table (the areas, their protection
 * and chrome); a plugin that registers the same path fills in the screen and may not change the
 * area's protection or chrome. Paths no area claims (add-ons' own) are registered as given.
 */
export class RouteEngine implements RouteRegistry {
  private readonly entries: Entry[] = [];

  constructor(private readonly entitlements?: Entitlements) {}

  get routes(): readonly RegisteredRoute[] {
    return this.entries.map((e) => e.route);
  }

  register(pluginId: string, routes: RouteDefinition[]): void {
    for (const definition of routes) {
      const existing = this.entries.find((e) => e.route.path === definition.path && !!e.route.exact === !!definition.exact);
      if (existing) {
        this.fillIn(existing, pluginId, definition);
        continue;
      }
      this.entries.push({
        route: { ...definition, pluginId },
        path: compilePath(definition.path, !!definition.exact),
        excludes: (definition.exclude ?? []).map((p) => compilePath(p, false)),
      });
    }
  }

  match(pathname: string): RegisteredRoute | undefined {
    let best: Entry | undefined;
    for (const entry of this.entries) {
      if (!entry.path.test(pathname) || entry.excludes.some((x) => x.test(pathname))) continue;
      if (!best || rank(entry) > rank(best)) best = entry;
    }
    return best?.route;
  }

  resolve(pathname: string, signedIn: boolean): RouteResolution {
    const route = this.match(pathname);
    // A path no route claims is protected: add-on paths are known only after sign-in, so a
    // signed-out deep link to one opens the login area (and signed-out visitors learn no path list).
    if (!route) return signedIn ? { kind: 'notFound', chrome: ALL_CHROME } : { kind: 'login', chrome: NO_CHROME };
    if (!route.public && !signedIn) return { kind: 'login', route, chrome: NO_CHROME };
    const chrome = signedIn ? chromeOf(route) : NO_CHROME;
    if (!route.load) return { kind: 'notFound', route, chrome };
    if (signedIn && route.requires && this.entitlements && !this.entitlements.meets(route.requires)) {
      return { kind: 'notFound', route, chrome };
    }
    // A plugin switched off for the company is "not found", like one the user is not entitled to.
    if (signedIn && this.entitlements && !this.entitlements.isPluginEnabled(route.pluginId)) {
      return { kind: 'notFound', route, chrome };
    }
    return { kind: 'screen', route, chrome };
  }

  private fillIn(entry: Entry, pluginId: string, definition: RouteDefinition): void {
    const area = entry.route;
    if (area.load) {
      throw new Error(`Route ${definition.path} is already served by plugin "${area.pluginId}"; plugin "${pluginId}" cannot serve it too`);
    }
    if (definition.public !== undefined && !!definition.public !== !!area.public) {
      throw new Error(`Plugin "${pluginId}" declares ${definition.path} ${definition.public ? 'public' : 'protected'}, but SPEC §2 makes it ${area.public ? 'public' : 'protected'}`);
    }
    entry.route = { ...area, load: definition.load, requires: definition.requires ?? area.requires, pluginId };
  }
}

/** Exact paths beat prefixes; then the more specific path wins. */
function rank(entry: Entry): number {
  return (entry.route.exact ? 1_000_000 : 0) + entry.path.specificity;
}
