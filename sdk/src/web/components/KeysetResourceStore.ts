import { observable, runInAction } from 'mobx';
import { ResourceStore, type ListAnswer, type ResourceRecord } from '../ResourceStore';
import type { ApiResult, Query } from '../HttpClient';
import type { DataTablePaging } from './DataTable';
import type { UrlQueryState } from './useUrlQuery';

/**
 * A ResourceStore for lists paged by keyset (`defineResource` on the server answers `nextCursor` and
 * `prevCursor` beside `items` and `count`): keeps the cursors of the newest list load.
 */
export class KeysetResourceStore<T extends ResourceRecord> extends ResourceStore<T> {
  /** Cursors of the newest list page (send `after: next` or `before: prev`), and whether its count is exact. */
  readonly cursors = observable({ next: null as string | null, prev: null as string | null, countIsExact: true });

  override async fetchList(query: Query = {}): Promise<ApiResult<ListAnswer<T>>> {
    const result = await super.fetchList(query);
    if (result.ok && this.list.query === query) {
      const data = result.data as { nextCursor?: string | null; prevCursor?: string | null; countIsExact?: boolean } | undefined;
      runInAction(() => {
        this.cursors.next = data?.nextCursor ?? null;
        this.cursors.prev = data?.prevCursor ?? null;
        this.cursors.countIsExact = data?.countIsExact !== false;
      });
    }
    return result;
  }
}

/** The list query part of a URL view: `after` / `before` cursors. */
export function cursorQuery(view: UrlQueryState): { after?: string; before?: string } {
  return view.after ? { after: view.after } : view.before ? { before: view.before } : {};
}

/** DataTable paging over a keyset store, moving the cursor in the URL (`useUrlQuery`'s setter). */
export function keysetPaging(store: KeysetResourceStore<any>, count: number, setView: (changes: UrlQueryState) => void): DataTablePaging {
  const busy = store.list.isFetching;
  return {
    count,
    countIsExact: store.cursors.countIsExact,
    hasPrev: Boolean(store.cursors.prev) && !busy,
    hasNext: Boolean(store.cursors.next) && !busy,
    onFirst: () => setView({ after: undefined, before: undefined }),
    onPrev: () => setView({ before: store.cursors.prev ?? undefined, after: undefined }),
    onNext: () => setView({ after: store.cursors.next ?? undefined, before: undefined }),
  };
}
