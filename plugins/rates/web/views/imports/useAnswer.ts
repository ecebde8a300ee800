import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from '@portolan/sdk';

type Settled<T> = { key?: string; data?: T; error?: string };

/**
 * One answer of a store call, loaded when `key` changes and on `reload` (useLoad for calls that are not a
 * plain GET path): the last data stays shown while the next load runs; older answers are ignored.
 */
export function useAnswer<T>(load: () => Promise<ApiResult<T>>, key: string): { data?: T; error?: string; isFetching: boolean; reload: () => void } {
  const [reloads, setReloads] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>({});
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  const current = `${reloads}:${key}`;
  useEffect(() => {
    let live = true;
    void latest.current().then((r) => {
      if (live) setSettled(r.ok ? { key: current, data: r.data } : { key: current, data: undefined, error: r.errorMessage ?? 'Server Error' });
    });
    return () => {
      live = false;
    };
  }, [current]);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const isFetching = settled.key !== current;
  return { data: settled.data, error: isFetching ? undefined : settled.error, isFetching, reload };
}
