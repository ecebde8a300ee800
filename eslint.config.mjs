/**
 * `npm run lint` (first step of `npm test`): the import boundaries of issue 8 and React's hook rules.
 * Syntax-only (typescript-eslint's parser without type information), so the whole tree lints in seconds.
 */
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import boundaries from './eslint-rules/boundaries.mjs';

/** The local plugin's version is its source's hash, so `eslint --cache` re-checks every file when the rule changes. */
const portolan = {
  meta: { name: 'eslint-plugin-portolan', version: createHash('sha256').update(readFileSync(new URL('./eslint-rules/boundaries.mjs', import.meta.url))).digest('hex').slice(0, 12) },
  rules: { boundaries },
};

export default [
  {
    // Build output, dependencies, dot-folders (data, e2e artifacts, scratch builds), installed add-ons.
    ignores: ['**/node_modules/**', '**/dist/**', '**/.*/**', 'addons/**', 'coverage/**'],
  },
  {
    files: ['**/*.{ts,tsx,mts,cts,mjs,js}'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { ecmaVersion: 'latest', sourceType: 'module', ecmaFeatures: { jsx: true } },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { portolan, 'react-hooks': reactHooks },
    rules: {
      'portolan/boundaries': 'error',
      // React's recommended set, all of it kept and all as errors: every rule flags a real bug in this code base, and
      // none fights MobX (observer components read observables in render, which no rule objects to; stores are mutated in
      // actions/event handlers, never during render, which is exactly what `immutability`, `globals` and `purity` check):
      //   rules-of-hooks; exhaustive-deps — a missing dependency is a stale closure; a deliberate omission gets a one-line
      //     disable with its reason (useCommands' caller-supplied deps, useResourceList's fetch by query value);
      //   set-state-in-effect — resetting state in an effect renders one frame of the old data against the new props:
      //     derive it during render (useLoad, FilterBar), or key the component;
      //   refs — a ref written during render leaks from renders React throws away: write it in an effect;
      //   purity — Date.now()/Math.random() in render makes output differ between renders of the same props (useNow);
      //   use-memo — dependency lists of plain values, so the compiler and the reader can follow them;
      //   static-components, immutability, globals, set-state-in-render, error-boundaries, config, gating,
      //   incompatible-library, unsupported-syntax, preserve-manual-memoization — compiler-era checks that pass today.
      ...reactHooks.configs.flat['recommended-latest'].rules,
      'react-hooks/exhaustive-deps': 'error',
      'react-hooks/incompatible-library': 'error',
      'react-hooks/unsupported-syntax': 'error',
    },
  },
];
