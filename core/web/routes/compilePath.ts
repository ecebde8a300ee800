/** A route path compiled for matching. */
export interface CompiledPath {
  test(pathname: string): boolean;
  /** Literal characters in the path: the longer, the more specific. */
  specificity: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Compiles a SPEC §2 path. `{name}` stands for any text inside one segment. An exact path matches
 * itself (with or without a trailing slash); a prefix matches itself and anything below it on a
 * segment boundary (`/rates` matches `/rates/x`, not `/ratesx`; `/tracking/` matches `/tracking/x`).
 */
export function compilePath(path: string, exact: boolean): CompiledPath {
  const parts = path.split(/(\{[a-zA-Z]+\})/);
  const body = parts.map((part) => (/^\{[a-zA-Z]+\}$/.test(part) ? '[^/]+?' : escape(part))).join('');
  const trimmed = path.length > 1 && path.endsWith('/') ? body.slice(0, -1) : body;
  let source: string;
  if (exact) source = path === '/' ? '^/$' : `^${trimmed}/?$`;
  else if (path === '/') source = '^/';
  else if (path.endsWith('/')) source = `^${trimmed}/`;
  else source = `^${trimmed}(?=/|$)`;
  const regex = new RegExp(source);
  return {
    test: (pathname) => regex.test(pathname),
    specificity: parts.reduce((n, part) => n + (/^\{[a-zA-Z]+\}$/.test(part) ? 0 : part.length), 0),
  };
}
