import type { HttpClient } from './HttpClient';
import { useAnswer } from './useAnswer';

export interface LoadState<T> {
  isFetching: boolean;
  data?: T;
  /** SPEC §8: the server's message, "Server Error" or "Network Error". */
  error?: string;
  reload(): void;
}

/**
 * GET `path` on mount, when `path` changes and on `reload` (a screen that shows one server answer); the last
 * answer's data stays shown while the next request runs (an error answer clears it), and answers for an older request are ignored.
 * Pass `undefined` to wait. For lists with paging and scopes use ResourceStore.
 * "Fetching" is derived (see useAnswer, which runs it), so no state is set inside the effect.
 */
export function useLoad<T>(http: HttpClient, path: string | undefined): LoadState<T> {
  return useAnswer(() => http.get<T>(path ?? ''), path);
}
