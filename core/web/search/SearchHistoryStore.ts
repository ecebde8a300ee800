import { makeAutoObservable } from 'mobx';
import type { SearchHistory, SearchHistoryEntry } from '@portolan/sdk';

/** The localStorage key of the search history: `{ [userId]: [{ text }, …] }`. */
export const SEARCH_HISTORY_KEY = 'portolan.searchHistory';

/** SPEC §5/§9: at most this many entries per user. */
export const SEARCH_HISTORY_LIMIT = 5;

/**
 * SPEC §5/§9 search history (MobX), per user id, in localStorage under {@link SEARCH_HISTORY_KEY}:
 * newest first, at most 5 entries, no duplicates. Text is trimmed; blank text is ignored; a text
 * already in the list (compared without regard to case) moves to the front with its new spelling.
 * Corrupt storage reads as an empty history.
 */
export class SearchHistoryStore implements SearchHistory {
  private byUser: Record<string, SearchHistoryEntry[]>;

  constructor(private readonly storage: Storage | null = globalThis.localStorage ?? null) {
    this.byUser = readHistory(storage);
    makeAutoObservable<SearchHistoryStore, 'storage'>(this, { storage: false }, { autoBind: true });
  }

  entries(userId: string): SearchHistoryEntry[] {
    return (this.byUser[userId] ?? []).map((entry) => ({ ...entry }));
  }

  add(userId: string, text: string): void {
    const trimmed = text.trim();
    if (!userId || trimmed === '') return;
    const others = (this.byUser[userId] ?? []).filter((entry) => entry.text.toLocaleLowerCase() !== trimmed.toLocaleLowerCase());
    this.byUser = { ...this.byUser, [userId]: [{ text: trimmed }, ...others].slice(0, SEARCH_HISTORY_LIMIT) };
    this.save();
  }

  clear(userId: string): void {
    if (!(userId in this.byUser)) return;
    const { [userId]: _removed, ...rest } = this.byUser;
    this.byUser = rest;
    this.save();
  }

  private save(): void {
    try {
      this.storage?.setItem(SEARCH_HISTORY_KEY, JSON.stringify(this.byUser));
    } catch {
      // Storage full or forbidden: the history holds for this page.
    }
  }
}

function readHistory(storage: Storage | null): Record<string, SearchHistoryEntry[]> {
  let saved: unknown;
  try {
    saved = JSON.parse(storage?.getItem(SEARCH_HISTORY_KEY) ?? 'null');
  } catch {
    return {};
  }
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return {};
  const result: Record<string, SearchHistoryEntry[]> = {};
  for (const [userId, list] of Object.entries(saved)) {
    if (!Array.isArray(list)) continue;
    const entries = list
      .filter((e): e is SearchHistoryEntry => typeof e === 'object' && e !== null && typeof e.text === 'string' && e.text.trim() !== '')
      .map((e) => ({ text: e.text }))
      .slice(0, SEARCH_HISTORY_LIMIT);
    result[userId] = entries;
  }
  return result;
}
