import { useEffect, useMemo, useState } from 'react';
import { HttpClient } from '../HttpClient';
import type { Query } from '../HttpClient';
import { ResourceStore, type ListState, type ResourceRecord } from '../ResourceStore';
import { useService } from '../useService';
import type { DataTablePaging, DataTableSort } from './DataTable';
import type { FilterDef } from './FilterBar';
import { KeysetResourceStore } from './KeysetResourceStore';
import { parseSort, useUrlQuery, type UrlQueryState } from './useUrlQuery';

export interface ResourceListOptions<T extends ResourceRecord> {
  /** The list's API path (`/api/documents/v2/shipments`): the hook keeps a store for the screen. */
  base?: string;
  /** Or a plugin store that holds more domain state (details, related data): the list loads into it. */
  store?: ResourceStore<T>;
  /** Filters shown by ResourceTable; each sets `filter[field ?? id]` (a date with `bound` sets one end of a range). */
  filters?: FilterDef[];
  /** The search box sets `search` from the view's `q`. @default true */
  search?: boolean;
  /** The sort when the view names none; without it the server's default applies. */
  defaultSort?: DataTableSort;
  /** Rows per page (the view's `limit` may change it, 1–200). @default 50 */
  pageSize?: number;
  /** False for an endpoint that answers everything at once (no `limit`, no cursors sent). @default true */
  paged?: boolean;
  /** Always sent: e.g. `{ filter: { shipmentId } }` for a list inside a record's details. */
  fixed?: Query & { filter?: Record<string, unknown> };
  /** Keep the view (filters, search, sort, page, columns) in the URL so it can be shared. @default true */
  url?: boolean;
  /** Load only when true (e.g. a search screen before anything was asked). @default true */
  enabled?: boolean;
}

/** A server-paged list as a screen uses it; read inside an `observer` component. */
export interface ResourceList<T extends ResourceRecord> {
  store: ResourceStore<T>;
  /** The query the view asks for (what is sent). */
  query: Query;
  /** The list state of that query: items, count, isFetching, errorMessage. */
  state: ListState<T>;
  rows: T[];
  /** The view state: filter values by filter id, `q`, `sort`, `cols`, cursors. */
  view: UrlQueryState;
  /** Changes the view; any change but paging goes back to the first page. */
  setView: (changes: UrlQueryState) => void;
  sort?: DataTableSort;
  filters: FilterDef[];
  searchable: boolean;
  enabled: boolean;
  /** Loads the current page again (after a write). */
  reload: () => Promise<void>;
  paging: DataTablePaging;
}

const PAGE_KEYS = ['after', 'before'];

/**
 * The one way a screen shows a server list: the view state (filters, search, sort, page cursor,
 * columns) in the URL, the query built from it, the page loaded on every change (older answers never
 * win), and keyset paging. Render it with `ResourceTable`, or with `LoadStates` and your own markup.
 *
 * ```tsx
 * const list = useResourceList<DocumentRow>({ base: '/api/documents/v2/shipments', filters: [typeFilter] });
 * return <ResourceTable list={list} label="Documents" columns={COLUMNS} search={{ label: 'Search documents' }} />;
 * ```
 */
export function useResourceList<T extends ResourceRecord>(options: ResourceListOptions<T>): ResourceList<T> {
  const http = useService(HttpClient);
  const [ownStore] = useState(() => (options.store ? undefined : new KeysetResourceStore<T>(http, options.base ?? '')));
  const store = options.store ?? ownStore!;
  const [urlView, setUrlView] = useUrlQuery({});
  const [localView, setLocalView] = useState<UrlQueryState>({});
  const inUrl = options.url !== false;
  const view = inUrl ? urlView : localView;
  const filters = useMemo(() => options.filters ?? [], [options.filters]);
  const searchable = options.search !== false;
  const enabled = options.enabled !== false;
  const sort = view.sort || options.defaultSort ? parseSort(view.sort, options.defaultSort ?? { field: '', dir: 'asc' }) : undefined;

  // Rebuilt when the view or the fixed filters change by value (their objects are new every render), not by identity.
  const viewKey = ResourceStore.scopeKey(view);
  const fixedKey = ResourceStore.scopeKey(options.fixed);
  const query = useMemo(() => buildQuery(view, { ...options, filters, search: searchable, sort: sort?.field ? sort : undefined }), [viewKey, fixedKey, filters, searchable]); // eslint-disable-line react-hooks/exhaustive-deps
  const key = ResourceStore.scopeKey(query);
  // Fetches when the query changes by value (its key): an inline `filters` array rebuilds an equal query object.
  useEffect(() => {
    if (enabled) void store.fetchList(query);
  }, [store, key, enabled]); // eslint-disable-line react-hooks/exhaustive-deps

  const setView = (changes: UrlQueryState) => {
    const paging = Object.keys(changes).every((k) => PAGE_KEYS.includes(k));
    const next = paging ? changes : { ...changes, after: undefined, before: undefined };
    if (inUrl) setUrlView(next);
    else setLocalView((current) => withChanges(current, next));
  };

  const state = store.listFor(query);
  const keyset = store instanceof KeysetResourceStore ? store : undefined;
  const busy = state.isFetching;
  const paging: DataTablePaging = {
    count: state.count,
    countIsExact: keyset ? keyset.cursors.countIsExact : true,
    hasPrev: Boolean(keyset?.cursors.prev) && !busy,
    hasNext: Boolean(keyset?.cursors.next) && !busy,
    onFirst: keyset ? () => setView({ after: undefined, before: undefined }) : undefined,
    onPrev: () => setView({ before: keyset?.cursors.prev ?? undefined, after: undefined }),
    onNext: () => setView({ after: keyset?.cursors.next ?? undefined, before: undefined }),
  };

  return {
    store,
    query,
    state,
    rows: state.items,
    view,
    setView,
    sort: sort?.field ? sort : undefined,
    filters,
    searchable,
    enabled,
    reload: async () => {
      if (enabled) await store.fetchList(query);
    },
    paging,
  };
}

function withChanges(current: UrlQueryState, changes: UrlQueryState): UrlQueryState {
  const next = { ...current };
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === '') delete next[name];
    else next[name] = value;
  }
  return next;
}

/** The list query of a view: limit, sort, filters (fixed ones first), search and the page cursor. */
export function buildQuery(
  view: UrlQueryState,
  options: { filters: FilterDef[]; search: boolean; sort?: DataTableSort; pageSize?: number; paged?: boolean; fixed?: Query & { filter?: Record<string, unknown> } },
): Query {
  const { filter: fixedFilter, ...fixedRest } = options.fixed ?? {};
  const filter: Record<string, unknown> = { ...(fixedFilter ?? {}) };
  for (const def of options.filters) {
    const value = view[def.id];
    if (!value) continue;
    const field = def.field ?? def.id;
    if (def.kind === 'date' && def.bound) filter[field] = { ...((filter[field] as object | undefined) ?? {}), [def.bound]: value };
    else filter[field] = value;
  }
  const paged = options.paged !== false;
  const limit = Math.min(200, Math.max(1, Number(view.limit) || options.pageSize || 50));
  return {
    ...(paged ? { limit } : {}),
    ...(options.sort ? { sort: { [options.sort.field]: options.sort.dir } } : {}),
    ...(Object.keys(filter).length ? { filter } : {}),
    ...(options.search && view.q ? { search: view.q } : {}),
    ...(!paged ? {} : view.after ? { after: view.after } : view.before ? { before: view.before } : {}),
    ...fixedRest,
  };
}
