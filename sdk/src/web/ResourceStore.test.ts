import { describe, expect, it } from 'vitest';
import { autorun } from 'mobx';
import { FakeHttpClient, type FakeRequest } from '../testing/FakeHttpClient';
import { ResourceStore, type ResourceRecord } from './ResourceStore';

interface Order extends ResourceRecord {
  ref: string;
}

const BASE = '/api/orders/orders';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function listOf(...refs: string[]) {
  return { success: true, data: { items: refs.map((ref, i) => ({ _id: `id-${ref}-${i}`, ref })), count: refs.length } };
}

describe('ResourceStore list (SPEC §3, §4, §7)', () => {
  it('GETs the base with the query and fills items and count', async () => {
    const http = new FakeHttpClient().on('GET', BASE, { success: true, data: { items: [{ _id: 'o1', ref: 'PO-1' }], count: 41 } });
    const store = new ResourceStore<Order>(http, BASE);
    const query = { filter: { status: 'open' }, sort: { eta: 'asc' } };
    await store.fetchList(query);
    expect(http.calls[0]).toMatchObject({ method: 'GET', path: BASE, query });
    expect(store.list).toMatchObject({ items: [{ _id: 'o1', ref: 'PO-1' }], count: 41, isFetching: false, query });
    expect(store.list.error).toBeUndefined();
  });

  it('is fetching while the request is in flight', async () => {
    const answer = deferred<unknown>();
    const http = new FakeHttpClient().on('GET', BASE, () => answer.promise);
    const store = new ResourceStore<Order>(http, BASE);
    const pending = store.fetchList({ page: 1 });
    expect(store.list.isFetching).toBe(true);
    expect(store.listFor({ page: 1 }).isFetching).toBe(true);
    answer.resolve(listOf('A'));
    await pending;
    expect(store.list.isFetching).toBe(false);
    expect(store.listFor({ page: 1 }).isFetching).toBe(false);
  });

  it('copies each loaded item into details by _id', async () => {
    const http = new FakeHttpClient().on('GET', BASE, listOf('A', 'B'));
    const store = new ResourceStore<Order>(http, BASE);
    await store.fetchList();
    expect(store.detailsOf('id-A-0')).toMatchObject({ record: { _id: 'id-A-0', ref: 'A' }, isFetching: false });
    expect(store.details.records.get('id-B-1')?.record?.ref).toBe('B');
    expect(http.calls).toHaveLength(1);
  });

  it('keeps a copy per scope, keyed by the serialized query', async () => {
    const http = new FakeHttpClient().on('GET', BASE, (req: FakeRequest) =>
      listOf(String((req.query as { filter: { status: string } }).filter.status)),
    );
    const store = new ResourceStore<Order>(http, BASE);
    await store.fetchList({ filter: { status: 'open' } });
    await store.fetchList({ filter: { status: 'closed' } });
    expect(store.list.items.map((o) => o.ref)).toEqual(['closed']);
    expect(store.listFor({ filter: { status: 'open' } }).items.map((o) => o.ref)).toEqual(['open']);
    expect(store.listFor({ filter: { status: 'closed' } }).items.map((o) => o.ref)).toEqual(['closed']);
    expect([...store.list.scopes.keys()]).toEqual(['filter[status]=open', 'filter[status]=closed']);
  });

  it('gives equal queries the same scope key whatever their key order', () => {
    const a = ResourceStore.scopeKey({ sort: { eta: 'asc', ref: 'desc' }, filter: { status: 'open', port: 'INNSA' }, page: 2 });
    const b = ResourceStore.scopeKey({ page: 2, filter: { port: 'INNSA', status: 'open' }, sort: { ref: 'desc', eta: 'asc' } });
    expect(a).toBe(b);
    expect(a).toBe('filter[port]=INNSA&filter[status]=open&page=2&sort[eta]=asc&sort[ref]=desc');
    expect(ResourceStore.scopeKey({ page: 2 })).not.toBe(ResourceStore.scopeKey({ page: 3 }));
    expect(ResourceStore.scopeKey({})).toBe('');
    expect(ResourceStore.scopeKey()).toBe('');
  });

  it('ignores the late answer of an older request', async () => {
    const first = deferred<unknown>();
    const second = deferred<unknown>();
    const answers = [first, second];
    const http = new FakeHttpClient().on('GET', BASE, () => answers.shift()!.promise);
    const store = new ResourceStore<Order>(http, BASE);
    const older = store.fetchList({ q: 'ab' });
    const newer = store.fetchList({ q: 'ab' });
    second.resolve(listOf('new'));
    await newer;
    first.resolve(listOf('old'));
    await older;
    expect(store.list.items.map((o) => o.ref)).toEqual(['new']);
    expect(store.listFor({ q: 'ab' }).items.map((o) => o.ref)).toEqual(['new']);
    expect(store.details.records.has('id-old-0')).toBe(false);
  });

  it('keeps the newest query in the list while an older one of another scope answers late', async () => {
    const first = deferred<unknown>();
    const second = deferred<unknown>();
    const answers = [first, second];
    const http = new FakeHttpClient().on('GET', BASE, () => answers.shift()!.promise);
    const store = new ResourceStore<Order>(http, BASE);
    const older = store.fetchList({ page: 1 });
    const newer = store.fetchList({ page: 2 });
    second.resolve(listOf('page2'));
    await newer;
    first.resolve(listOf('page1'));
    await older;
    expect(store.list.items.map((o) => o.ref)).toEqual(['page2']);
    expect(store.list.query).toEqual({ page: 2 });
    expect(store.listFor({ page: 1 }).items.map((o) => o.ref)).toEqual(['page1']);
  });

  it('stores error and errorMessage of a failed load (SPEC §8)', async () => {
    const http = new FakeHttpClient().on('GET', BASE, FakeHttpClient.reply(403, { success: false, error: { message: 'Not allowed' } }));
    const store = new ResourceStore<Order>(http, BASE);
    await store.fetchList();
    expect(store.list).toMatchObject({ isFetching: false, errorMessage: 'Not allowed', error: { message: 'Not allowed' } });
    expect(store.listFor().errorMessage).toBe('Not allowed');
  });

  it('gives "Server Error" for an answer lacking success, and does not retry', async () => {
    const http = new FakeHttpClient().on('GET', BASE, { data: { items: [] } });
    const store = new ResourceStore<Order>(http, BASE);
    await store.fetchList();
    expect(store.list.errorMessage).toBe('Server Error');
    expect(http.calls).toHaveLength(1);
  });

  it('gives a network failure\'s text', async () => {
    const http = new FakeHttpClient().on('GET', BASE, () => Promise.reject(new TypeError('Failed to fetch')));
    const store = new ResourceStore<Order>(http, BASE);
    await store.fetchList();
    expect(store.list.errorMessage).toBe('TypeError: Failed to fetch');
  });

  it('is observable', async () => {
    const http = new FakeHttpClient().on('GET', BASE, listOf('A'));
    const store = new ResourceStore<Order>(http, BASE);
    const seen: number[] = [];
    const stop = autorun(() => seen.push(store.list.items.length));
    await store.fetchList();
    stop();
    expect(seen).toEqual([0, 1]);
  });
});

describe('ResourceStore details', () => {
  it('GETs {base}/{id} and reads data.record', async () => {
    const http = new FakeHttpClient().on('GET', `${BASE}/o1`, { success: true, data: { record: { _id: 'o1', ref: 'PO-1' } } });
    const store = new ResourceStore<Order>(http, BASE);
    await store.fetchDetails('o1');
    expect(store.detailsOf('o1')).toMatchObject({ record: { _id: 'o1', ref: 'PO-1' }, isFetching: false });
  });

  it('does not double a trailing slash of the base', async () => {
    const http = new FakeHttpClient();
    await new ResourceStore<Order>(http, '/api/shipments/v2/').fetchDetails('s1');
    expect(http.calls[0].path).toBe('/api/shipments/v2/s1');
  });

  it('stores the error of a failed details load', async () => {
    const http = new FakeHttpClient();
    const store = new ResourceStore<Order>(http, BASE);
    await store.fetchDetails('missing');
    expect(store.detailsOf('missing')).toMatchObject({ isFetching: false, errorMessage: `No fake answer for GET ${BASE}/missing` });
  });

  it('ignores the late answer of an older details request', async () => {
    const first = deferred<unknown>();
    const second = deferred<unknown>();
    const answers = [first, second];
    const http = new FakeHttpClient().on('GET', `${BASE}/o1`, () => answers.shift()!.promise);
    const store = new ResourceStore<Order>(http, BASE);
    const older = store.fetchDetails('o1');
    const newer = store.fetchDetails('o1');
    second.resolve({ success: true, data: { record: { _id: 'o1', ref: 'new' } } });
    await newer;
    first.resolve({ success: true, data: { record: { _id: 'o1', ref: 'old' } } });
    await older;
    expect(store.detailsOf('o1').record?.ref).toBe('new');
  });

  it('answers an idle state for a record never loaded', () => {
    expect(new ResourceStore<Order>(new FakeHttpClient(), BASE).detailsOf('x')).toEqual({ isFetching: false });
  });
});

describe('ResourceStore create', () => {
  it('POSTs {data, options} to the base and re-fetches the details of the new id', async () => {
    const http = new FakeHttpClient()
      .on('POST', BASE, { success: true, data: { record: { _id: 'o9', ref: 'PO-9' }, id: 'o9' } })
      .on('GET', `${BASE}/o9`, { success: true, data: { record: { _id: 'o9', ref: 'PO-9', status: 'draft' } } });
    const store = new ResourceStore<Order>(http, BASE);
    const result = await store.create({ ref: 'PO-9' }, { notify: true });
    expect(result.ok).toBe(true);
    expect(http.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`POST ${BASE}`, `GET ${BASE}/o9`]);
    expect(http.calls[0].body).toEqual({ data: { ref: 'PO-9' }, options: { notify: true } });
    expect(store.createState).toMatchObject({ isCreating: false, isCreated: true, id: 'o9', data: { ref: 'PO-9' }, record: { _id: 'o9' } });
    expect(store.detailsOf('o9').record).toEqual({ _id: 'o9', ref: 'PO-9', status: 'draft' });
  });

  it('takes the id from data.record._id when data.id is absent', async () => {
    const http = new FakeHttpClient().on('POST', BASE, { success: true, data: { record: { _id: 'o7', ref: 'PO-7' } } });
    const store = new ResourceStore<Order>(http, BASE);
    await store.create({ ref: 'PO-7' });
    expect(store.createState.id).toBe('o7');
    expect(http.callsTo('GET', `${BASE}/o7`)).toHaveLength(1);
  });

  it('does not re-fetch after a create without an id', async () => {
    const http = new FakeHttpClient().on('POST', BASE, { success: true, data: { message: 'queued' } });
    const store = new ResourceStore<Order>(http, BASE);
    await store.create({ ref: 'PO-8' });
    expect(store.createState.isCreated).toBe(true);
    expect(http.calls).toHaveLength(1);
  });

  it('stores the error of a failed create and does not re-fetch', async () => {
    const http = new FakeHttpClient().on('POST', BASE, FakeHttpClient.reply(400, { success: false, error: { message: 'data.ref is required' }, data: { id: 'x' } }));
    const store = new ResourceStore<Order>(http, BASE);
    await store.create({});
    expect(store.createState).toMatchObject({ isCreating: false, isCreated: false, errorMessage: 'data.ref is required' });
    expect(http.calls).toHaveLength(1);
  });

  it('is creating while the request is in flight', async () => {
    const answer = deferred<unknown>();
    const http = new FakeHttpClient().on('POST', BASE, () => answer.promise);
    const store = new ResourceStore<Order>(http, BASE);
    const pending = store.create({ ref: 'PO-1' });
    expect(store.createState.isCreating).toBe(true);
    answer.resolve({ success: true, data: {} });
    await pending;
    expect(store.createState.isCreating).toBe(false);
  });
});

describe('ResourceStore update', () => {
  it('POSTs {data, options} to {base}/{id}/ and re-fetches the details of the record id', async () => {
    const http = new FakeHttpClient()
      .on('POST', `${BASE}/o1/`, { success: true, data: { record: { _id: 'o1', ref: 'PO-1b' } } })
      .on('GET', `${BASE}/o1`, { success: true, data: { record: { _id: 'o1', ref: 'PO-1b', version: 2 } } });
    const store = new ResourceStore<Order>(http, BASE);
    await store.update('o1', { ref: 'PO-1b' }, { version: 1 });
    expect(http.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`POST ${BASE}/o1/`, `GET ${BASE}/o1`]);
    expect(http.calls[0].body).toEqual({ data: { ref: 'PO-1b' }, options: { version: 1 } });
    expect(store.updateState).toMatchObject({ isUpdating: false, data: { ref: 'PO-1b' }, record: { _id: 'o1', ref: 'PO-1b' } });
    expect(store.detailsOf('o1').record).toMatchObject({ version: 2 });
  });

  it('does not re-fetch when the answer has no record id', async () => {
    const http = new FakeHttpClient().on('POST', `${BASE}/o1/`, { success: true, data: { message: 'ok' } });
    const store = new ResourceStore<Order>(http, BASE);
    await store.update('o1', { ref: 'x' });
    expect(http.calls).toHaveLength(1);
  });

  it('does not re-fetch after an error, and stores it', async () => {
    const http = new FakeHttpClient().on('POST', `${BASE}/o1/`, FakeHttpClient.reply(409, { success: false, error: { message: 'Stale version' }, data: { record: { _id: 'o1' } } }));
    const store = new ResourceStore<Order>(http, BASE);
    await store.update('o1', { ref: 'x' });
    expect(store.updateState).toMatchObject({ isUpdating: false, errorMessage: 'Stale version', error: { message: 'Stale version' } });
    expect(http.calls).toHaveLength(1);
  });
});
