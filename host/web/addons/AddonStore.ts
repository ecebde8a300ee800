import { Container } from 'inversify';
import { makeObservable, observable, runInAction } from 'mobx';
import {
  HttpClient,
  NavRegistry,
  RouteRegistry,
  WidgetRegistry,
  type ComponentLoader,
  type InstalledAddon,
  type RouteDefinition,
  type WebPlugin,
} from './addonTypes';
import type { PluginContainers } from '../bootstrap/PluginContainers';
import { satisfies } from './semver';
import { incompatibleScreen, invalidEntryError } from './addonErrors';

export type AddonsStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface AddonStoreOptions {
  root: Container;
  containers: PluginContainers;
  /** The @portolan/sdk version this host implements. */
  sdkVersion: string;
  /** Imports an add-on's web entry (default: the browser's `import()`, through the import map). */
  importEntry?: (url: string) => Promise<{ default?: unknown }>;
  /** Preloads the shared libraries an add-on declares (default: `import()` each through the import map). */
  preloadShared?: (specifiers: string[]) => Promise<unknown>;
}

/** Where an add-on stands on this page. */
export interface AddonState {
  manifest: InstalledAddon;
  /** False when its SDK range does not include the host's SDK: its screens explain that instead. */
  compatible: boolean;
}

/** `import(url)` that no bundler rewrites: the URL is only known at run time. */
const browserImport = (url: string): Promise<{ default?: unknown }> => import(/* @vite-ignore */ /* webpackIgnore: true */ url);

/**
 * The add-ons of DESIGN §3a on the web. After sign-in it reads `GET /api/plugins` (the manifests
 * enabled for the user's company) and registers each add-on's nav entries, routes and widgets from
 * its manifest alone: no add-on code loads until one of its screens or widgets is shown. Then it
 * imports the web entry (once), checks it declares the same id, binds its services into its own
 * child container and hands over the screen. An add-on whose SDK range excludes this host's SDK
 * keeps its nav entry and shows a clear "incompatible" screen; a failing entry shows the
 * chunk-load error of SPEC §8 (its loader rejects like any lazy chunk).
 */
export class AddonStore {
  status: AddonsStatus = 'idle';
  error?: string = undefined;
  /** The add-ons registered on this page, by id. */
  readonly addons = observable.map<string, AddonState>({}, { deep: false });
  private loadedFor?: string;
  private readonly entries = new Map<string, Promise<WebPlugin>>();
  private readonly importEntry: NonNullable<AddonStoreOptions['importEntry']>;
  private readonly preloadShared: NonNullable<AddonStoreOptions['preloadShared']>;

  constructor(private readonly options: AddonStoreOptions) {
    this.importEntry = options.importEntry ?? browserImport;
    this.preloadShared = options.preloadShared ?? ((specifiers) => Promise.all(specifiers.map((s) => browserImport(s))));
    makeObservable(this, { status: observable, error: observable });
  }

  /** Whether the add-ons for this user (key: user and company) are still to be fetched. */
  needsLoad(key: string): boolean {
    return this.loadedFor !== key;
  }

  /** Fetches the manifests for the signed-in user and registers what is new. Never throws. */
  async load(key: string): Promise<void> {
    this.loadedFor = key;
    runInAction(() => {
      this.status = 'loading';
      this.error = undefined;
    });
    const http = this.options.root.get<HttpClient>(HttpClient);
    const result = await http.get<{ items?: InstalledAddon[] }>('/api/plugins');
    if (this.loadedFor !== key) return; // a newer sign-in took over
    if (!result.ok) {
      // The workbench still works without add-ons; say why they are missing.
      runInAction(() => {
        this.status = 'failed';
        this.error = result.errorMessage ?? 'Add-ons could not be loaded';
      });
      return;
    }
    for (const manifest of result.data?.items ?? []) {
      try {
        this.register(manifest);
      } catch (error) {
        console.error(`Add-on "${manifest.id}" could not be registered:`, error);
      }
    }
    runInAction(() => (this.status = 'ready'));
  }

  /** Registers one add-on from its manifest (once per page; a second manifest with the same id is ignored). */
  register(manifest: InstalledAddon): void {
    if (this.addons.has(manifest.id)) return;
    const compatible = satisfies(this.options.sdkVersion, manifest.sdk);
    const routes = this.options.root.get<RouteRegistry>(RouteRegistry);
    const nav = this.options.root.get<NavRegistry>(NavRegistry);
    const widgets = this.options.root.get<WidgetRegistry>(WidgetRegistry);

    const child = new Container({ parent: this.options.root, defaultScope: 'Singleton' });
    this.options.containers.set(manifest.id, child);

    const screenFor = (path: string): ComponentLoader =>
      compatible
        ? async () => {
            const plugin = await this.entry(manifest, child);
            const route = plugin.routes?.find((r) => r.path === path);
            if (!route?.load) throw invalidEntryError(manifest, `has no screen for ${path}`);
            return route.load();
          }
        : async () => ({ default: incompatibleScreen(manifest, this.options.sdkVersion) });

    const definitions: RouteDefinition[] = (manifest.routes ?? []).map((r) => ({ ...r, requires: r.requires ?? manifest.requires, load: screenFor(r.path) }));
    routes.register(manifest.id, definitions);
    nav.register(manifest.id, manifest.nav ?? [], manifest.requires);
    widgets.register(
      manifest.id,
      (manifest.widgets ?? []).map((w) => ({
        ...w,
        load: compatible
          ? async () => {
              const plugin = await this.entry(manifest, child);
              const widget = plugin.widgets?.find((x) => x.id === w.id);
              if (!widget) throw invalidEntryError(manifest, `has no widget "${w.id}"`);
              return widget.load();
            }
          : async () => ({ default: incompatibleScreen(manifest, this.options.sdkVersion) }),
      })),
      manifest.requires,
    );
    this.addons.set(manifest.id, { manifest, compatible });
  }

  /** The add-on's web plugin: imported once, checked, its services bound into its container. */
  private entry(manifest: InstalledAddon, container: Container): Promise<WebPlugin> {
    let pending = this.entries.get(manifest.id);
    if (!pending) {
      pending = (async () => {
        if (!manifest.webUrl) throw invalidEntryError(manifest, 'has no web entry');
        const [module] = await Promise.all([this.importEntry(manifest.webUrl), this.preloadShared(manifest.shared ?? []).catch(() => undefined)]);
        const plugin = module.default as WebPlugin | undefined;
        if (!plugin || typeof plugin !== 'object' || plugin.id !== manifest.id) {
          throw invalidEntryError(manifest, `must export default definePlugin({ id: '${manifest.id}', … })`);
        }
        await plugin.services?.(container);
        return plugin;
      })();
      // A failed import may succeed on retry (SPEC §8 "Try again"): forget it.
      pending.catch(() => this.entries.delete(manifest.id));
      this.entries.set(manifest.id, pending);
    }
    return pending;
  }
}
