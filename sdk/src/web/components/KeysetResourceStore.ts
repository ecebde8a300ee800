import { observable, runInAction } from 'mobx';
import { ResourceStore, type ListAnswer, type ResourceRecord } from '../ResourceStore';
import type { ApiResult, Query } from '../HttpClient';

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
