/**
 * The libraries the Portolan host provides to add-ons through its import map: an add-on imports
 * them by these exact names and bundles none of them, so exactly one copy of each runs on the page.
 * The host build exposes each one as an entry; `portolanAddon()` keeps them external and fails an
 * add-on build that bundles any of them.
 */
export const SHARED_MODULES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'mobx',
  'mobx-react-lite',
  '@blueprintjs/core',
  '@blueprintjs/table',
  '@blueprintjs/icons',
  'inversify',
  '@portolan/sdk',
];

/**
 * Packages whose code must never end up inside an add-on bundle (the shared libraries and the
 * packages they are made of). A module under node_modules/<one of these>/ in an add-on's output
 * fails its build.
 */
export const SHARED_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  'mobx',
  'mobx-react-lite',
  '@blueprintjs/core',
  '@blueprintjs/table',
  '@blueprintjs/icons',
  '@blueprintjs/colors',
  'inversify',
  '@inversifyjs/common',
  '@inversifyjs/container',
  '@inversifyjs/core',
  '@inversifyjs/reflect-metadata-utils',
  '@inversifyjs/plugin',
  '@inversifyjs/prototype-utils',
  'reflect-metadata',
  '@portolan/sdk',
];

/** The package a bare import names: `@blueprintjs/core/lib/x` → `@blueprintjs/core`, `react/jsx-runtime` → `react`. */
export function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}
