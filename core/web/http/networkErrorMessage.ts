/** SPEC §8: the text of a network failure whose error has no string form. */
export const NETWORK_ERROR = 'Network Error';

/**
 * SPEC §8: a network failure (the request never got an HTTP answer: refused, offline, timed out,
 * aborted) gives the error's string form, else "Network Error".
 */
export function networkErrorMessage(error: unknown): string {
  if (error === undefined || error === null) return NETWORK_ERROR;
  if (typeof error === 'object' && !(error instanceof Error) && (error as { toString?: unknown }).toString === Object.prototype.toString) {
    const message = (error as { message?: unknown }).message;
    return typeof message === 'string' && message.trim() !== '' ? message : NETWORK_ERROR;
  }
  const text = String(error);
  return text.trim() === '' ? NETWORK_ERROR : text;
}
