/**
 * A form's lines as flat text values, `lines.<i>.<field>` with their count in `lines`, so the server's
 * 400 naming `data.lines.1.quantity` lands beside that cell (useForm strips `data.`).
 */
export type FormValues = Record<string, string>;
export type LineValues = Record<string, string>;

export const lineKey = (i: number, field: string) => `lines.${i}.${field}`;
export const lineCount = (values: FormValues) => Number(values.lines) || 0;

/** The line rows of the form's values, each with the fields given. */
export function linesOf(values: FormValues, fields: readonly string[]): LineValues[] {
  return Array.from({ length: lineCount(values) }, (_, i) => Object.fromEntries(fields.map((f) => [f, values[lineKey(i, f)] ?? ''])));
}

/** The values with these line rows (keys of rows beyond them dropped). */
export function withLines(values: FormValues, lines: LineValues[], fields: readonly string[]): FormValues {
  const next: FormValues = Object.fromEntries(Object.entries(values).filter(([k]) => !k.startsWith('lines.')));
  next.lines = String(lines.length);
  lines.forEach((line, i) => fields.forEach((f) => (next[lineKey(i, f)] = line[f] ?? '')));
  return next;
}

/** An empty line of these fields. */
export const emptyLine = (fields: readonly string[]): LineValues => Object.fromEntries(fields.map((f) => [f, '']));

/** A text for the body: trimmed, or null when empty. */
export const orNull = (text: string | undefined) => (text?.trim() ? text.trim() : null);

export const idsOf = (text: string | undefined): string[] => (text ?? '').split(',').filter(Boolean);
