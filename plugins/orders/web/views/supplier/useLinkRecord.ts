import { useCallback, useEffect, useState } from 'react';
import type { ApiResult } from '@portolan/sdk';

export interface LinkRecord<T> {
  data?: T;
  /** The server's message (SPEC §8 text) of a failed load. */
  error?: string;
  isFetching: boolean;
  reload: () => void;
  /** Shows the record an answer (a POST) returned, without loading again. */
  replace: (data: T) => void;
}

/** The record a supplier's link opens: loaded on mount and on reload; a write's answer replaces it. No token: an error at once. */
export function useLinkRecord<T>(token: string, load: (token: string) => Promise<ApiResult<T>>): LinkRecord<T> {
  const [reloads, setReloads] = useState(0);
  const [state, setState] = useState<{ key?: string; data?: T; error?: string }>({});
  const key = `${reloads}:${token}`;
  useEffect(() => {
    if (!token) return;
    let current = true;
    void load(token).then((result) => {
      if (current) setState(result.ok && result.data ? { key, data: result.data } : { key, error: result.errorMessage ?? 'Server Error' });
    });
    return () => {
      current = false;
    };
  }, [token, key, load]);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const replace = useCallback((data: T) => setState((s) => ({ ...s, data, error: undefined })), []);
  if (!token) return { error: 'The link has no token.', isFetching: false, reload, replace };
  const isFetching = state.key !== key;
  return { data: state.data, error: isFetching ? undefined : state.error, isFetching, reload, replace };
}
