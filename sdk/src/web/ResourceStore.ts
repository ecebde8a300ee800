import { observable, observableRef, runInAction } from 'mobx';
import { stringify } from 'qs-esm';
import type { ApiResult, HttpClient, Query } from './HttpClient';

/** A record of a generic resource: anything with an `_id`. */
export interface ResourceRecord {
  _id: string;
  [field: string]: unknown;
}

/** SPEC §3 List state: the last loaded page of a list. */
export interface ListState<T extends ResourceRecord = ResourceRecord> {
  items: T[];
  count: number;
  isFetching: boolean;
  /** The query of the newest request. */
  query?: Query;
  /** The envelope's `error`, or the SPEC §8 text, of the last failed load. */
  error?: unknown;
  /** SPEC §8 text of the last failed load. */
  errorMessage?: string;
}

/** SPEC §3 List state plus the per-scope copies keyed by the serialized query. */
export interface ScopedListState<T extends ResourceRecord = ResourceRecord> extends ListState<T> {
  scopes: Map<string, ListState<T>>;
}

/** SPEC §3 Details state of one record. */
export interface RecordState<T extends ResourceRecord = ResourceRecord> {
  record?: T;
  isFetching: boolean;
  error?: unknown;
  errorMessage?: string;
}

/** SPEC §3 Details state: records keyed by `_id`. */
export interface DetailsState<T extends ResourceRecord = ResourceRecord> {
  records: Map<string, RecordState<T>>;
}

/** SPEC §3 Create state. `data` is what was sent; `record` and `id` what the server answered. */
export interface CreateState<T extends ResourceRecord = ResourceRecord> {
  isCreating: boolean;
  data?: unknown;
  error?: unknown;
  errorMessage?: string;
  isCreated: boolean;
  record?: T;
  id?: string;
}

/** SPEC §3 Update state. `data` is what was sent; `record` what the server answered. */
export interface UpdateState<T extends ResourceRecord = ResourceRecord> {
  isUpdating: boolean;
  data?: unknown;
  record?: T;
  error?: unknown;
  errorMessage?: string;
}

/** The envelope `data` of a list call (DESIGN §4): one page of items and the total count. */
export interface ListAnswer<T> {
  items?: T[];
  count?: number;
}

/** The envelope `data` of a details, create or update call (DESIGN §4): the record, and on create its id. */
export interface RecordAnswer<T> {
  record?: T;
  id?: string;
}

/** Extra instructions sent beside `data` on create and update (SPEC §7: body `{data, options}`). */
export type WriteOptions = Record<string, unknown>;

/**
 * The generic resource of SPEC §3/§4/§7 over one base path, e.g. `new ResourceStore(http, '/api/orders/orders')`.
 *
 * - `fetchList(query)`: GET `{base}?{bracketed query}`; fills `list` and the scope copy `listFor(query)`;
 *   each loaded item is copied into `details` by `_id`. An answer to an older request never
 *   overwrites a newer one.
 * - `fetchDetails(id)`: GET `{base}/{id}`.
 * - `create(data, options)`: POST `{base}` with `{data, options}`; re-fetches the details of the new id.
 * - `update(id, data, options)`: POST `{base}/{id}/` with `{data, options}`; re-fetches the details when
 *   the answer carries a record id.
 *
 * Every state is observable (MobX): read it inside `observer` components. Errors are stored as `error`
 * and `errorMessage` (SPEC §8). No retry. Subclasses add their own observables with `makeObservable`.
 */
export class ResourceStore<T extends ResourceRecord> {
  /** SPEC §3 List state of the newest request, with its per-scope copies. */
  readonly list: ScopedListState<T>;
  /** SPEC §3 Details state. */
  readonly details: DetailsState<T>;
  /** SPEC §3 Create state of the newest `create`. */
  readonly createState: CreateState<T>;
  /** SPEC §3 Update state of the newest `update`. */
  readonly updateState: UpdateState<T>;

  private listRequest = 0;
  private readonly scopeRequests = new Map<string, number>();
  private readonly detailsRequests = new Map<string, number>();
  private requestCounter = 0;

  constructor(
    protected readonly http: HttpClient,
    /** The resource's path, e.g. `/api/shipments/v2`. */
    readonly base: string,
  ) {
    this.list = observable<ScopedListState<T>>(
      { ...idleList<T>(), scopes: observable.map<string, ListState<T>>(new Map(), { deep: false }) },
      { items: observableRef, query: observableRef, error: observableRef, scopes: false },
    );
    this.details = { records: observable.map<string, RecordState<T>>(new Map(), { deep: false }) };
    this.createState = observable<CreateState<T>>(
      { isCreating: false, isCreated: false, data: undefined, error: undefined, errorMessage: undefined, record: undefined, id: undefined },
      { data: observableRef, error: observableRef, record: observableRef },
    );
    this.updateState = observable<UpdateState<T>>(
      { isUpdating: false, data: undefined, record: undefined, error: undefined, errorMessage: undefined },
      { data: observableRef, error: observableRef, record: observableRef },
    );
  }

  /**
   * The key of a query's scope: the bracketed query string with keys sorted at every level, so equal
   * queries written in any key order share one scope. `{}` and no query give `''`.
   */
  static scopeKey(query?: Query): string {
    if (!query) return '';
    return stringify(query, { arrayFormat: 'brackets', encodeValuesOnly: true, skipNulls: true, sort: (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0) });
  }

  /** The list state of one query's scope; an idle empty state when that query was never loaded. */
  listFor(query?: Query): ListState<T> {
    return this.list.scopes.get(ResourceStore.scopeKey(query)) ?? idleList<T>(query);
  }

  /** The details state of one record; an idle empty state when it was never loaded. */
  detailsOf(id: string): RecordState<T> {
    return this.details.records.get(id) ?? { isFetching: false };
  }

  /** GET `{base}?{query}`: loads a list page into `list` and its scope, and its items into `details`. */
  async fetchList(query: Query = {}): Promise<ApiResult<ListAnswer<T>>> {
    const key = ResourceStore.scopeKey(query);
    const request = ++this.requestCounter;
    this.listRequest = request;
    this.scopeRequests.set(key, request);
    runInAction(() => {
      let scope = this.list.scopes.get(key);
      if (!scope) {
        scope = observable<ListState<T>>(idleList<T>(query), { items: observableRef, query: observableRef, error: observableRef });
        this.list.scopes.set(key, scope);
      }
      scope.isFetching = true;
      scope.query = query;
      this.list.isFetching = true;
      this.list.query = query;
    });

    const result = await this.http.get<ListAnswer<T>>(this.base, { query });

    runInAction(() => {
      if (this.scopeRequests.get(key) !== request) return; // a newer request for this scope owns it
      const scope = this.list.scopes.get(key);
      if (scope) applyList(scope, result);
      if (this.listRequest === request) applyList(this.list, result);
      if (result.ok) {
        for (const item of itemsOf(result)) {
          if (!item || typeof item._id !== 'string') continue;
          const existing = this.details.records.get(item._id);
          if (existing) {
            existing.record = item;
            existing.error = undefined;
            existing.errorMessage = undefined;
          } else {
            this.details.records.set(item._id, newRecordState<T>(item));
          }
        }
      }
    });
    return result;
  }

  /** GET `{base}/{id}`: loads one record into `details`. */
  async fetchDetails(id: string): Promise<ApiResult<RecordAnswer<T>>> {
    const request = ++this.requestCounter;
    this.detailsRequests.set(id, request);
    runInAction(() => {
      let state = this.details.records.get(id);
      if (!state) {
        state = newRecordState<T>();
        this.details.records.set(id, state);
      }
      state.isFetching = true;
    });

    const result = await this.http.get<RecordAnswer<T>>(this.recordPath(id));

    runInAction(() => {
      if (this.detailsRequests.get(id) !== request) return; // a newer request for this record owns it
      const state = this.details.records.get(id);
      if (!state) return;
      state.isFetching = false;
      if (result.ok) {
        state.record = result.data?.record;
        state.error = undefined;
        state.errorMessage = undefined;
      } else {
        state.error = result.error;
        state.errorMessage = result.errorMessage;
      }
    });
    return result;
  }

  /**
   * POST `{base}` with `{data, options}`; after a success with an id, re-fetches that record's details
   * (unless `{ fetchDetails: false }`, for a resource with no details route of its own).
   */
  async create(data: unknown, options?: WriteOptions, { fetchDetails = true }: { fetchDetails?: boolean } = {}): Promise<ApiResult<RecordAnswer<T>>> {
    runInAction(() => {
      Object.assign(this.createState, { isCreating: true, isCreated: false, data, error: undefined, errorMessage: undefined, record: undefined, id: undefined });
    });

    const result = await this.http.post<RecordAnswer<T>>(this.base, { data, options });

    const id = result.ok ? (result.data?.id ?? result.data?.record?._id) : undefined;
    runInAction(() => {
      this.createState.isCreating = false;
      if (result.ok) {
        this.createState.isCreated = true;
        this.createState.record = result.data?.record;
        this.createState.id = id;
      } else {
        this.createState.error = result.error;
        this.createState.errorMessage = result.errorMessage;
      }
    });
    if (id && fetchDetails) await this.fetchDetails(String(id));
    return result;
  }

  /** POST `{base}/{id}/` with `{data, options}`; after a success whose record has an id, re-fetches its details. */
  async update(id: string, data: unknown, options?: WriteOptions): Promise<ApiResult<RecordAnswer<T>>> {
    runInAction(() => {
      Object.assign(this.updateState, { isUpdating: true, data, record: undefined, error: undefined, errorMessage: undefined });
    });

    const result = await this.http.post<RecordAnswer<T>>(`${this.recordPath(id)}/`, { data, options });

    const recordId = result.ok ? result.data?.record?._id : undefined;
    runInAction(() => {
      this.updateState.isUpdating = false;
      if (result.ok) {
        this.updateState.record = result.data?.record;
      } else {
        this.updateState.error = result.error;
        this.updateState.errorMessage = result.errorMessage;
      }
    });
    if (recordId) await this.fetchDetails(String(recordId));
    return result;
  }

  /**
   * POST `{base}/{id}/{action}/` with `{data}` (or `{}`): an operation on one record beyond update,
   * e.g. `poll` or `revoke`. Changes no state: reload the list or the details after it.
   */
  async action<R = unknown>(id: string, action: string, data?: unknown): Promise<ApiResult<R>> {
    return this.http.post<R>(`${this.recordPath(id)}/${encodeURIComponent(action)}/`, data === undefined ? {} : { data });
  }

  /** `{base}/{id}`, without doubling a trailing slash of the base. */
  protected recordPath(id: string): string {
    return `${this.base.replace(/\/+$/, '')}/${encodeURIComponent(id)}`;
  }
}

function idleList<T extends ResourceRecord>(query?: Query): ListState<T> {
  return { items: [], count: 0, isFetching: false, query, error: undefined, errorMessage: undefined };
}

function newRecordState<T extends ResourceRecord>(record?: T): RecordState<T> {
  return observable<RecordState<T>>({ record, isFetching: false, error: undefined, errorMessage: undefined }, { record: observableRef, error: observableRef });
}

function itemsOf<T>(result: ApiResult<ListAnswer<T>>): T[] {
  return Array.isArray(result.data?.items) ? result.data.items : [];
}

function applyList<T extends ResourceRecord>(state: ListState<T>, result: ApiResult<ListAnswer<T>>): void {
  state.isFetching = false;
  if (result.ok) {
    const items = itemsOf(result);
    state.items = items;
    state.count = typeof result.data?.count === 'number' ? result.data.count : items.length;
    state.error = undefined;
    state.errorMessage = undefined;
  } else {
    state.error = result.error;
    state.errorMessage = result.errorMessage;
  }
}
