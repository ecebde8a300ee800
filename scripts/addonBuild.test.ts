import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rollup } from 'rollup';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { portolanAddon } from '@portolan/sdk/build';

const root = mkdtempSync(join(tmpdir(), 'portolan-addon-build-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A tiny add-on in a temporary folder, built with the SDK's Rollup plugin. */
async function build(name: string, source: string): Promise<string> {
  const dir = join(root, name);
  mkdirSync(join(dir, 'web'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, version: '1.0.0', portolan: { id: name, title: name, sdk: '^0.1.0', routes: [{ path: `/${name}` }] } }));
  writeFileSync(join(dir, 'web', 'index.js'), source);
  const bundle = await rollup({ input: join(dir, 'web', 'index.js'), plugins: [portolanAddon({ cwd: dir }), nodeResolve({ browser: true })], onwarn: () => {} });
  await bundle.write({ dir: join(dir, 'dist', 'web'), format: 'es', entryFileNames: 'index-[hash].js' });
  await bundle.close();
  return dir;
}

describe('building an add-on with portolanAddon()', () => {
  it('keeps the shared libraries external and writes the manifest', async () => {
    const dir = await build(
      'good-addon',
      `import { useState } from 'react'; import { observer } from 'mobx-react-lite'; import { definePlugin } from '@portolan/sdk';
       export default definePlugin({ id: 'good-addon', title: 'Good', routes: [{ path: '/good-addon', load: async () => ({ default: observer(() => useState(1)[0]) }) }] });`,
    );
    const manifest = JSON.parse(readFileSync(join(dir, 'dist', 'portolan-addon.json'), 'utf8'));
    expect(manifest).toMatchObject({ id: 'good-addon', version: '1.0.0', sdk: '^0.1.0', web: expect.stringMatching(/^web\/index-.+\.js$/) });
    expect(manifest.shared).toEqual(['@portolan/sdk', 'mobx-react-lite', 'react']);
    const code = readFileSync(join(dir, 'dist', manifest.web), 'utf8');
    expect(code).toMatch(/from\s*["']react["']/);
    expect(code.length).toBeLessThan(2000);
  });

  it('fails an add-on that bundles a shared library', async () => {
    const reactFile = join(process.cwd(), 'node_modules', 'react', 'cjs', 'react.production.js');
    await expect(build('bundles-react', `import ${JSON.stringify(reactFile)}; export default {};`)).rejects.toThrow(/bundles shared libraries[\s\S]*react/);
  });

  it('fails an add-on that imports a part of a shared library the host does not share', async () => {
    await expect(build('deep-import', `import { renderToString } from 'react-dom/server'; export default renderToString;`)).rejects.toThrow(/"react-dom\/server".*is not shared/);
  });
});
