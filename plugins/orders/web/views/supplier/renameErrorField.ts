import type { ApiResult } from '@portolan/sdk';

/**
 * A failed answer whose error names a body field (`data.changes.1.value`) renamed to the form field
 * showing it (`data.line0-cargoReadyDate`), so `useForm` puts the message beside that field; any other
 * answer as it is.
 */
export function renameErrorField<T>(result: ApiResult<T>, rename: (field: string) => string | undefined): ApiResult<T> {
  const error = result.error as { field?: unknown } | undefined;
  if (result.ok || typeof error !== 'object' || error === null || typeof error.field !== 'string') return result;
  const renamed = rename(error.field.replace(/^data\./, ''));
  return renamed ? { ...result, error: { ...error, field: `data.${renamed}` } } : result;
}
