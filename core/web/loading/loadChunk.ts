import { ChunkLoadError } from './loadErrors';

/** SPEC §9: a screen chunk that has not arrived after 120 seconds is a load error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Loads a lazy chunk; rejects with ChunkLoadError('missing') on failure or ('timeout') after the limit. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('missing', error instanceof Error ? error.message : error));
      },
    );
  });
}
