import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Rollup plugin: emits `assets/icons/{16,20}px/<name>.json` — each Blueprint icon's SVG paths —
 * for the per-icon loader in core/web/icons/fetchIconPaths.ts.
 */
export function blueprintIconAssets() {
  return {
    name: 'portolan-blueprint-icon-assets',
    generateBundle() {
      const require = createRequire(import.meta.url);
      const generated = join(dirname(require.resolve('@blueprintjs/icons/package.json')), 'lib/esm/generated');
      for (const size of ['16px', '20px']) {
        const dir = join(generated, size, 'paths');
        for (const file of readdirSync(dir).filter((f) => f.endsWith('.js') && f !== 'index.js')) {
          const source = readFileSync(join(dir, file), 'utf8');
          const match = /export default (\[[\s\S]*?\]);/.exec(source) ?? /const p = (\[[\s\S]*?\]);\s*export default p;/.exec(source);
          if (!match) throw new Error(`Unexpected icon module format: ${size}/${file}`);
          this.emitFile({ type: 'asset', fileName: `assets/icons/${size}/${file.replace(/\.js$/, '.json')}`, source: JSON.stringify(JSON.parse(match[1])) });
        }
      }
    },
  };
}
