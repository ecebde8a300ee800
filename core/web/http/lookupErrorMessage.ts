import { SERVER_ERROR } from './toErrorMessage';

/**
 * SPEC §8: lookup lists (ports, container types, …) answer "Server Error" when the HTTP status is not
 * 200; `undefined` when it is.
 */
export function lookupErrorMessage(status: number): string | undefined {
  return status === 200 ? undefined : SERVER_ERROR;
}
