import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ApiResult } from './HttpClient';
import { useAnswer } from './useAnswer';

const ok = <T,>(data: T): Promise<ApiResult<T>> => Promise.resolve({ ok: true, status: 200, data } as ApiResult<T>);

describe('useAnswer', () => {
  it('runs the call on mount, again when the key changes and on reload', async () => {
    const calls: string[] = [];
    const { result, rerender } = renderHook(({ key }) => useAnswer(() => (calls.push(key), ok(key)), key), { initialProps: { key: 'a' } });
    await waitFor(() => expect(result.current).toMatchObject({ isFetching: false, data: 'a' }));
    rerender({ key: 'b' });
    await waitFor(() => expect(result.current.data).toBe('b'));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    expect(calls).toEqual(['a', 'b', 'b']);
  });

  it('waits while the key is undefined', () => {
    let called = false;
    const { result } = renderHook(() => useAnswer(() => ((called = true), ok(1)), undefined));
    expect(result.current.isFetching).toBe(false);
    expect(called).toBe(false);
  });
});
