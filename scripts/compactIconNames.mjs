import { createRequire } from 'node:module';

const ICON_NAMES_MODULE = /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconNames\.js$/;

const pascal = (name) => name.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
const legacy = (name) => name.replace(/-/g, '_').toUpperCase();

/**
 * Rollup plugin: replaces Blueprint's `iconNames.js` — which every page with an icon loads, since
 * the Icon component checks names against `IconNamesSet` — by the same exports built from a plain
 * list of names. The original builds them from a TypeScript enum (both cases of every name) through
 * `change-case`: ~8.7 KiB gz on every signed-in page, the list ~3 KiB gz. Verified at build time
 * against the package's own `IconNames` (same keys, same order, same values); the build fails if a
 * Blueprint update changes how names are derived.
 */
export function compactIconNames() {
  return {
    name: 'portolan-compact-icon-names',
    load(id) {
      if (!ICON_NAMES_MODULE.test(id)) return null;
      const require = createRequire(id);
      const { IconNames } = require('../cjs/iconNames.js');
      const names = [...new Set(Object.values(IconNames))];
      const derived = {};
      for (const n of names) derived[pascal(n)] = n;
      for (const n of names) derived[legacy(n)] = n;
      if (JSON.stringify(derived) !== JSON.stringify(IconNames)) this.error('@blueprintjs/icons derives IconNames differently now: update scripts/compactIconNames.mjs');
      return [
        `const names = ${JSON.stringify(names.join(','))}.split(',');`,
        `const pascal = ${pascal.toString()};`,
        `const legacy = ${legacy.toString()};`,
        'const IconNamesNew = {};',
        'const IconNamesLegacy = {};',
        'for (const n of names) { IconNamesNew[pascal(n)] = n; IconNamesLegacy[legacy(n)] = n; }',
        'export const IconNames = { ...IconNamesNew, ...IconNamesLegacy };',
        'export const IconNamesSet = new Set(names);',
      ].join('\n');
    },
  };
}
