import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, loadChunk } from './loadChunk';
import { ChunkLoadError } from './loadErrors';

afterEach(() => vi.useRealTimers());

describe('loadChunk', () => {
  it('resolves with the module', async () => {
    await expect(loadChunk(async () => ({ default: 1 }))).resolves.toEqual({ default: 1 });
  });

  it('turns a failed import into a "missing" chunk-load error', async () => {
    const error = await loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))).catch((e: ChunkLoadError) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.cause).toBe('missing');
  });

  it('gives up after 120 seconds with a "timeout" chunk-load error', async () => {
    vi.useFakeTimers();
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const pending = loadChunk<never>(() => new Promise<never>(() => {})).catch((e: ChunkLoadError) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.cause).toBe('timeout');
  });
});
