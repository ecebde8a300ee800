import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { ExtractionKind } from '../../../shared/states';

/** A public sample PDF with the fields a person read from it. */
export interface SampleDocument {
  name: string;
  kind: ExtractionKind;
  bytes: Buffer;
  truth: Record<string, string | null>;
}

/**
 * The sample PDFs of a folder that have an expected-fields JSON beside them (`x.pdf` with `x.json` or
 * `x.expected.json`): `{ "kind": "SHIPPING_BILL" | "BILL_OF_LADING", "fields": { "sbNumber": "…" } }`, or
 * the fields alone (the kind then from the file name: "bl", "bill-of-lading", "lading" → a bill of lading).
 * Fields absent from the JSON are not scored. Files without a JSON are skipped.
 */
export function loadSamples(folder: string): SampleDocument[] {
  if (!existsSync(folder)) return [];
  const samples: SampleDocument[] = [];
  for (const file of readdirSync(folder).filter((f) => f.toLowerCase().endsWith('.pdf')).sort()) {
    const base = join(folder, basename(file, file.slice(-4)));
    const jsonPath = [`${base}.json`, `${base}.expected.json`].find((p) => existsSync(p));
    if (!jsonPath) continue;
    const parsed = JSON.parse(readFileSync(jsonPath, 'utf8')) as Record<string, unknown>;
    const nested = (parsed.fields ?? parsed.expected) as Record<string, unknown> | undefined;
    const raw = nested && typeof nested === 'object' ? nested : parsed;
    const kind: ExtractionKind =
      parsed.kind === 'SHIPPING_BILL' || parsed.kind === 'BILL_OF_LADING' ? parsed.kind : /bill[-_ ]?of[-_ ]?lading|lading|(^|[-_ ])b\/?l([-_ .]|$)/i.test(file) ? 'BILL_OF_LADING' : 'SHIPPING_BILL';
    const truth: Record<string, string | null> = {};
    for (const [key, value] of Object.entries(raw)) {
      if (key === 'kind' || key.startsWith('_')) continue;
      if (value === null || typeof value === 'string' || typeof value === 'number') truth[key] = value === null ? null : String(value);
      else if (Array.isArray(value)) truth[key] = value.map((v) => (typeof v === 'object' && v ? [v.number, v.seal].filter(Boolean).join('/') : String(v))).join(', ');
    }
    samples.push({ name: file, kind, bytes: readFileSync(join(folder, file)), truth });
  }
  return samples;
}
