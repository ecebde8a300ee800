import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';
import terser from '@rollup/plugin-terser';
import postcss from 'rollup-plugin-postcss';
import { blueprintIconAssets } from './scripts/blueprintIconAssets.mjs';
import { compactIconNames } from './scripts/compactIconNames.mjs';
import { chunkFileNames, importMapOf, isSharedEntry, sharedLibraries } from './scripts/sharedLibraries.mjs';
import { sqlText } from './scripts/sqlText.mjs';
import { pluginDiscovery } from './scripts/pluginDiscovery.mjs';

const production = process.env.NODE_ENV !== 'development';
const version = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).version;
const sdkVersion = JSON.parse(readFileSync(new URL('./sdk/package.json', import.meta.url), 'utf8')).version;

/**
 * STACK.md fact 1: Rollup honours Blueprint's `sideEffects` only for the package entry, so every
 * Blueprint module would be kept. Blueprint's own JS is side-effect free except the context-menu
 * singleton; CSS always has side effects.
 */
function moduleSideEffects(id) {
  if (id.endsWith('.css')) return true;
  if (/[\\/]node_modules[\\/]@blueprintjs[\\/]/.test(id)) return id.includes('contextMenuSingleton');
  // The SDK is declarations only (components, tokens, helpers): importing one token must not keep
  // every component (and its Blueprint) alive through statements like `X.displayName = …`.
  if (/[\\/]sdk[\\/]src[\\/]/.test(id)) return false;
  return null;
}

/**
 * qs → side-channel → object-inspect requires Node's `util` for its inspector; object-inspect's
 * `browser` field drops it, but node-resolve misses that mapping under commonjs. Give the browser
 * an empty `util` (object-inspect checks for `inspect` before using it).
 */
function emptyNodeUtil() {
  const id = '\0portolan-empty-util';
  return {
    name: 'portolan-empty-util',
    resolveId: (source) => (source === 'util' ? id : null),
    load: (loaded) => (loaded === id ? 'export default {};' : null),
  };
}

/** Empties dist/web first, so no stale chunk of an earlier build is served or measured. */
function cleanOutput(dir) {
  return { name: 'portolan-clean-output', buildStart: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Writes dist/web/index.html from the template: the import map of the shared libraries (DESIGN §3a;
 * before any module script), the hashed entry, its static imports preloaded, the stylesheet versioned.
 * The server allows the inline import map by its sha256 (host/server/addons/importMapCsp.ts).
 */
function indexHtml() {
  return {
    name: 'portolan-index-html',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && !isSharedEntry(c));
      const importMap = JSON.stringify(importMapOf(bundle));
      const css = Object.values(bundle).find((a) => a.type === 'asset' && a.fileName.endsWith('.css'));
      const cssHash = css ? createHash('sha256').update(css.source).digest('hex').slice(0, 10) : 'none';
      const preloads = entry.imports.map((f) => `<link rel="modulepreload" href="/${f}" />`).join('\n    ');
      const html = readFileSync(new URL('./host/web/index.html', import.meta.url), 'utf8')
        .replaceAll('%STYLESHEET%', `/assets/portolan.css?v=${cssHash}`)
        .replace('%IMPORTMAP%', () => `<script type="importmap">${importMap}</script>`)
        .replace('%MODULEPRELOADS%', preloads)
        .replace('%ENTRY%', `/${entry.fileName}`);
      this.emitFile({ type: 'asset', fileName: 'index.html', source: html });
    },
  };
}

/** Writes dist/web/chunks.json: the chunk graph the bundle bench reads (and a precompressed copy of each asset). */
function chunkManifest() {
  return {
    name: 'portolan-chunk-manifest',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle)
        .filter((c) => c.type === 'chunk')
        .map((c) => ({
          fileName: c.fileName,
          shared: isSharedEntry(c) || undefined,
          name: c.name,
          isEntry: c.isEntry,
          isDynamicEntry: c.isDynamicEntry,
          facadeModuleId: c.facadeModuleId ? relative(process.cwd(), c.facadeModuleId) : null,
          imports: c.imports,
          dynamicImports: c.dynamicImports,
        }));
      const css = Object.values(bundle).filter((a) => a.type === 'asset' && a.fileName.endsWith('.css')).map((a) => a.fileName);
      this.emitFile({ type: 'asset', fileName: 'chunks.json', source: JSON.stringify({ chunks, css }, null, 2) });
    },
    writeBundle(options, bundle) {
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css)$/.test(file.fileName)) continue;
        const source = file.type === 'chunk' ? file.code : file.source;
        const path = join(options.dir, file.fileName);
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

export default {
  // The shared libraries (scripts/sharedLibraries.mjs) are lazy entries of the host: never loaded by
  // its pages, only by add-ons through the import map, and made of the same modules the host runs.
  input: { main: 'host/web/main.tsx' },
  output: {
    dir: 'dist/web',
    format: 'es',
    entryFileNames: 'assets/[name]-[hash].js',
    chunkFileNames,
    assetFileNames: 'assets/[name]-[hash][extname]',
    sourcemap: true,
  },
  treeshake: { moduleSideEffects, preset: 'recommended' },
  onwarn(warning, warn) {
    // React Router and Blueprint ship "use client" directives that Rollup drops; harmless here.
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
    if (warning.code === 'THIS_IS_UNDEFINED') return;
    warn(warning);
  },
  plugins: [
    cleanOutput('dist/web'),
    replace({
      preventAssignment: true,
      values: {
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        __PORTOLAN_VERSION__: JSON.stringify(version),
        __PORTOLAN_SDK_VERSION__: JSON.stringify(sdkVersion),
      },
    }),
    sqlText(),
    pluginDiscovery(fileURLToPath(new URL('./', import.meta.url))),
    compactIconNames(),
    sharedLibraries({ root: fileURLToPath(new URL('./', import.meta.url)), hostEntry: 'host/web/main.tsx' }),
    emptyNodeUtil(),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.json', '.ts', '.tsx'] }),
    commonjs(),
    // esbuild transpiles; terser minifies (about 4% smaller gzip than esbuild's minifier on this app).
    esbuild({ target: 'es2022', jsx: 'automatic', minify: false, tsconfig: 'tsconfig.json' }),
    production && terser({ compress: { passes: 2 }, format: { comments: false } }),
    postcss({ extract: 'assets/portolan.css', minimize: production, sourceMap: false }),
    indexHtml(),
    blueprintIconAssets(),
    chunkManifest(),
  ],
};
