/**
 * portolan/boundaries — who may import whom (issue 8, "Boundaries, enforced").
 * Every relative import, re-export, dynamic import and `import('…')` type is resolved against the importing file
 * and both ends are classified by their place in the tree; bare packages (`@portolan/sdk…`, npm) are always allowed.
 *   plugins/<id>/   → only plugins/<id>/ (everything else through @portolan/sdk, /server, /shared, /testing, /testing/server)
 *   examples/<id>/  → only examples/<id>/ (an add-on sees nothing but the published SDK)
 *   sdk/src/web|server|shared → only sdk/ (the contract knows nothing of core/ or host/), and sdk/src/testing only from tests
 *   sdk/src/shared  → nothing of sdk/src/web, server or testing (it runs on both sides)
 *   sdk/src/testing → sdk/, core/, host/ (it builds a real workbench/server for tests), never plugins/
 *   core/           → never host/ or plugins/ (the kernel knows no product)
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The tree position of an absolute path: { area, id } where area is e.g. 'plugins', 'sdk/web', 'core'. */
export function classify(absolute, base = root) {
  const parts = path.relative(base, absolute).split(path.sep);
  if (parts[0] === '..' || path.isAbsolute(parts[0])) return { area: 'outside', label: absolute };
  const [top, second, third] = parts;
  if ((top === 'plugins' || top === 'examples') && parts.length > 1) return { area: top, id: second, label: `${top}/${second}` };
  if (top === 'sdk' && second === 'src' && third) return { area: `sdk/${third}`, label: `sdk/src/${third}` };
  if (top === 'sdk') return { area: 'sdk/other', label: parts.slice(0, 2).join('/') };
  return { area: top, label: top };
}

/** The SDK's own entries, so sdk/src/shared can't reach web or server through `@portolan/sdk…` either. */
const SDK_ENTRIES = { '@portolan/sdk': 'web', '@portolan/sdk/server': 'server', '@portolan/sdk/shared': 'shared', '@portolan/sdk/testing': 'testing', '@portolan/sdk/testing/server': 'testing' };

const SDK_HINT = 'go through @portolan/sdk (web), @portolan/sdk/server, @portolan/sdk/shared or @portolan/sdk/testing';

/** Why `from` may not import `to`, or null when it may. */
export function violation(from, to, isTest = false) {
  const inSdk = to.area.startsWith('sdk/');
  switch (from.area) {
    case 'plugins':
      if (to.area === 'plugins' && to.id === from.id) return null;
      if (to.area === 'plugins') return `${from.label} may not import ${to.label}: plugins talk to each other only through SDK services, slots and commands`;
      return `${from.label} may not import ${to.label}/…: ${SDK_HINT}`;
    case 'examples':
      if (to.area === 'examples' && to.id === from.id) return null;
      return `${from.label} may not import ${to.label}/…: an add-on builds against the published @portolan/sdk only`;
    case 'sdk/shared':
      if (to.area === 'sdk/shared') return null;
      if (inSdk) return `sdk/src/shared may not import ${to.label}: shared rules run on web and server alike`;
      return `sdk/src/shared may not import ${to.label}/…: the SDK imports nothing of core or host`;
    case 'sdk/web':
    case 'sdk/server':
      if (inSdk && (to.area !== 'sdk/testing' || isTest)) return null;
      if (to.area === 'sdk/testing') return `${from.label} may not import sdk/src/testing: test helpers stay out of the runtime contract`;
      return `${from.label} may not import ${to.label}/…: the SDK imports nothing of core or host`;
    case 'sdk/testing':
      if (to.area === 'plugins') return `sdk/src/testing may not import ${to.label}: the testing entry is plugin-agnostic`;
      return null;
    case 'core':
      if (to.area === 'host' || to.area === 'plugins') return `core may not import ${to.label}/…: the kernel knows no host or plugin (compose them in host/)`;
      return null;
    default:
      return null;
  }
}

export default {
  meta: { type: 'problem', docs: { description: 'Enforce the import boundaries between plugins, the SDK, core, host and examples' }, schema: [], messages: { boundary: '{{reason}}' } },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const from = classify(file);
    const isTest = /\.test\.[cm]?[jt]sx?$/.test(file);
    if (!['plugins', 'examples', 'core'].includes(from.area) && !from.area.startsWith('sdk/')) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string') return;
      const entry = from.area.startsWith('sdk/') && SDK_ENTRIES[source.value];
      if (!source.value.startsWith('.') && !entry) return;
      const to = entry ? { area: `sdk/${entry}`, label: `sdk/src/${entry}` } : classify(path.resolve(path.dirname(file), source.value));
      const reason = violation(from, to, isTest);
      if (reason) context.report({ node: source, messageId: 'boundary', data: { reason } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source),
      TSImportType: (node) => check(node.source ?? node.argument?.literal),
      TSExternalModuleReference: (node) => check(node.expression),
    };
  },
};
