import { badRequest } from '../HttpError';

/** The position of one row in a keyset order: the sort value and the row id (the tie-breaker). */
export interface CursorPosition {
  value: string | number | boolean | null;
  id: string;
}

/** An opaque, URL-safe cursor for a row: base64url of `[sortField, value, id]`. */
export function encodeCursor(sortField: string, position: CursorPosition): string {
  return Buffer.from(JSON.stringify([sortField, position.value, position.id]), 'utf8').toString('base64url');
}

/**
 * Reads a cursor back. A cursor made for another sort field (the user changed the sort), or one that
 * is not ours, is a 400 naming `field` (e.g. `after`).
 */
export function decodeCursor(cursor: string, sortField: string, field: string): CursorPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(`${field} is not a valid cursor`, field);
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || typeof parsed[2] !== 'string') throw badRequest(`${field} is not a valid cursor`, field);
  const [cursorSort, value, id] = parsed as [unknown, unknown, string];
  if (cursorSort !== sortField) throw badRequest(`${field} was made for another sort order`, field);
  if (value !== null && !['string', 'number', 'boolean'].includes(typeof value)) throw badRequest(`${field} is not a valid cursor`, field);
  return { value: value as CursorPosition['value'], id };
}
