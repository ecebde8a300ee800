/**
 * A line of the API (a record's, an uploaded file's, a new one) as the form's text cells: each field's
 * value, else its default, else '' (a null, e.g. no product, becomes '').
 */
export function lineValuesFrom<F extends string>(line: Partial<Record<F, string | null>>, fields: readonly F[], defaults: Partial<Record<F, string>> = {}): Record<F, string> {
  return Object.fromEntries(fields.map((f) => [f, line[f] ?? defaults[f] ?? ''])) as Record<F, string>;
}
