/**
 * Plugin discovery at build time (DESIGN §3a): every `plugins/<id>/web/index.ts` and
 * `plugins/<id>/server/index.ts` is a built-in plugin; no list to edit. Two virtual modules carry
 * them, each exporting the default exports of those files in folder-name order:
 *   `virtual:portolan/web-plugins`    → `export const webPlugins`
 *   `virtual:portolan/server-plugins` → `export const serverPlugins`
 * One generator, three bundlers: `pluginDiscovery()` is a Rollup plugin (also a Vite/Vitest one),
 * `pluginDiscoveryEsbuild()` the same for esbuild (the server build). Types: types/plugins.d.ts.
 */
import { existsSync, readdirSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';

const SIDES = { 'virtual:portolan/web-plugins': ['web', 'webPlugins', 'WebPlugin'], 'virtual:portolan/server-plugins': ['server', 'serverPlugins', 'ServerPlugin'] };
const PREFIX = '\0portolan-discovered:';

/** The index files of every plugin with that side, in folder-name order. */
export function discoverPlugins(root, side) {
  const dir = join(root, 'plugins');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[a-z][a-z0-9-]*$/.test(entry.name))
    .map((entry) => entry.name)
    .sort()
    .map((id) => ({ id, file: join(dir, id, side, 'index.ts') }))
    .filter(({ file }) => existsSync(file));
}

/** The source of a discovery module. */
export function pluginListSource(root, moduleId) {
  const [side, name] = SIDES[moduleId];
  const found = discoverPlugins(root, side);
  const imports = found.map(({ file }, i) => `import p${i} from ${JSON.stringify(file)};`).join('\n');
  return `${imports}\n/** Discovered: ${found.map((f) => f.id).join(', ') || 'none'}. */\nexport const ${name} = [${found.map((_, i) => `p${i}`).join(', ')}];\n`;
}

/** Rollup / Vite plugin. `root`: the project folder. */
export function pluginDiscovery(root) {
  return {
    name: 'portolan-plugin-discovery',
    // The list's own imports are absolute file paths: Vite's browser-side resolver (Vitest's happy-dom
    // tests) would read them as URLs under the project root, so they are answered here as they are.
    resolveId: (source, importer) => (source in SIDES ? PREFIX + source : importer?.startsWith(PREFIX) && isAbsolute(source) ? source : null),
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const moduleId = id.slice(PREFIX.length);
      // A new plugin folder shows up on the next build; in watch mode, on a change under plugins/.
      this.addWatchFile?.(join(root, 'plugins'));
      return pluginListSource(root, moduleId);
    },
  };
}

/** esbuild plugin. */
export function pluginDiscoveryEsbuild(root) {
  return {
    name: 'portolan-plugin-discovery',
    setup(build) {
      build.onResolve({ filter: /^virtual:portolan\/(web|server)-plugins$/ }, (args) => ({ path: args.path, namespace: 'portolan-discovered' }));
      build.onLoad({ filter: /.*/, namespace: 'portolan-discovered' }, (args) => ({ contents: pluginListSource(root, args.path), loader: 'ts', resolveDir: root }));
    },
  };
}
