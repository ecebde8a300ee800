import { useCallback, useEffect, useState } from 'react';
import type { ApiResult, LoadState } from '@portolan/sdk';

/**
 * `useLoad` for a call of the area's client that does more than one GET of a path (e.g. the network's
 * companies, filtered and renamed): runs `call` on mount, when `key` changes and on `reload`; answers
 * of an older call are ignored.
 */
export function useApiAnswer<T>(call: () => Promise<ApiResult<T>>, key: string): LoadState<T> {
  const [reloads, setReloads] = useState(0);
  const [settled, setSettled] = useState<{ at?: string; data?: T; error?: string }>({});
  const at = `${reloads}:${key}`;
  useEffect(() => {
    let current = true;
    void call().then((result) => {
      if (current) setSettled(result.ok ? { at, data: result.data } : { at, error: result.errorMessage ?? 'Server Error' });
    });
    return () => {
      current = false;
    };
  }, [at]); // eslint-disable-line react-hooks/exhaustive-deps
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const isFetching = settled.at !== at;
  return { isFetching, data: settled.data, error: isFetching ? undefined : settled.error, reload };
}
