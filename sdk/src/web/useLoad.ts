import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult, HttpClient } from './HttpClient';

export interface LoadState<T> {
  isFetching: boolean;
  data?: T;
  /** SPEC §8: the server's message, "Server Error" or "Network Error". */
  error?: string;
  reload(): void;
}

/**
 * GET `path` on mount and on `reload` (a screen that shows one server answer); answers for an older
 * request are ignored. Pass `undefined` to wait. For lists with paging and scopes use ResourceStore.
 */
export function useLoad<T>(http: HttpClient, path: string | undefined): LoadState<T> {
  const [state, setState] = useState<{ isFetching: boolean; data?: T; error?: string }>({ isFetching: !!path });
  const generation = useRef(0);
  const load = useCallback(() => {
    if (!path) return;
    const mine = ++generation.current;
    setState((s) => ({ ...s, isFetching: true, error: undefined }));
    void http.get<T>(path).then((result: ApiResult<T>) => {
      if (mine !== generation.current) return;
      setState(result.ok ? { isFetching: false, data: result.data } : { isFetching: false, error: result.errorMessage ?? 'Server Error' });
    });
  }, [http, path]);
  useEffect(load, [load]);
  return { ...state, reload: load };
}
