#!/usr/bin/env node
/**
 * Bundles the API process: host/server/main.ts → dist/server/main.js (Node 20, ESM, source map).
 * Every npm package stays external (loaded from node_modules at run time: PGlite's wasm, Fastify…)
 * except @portolan/sdk, a workspace link to TypeScript sources that must be compiled in.
 * `.sql` migrations are inlined as text; the server plugins are discovered (scripts/pluginDiscovery.mjs).
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { pluginDiscoveryEsbuild } from './pluginDiscovery.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Bare imports (`fastify`, `@electric-sql/pglite`, `node:crypto`) are external, except the SDK. */
const externalPackages = {
  name: 'portolan-external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path === '@portolan/sdk' || args.path.startsWith('@portolan/sdk/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
const result = await build({
  absWorkingDir: root,
  entryPoints: ['host/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  loader: { '.sql': 'text' },
  plugins: [pluginDiscoveryEsbuild(root), externalPackages],
  // CommonJS code bundled into ESM may call require(): give it one.
  banner: { js: "import { createRequire as __portolanCreateRequire } from 'node:module';\nconst require = __portolanCreateRequire(import.meta.url);" },
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + (o.bytes ?? 0), 0);
console.log(`dist/server/main.js built in ${Date.now() - started} ms (${Math.round(bytes / 1024)} KiB with source map)`);
