import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';

/**
 * PGlite's initdb takes seconds (6 s on a busy 2-core machine) and most of a first start. A fresh,
 * empty data folder is the same every time for one PGlite build, so it is kept as a tar in
 * node_modules/.cache/portolan/ (the file the test helpers keep too) and a new data folder starts
 * from it (~0.5 s). Answers the file for this PGlite build, or undefined when there is no node_modules.
 */
export function pgliteTemplateFile(): string | undefined {
  try {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const key = Math.round(statSync(entry).mtimeMs).toString(36);
    const marker = `${sep}node_modules${sep}`;
    const at = entry.lastIndexOf(marker);
    if (at < 0) return undefined;
    return join(entry.slice(0, at + marker.length), '.cache', 'portolan', `pglite-fresh-${key}.tar`);
  } catch {
    return undefined;
  }
}

/** The template as a Blob, or undefined when there is none yet (or it cannot be read). */
export function readPgliteTemplate(file: string | undefined = pgliteTemplateFile()): Blob | undefined {
  if (!file) return undefined;
  try {
    return new Blob([new Uint8Array(readFileSync(file))]);
  } catch {
    return undefined;
  }
}

/** Keeps a dump of a fresh data folder as the template; atomic, and silent when the cache is not writable. */
export function savePgliteTemplate(bytes: Uint8Array, file: string | undefined = pgliteTemplateFile()): void {
  if (!file) return;
  try {
    mkdirSync(dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
  } catch {
    /* no cache: the next new data folder runs initdb again */
  }
}
