import { useEffect, useState } from 'react';
import { HttpClient, useService } from '@portolan/sdk';
import { SCHEDULES_API, type SailingSearch, type SailingSearchAnswer } from '../../shared/types';

export interface SearchState {
  isFetching: boolean;
  error?: string;
  answer?: SailingSearchAnswer;
}

type Settled = { key: string; error?: string; answer?: SailingSearchAnswer };

/**
 * Posts the search whenever it changes (none while origin or destination is missing); an older answer
 * never wins. While a new search runs, the previous answer stays on screen.
 */
export function useSailingSearch(search: SailingSearch | undefined): SearchState & { reload: () => void } {
  const http = useService(HttpClient);
  const [settled, setSettled] = useState<Settled>({ key: '' });
  const [attempt, setAttempt] = useState(0);
  const key = search ? JSON.stringify(search) : '';
  const wanted = `${key}#${attempt}`;
  useEffect(() => {
    if (!key) return undefined;
    const controller = new AbortController();
    void http.post<SailingSearchAnswer>(SCHEDULES_API.search, { data: JSON.parse(key) as SailingSearch }, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      setSettled(result.ok ? { key: `${key}#${attempt}`, answer: result.data } : { key: `${key}#${attempt}`, error: result.errorMessage ?? 'Server Error' });
    });
    return () => controller.abort();
  }, [http, key, attempt]);
  if (!key) return { isFetching: false, reload: () => undefined };
  const current = settled.key === wanted;
  return { isFetching: !current, error: current ? settled.error : undefined, answer: current || !settled.error ? settled.answer : undefined, reload: () => setAttempt((n) => n + 1) };
}
