/**
 * Rollup plugins for building a Portolan add-on (DESIGN §3a) against @portolan/sdk alone:
 *
 *   import { portolanAddon, portolanAddonServer } from '@portolan/sdk/build';
 *   export default [
 *     { input: 'web/index.ts', output: { dir: 'dist/web', format: 'es', entryFileNames: 'index-[hash].js' }, plugins: [portolanAddon(), nodeResolve(), esbuild()] },
 *     { input: 'server/index.ts', output: { file: 'dist/server/index.js', format: 'es' }, plugins: [portolanAddonServer(), nodeResolve(), esbuild()] },
 *   ];
 *
 * `portolanAddon()` keeps the shared libraries external (the host's import map provides them),
 * fails the build when any of their code would be bundled or when a module the host does not share
 * is imported from them, and writes `portolan-addon.json` beside `web/` from the `portolan` field
 * of package.json. `portolanAddonServer()` builds the server part as one ES module for Node.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { builtinModules } from 'node:module';
import { SHARED_MODULES, SHARED_PACKAGES, packageOf } from './sharedModules.mjs';

export { SHARED_MODULES, SHARED_PACKAGES };

const SHARED = new Set(SHARED_MODULES);
const SHARED_PACKAGE_SET = new Set(SHARED_PACKAGES);

/** The package a file under node_modules belongs to (the innermost one), or undefined. */
function packageOfFile(id) {
  const clean = id.replace(/^\0/, '').split('?')[0];
  const parts = clean.split(/[\\/]node_modules[\\/]/);
  if (parts.length < 2) return undefined;
  const rest = parts[parts.length - 1].split(/[\\/]/);
  return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
}

function readPackage(cwd) {
  try {
    return JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'));
  } catch {
    throw new Error(`portolanAddon: no package.json in ${cwd}`);
  }
}

/** Whether a resolved file is @portolan/sdk itself (sources in the monorepo, or the published dist). */
function isSdkFile(id, sdkRoots) {
  const clean = id.replace(/^\0/, '').split('?')[0];
  return sdkRoots.some((root) => clean.startsWith(root + sep));
}

/**
 * The web side of an add-on build. Options: `cwd` (the add-on folder, default process.cwd()),
 * `server` (the server entry relative to the add-on's output, default 'server/index.js' when the
 * package declares one, see `portolan.server`), `manifestFile` (default 'portolan-addon.json').
 */
export function portolanAddon(options = {}) {
  const cwd = resolve(options.cwd ?? process.cwd());
  const pkg = readPackage(cwd);
  const addon = pkg.portolan ?? {};
  const sdkRoots = [];
  let pendingManifest;
  return {
    name: 'portolan-addon',
    async buildStart() {
      // Where the SDK lives, however it is installed (workspace link, file: dependency, registry).
      for (const entry of ['@portolan/sdk']) {
        const resolved = await this.resolve(entry, join(cwd, 'package.json'), { skipSelf: true }).catch(() => null);
        if (resolved && !resolved.external) {
          let dir = dirname(resolved.id);
          for (let i = 0; i < 4 && dir !== dirname(dir); i++, dir = dirname(dir)) {
            try {
              if (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name === '@portolan/sdk') {
                sdkRoots.push(dir);
                break;
              }
            } catch {
              /* keep looking upwards */
            }
          }
        }
      }
    },
    renderStart(outputOptions) {
      // Hashed file names: clear the web folder so an old entry is never installed beside the new one.
      if (outputOptions.dir) rmSync(outputOptions.dir, { recursive: true, force: true });
    },
    resolveId(source, importer) {
      if (!importer || source.startsWith('.') || source.startsWith('/') || source.startsWith('\0')) return null;
      if (SHARED.has(source)) return { id: source, external: true };
      const pkgName = packageOf(source);
      if (SHARED_PACKAGE_SET.has(pkgName)) {
        this.error(
          `"${source}" (imported by ${relative(cwd, importer)}) is not shared by the Portolan host. ` +
            `Import only these from the shared libraries: ${SHARED_MODULES.join(', ')}.`,
        );
      }
      return null;
    },
    generateBundle(_outputOptions, bundle) {
      const offending = new Map();
      const sharedUsed = new Set();
      let entry;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        if (chunk.isEntry) entry = chunk;
        for (const imported of [...chunk.imports, ...chunk.dynamicImports]) if (SHARED.has(imported)) sharedUsed.add(imported);
        for (const id of Object.keys(chunk.modules)) {
          const owner = isSdkFile(id, sdkRoots) ? '@portolan/sdk' : packageOfFile(id);
          if (owner && SHARED_PACKAGE_SET.has(owner)) offending.set(owner, [...(offending.get(owner) ?? []), id]);
        }
      }
      if (offending.size) {
        const lines = [...offending].map(([owner, ids]) => `  ${owner}: ${ids.length} module(s), e.g. ${relative(cwd, ids[0].replace(/^\0/, ''))}`);
        this.error(`This add-on bundles shared libraries the Portolan host already provides (exactly one copy may run):\n${lines.join('\n')}\nKeep them external: import them by their plain names.`);
      }
      if (!entry) this.error('portolanAddon: the web build has no entry chunk');
      if (!addon.id) this.error('portolanAddon: package.json needs a "portolan" field with at least { "id", "title", "sdk" }');
      const webDir = basename(_outputOptions.dir ?? dirname(_outputOptions.file ?? 'web/x.js'));
      const manifest = {
        id: addon.id,
        title: addon.title ?? pkg.name,
        version: pkg.version,
        sdk: addon.sdk ?? pkg.peerDependencies?.['@portolan/sdk'],
        web: `${webDir}/${entry.fileName}`,
        ...(addon.server !== false && (options.server ?? addon.server) ? { server: options.server ?? addon.server } : {}),
        ...(addon.requires ? { requires: addon.requires } : {}),
        nav: addon.nav ?? [],
        routes: addon.routes ?? [],
        widgets: addon.widgets ?? [],
        shared: [...sharedUsed].sort(),
      };
      pendingManifest = manifest;
    },
    writeBundle(outputOptions) {
      // At the root of the add-on's output, beside web/ and server/.
      const outDir = resolve(outputOptions.dir ?? dirname(outputOptions.file));
      writeFileSync(join(dirname(outDir), options.manifestFile ?? 'portolan-addon.json'), `${JSON.stringify(pendingManifest, null, 2)}\n`);
    },
  };
}

/**
 * The server side: one ES module for Node. Node's built-ins and fastify stay external (the host
 * runs them); @portolan/sdk/server's helpers are small and stateless and are bundled in (the host
 * recognises their errors by shape), so the add-on needs nothing installed beside it. `.sql` files
 * are imported as text.
 */
export function portolanAddonServer() {
  const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
  return {
    name: 'portolan-addon-server',
    resolveId(source) {
      if (builtins.has(source) || source === 'fastify' || source.startsWith('fastify/')) return { id: source, external: true };
      if (source === '@portolan/sdk' || (SHARED_PACKAGE_SET.has(packageOf(source)) && !source.startsWith('@portolan/sdk/server'))) {
        this.error(`The server part of an add-on imports "${source}": only @portolan/sdk/server (and Node's own modules) belong there.`);
      }
      return null;
    },
    transform(code, id) {
      if (!id.endsWith('.sql')) return null;
      return { code: `export default ${JSON.stringify(code)};`, map: { mappings: '' } };
    },
  };
}
