import { serverErrorOf, type ApiResult } from '@portolan/sdk';

/**
 * A 409 that names one of the form's fields (a code or a reference already taken) shown beside that
 * field, as the form shows a 400; any other 409 (a stale version) stays the form's own error.
 */
export function conflictOnField<T>(answer: ApiResult<T>, fields: readonly string[]): ApiResult<T> {
  if (answer.status !== 409) return answer;
  const field = serverErrorOf(answer)?.field;
  return field && fields.includes(field) ? { ...answer, status: 400 } : answer;
}
