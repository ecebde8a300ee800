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
  const key = params.toString();
  const defaultsKey = JSON.stringify(defaults);
  const state = useMemo(() => {
    const values: UrlQueryState = { ...defaults };
    for (const [name, value] of params.entries()) values[name] = value;
    return values as D & UrlQueryState;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, defaultsKey]);

  const update = useCallback(
    (changes: UrlQueryState, options: { push?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined || value === '' || value === defaults[name]) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: !options.push },
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setParams, defaultsKey],
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
