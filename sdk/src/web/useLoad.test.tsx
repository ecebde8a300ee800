import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { FakeHttpClient } from '../testing/FakeHttpClient';
import { useLoad } from './useLoad';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('useLoad', () => {
  it('fetches on mount, then shows the data', async () => {
    const http = new FakeHttpClient().on('GET', '/api/things', { success: true, data: { n: 1 } });
    const { result } = renderHook(() => useLoad<{ n: number }>(http, '/api/things'));
    expect(result.current).toMatchObject({ isFetching: true, data: undefined });
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    expect(result.current).toMatchObject({ data: { n: 1 }, error: undefined });
    expect(http.calls).toHaveLength(1);
  });

  it('waits while the path is undefined', () => {
    const http = new FakeHttpClient();
    const { result } = renderHook(() => useLoad(http, undefined));
    expect(result.current.isFetching).toBe(false);
    expect(http.calls).toHaveLength(0);
  });

  it('keeps the data shown while reloading, and takes the new answer', async () => {
    let n = 0;
    const http = new FakeHttpClient().on('GET', '/api/things', () => ({ success: true, data: { n: ++n } }));
    const { result } = renderHook(() => useLoad<{ n: number }>(http, '/api/things'));
    await waitFor(() => expect(result.current.data).toEqual({ n: 1 }));
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ isFetching: true, data: { n: 1 } });
    await waitFor(() => expect(result.current).toMatchObject({ isFetching: false, data: { n: 2 } }));
  });

  it("shows the server's message on an error answer", async () => {
    const http = new FakeHttpClient().on('GET', '/api/things', FakeHttpClient.reply(403, { success: false, error: { message: 'Not yours' } }));
    const { result } = renderHook(() => useLoad(http, '/api/things'));
    await waitFor(() => expect(result.current).toMatchObject({ isFetching: false, error: 'Not yours', data: undefined }));
  });

  it('ignores the answer to an older path that arrives last', async () => {
    const slow = deferred<unknown>();
    const http = new FakeHttpClient()
      .on('GET', '/api/a', () => slow.promise)
      .on('GET', '/api/b', { success: true, data: 'b' });
    const { result, rerender } = renderHook(({ path }) => useLoad<string>(http, path), { initialProps: { path: '/api/a' } });
    rerender({ path: '/api/b' });
    await waitFor(() => expect(result.current).toMatchObject({ isFetching: false, data: 'b' }));
    await act(async () => slow.resolve({ success: true, data: 'a' }));
    expect(result.current.data).toBe('b');
  });
});
