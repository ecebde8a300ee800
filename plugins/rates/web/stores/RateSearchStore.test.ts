import { describe, expect, it } from 'vitest';
import { FakeHttpClient } from '@portolan/sdk/testing';
import { RATES_API, type RateSearch } from '../../shared/types';
import { ANSWER, AVERAGE, LOOKUPS, MAERSK } from '../views/search/searchFixtures';
import { CONTAINER_TYPES_PATH, RateSearchStore } from './RateSearchStore';

const SEARCH: RateSearch = { origin: 'INNSA', destination: 'NLRTM', mode: 'FCL', containers: [{ type: '42G1', count: 2 }], readyOn: '2026-12-01', currency: 'USD' };

describe('RateSearchStore', () => {
  it('posts a search once, answers the same search from the one under way, and again when forced', async () => {
    const http = new FakeHttpClient().on('POST', RATES_API.estimates, { success: true, data: ANSWER });
    const store = new RateSearchStore(http);
    const first = store.search(SEARCH);
    expect(store.result.isFetching).toBe(true);
    expect(store.search({ ...SEARCH })).toBe(first);
    await first;
    expect(store.result).toMatchObject({ isFetching: false, data: ANSWER, error: undefined, search: SEARCH });
    expect(http.callsTo('POST', RATES_API.estimates).map((c) => c.body)).toEqual([{ data: SEARCH }]);
    await store.search(SEARCH, true);
    expect(http.callsTo('POST', RATES_API.estimates)).toHaveLength(2);
  });

  it('keeps only the latest search: an older answer arriving late is dropped', async () => {
    let release: (value: unknown) => void = () => {};
    const slow = new Promise((resolve) => (release = resolve));
    const http = new FakeHttpClient().on('POST', RATES_API.estimates, (request) =>
      (request.body as { data: RateSearch }).data.readyOn === '2026-12-01' ? slow : { success: true, data: { ...ANSWER, items: [MAERSK], count: 1 } },
    );
    const store = new RateSearchStore(http);
    const older = store.search(SEARCH);
    await store.search({ ...SEARCH, readyOn: '2026-12-08' });
    release({ success: true, data: ANSWER });
    await older;
    expect(store.result.data?.count).toBe(1);
    expect(store.result.search?.readyOn).toBe('2026-12-08');
  });

  it('keeps the failed answer (its 400 names the field) and the SPEC §8 text', async () => {
    const http = new FakeHttpClient().on('POST', RATES_API.estimates, FakeHttpClient.reply(400, { success: false, error: { message: 'readyOn must be a date', field: 'data.readyOn' } }));
    const store = new RateSearchStore(http);
    const answer = await store.search(SEARCH);
    expect(answer.ok).toBe(false);
    expect(store.result.error).toBe('readyOn must be a date');
    expect(store.result.failure?.status).toBe(400);
    store.clearSearch();
    expect(store.result).toMatchObject({ isFetching: false, data: undefined, error: undefined, search: undefined });
  });

  it('loads the container types and currencies once, and again after a failure', async () => {
    const http = new FakeHttpClient().on('GET', CONTAINER_TYPES_PATH, FakeHttpClient.reply(500, {})).on('GET', RATES_API.exchangeRate, LOOKUPS.exchangeRates);
    const store = new RateSearchStore(http);
    await store.fetchLookups();
    expect(store.containerTypes.error).toBe('Server Error');
    expect(store.exchangeRates.data?.supportedCurrencies).toEqual(['USD', 'EUR', 'INR']);
    expect(http.callsTo('GET', RATES_API.exchangeRate)[0].query).toEqual({ base: 'USD' });
    http.on('GET', CONTAINER_TYPES_PATH, LOOKUPS.containerTypes);
    await store.fetchLookups();
    expect(store.containerTypes.data?.map((t) => t.code)).toEqual(['22G1', '42G1', '45G1', '22R1']);
    expect(store.containerTypes.error).toBeUndefined();
    expect(http.callsTo('GET', RATES_API.exchangeRate)).toHaveLength(1);
  });

  it('loads a lane average once per lane, type and currency', async () => {
    const http = new FakeHttpClient().on('GET', RATES_API.average, { success: true, data: { record: AVERAGE } });
    const store = new RateSearchStore(http);
    const query = { origin: 'INNSA', destination: 'NLRTM', containerType: '42G1', currency: 'USD' };
    await Promise.all([store.fetchAverage(query), store.fetchAverage({ ...query })]);
    expect(store.averageOf(query).data?.points).toHaveLength(12);
    expect(http.callsTo('GET', RATES_API.average)).toHaveLength(1);
    expect(http.callsTo('GET', RATES_API.average)[0].query).toEqual({ ...query, months: 12 });
    expect(store.averageOf({ ...query, currency: 'EUR' })).toEqual({ isFetching: false });
  });

  it('adds to the shortlist with the search, lists it and removes an entry', async () => {
    const entry = { _id: 'sl1', createdAt: '2026-11-23T10:00:00.000Z', search: SEARCH, option: MAERSK, note: 'Check free days' };
    const http = new FakeHttpClient()
      .on('POST', RATES_API.shortlist, { success: true, data: { record: entry, id: 'sl1' } })
      .on('GET', RATES_API.shortlist, { success: true, data: { items: [entry], count: 1 } })
      .on('DELETE', `${RATES_API.shortlist}/sl1`, { success: true, data: {} });
    const store = new RateSearchStore(http);
    expect((await store.addToShortlist(SEARCH, MAERSK, 'Check free days')).ok).toBe(true);
    expect(http.callsTo('POST', RATES_API.shortlist)[0].body).toEqual({ data: { search: SEARCH, option: MAERSK, note: 'Check free days' } });
    await store.fetchShortlist();
    expect(store.shortlist.data).toEqual([entry]);
    expect((await store.removeFromShortlist('sl1')).ok).toBe(true);
    expect(store.shortlist.data).toEqual([]);
  });
});
