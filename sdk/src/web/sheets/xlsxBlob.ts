import type { writeXlsx } from './writeXlsx';

/** `writeXlsx`, loaded on first use (a template download), so the writer stays out of the boot chunk. */
export async function xlsxBlob(...args: Parameters<typeof writeXlsx>): Promise<Blob> {
  return (await import('./writeXlsx')).writeXlsx(...args);
}
