/** SPEC §8: the text shown when a response carries no usable error text. */
export const SERVER_ERROR = 'Server Error';

/**
 * SPEC §8, generic resources: the error text of a parsed response body, or `undefined` when the body
 * is a success. A body with an `error` gives the error's message, else its string form, else
 * "Server Error"; a body lacking `success` (or not an object at all) gives "Server Error".
 *
 * "String form" means: a string as is, a number or boolean as text, an object with its own
 * `toString` (an Error, say) through it. A plain object's `[object Object]` is no text for a
 * person, so such an error falls back to "Server Error".
 */
export function toErrorMessage(body: unknown): string | undefined {
  const envelope = isRecord(body) ? body : undefined;
  if (envelope && envelope.error !== undefined && envelope.error !== null && envelope.error !== false) {
    return errorText(envelope.error) ?? SERVER_ERROR;
  }
  if (!envelope || !envelope.success) return SERVER_ERROR;
  return undefined;
}

function errorText(error: unknown): string | undefined {
  if (isRecord(error) && typeof error.message === 'string' && error.message.trim() !== '') return error.message;
  if (typeof error === 'string') return error.trim() === '' ? undefined : error;
  if (typeof error === 'number' || typeof error === 'boolean') return String(error);
  if (error instanceof Error) return String(error);
  if (isRecord(error) && typeof error.toString === 'function' && error.toString !== Object.prototype.toString) {
    const text = String(error);
    return text.trim() === '' ? undefined : text;
  }
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
