import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** URL-backed view state: flat text values by name (`?status=IN_TRANSIT&sort=eta.asc`). */
export type UrlQueryState = Record<string, string | undefined>;

/**
 * Keeps a screen's view state (filters, search, sort, page cursor, columns) in the URL, so a view can
 * be bookmarked and shared: `const [query, setQuery] = useUrlQuery({ sort: 'createdAt.desc' })`.
 * Values equal to the default are left out of the URL. `setQuery({ status: 'X' })` merges; `undefined`
 * or '' removes a value. Changes replace the history entry unless `{ push: true }`.
 */
export function useUrlQuery<D extends UrlQueryState>(defaults: D = {} as D): [D & UrlQueryState, (changes: UrlQueryState, options?: { push?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  // Callers pass the defaults inline (a new object every render): use them by value.
  const defaultsKey = JSON.stringify(defaults);
  const stableDefaults = useMemo(() => JSON.parse(defaultsKey) as D, [defaultsKey]);
  const state = useMemo(() => {
    const values: UrlQueryState = { ...stableDefaults };
    for (const [name, value] of params.entries()) values[name] = value;
    return values as D & UrlQueryState;
  }, [params, stableDefaults]);

  const update = useCallback(
    (changes: UrlQueryState, options: { push?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined || value === '' || value === stableDefaults[name]) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: !options.push },
      );
    },
    [setParams, stableDefaults],
  );
  return [state, update];
}

/** `'eta.asc'` → `{ field: 'eta', dir: 'asc' }`; anything else → the fallback. */
export function parseSort(text: string | undefined, fallback: { field: string; dir: 'asc' | 'desc' }): { field: string; dir: 'asc' | 'desc' } {
  const match = /^([A-Za-z0-9_]+)\.(asc|desc)$/.exec(text ?? '');
  return match ? { field: match[1], dir: match[2] as 'asc' | 'desc' } : fallback;
}

/** A comma-separated URL value as a list (`'A,B'` → `['A', 'B']`). */
export function splitList(text: string | undefined): string[] {
  return (text ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}
