/**
 * The host side of DESIGN §3a: every shared library becomes an entry of the host's web build
 * (`assets/shared/react-<hash>.js` …) that re-exports the library's full public surface. Rollup
 * keeps each module in exactly one chunk, so the host's own code and these entries share module
 * instances: an add-on that imports `react` through the import map gets the React the host runs.
 * The host's pages never import these entries; they load only when an add-on needs them.
 */
import { createRequire } from 'node:module';
import { SHARED_MODULES } from '../sdk/build/sharedModules.mjs';

const PREFIX = '\0portolan-shared:';

/**
 * Left out of the shared surface: Blueprint's icon components and path tables (megabytes of SVG
 * paths). Add-ons draw icons with `<Icon icon="…">` from @blueprintjs/core, which the host loads
 * per icon.
 */
const ICONS_KEPT = new Set(['Icons', 'IconNames', 'IconSize', 'SVGIconContainer', 'iconNameToIconNextName', 'legacyIconNameToIconNextName', 'LegacyToIconNextNameMap']);
/**
 * react-router: what a screen inside the host's router uses (links, navigation, params, nested
 * <Routes>, path helpers). Not the data-router and server APIs (createBrowserRouter, RouterProvider,
 * loaders, forms and fetchers, SSR): an add-on renders inside the host's <BrowserRouter>, where a
 * router of its own cannot run, and sharing them would put ~35 KiB gz more on the login page.
 */
const ROUTER_KEPT = new Set([
  'Link', 'NavLink', 'Navigate', 'Outlet', 'Route', 'Routes', 'MemoryRouter', 'NavigationType',
  'useNavigate', 'useLocation', 'useParams', 'useSearchParams', 'useMatch', 'useResolvedPath', 'useHref',
  'useInRouterContext', 'useNavigationType', 'useOutlet', 'useOutletContext', 'useRoutes', 'useLinkClickHandler',
  'matchPath', 'matchRoutes', 'generatePath', 'resolvePath', 'createSearchParams', 'createPath', 'parsePath',
  'createRoutesFromChildren', 'createRoutesFromElements', 'renderMatches',
]);
/** mobx: everything but its internals (`_…`, `$mobx`) and the global switches only the host may set. */
const MOBX_HOST_ONLY = new Set(['configure', 'spy', 'trace', 'onReactionError', 'onBecomeObserved', 'onBecomeUnobserved']);
/** Blueprint core: everything but its internal helpers (`Utils`, the deprecated `Keys`). */
const BLUEPRINT_HOST_ONLY = new Set(['Utils', 'Keys']);
const NOT_SHARED = {
  '@blueprintjs/icons': (name) => !ICONS_KEPT.has(name),
  '@blueprintjs/core': (name) => BLUEPRINT_HOST_ONLY.has(name),
  'react-router': (name) => !ROUTER_KEPT.has(name),
  'react-router-dom': (name) => !ROUTER_KEPT.has(name),
  mobx: (name) => name.startsWith('_') || name.startsWith('$') || MOBX_HOST_ONLY.has(name),
  // Internals React and react-dom export for their own packages only.
  react: (name) => name.startsWith('__'),
  'react-dom': (name) => name.startsWith('__'),
};

/** The import map of a finished bundle: shared module → its entry chunk's URL. */
export function importMapOf(bundle) {
  const imports = {};
  for (const chunk of Object.values(bundle)) {
    if (chunk.type === 'chunk' && isSharedEntry(chunk)) {
      imports[chunk.facadeModuleId.slice(PREFIX.length)] = `/${chunk.fileName}`;
    }
  }
  const sorted = Object.fromEntries(SHARED_MODULES.filter((s) => imports[s]).map((s) => [s, imports[s]]));
  return { imports: sorted };
}

/**
 * Writes the virtual entry modules. Export names come from loading the package in Node (the
 * runtime truth, also for CommonJS packages such as react whose names a bundler can only guess);
 * the SDK (TypeScript sources) from Rollup's own analysis. CommonJS packages also export `default`
 * (their `module.exports`), so `import React from 'react'` works as in any bundler.
 */
export function sharedLibraries({ root, hostEntry }) {
  const nodeRequire = createRequire(root);
  return {
    name: 'portolan-shared-libraries',
    buildStart() {
      // One chunk per shared library, with exactly the library's export names. "Implicitly loaded
      // after" the host entry: Rollup knows the host's code is already on the page when an add-on
      // loads one, so it keeps the host's chunks as they were instead of splitting them by library.
      for (const specifier of SHARED_MODULES) {
        this.emitFile({ type: 'chunk', id: `${PREFIX}${specifier}`, implicitlyLoadedAfterOneOf: [hostEntry], preserveSignature: 'strict' });
      }
    },
    resolveId(source) {
      return source.startsWith(PREFIX) ? source : null;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const specifier = id.slice(PREFIX.length);
      const resolved = await this.resolve(specifier, `${root}index.js`, { skipSelf: true });
      if (!resolved) this.error(`Shared module ${specifier} cannot be resolved`);
      const info = await this.load(resolved);
      const isCommonJS = Boolean(info.meta?.commonjs?.isCommonJS);
      let names;
      try {
        names = Object.keys(nodeRequire(specifier));
      } catch {
        names = (info.exports ?? []).filter((n) => n !== 'default' && n !== '__moduleExports');
      }
      const skip = NOT_SHARED[specifier];
      names = names.filter((n) => n !== 'default' && n !== '__esModule' && /^[A-Za-z_$][\w$]*$/.test(n) && !skip?.(n));
      const hasDefault = isCommonJS || (info.exports ?? []).includes('default');
      // `export { e0 as x }` of a local copy rather than `export { x } from`: Rollup 4 loses re-exports
      // in implicitly loaded chunks whose variables live in the host's chunks.
      const from = JSON.stringify(specifier);
      const lines = [
        `import { ${names.map((n, i) => `${n} as i${i}`).join(', ')} } from ${from};`,
        `const ${names.map((_, i) => `e${i} = i${i}`).join(', ')};`,
        `export { ${names.map((n, i) => `e${i} as ${n}`).join(', ')} };`,
      ];
      if (hasDefault) lines.push(`import defaultExport from ${from};`, 'const eDefault = defaultExport;', 'export { eDefault as default };');
      return lines.join('\n');
    },
  };
}


/** `output.chunkFileNames`: the shared entries as `assets/shared/<library>-<hash>.js`, the rest unchanged. */
export function chunkFileNames(chunk) {
  const specifier = chunk.facadeModuleId?.startsWith(PREFIX) ? chunk.facadeModuleId.slice(PREFIX.length) : undefined;
  return specifier ? `assets/shared/${specifier.replace(/^@/, '').replace(/[/]/g, '-')}-[hash].js` : 'assets/[name]-[hash].js';
}

/** Whether a chunk is a shared library's entry. */
export function isSharedEntry(chunk) {
  return Boolean(chunk.facadeModuleId?.startsWith(PREFIX));
}
