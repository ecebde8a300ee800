import type { ApiResult } from '../HttpClient';

/** A failed answer as a form shows it: the field it names (without the `data.` of the body), its message, code and status. */
export interface ServerError {
  /** The form field, e.g. `reference` or `containers.1.number` (`data.` removed); none when the error names no field. */
  field?: string;
  /** The server's message (SPEC §8 text when it sent none). */
  message: string;
  /** The envelope's `code`, e.g. `VALIDATION_ERROR`, `CONFLICT`. */
  code?: string;
  /** HTTP status; 0 for a network failure. */
  status: number;
}

/**
 * The error of a failed ApiResult, read from the server's envelope `{ success: false, error: { message, code, field } }`;
 * `undefined` for a success.
 */
export function serverErrorOf(result: ApiResult<unknown>): ServerError | undefined {
  if (result.ok) return undefined;
  const error = typeof result.error === 'object' && result.error !== null ? (result.error as { field?: unknown; code?: unknown }) : {};
  const field = typeof error.field === 'string' && error.field ? error.field.replace(/^data\./, '') : undefined;
  return { field: field === 'data' || field === 'body' ? undefined : field, message: result.errorMessage ?? 'Server Error', code: typeof error.code === 'string' ? error.code : undefined, status: result.status };
}
