import { describe, expect, it, vi } from 'vitest';
import { fetchIconPaths } from './fetchIconPaths';

describe('fetchIconPaths', () => {
  it('fetches one icon file per name and size, once', async () => {
    const fetchFn = vi.fn(async () => new Response(JSON.stringify(['M0 0h16v16H0z'])));
    const [a, b] = await Promise.all([fetchIconPaths('user', 16, fetchFn), fetchIconPaths('user', 16, fetchFn)]);
    expect(a).toEqual(['M0 0h16v16H0z']);
    expect(b).toBe(a);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(fetchFn).toHaveBeenCalledWith('/assets/icons/16px/user.json');
    await fetchIconPaths('user', 20, fetchFn);
    expect(fetchFn).toHaveBeenLastCalledWith('/assets/icons/20px/user.json');
  });

  it('retries an icon whose fetch failed', async () => {
    const fetchFn = vi.fn(async () => new Response('', { status: 404 }));
    await expect(fetchIconPaths('cog', 16, fetchFn)).rejects.toThrow(/404/);
    fetchFn.mockImplementation(async () => new Response('["M1 1"]'));
    await expect(fetchIconPaths('cog', 16, fetchFn)).resolves.toEqual(['M1 1']);
  });
});
