import { token } from './Token';

export interface SearchHistoryEntry {
  text: string;
}

/** SPEC §5, §9: at most 5 entries per user id, newest first, no duplicates, in local storage. */
export interface SearchHistory {
  entries(userId: string): SearchHistoryEntry[];
  add(userId: string, text: string): void;
  clear(userId: string): void;
}

export const SearchHistory = token<SearchHistory>('portolan.sdk.SearchHistory');
