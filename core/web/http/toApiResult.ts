import type { ApiResult } from '@portolan/sdk';
import { networkErrorMessage } from './networkErrorMessage';
import { toErrorMessage } from './toErrorMessage';

/**
 * Turns an HTTP answer (status and parsed body) into an ApiResult with the SPEC §8 texts; with
 * `thrown`, a network failure (status 0). `ok` is `success && !error`. When the body has no `error`
 * of its own, `error` carries the SPEC §8 text, so `error` and `errorMessage` are both set on failure.
 */
export function toApiResult<T = unknown>(status: number, body: unknown, thrown?: { error: unknown }): ApiResult<T> {
  if (thrown) {
    return { ok: false, status: 0, error: thrown.error ?? networkErrorMessage(thrown.error), errorMessage: networkErrorMessage(thrown.error) };
  }
  const envelope = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined;
  const errorMessage = toErrorMessage(body);
  const data = envelope?.data as T | undefined;
  if (errorMessage === undefined) return { ok: true, status, data, body };
  const error = envelope?.error !== undefined && envelope.error !== null && envelope.error !== false ? envelope.error : errorMessage;
  return { ok: false, status, data, body, error, errorMessage };
}
