import Big from 'big.js';
import type { ExtractedField } from '../../shared/types';

const DECIMAL_FIELDS = new Set(['invoiceValue', 'fobValueInr', 'grossWeightKg']);

/** A field's value as compared: decimals by value (`1,200.50` = `1200.5`), whole numbers by value, text upper case with single spaces. */
export function normalizeFieldValue(field: string, value: string | null | undefined): string | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const text = value.trim();
  if (DECIMAL_FIELDS.has(field) || field === 'packages') {
    try {
      return new Big(text.replace(/,/g, '')).toString();
    } catch {
      return text;
    }
  }
  return text.toUpperCase().replace(/\s+/g, ' ').replace(/\s*,\s*/g, ', ');
}

/** How often the reader answered a field right over a set of documents. */
export interface FieldAccuracy {
  field: string;
  correct: number;
  total: number;
  /** 0–1. */
  accuracy: number;
  /** A few of the misses, for the report: expected vs read. */
  misses: Array<{ document: string; expected: string | null; read: string | null }>;
}

/**
 * Per-field accuracy: exact match after normalization. A field counts for a document only when its truth
 * names it (null included: then the reader must answer null), so partial expectations of sample files work.
 */
export function measureAccuracy(documents: Array<{ name: string; truth: Record<string, string | null>; fields: ExtractedField[] }>): FieldAccuracy[] {
  const byField = new Map<string, FieldAccuracy>();
  for (const doc of documents) {
    for (const [field, expected] of Object.entries(doc.truth)) {
      const row = byField.get(field) ?? { field, correct: 0, total: 0, accuracy: 0, misses: [] };
      byField.set(field, row);
      const read = doc.fields.find((f) => f.name === field)?.value ?? null;
      row.total += 1;
      if (normalizeFieldValue(field, read) === normalizeFieldValue(field, expected)) row.correct += 1;
      else if (row.misses.length < 3) row.misses.push({ document: doc.name, expected, read });
    }
  }
  return [...byField.values()].map((r) => ({ ...r, accuracy: r.total ? r.correct / r.total : 0 }));
}

/** The accuracy rows as a plain-text table. */
export function accuracyTable(title: string, rows: FieldAccuracy[]): string {
  const width = Math.max(5, ...rows.map((r) => r.field.length));
  const lines = rows.map((r) => `${r.field.padEnd(width)}  ${String(r.correct).padStart(4)}/${String(r.total).padEnd(4)}  ${(r.accuracy * 100).toFixed(1).padStart(5)}%`);
  return [title, `${'field'.padEnd(width)}  correct/total  accuracy`, ...lines].join('\n');
}
