#!/usr/bin/env node
/**
 * Builds @portolan/sdk into sdk/dist — the package third parties install (`npm publish sdk/dist`):
 *   index.js (web), server.js, shared.js (rules both share), testing.js, testing-server.js: ES modules, every npm package external;
 *   *.d.ts type declarations (tsc); build/ (the Rollup plugins for add-ons); package.json; README.md.
 * In the monorepo, sdk/package.json keeps pointing at the TypeScript sources.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const sdk = `${root}sdk/`;
const out = `${sdk}dist/`;
const started = Date.now();
const pkg = JSON.parse(readFileSync(`${sdk}package.json`, 'utf8'));

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const common = { absWorkingDir: root, bundle: true, format: 'esm', packages: 'external', target: 'es2022', sourcemap: true, logLevel: 'warning', jsx: 'automatic', loader: { '.sql': 'text' } };
await Promise.all([
  build({ ...common, entryPoints: { index: 'sdk/src/web/index.ts' }, outdir: out, platform: 'browser' }),
  build({ ...common, entryPoints: { testing: 'sdk/src/testing/index.ts' }, outdir: out, platform: 'browser' }),
  build({ ...common, entryPoints: { server: 'sdk/src/server/index.ts' }, outdir: out, platform: 'node', target: 'node20' }),
  build({ ...common, entryPoints: { shared: 'sdk/src/shared/index.ts' }, outdir: out, platform: 'neutral' }),
  build({ ...common, entryPoints: { 'testing-server': 'sdk/src/testing/server.ts' }, outdir: out, platform: 'node', target: 'node20' }),
]);

// Declarations of the sources (and of the core files the testing entries use), then one per entry.
execFileSync(process.execPath, [`${root}node_modules/typescript/bin/tsc`, '-p', `${sdk}tsconfig.build.json`], { stdio: 'inherit' });
const entries = { index: 'sdk/src/web/index', server: 'sdk/src/server/index', shared: 'sdk/src/shared/index', testing: 'sdk/src/testing/index', 'testing-server': 'sdk/src/testing/server' };
for (const [name, source] of Object.entries(entries)) writeFileSync(`${out}${name}.d.ts`, `export * from './types/${source}';\n`);

cpSync(`${sdk}build`, `${out}build`, { recursive: true });
cpSync(`${sdk}README.md`, `${out}README.md`);
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
  peerDependencies: { ...pkg.peerDependencies, '@blueprintjs/core': '^6', '@blueprintjs/table': '^6', 'react-router-dom': '^7' },
  dependencies: { ...pkg.dependencies, ky: '^2.1.0' },
  peerDependenciesMeta: { fastify: { optional: true } },
};
writeFileSync(`${out}package.json`, `${JSON.stringify(published, null, 2)}\n`);
console.log(`sdk/dist (${pkg.name} ${pkg.version}) built in ${Date.now() - started} ms`);
