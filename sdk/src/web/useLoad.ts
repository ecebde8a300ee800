import { useCallback, useEffect, useState } from 'react';
import type { ApiResult, HttpClient } from './HttpClient';

export interface LoadState<T> {
  isFetching: boolean;
  data?: T;
  /** SPEC §8: the server's message, "Server Error" or "Network Error". */
  error?: string;
  reload(): void;
}

interface Settled<T> {
  /** The request this answer belongs to: `${reloads}:${path}`. */
  key?: string;
  data?: T;
  error?: string;
}

/**
 * GET `path` on mount, when `path` changes and on `reload` (a screen that shows one server answer); the last
 * answer's data stays shown while the next request runs (an error answer clears it), and answers for an older request are ignored.
 * Pass `undefined` to wait. For lists with paging and scopes use ResourceStore.
 * "Fetching" is derived (the settled answer is not the current request's), so no state is set inside the effect.
 */
export function useLoad<T>(http: HttpClient, path: string | undefined): LoadState<T> {
  const [reloads, setReloads] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>({});
  const key = path === undefined ? undefined : `${reloads}:${path}`;
  useEffect(() => {
    if (path === undefined) return;
    let current = true;
    void http.get<T>(path).then((result: ApiResult<T>) => {
      if (!current) return;
      setSettled(result.ok ? { key, data: result.data } : { key, error: result.errorMessage ?? 'Server Error' });
    });
    return () => {
      current = false;
    };
  }, [http, path, key]);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const isFetching = key !== undefined && settled.key !== key;
  return { isFetching, data: settled.data, error: isFetching ? undefined : settled.error, reload };
}
