import { useCallback, useEffect, useState } from 'react';
import type { ApiResult, LoadState } from '@portolan/sdk';

/**
 * `useLoad` for a call of the orders client (a query object, an answer it reshapes): runs `call` on
 * mount, when `key` changes and on `reload`; answers of an older call are ignored. Pass `undefined` as
 * the key to wait.
 */
export function useOrdersAnswer<T>(call: () => Promise<ApiResult<T>>, key: string | undefined): LoadState<T> {
  const [reloads, setReloads] = useState(0);
  const [settled, setSettled] = useState<{ at?: string; data?: T; error?: string }>({});
  const at = key === undefined ? undefined : `${reloads}:${key}`;
  useEffect(() => {
    if (at === undefined) return;
    let current = true;
    void call().then((result) => {
      if (current) setSettled(result.ok ? { at, data: result.data } : { at, error: result.errorMessage ?? 'Server Error' });
    });
    return () => {
      current = false;
    };
  }, [at]); // eslint-disable-line react-hooks/exhaustive-deps
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const isFetching = at !== undefined && settled.at !== at;
  return { isFetching, data: settled.data, error: isFetching ? undefined : settled.error, reload };
}
