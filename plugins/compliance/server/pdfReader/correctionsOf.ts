import type { ExtractedField } from '../../shared/types';
import { normalizeFieldValue } from './accuracy';

/** The fields whose confirmed value differs from what was read (after normalization): name → [read, confirmed]. Fields the reader does not read (shipmentId) are left out. */
export function correctionsOf(read: ExtractedField[], confirmed: Record<string, string | null | undefined>): Record<string, [string | null, string]> {
  const corrections: Record<string, [string | null, string]> = {};
  for (const [name, value] of Object.entries(confirmed)) {
    const field = read.find((f) => f.name === name);
    if (!field || value === undefined || value === null) continue;
    if (normalizeFieldValue(name, field.value) !== normalizeFieldValue(name, value)) corrections[name] = [field.value, value];
  }
  return corrections;
}
