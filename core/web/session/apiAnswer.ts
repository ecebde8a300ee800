import type { ApiResult } from '@portolan/sdk';
import { UNEXPECTED_ERROR } from './authTexts';

export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

/** The answer carried an `error` of the server's (SPEC §8: its message or text is displayed). */
export function hasServerError(result: ApiResult<unknown>): boolean {
  const error = asRecord(result.body)?.error;
  return error !== undefined && error !== null && error !== false && Boolean(result.errorMessage);
}

/** SPEC §8: the server's message when it sent one, else "Unexpected error". */
export function loadFailure(result: ApiResult<unknown>): string {
  return hasServerError(result) && result.errorMessage ? result.errorMessage : UNEXPECTED_ERROR;
}

/** The Authorization header of a call made on behalf of a token. */
export function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}
