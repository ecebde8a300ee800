import type { ImportRowError } from '../../../shared/types';
import { fieldLabel } from './importFields';

/** The problems of one sheet column of a row: those naming the column, or (naming none) the field it is mapped to. */
export function columnProblems(errors: readonly ImportRowError[], column: string, mapping: Readonly<Record<string, string>>): ImportRowError[] {
  const field = mapping[column];
  return errors.filter((e) => (e.column ? e.column === column : Boolean(field) && (e.field === field || e.field.startsWith(`${field}.`))));
}

/** The problems of a row that no column of it carries (e.g. a required field no column is mapped to). */
export function rowWideProblems(errors: readonly ImportRowError[], columns: readonly string[], mapping: Readonly<Record<string, string>>): ImportRowError[] {
  return errors.filter((e) => !columns.some((c) => columnProblems([e], c, mapping).length > 0));
}

/** A sheet column with what it is mapped to: `POL (Origin)`; `Notes (ignored)`. */
export function columnLabel(column: string, mapping: Readonly<Record<string, string>>): string {
  const field = mapping[column];
  return `${column} (${field ? fieldLabel(field) : 'ignored'})`;
}
