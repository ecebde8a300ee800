import { observable, observableRef, runInAction } from 'mobx';
import { token, type ApiResult, type ContainerType, type HttpClient } from '@portolan/sdk';
import { RATES_API, type ExchangeRates, type LaneAverage, type RateOption, type RateSearch, type RateSearchAnswer, type ShortlistEntry } from '../../shared/types';

/** A container type of the lookup list (`GET /api/system/lookup/container-types-list` → `{items, count}`). */
export type ContainerTypeOption = Pick<ContainerType, 'code' | 'name'>;

/** Something loaded: the last data kept while the next load runs; `error` is the SPEC §8 text. */
export interface Loaded<T> {
  isFetching: boolean;
  data?: T;
  error?: string;
}

/** The search's answer, with the failed result itself (a 400 names its field). */
export interface SearchState extends Loaded<RateSearchAnswer> {
  /** The search the data (or the error) belongs to. */
  search?: RateSearch;
  failure?: ApiResult<unknown>;
}

export const CONTAINER_TYPES_PATH = '/api/system/lookup/container-types-list';

/** The lane-average query of an option (`GET average`). */
export interface AverageQuery {
  origin: string;
  destination: string;
  containerType: string;
  currency: string;
}

const keyOf = (value: unknown) => JSON.stringify(value);

/**
 * The rate search (`POST estimates`), its lookups (container types, currencies), the lane's market
 * view (`GET average`) and the user's shortlist. Screens read it; they never call `http` themselves.
 * Only the latest search's answer is kept: an older answer arriving late is dropped.
 */
export class RateSearchStore {
  // Answers are replaced whole, never changed in place: held as references, not made deep observables.
  readonly result = observable<SearchState>({ isFetching: false, data: undefined, error: undefined, search: undefined, failure: undefined }, { data: observableRef, search: observableRef, failure: observableRef });
  readonly containerTypes = observable<Loaded<ContainerTypeOption[]>>({ isFetching: false, data: undefined, error: undefined }, { data: observableRef });
  readonly exchangeRates = observable<Loaded<ExchangeRates>>({ isFetching: false, data: undefined, error: undefined }, { data: observableRef });
  readonly averages = observable.map<string, Loaded<LaneAverage>>({}, { deep: false });
  readonly shortlist = observable<Loaded<ShortlistEntry[]>>({ isFetching: false, data: undefined, error: undefined }, { data: observableRef });
  private searchKey?: string;
  private pending?: Promise<ApiResult<RateSearchAnswer>>;

  constructor(private readonly http: HttpClient) {}

  /**
   * Runs a search (`POST estimates {data: search}`). The same search again answers the one under way
   * or done, unless `force` (the user pressed Search or Retry).
   */
  search(search: RateSearch, force = false): Promise<ApiResult<RateSearchAnswer>> {
    const key = keyOf(search);
    if (!force && key === this.searchKey && this.pending) return this.pending;
    const another = key !== this.searchKey;
    this.searchKey = key;
    runInAction(() => {
      // Another search's options never show under this one (a refresh of the same keeps them while it runs).
      if (another) this.result.data = undefined;
      this.result.isFetching = true;
      this.result.error = undefined;
      this.result.failure = undefined;
      this.result.search = search;
    });
    const pending = this.http.post<RateSearchAnswer>(RATES_API.estimates, { data: search }).then((answer) => {
      if (this.pending !== pending) return answer;
      runInAction(() => {
        this.result.isFetching = false;
        this.result.data = answer.ok ? answer.data : undefined;
        this.result.error = answer.ok ? undefined : (answer.errorMessage ?? 'Server Error');
        this.result.failure = answer.ok ? undefined : answer;
      });
      return answer;
    });
    this.pending = pending;
    return pending;
  }

  /** Forgets the search (the form was cleared or the URL names none). */
  clearSearch(): void {
    this.searchKey = undefined;
    this.pending = undefined;
    runInAction(() => {
      this.result.isFetching = false;
      this.result.data = undefined;
      this.result.error = undefined;
      this.result.failure = undefined;
      this.result.search = undefined;
    });
  }

  /** The container types and currencies a search form offers (loaded once; again after a failure). */
  async fetchLookups(): Promise<void> {
    await Promise.all([
      this.containerTypes.data ? undefined : this.load(this.containerTypes, () => this.http.get<{ items: ContainerType[] }>(CONTAINER_TYPES_PATH), (d) => d.items.map(({ code, name }) => ({ code, name }))),
      this.exchangeRates.data ? undefined : this.load(this.exchangeRates, () => this.http.get<ExchangeRates>(RATES_API.exchangeRate, { query: { base: 'USD' } }), (d) => d),
    ]);
  }

  averageOf(query: AverageQuery): Loaded<LaneAverage> {
    return this.averages.get(keyOf(query)) ?? { isFetching: false };
  }

  /** The lane's last 12 months (`GET average`), once per lane, container type and currency. */
  async fetchAverage(query: AverageQuery, force = false): Promise<void> {
    const key = keyOf(query);
    const current = this.averages.get(key);
    if (!force && current && (current.isFetching || current.data)) return;
    runInAction(() => this.averages.set(key, { data: current?.data, isFetching: true }));
    const answer = await this.http.get<{ record: LaneAverage }>(RATES_API.average, { query: { ...query, months: 12 } });
    runInAction(() => this.averages.set(key, answer.ok && answer.data ? { data: answer.data.record, isFetching: false } : { isFetching: false, error: answer.errorMessage ?? 'Server Error' }));
  }

  /** The user's shortlist (`GET shortlist`). */
  async fetchShortlist(): Promise<void> {
    await this.load(this.shortlist, () => this.http.get<{ items: ShortlistEntry[] }>(RATES_API.shortlist), (d) => d.items);
  }

  /** Shortlists an option with the search it came from (`POST shortlist`). */
  addToShortlist(search: RateSearch, option: RateOption, note?: string): Promise<ApiResult<{ record: ShortlistEntry }>> {
    return this.http.post<{ record: ShortlistEntry }>(RATES_API.shortlist, { data: { search, option, ...(note ? { note } : {}) } });
  }

  /** Takes an entry off the shortlist (`DELETE shortlist/:id`); the list drops it at once on success. */
  async removeFromShortlist(id: string): Promise<ApiResult<unknown>> {
    const answer = await this.http.delete(`${RATES_API.shortlist}/${encodeURIComponent(id)}`);
    if (answer.ok) runInAction(() => (this.shortlist.data = this.shortlist.data?.filter((e) => e._id !== id)));
    return answer;
  }

  private async load<A, T>(state: Loaded<T>, call: () => Promise<ApiResult<A>>, pick: (data: A) => T): Promise<void> {
    runInAction(() => {
      state.isFetching = true;
      state.error = undefined;
    });
    const answer = await call();
    runInAction(() => {
      state.isFetching = false;
      if (answer.ok && answer.data !== undefined) state.data = pick(answer.data);
      else state.error = answer.errorMessage ?? 'Server Error';
    });
  }
}

/** The plugin's RateSearchStore (bound in bindRatesServices): `useService(RateSearchStoreToken)`. */
export const RateSearchStoreToken = token<RateSearchStore>('portolan.rates.RateSearchStore');
