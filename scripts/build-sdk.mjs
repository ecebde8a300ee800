#!/usr/bin/env node
/**
 * Builds @portolan/sdk into sdk/dist — the package third parties install (`npm publish sdk/dist`):
 *   index.js (web), server.js, shared.js (rules both share), testing.js, testing-server.js: ES modules, every npm package external;
 *   one esbuild build per platform with code splitting, so each module exists once per platform (in an entry or a chunks/ file):
 *   testing.js shares index.js's Token, ContainerContext and stores instead of carrying copies, and every import of
 *   sdk/src/shared becomes `@portolan/sdk/shared` (shared.js, built once for both platforms);
 *   *.d.ts type declarations (tsc); build/ (the Rollup plugins for add-ons); package.json; README.md.
 * In the monorepo, sdk/package.json keeps pointing at the TypeScript sources.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const sdk = `${root}sdk/`;
const out = `${sdk}dist/`;
const started = Date.now();
const pkg = JSON.parse(readFileSync(`${sdk}package.json`, 'utf8'));

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

/** sdk/src/shared is its own entry: everywhere else an import of it is a reference to `@portolan/sdk/shared`, not a copy. */
const sharedDir = `${sdk}src/shared/`;
const sharedByReference = {
  name: 'shared-by-reference',
  setup(b) {
    b.onResolve({ filter: /^\./ }, ({ path, resolveDir, importer, kind }) => {
      if (kind === 'entry-point' || importer.startsWith(sharedDir) || !resolve(resolveDir, path).startsWith(sharedDir)) return undefined;
      return { path: '@portolan/sdk/shared', external: true };
    });
  },
};
const common = {
  absWorkingDir: root, bundle: true, format: 'esm', packages: 'external', target: 'es2022', sourcemap: true, logLevel: 'warning', jsx: 'automatic',
  loader: { '.sql': 'text' }, outdir: out, splitting: true, chunkNames: 'chunks/[name]-[hash]', plugins: [sharedByReference], metafile: true,
};
const builds = await Promise.all([
  build({ ...common, entryPoints: { index: 'sdk/src/web/index.ts', testing: 'sdk/src/testing/index.ts' }, platform: 'browser' }),
  build({ ...common, entryPoints: { server: 'sdk/src/server/index.ts', 'testing-server': 'sdk/src/testing/server.ts' }, platform: 'node', target: 'node20' }),
  build({ ...common, entryPoints: { shared: 'sdk/src/shared/index.ts' }, platform: 'neutral' }),
]);
// Each source module must sit in exactly one output file of its platform (a copy would be a second Token, a second store class…).
for (const { metafile } of builds) {
  const owners = new Map();
  for (const [file, { inputs }] of Object.entries(metafile.outputs)) {
    if (!file.endsWith('.js')) continue; // CSS is gathered per entry into index.css / testing.css on purpose
    for (const [input, { bytesInOutput }] of Object.entries(inputs)) if (bytesInOutput > 0) owners.set(input, [...(owners.get(input) ?? []), file]);
  }
  const copied = [...owners].filter(([, files]) => files.length > 1);
  if (copied.length) throw new Error(`modules copied into several files: ${copied.map(([input, files]) => `${input} (${files.join(', ')})`).join('; ')}`);
}

// Declarations of the sources (and of the core files the testing entries use), then one per entry.
execFileSync(process.execPath, [`${root}node_modules/typescript/bin/tsc`, '-p', `${sdk}tsconfig.build.json`], { stdio: 'inherit' });
const entries = { index: 'sdk/src/web/index', server: 'sdk/src/server/index', shared: 'sdk/src/shared/index', testing: 'sdk/src/testing/index', 'testing-server': 'sdk/src/testing/server' };
for (const [name, source] of Object.entries(entries)) writeFileSync(`${out}${name}.d.ts`, `export * from './types/${source}';\n`);

cpSync(`${sdk}build`, `${out}build`, { recursive: true });
cpSync(`${sdk}README.md`, `${out}README.md`);
/** What only the testing entries import (a real server on PGlite/PostgreSQL, React Testing Library): optional peers. */
const testingPeers = { '@testing-library/react': '^16', pg: '^8', '@electric-sql/pglite': '^0.5', '@fastify/ajv-compiler': '^4' };
const published = {
  name: pkg.name,
  version: pkg.version,
  description: pkg.description,
  type: 'module',
  license: 'UNLICENSED',
  exports: {
    '.': { types: './index.d.ts', default: './index.js' },
    './server': { types: './server.d.ts', default: './server.js' },
    './shared': { types: './shared.d.ts', default: './shared.js' },
    './testing': { types: './testing.d.ts', default: './testing.js' },
    './testing/server': { types: './testing-server.d.ts', default: './testing-server.js' },
    './build': { types: './build/addon.d.mts', default: './build/addon.mjs' },
    './package.json': './package.json',
  },
  peerDependencies: { ...pkg.peerDependencies, '@blueprintjs/core': '^6', '@blueprintjs/table': '^6', 'react-router-dom': '^7', ...testingPeers },
  // ky: the HTTP client behind createPluginTester's root container (core's KyHttpClient), imported by testing.js.
  dependencies: { ...pkg.dependencies, ky: '^2.1.0' },
  peerDependenciesMeta: Object.fromEntries(['fastify', ...Object.keys(testingPeers)].map((name) => [name, { optional: true }])),
};
// Every package the built files import is declared (node: built-ins and the SDK's own entries aside).
const declared = new Set([pkg.name, ...Object.keys(published.peerDependencies), ...Object.keys(published.dependencies)]);
const packageOf = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
const undeclared = new Set(builds.flatMap(({ metafile }) => Object.values(metafile.outputs).flatMap(({ imports }) => imports))
  .filter(({ external, path }) => external && !path.startsWith('node:') && !path.startsWith('.')).map(({ path }) => packageOf(path)).filter((name) => !declared.has(name)));
if (undeclared.size) throw new Error(`sdk/dist imports undeclared packages: ${[...undeclared].join(', ')}`);
writeFileSync(`${out}package.json`, `${JSON.stringify(published, null, 2)}\n`);
console.log(`sdk/dist (${pkg.name} ${pkg.version}) built in ${Date.now() - started} ms`);
