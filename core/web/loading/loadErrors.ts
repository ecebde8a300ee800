/** A screen chunk that could not be loaded (SPEC §8): the file is missing, or it took too long. */
export class ChunkLoadError extends Error {
  readonly cause: 'missing' | 'timeout';

  constructor(cause: 'missing' | 'timeout', detail?: unknown) {
    super(cause === 'timeout' ? 'Loading this screen took too long' : `This screen could not be loaded${detail ? `: ${String(detail)}` : ''}`);
    this.name = 'ChunkLoadError';
    this.cause = cause;
  }
}

/** A stylesheet that failed to load (SPEC §8). */
export class StylesheetLoadError extends Error {
  readonly href: string;

  constructor(href: string) {
    super(`The stylesheet ${href} could not be loaded`);
    this.name = 'StylesheetLoadError';
    this.href = href;
  }
}
