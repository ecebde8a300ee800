import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from './HttpClient';
import type { LoadState } from './useLoad';

interface Settled<T> {
  /** The call this answer belongs to: `${reloads}:${key}`. */
  at?: string;
  data?: T;
  error?: string;
}

/**
 * `useLoad` for a call that is more than one GET of a path (a query object, an answer the client reshapes):
 * runs `call` on mount, when `key` changes and on `reload`; the last data stays shown while the next call
 * runs (an error answer clears it) and answers of an older call are ignored. Pass `undefined` as the key to wait.
 */
export function useAnswer<T>(call: () => Promise<ApiResult<T>>, key: string | undefined): LoadState<T> {
  const [reloads, setReloads] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>({});
  const latest = useRef(call);
  useEffect(() => {
    latest.current = call;
  });
  const at = key === undefined ? undefined : `${reloads}:${key}`;
  useEffect(() => {
    if (at === undefined) return;
    let current = true;
    void latest.current().then((result) => {
      if (current) setSettled(result.ok ? { at, data: result.data } : { at, error: result.errorMessage ?? 'Server Error' });
    });
    return () => {
      current = false;
    };
  }, [at]);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const isFetching = at !== undefined && settled.at !== at;
  return { isFetching, data: settled.data, error: isFetching ? undefined : settled.error, reload };
}
