import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { discoverPlugins } from './pluginDiscovery.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// Inside the repository (so @portolan/sdk and the root tsconfig resolve) but outside plugins/: discovery,
// lint and the other tests never see the generated plugin. Dot folders are ignored by lint and git-clean runs.
const into = mkdtempSync(join(ROOT, '.new-plugin-test-'));
afterAll(() => rmSync(into, { recursive: true, force: true }));

const run = (command: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(command, args, { cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...env }, timeout: 240_000 });
const generate = (...args: string[]) => run(process.execPath, ['scripts/new-plugin.mjs', ...args, '--into', into]);
const filesUnder = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? filesUnder(join(dir, n)) : [join(dir, n)]));

describe('npm run new-plugin', () => {
  it('starts from plugins/_template, which discovery does not take for a live plugin', () => {
    for (const side of ['web', 'server'] as const) expect(discoverPlugins(ROOT, side).map((p) => p.id)).not.toContain('_template');
    expect(statSync(join(ROOT, 'plugins/_template/server/index.ts')).isFile()).toBe(true);
  });

  it('refuses a bad id, a bad entity and an existing folder, with a clear message and nothing written', () => {
    const bad = generate('Port_Calls');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('"Port_Calls" is not a plugin id');
    const entity = generate('port-calls', '--entity', 'port call');
    expect(entity.status).toBe(1);
    expect(entity.stderr).toContain('"port call" is not an entity name');
    expect(readdirSync(into)).toEqual([]);
    const existing = run(process.execPath, ['scripts/new-plugin.mjs', 'shipments']);
    expect(existing.status).toBe(1);
    expect(existing.stderr).toContain('plugins/shipments exists already');
  });

  it('renames every name of the template consistently, and the new area type-checks and passes its own tests', { timeout: 240_000 }, () => {
    const made = generate('port-calls');
    expect(made.status, made.stderr).toBe(0);
    const dir = join(into, 'port-calls');
    const files = filesUnder(dir).map((f) => relative(dir, f)).sort();
    expect(files).toEqual([
      'README.md',
      'server/index.ts',
      'server/migrations/001_port_calls.sql',
      'server/port-calls.test.ts',
      'server/portCallResource.ts',
      'server/seedDemo.ts',
      'shared/features.ts',
      'shared/states.ts',
      'shared/types.ts',
      'web/PortCallsPlugin.test.tsx',
      'web/index.ts',
      'web/views/PortCallDetails.tsx',
      'web/views/PortCallForm.tsx',
      'web/views/PortCallList.tsx',
      'web/views/PortCallsScreen.tsx',
      'web/views/stateIntent.ts',
    ]);
    const texts = Object.fromEntries(files.map((f) => [f, readFileSync(join(dir, f), 'utf8')]));
    for (const [file, text] of Object.entries(texts)) expect(`${file}: ${text}`).not.toMatch(/template|sample/i);
    expect(texts['server/migrations/001_port_calls.sql']).toContain('CREATE TABLE port_calls (');
    expect(texts['shared/types.ts']).toContain("PORT_CALLS_API = '/api/port-calls/v2/port-calls'");
    expect(texts['shared/types.ts']).toContain("PORT_CALL_KIND = 'port-call'");
    expect(texts['shared/features.ts']).toContain("{ name: 'port-calls', title: 'Port calls', routes: ['/port-calls']");
    expect(texts['web/views/PortCallList.tsx']).toContain('text="New port call"');
    expect(texts['README.md']).not.toContain('How to make an area');

    // Types: the generated files against the SDK, with the root compiler options.
    writeFileSync(join(into, 'tsconfig.json'), JSON.stringify({ extends: '../tsconfig.json', include: ['port-calls', '../types'] }));
    const tsc = run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', join(into, 'tsconfig.json')]);
    expect(tsc.stdout + tsc.stderr).toBe('');

    // Its own API and web tests (API on PGlite here; the template's own run covers PostgreSQL too).
    const name = relative(ROOT, into);
    writeFileSync(
      join(into, 'vitest.config.mjs'),
      `import { defineConfig } from 'vitest/config';
import { sqlText } from '../scripts/sqlText.mjs';
import { pluginDiscovery } from '../scripts/pluginDiscovery.mjs';
const root = ${JSON.stringify(ROOT)};
export default defineConfig({
  root,
  plugins: [sqlText(), pluginDiscovery(root)],
  test: {
    projects: [
      { extends: true, test: { name: 'web', environment: 'happy-dom', include: ['${name}/*/web/**/*.test.tsx'] } },
      { extends: true, test: { name: 'server', environment: 'node', include: ['${name}/*/server/**/*.test.ts'], testTimeout: 30000, hookTimeout: 60000 } },
    ],
  },
});
`,
    );
    const vitest = run(process.execPath, [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--config', join(into, 'vitest.config.mjs')], { PORTOLAN_TEST_POSTGRES: '0', NO_COLOR: '1', FORCE_COLOR: '0' });
    const output = (vitest.stdout + vitest.stderr).replace(/\x1b\[[0-9;]*m/g, '');
    expect(vitest.status, output).toBe(0);
    expect(output).toMatch(/Test Files\s+2 passed \(2\)/);
    // Every test of the template, renamed, passes (no count here: the template's tests may grow).
    expect(output).toMatch(/Tests\s+(\d+) passed \(\1\)/);
    expect(output).not.toMatch(/\d+ (failed|skipped)/);
  });
});
